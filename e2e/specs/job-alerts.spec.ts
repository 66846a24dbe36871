import { devices, expect } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot, waitForMailLink } from '../support/journey';

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

test('a field agent on a phone saves a search as an alert, then pauses and deletes it', async ({
  browser,
}) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  await logIn(page, 'candidate@fieldhire.test');
  await page.goto('/jobs?keyword=inspection&location=78701&destination_max=25&sort=newest');
  await expect(page.getByRole('article').first()).toBeVisible();

  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await dialog.getByLabel('Name').fill('Inspections near downtown Austin');
  await dialog.getByRole('radio', { name: 'Daily digest' }).check();
  await shot(page, 'save-search-dialog-phone', { fullPage: false });
  await dialog.getByRole('button', { name: 'Save alert' }).click();
  await expect(page.getByText('Alert saved: Inspections near downtown Austin')).toBeVisible();

  await page.goto('/alerts');
  const card = page.getByRole('article', { name: 'Inspections near downtown Austin' });
  await expect(card.getByText('Daily digest by email and the bell')).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await shot(page, 'alerts-phone');

  await card.getByRole('switch', { name: 'Alerts on' }).click();
  await expect(card.getByText('Paused')).toBeVisible();

  await card.getByRole('link', { name: 'Open search' }).click();
  await expect(page).toHaveURL(/\/jobs\?/);
  const url = new URL(page.url());
  expect(url.searchParams.get('keyword')).toBe('inspection');
  expect(url.searchParams.get('location')).toBe('78701');
  expect(url.searchParams.get('destination_max')).toBe('25');

  await page.goto('/alerts');
  await card.getByRole('button', { name: 'More for Inspections near downtown Austin' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete this alert?' })
    .getByRole('button', { name: 'Delete alert' })
    .click();
  await expect(card).toHaveCount(0);
  await page.context().close();
});

test('a guest on a phone asks for an alert by email and starts it from the link', async ({
  browser,
}) => {
  const page = await (await browser.newContext(PHONE)).newPage();
  const address = `guest-${Date.now()}@example.test`;
  await page.goto('/jobs?keyword=notary&location_state=TX');
  await page.getByRole('button', { name: 'Get alerts for this search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(address);
  await dialog.getByRole('button', { name: 'Email me' }).click();
  await expect(dialog.getByRole('status')).toContainText('Check your inbox');
  await shot(page, 'guest-alert-asked-phone', { fullPage: false });

  const link = await waitForMailLink(address, /https?:\/\/[^\s"]+\/alerts\/confirm\/[0-9a-f]+/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Your job alert is on' })).toBeVisible();
  await expect(page.getByText(address)).toBeVisible();
  await shot(page, 'guest-alert-confirmed-phone');
  await page.reload();
  await expect(
    page.getByRole('heading', { name: 'This link does not start an alert' }),
  ).toBeVisible();
  await page.context().close();
});
