import { devices, expect } from '@playwright/test';
import { test } from '../support/test';
import { fillAgentSignUp, logInAfterSignUp, shot, verifyEmail } from '../support/journey';

test.use({ ...devices['Pixel 7'], viewport: { width: 390, height: 844 } });

test('a new field agent is welcomed with a first-run checklist whose email step ticks once the email is verified', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const email = `newagent.${id}@example.test`;

  await page.goto('/signup');
  await fillAgentSignUp(page, {
    firstName: 'Morgan',
    lastName: 'Reyes',
    username: `newagent_${id}`,
    email,
    password: 'field-agent-password',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await logInAfterSignUp(page, `newagent_${id}`, 'field-agent-password');

  // A signed-in page opened by its address is drawn in the browser, with no router warnings.
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to Fieldhire, Morgan' }),
  ).toBeVisible();
  expect(warnings).toEqual([]);
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

test('a visitor who signs up from a job is brought back to it once logged in, and again once their email is verified, and applies', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const email = `fromjob.${id}@example.test`;

  await page.goto('/jobs?location=78701&sort=distance');
  const first = page.getByRole('article').first().getByRole('link').first();
  const title = (await first.textContent())!;
  await first.click();
  await expect(page).toHaveURL(/\/jobs\/\d+$/);
  const jobPath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Log in to apply' }).click();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await fillAgentSignUp(page, {
    firstName: 'Jordan',
    lastName: 'Avery',
    username: `fromjob_${id}`,
    email,
    password: 'field-agent-password',
  });
  await page.getByRole('button', { name: 'Create account' }).click();
  await logInAfterSignUp(page, `fromjob_${id}`, 'field-agent-password');
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('dialog', { name: `Apply to ${title}` });
  await dialog.getByLabel('Message to the company').fill('I can go on Monday morning.');
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Verify your email address first.');
  await expect(dialog.getByRole('button', { name: 'Resend verification email' })).toBeVisible();
  await shot(page, 'apply-before-verifying-390');

  await verifyEmail(page, email);
  await page.getByRole('link', { name: 'Continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${jobPath}$`));
  await page.getByRole('button', { name: 'Apply now' }).click();
  await dialog.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application sent.')).toBeVisible();
});
