import { devices, expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };

async function employerPage(browser: Browser, options: typeof PHONE | typeof DESKTOP) {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, 'employer@fieldhire.test');
  return page;
}

/** A job of the demo company that has applicants, read through the API as the signed-in employer. */
async function jobWithApplicants(page: Page) {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const jobs = await page.request.get('/api/myjobs/?sort=applicants&end=100', {
    headers: { Authorization: `Token ${token}` },
  });
  expect(jobs.ok()).toBe(true);
  const list = (
    (await jobs.json()) as {
      results: { id: number; applicants_by_status: Record<string, number> }[];
    }
  ).results;
  const job = list.find((candidate) =>
    Object.entries(candidate.applicants_by_status).some(
      ([status, count]) => count > 0 && status !== 'withdrawn',
    ),
  );
  expect(job).toBeDefined();
  return job!.id;
}

for (const [name, options] of [
  ['desktop', DESKTOP],
  ['phone', PHONE],
] as const) {
  test(`the company opens an applicant's profile in a drawer and closes it with Escape (${name})`, async ({
    browser,
  }) => {
    const page = await employerPage(browser, options);
    await page.goto(`/employer/jobs/${await jobWithApplicants(page)}`);
    const open = page.getByRole('button', { name: /^View profile of / }).first();
    const label = (await open.getAttribute('aria-label'))!;
    const applicant = label.replace('View profile of ', '');
    await open.click();

    const drawer = page.getByRole('dialog', { name: `Applicant: ${applicant}` });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByText('I cover this area and can start this week.')).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Coverage towns' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Certifications' })).toBeVisible();
    await expect(drawer.getByRole('region', { name: 'Resume' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Open the full profile' })).toBeVisible();
    const box = (await drawer.boundingBox())!;
    if (name === 'phone') expect(Math.round(box.width)).toBe(390);
    else expect(box.width).toBeLessThan(1280);
    await page.waitForTimeout(300);
    await shot(page, `applicant-drawer-${name}`);

    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(page.getByRole('button', { name: label })).toBeFocused();
    await expect(page).toHaveURL(/\/employer\/jobs\/\d+$/);
  });

  test(`the company invites an agent to a job picked nearest first (${name})`, async ({
    browser,
  }) => {
    const page = await employerPage(browser, options);
    await page.goto('/candidates/demo.agent');
    await page.getByRole('button', { name: /^Invite to job: / }).click();
    const send = page.getByRole('button', { name: 'Send invitation' });
    await expect(send).toBeDisabled();
    await expect(page.getByText('Choose a job to invite them to.')).toBeVisible();

    const picker = page.getByRole('textbox', { name: 'Job' });
    await picker.click();
    const jobOptions = page.getByRole('option');
    await expect(jobOptions.first()).toBeVisible();
    await expect(jobOptions.first()).toHaveAttribute('aria-label', / mi away/);
    await page.waitForTimeout(300);
    await shot(page, `invite-picker-${name}`);

    const firstTitle = (await jobOptions.first().getAttribute('aria-label'))!.split(' · ')[0]!;
    await picker.fill(firstTitle.slice(0, 12));
    await expect(jobOptions.first()).toHaveAttribute(
      'aria-label',
      new RegExp(firstTitle.slice(0, 12)),
    );
    await jobOptions.first().click();
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByText(/^Invitation sent to /)).toBeVisible();

    await page.getByRole('button', { name: /^Invite to job: / }).click();
    await page.getByRole('textbox', { name: 'Job' }).fill(firstTitle.slice(0, 12));
    await expect(page.getByRole('option').first()).toContainText('Already invited');
    await shot(page, `invite-picker-invited-${name}`);
  });
}
