import { devices, expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

const jobCards = (page: Page) => page.getByRole('article');

/** Picks an option of a Select that does not take typing. */
async function pick(page: Page, label: string, option: string) {
  await page.getByRole('textbox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test('the demo company closes a job after confirming, undoes it, filters by status and pages', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await logIn(page, 'employer@fieldhire.test');
  await page.goto('/employer/jobs');
  await expect(page.getByText(/^Showing 1–20 of \d+ jobs$/)).toBeVisible({ timeout: 30_000 });
  await expect(jobCards(page)).toHaveCount(20);
  await shot(page, 'my-jobs-desktop');

  const card = jobCards(page)
    .filter({ has: page.getByRole('button', { name: 'Close' }) })
    .first();
  const title = (await card.getAttribute('aria-label'))!;
  await card.getByRole('button', { name: 'Close' }).click();
  const dialog = page.getByRole('dialog', { name: `Close “${title}”?` });
  await expect(dialog).toBeVisible();
  await shot(page, 'my-jobs-close-confirm-desktop');
  await dialog.getByRole('button', { name: 'Close job' }).click();
  await expect(page.getByText(`“${title}” is closed.`)).toBeVisible();
  const closedCard = page.getByRole('article', { name: title });
  await expect(closedCard.getByRole('button', { name: 'Reopen' })).toBeVisible();
  await shot(page, 'my-jobs-closed-toast-desktop');

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`“${title}” is open again.`)).toBeVisible();
  await expect(closedCard.getByRole('button', { name: 'Close' })).toBeVisible();
  await expect(closedCard).toContainText('open');

  await pick(page, 'Status', 'Closed');
  await expect(page).toHaveURL(/status=closed/);
  // The open jobs stay on screen until the closed ones arrive: wait for them to go.
  await expect(jobCards(page).first().getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(
    jobCards(page).filter({ has: page.getByRole('button', { name: 'Close' }) }),
  ).toHaveCount(0);
  await expect(page.getByText(/^Showing 1–\d+ of \d+ jobs?$/)).toBeVisible();
  const closedCount = await jobCards(page).count();
  expect(closedCount).toBeGreaterThan(0);
  for (let i = 0; i < closedCount; i += 1)
    await expect(jobCards(page).nth(i).getByRole('button', { name: 'Reopen' })).toBeVisible();
  await expect(page.getByRole('article', { name: title })).toHaveCount(0);
  await shot(page, 'my-jobs-closed-filter-desktop');

  await pick(page, 'Status', 'All jobs');
  await page.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByText(/^Showing 21–40 of \d+ jobs$/)).toBeVisible();
  await page.reload();
  await expect(page.getByText(/^Showing 21–40 of \d+ jobs$/)).toBeVisible();
});

test('my jobs on a phone: filters stack, cards and the close dialog fit 390 px', async ({
  browser,
}) => {
  const context = await browser.newContext({ ...devices['Pixel 7'] });
  const page = await context.newPage();
  await logIn(page, 'employer@fieldhire.test');
  await page.goto('/employer/jobs?sort=applicants');
  await expect(jobCards(page).first()).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(412);
  await shot(page, 'my-jobs-phone');
  const card = jobCards(page)
    .filter({ has: page.getByRole('button', { name: 'Feature' }) })
    .first();
  await card.getByRole('button', { name: 'Feature' }).click();
  await expect(page.getByRole('dialog', { name: /^Feature “/ })).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(/featured post/);
  await shot(page, 'my-jobs-feature-confirm-phone');
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('searchbox', { name: 'Search' }).fill('zzzz-no-such-job');
  await expect(page.getByText('No jobs match')).toBeVisible();
  await expect(page).toHaveURL(/q=zzzz-no-such-job/);
  await shot(page, 'my-jobs-no-match-phone');
  await context.close();
});
