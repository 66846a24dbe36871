import { expect, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { test } from '../support/test';
import { DEMO_PASSWORD, logIn, shot } from '../support/journey';

/** The demo operator's TOTP secret, printed in the README. */
const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The code of the next time step: accepted, and newer than a code already used in this step. */
const nextCode = (secret: string) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });

async function operatorSignIn(page: Page) {
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);
  await page.getByLabel('Email').fill('ops@fieldhire.test');
  await page.getByRole('textbox', { name: 'Password' }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Continue' }).click();
  const qr = page.getByAltText('QR code to add Fieldhire Ops to an authenticator app');
  const codeStep = page.getByText(
    'Enter the 6 digits your authenticator app shows for Fieldhire Ops.',
  );
  await expect(qr.or(codeStep)).toBeVisible();
  // The demo operator enrols on the first sign-in of the database; later ones only ask a code.
  if (await qr.isVisible()) {
    await expect(page.getByText(DEMO_TOTP_SECRET)).toBeVisible();
    await shot(page, 'ops-enrol');
  }
  await page.getByLabel('Code').fill(await nextCode(DEMO_TOTP_SECRET));
  await page.getByRole('button', { name: /^(Finish setup and sign in|Sign in)$/ }).click();
  await expect(page.getByRole('heading', { name: 'Search' })).toBeVisible();
}

test('an operator enrols TOTP, suspends a reported account and sees its job leave search, and settles a dispute by a split', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await operatorSignIn(page);

  await page.getByRole('link', { name: 'Reports' }).click();
  const reported = page.getByRole('button', { name: /^2 job / });
  await reported.click();
  const label = (await reported.getByText(/ · /).first().textContent())!;
  const title = label.split(' · ')[0]!;
  await expect(
    page.getByText('The pay in the post is twice what the company offered'),
  ).toBeVisible();
  await shot(page, 'ops-reports');

  const guest = await browser.newPage();
  const search = `/jobs?keyword=${encodeURIComponent(title)}`;
  await guest.goto(search);
  await expect(guest.getByRole('article', { name: title })).toBeVisible();

  await page.getByRole('link', { name: 'the account behind it' }).click();
  const suspend = page.getByRole('button', { name: 'Suspend' });
  await suspend.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Suspend' })).toBeDisabled();
  await dialog.getByLabel('Reason').fill('Asked agents to pay outside Fieldhire.');
  await dialog.getByRole('button', { name: 'Suspend' }).click();
  await expect(page.getByText(/is suspended\.$/)).toBeVisible();
  await expect(page.getByText('Since').first()).toContainText(
    'Asked agents to pay outside Fieldhire.',
  );
  await shot(page, 'ops-account-suspended');

  await guest.goto(search);
  await expect(guest.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(guest.getByRole('article', { name: title })).toHaveCount(0);

  await page.getByRole('link', { name: 'Audit log' }).click();
  await expect(page.getByText('user.suspend').first()).toBeVisible();
  await page.getByRole('link', { name: 'Figures' }).click();
  await expect(page.getByRole('heading', { name: 'Jobs posted and filled' })).toBeVisible();
  const csv = await page.request.get('/api/ops/figures.csv?weeks=4');
  expect(csv.headers()['content-type']).toContain('text/csv');
  expect((await csv.text()).trim().split('\r\n')).toHaveLength(5);
  await shot(page, 'ops-figures');
  await page.goBack();

  // Ending the suspension puts the job back for the other specs' journeys.
  await page.goBack();
  await page.getByRole('button', { name: 'End suspension' }).click();
  await page.getByRole('dialog').getByLabel('Reason').fill('Settled with the company.');
  await page.getByRole('dialog').getByRole('button', { name: 'End suspension' }).click();
  await expect(page.getByText(/can sign in again\.$/)).toBeVisible();
  await guest.goto(search);
  await expect(guest.getByRole('article', { name: title })).toBeVisible();
  await guest.close();

  // The demo company's dispute over submitted work: half the pay to the agent.
  await page.getByRole('link', { name: 'Disputes' }).click();
  await page.getByRole('table').getByRole('link').first().click();
  await expect(page.getByText('The back gate was locked')).toBeVisible();
  await page.getByLabel('Write to both sides').fill('Please send a photo of the locked gate.');
  await page.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Please send a photo of the locked gate.')).toBeVisible();
  const pay = Number(
    (await page.getByText(/^Pay in question:/).textContent())!.replace(/[^0-9.]/g, ''),
  );
  const half = (Math.round(pay * 50) / 100).toFixed(2);
  const workOrder = (await page.getByRole('link', { name: /^Work order #/ }).textContent())!;
  await page.getByLabel('Split the pay').check();
  await page.getByLabel('The agent gets').fill(half);
  await page.getByLabel('Why').fill('The front was done; the back could not be reached.');
  await page.getByRole('button', { name: 'Settle the dispute' }).click();
  const settle = page.getByRole('dialog', { name: 'Settle this dispute?' });
  await expect(settle).toContainText(`the agent gets $${half}`);
  await shot(page, 'ops-dispute-settle', { fullPage: false });
  await settle.getByRole('button', { name: 'Settle', exact: true }).click();
  await expect(page.getByText('Settled. Both sides are told.')).toBeVisible();
  await expect(page.getByText(`The agent got $${half}`)).toBeVisible();

  // The company sees the work approved and paid at the split.
  const company = await browser.newPage();
  await logIn(company, 'employer@fieldhire.test');
  await company.goto(`/work-orders/${workOrder.replace(/\D/g, '')}`);
  await expect(company.getByText('Settled: Split the pay')).toBeVisible();
  await expect(company.getByText('Dispute settled').first()).toBeVisible();
  await shot(company, 'company-dispute-settled');
  await company.close();
});

test('a signed-in agent reports a job; companies and agents reach no console', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Username or email').fill('candidate@fieldhire.test');
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();

  const console = await page.request.get('/api/ops/me/');
  expect(console.status()).toBe(404);
  await page.goto('/ops');
  await expect(page).toHaveURL(/\/ops\/login$/);

  await page.goto('/jobs');
  await page.getByRole('article').first().getByRole('link').first().click();
  await page.getByRole('button', { name: 'Report' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report this job' });
  await expect(dialog.getByRole('button', { name: 'Send report' })).toBeDisabled();
  await dialog.getByLabel('Spam or advertising').check();
  await dialog.getByLabel('Anything we should know').fill('Posted the same job five times.');
  await shot(page, 'report-job-dialog', { fullPage: false });
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(page.getByText('Thanks. Our team will look at your report.')).toBeVisible();
});
