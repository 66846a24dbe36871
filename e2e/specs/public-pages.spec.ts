import { devices, expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };

interface ListedJob {
  id: number;
  title: string;
  status: string;
}

/** A job of the demo company in `status`, read through the API as the signed-in employer. */
async function demoJob(page: Page, status: 'open' | 'closed' | 'filled') {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'token')!.value;
  const jobs = await page.request.get(`/api/myjobs/?status=${status}&end=20`, {
    headers: { Authorization: `Token ${token}` },
  });
  expect(jobs.ok()).toBe(true);
  const [job] = ((await jobs.json()) as { results: ListedJob[] }).results;
  expect(job).toBeDefined();
  return job!;
}

test('a job page arrives rendered: a crawler reads the job, and a phone without scripts shows it', async ({
  browser,
  page,
  request,
}) => {
  await logIn(page, 'employer@fieldhire.test');
  const job = await demoJob(page, 'open');

  const response = await request.get(`/jobs/${job.id}`);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const root = html.slice(html.indexOf('<div id="root">'));
  expect(root).toContain('<h1');
  expect(root).toContain('About the job');
  expect(html).toContain('"@type":"JobPosting"');
  expect(html).toContain('<script type="application/json" id="first-render">');

  const noScript = await (
    await browser.newContext({ ...PHONE, javaScriptEnabled: false })
  ).newPage();
  await noScript.goto(`/jobs/${job.id}`);
  await expect(noScript.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(noScript.getByRole('heading', { name: 'About the job' })).toBeVisible();
  await shot(noScript, 'job-page-without-scripts');
  await noScript.context().close();
});

test('a guest on a phone: the app takes the rendered pages over without fetching them again or a mismatch', async ({
  browser,
}) => {
  const guest = await (await browser.newContext(PHONE)).newPage();
  const errors: string[] = [];
  guest.on('pageerror', (error) => errors.push(error.message));
  guest.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const requests: string[] = [];
  guest.on('request', (request) => {
    if (request.url().includes('/api/')) requests.push(new URL(request.url()).pathname);
  });

  for (const path of ['/', '/jobs', '/companies', '/pricing', '/about']) {
    await guest.goto(path);
    await expect(guest.locator('#main')).toBeVisible();
  }
  await guest.goto('/jobs');
  // The ids the server sent, which labels and descriptions point at, survive the takeover.
  const sortId = await guest.getByLabel('Sort by').getAttribute('id');
  expect(await (await guest.request.get('/jobs')).text()).toContain(`id="${sortId}"`);
  const jobPath = await guest.getByRole('article').getByRole('link').first().getAttribute('href');
  await guest.goto(jobPath!);
  await expect(guest.getByRole('link', { name: 'Log in to apply' })).toBeVisible();
  await shot(guest, 'job-page-taken-over');
  expect(requests).toEqual([]);
  expect(errors).toEqual([]);

  // Taken over: a link is a navigation inside the app, which reads the next page's data itself.
  await guest.getByRole('link', { name: /All jobs/ }).click();
  await expect(guest.getByRole('heading', { name: 'Field-service jobs' })).toBeVisible();
  await guest.context().close();
});

test('a closed job answers 410 with why and similar open jobs; an unknown job answers 404', async ({
  page,
}) => {
  await logIn(page, 'employer@fieldhire.test');
  const closed = await demoJob(page, 'closed');
  const guest = await (await page.context().browser()!.newContext(PHONE)).newPage();
  const response = await guest.goto(`/jobs/${closed.id}`);
  expect(response?.status()).toBe(410);
  await expect(guest.getByText(/no longer/i).first()).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Similar open jobs nearby' })).toBeVisible();
  expect(await response!.text()).not.toContain('"@type":"JobPosting"');

  const missing = await guest.goto('/jobs/2147483000');
  expect(missing?.status()).toBe(404);
  await expect(guest.getByRole('heading', { name: 'Job not found' })).toBeVisible();
  await guest.context().close();
});

test('a signed-in viewer gets the job page rendered with their own data', async ({ page }) => {
  await logIn(page, 'candidate@fieldhire.test');
  await page.goto('/jobs');
  const href = await page.getByRole('article').getByRole('link').first().getAttribute('href');
  const response = await page.request.get(href!);
  expect(await response.text()).toContain('<div id="root"></div>');
  await page.goto(href!);
  await expect(page.getByRole('button', { name: /Apply|Withdraw/ }).first()).toBeVisible();
});
