import { devices, expect } from '@playwright/test';
import { test } from '../support/test';
import { shot, verifyEmail } from '../support/journey';

test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

test('a new field agent is welcomed with a first-run checklist whose email step ticks once the email is verified', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const email = `newagent.${id}@example.test`;

  await page.goto('/signup');
  await page.getByLabel('Field agent').check({ force: true });
  await page.getByLabel('First name').fill('Morgan');
  await page.getByLabel('Last name').fill('Reyes');
  await page.getByLabel('Username').fill(`newagent_${id}`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('field-agent-password');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Morgan' }),
  ).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist).toContainText('0 of 4 done');
  await expect(
    checklist.getByRole('listitem', { name: 'Verify your email address: to do' }),
  ).toBeVisible();
  await expect(
    checklist.getByRole('listitem', { name: 'Complete your profile: to do' }),
  ).toBeVisible();
  await shot(page, 'first-run-checklist-390');

  await verifyEmail(page, email);
  await page.goto('/dashboard');
  await expect(
    checklist.getByRole('listitem', { name: 'Verify your email address: done' }),
  ).toBeVisible();
  await expect(checklist).toContainText('1 of 4 done');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Morgan' }),
  ).toBeVisible();
  await shot(page, 'first-run-email-ticked-390');

  await checklist.getByRole('link', { name: 'Find jobs near you' }).click();
  await expect(page).toHaveURL(/\/jobs$/);
});
