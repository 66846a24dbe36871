import { devices, expect } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

test('a guest searches by ZIP within a radius and opens a job', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('City, state or ZIP').fill('78701');
  await page.getByRole('button', { name: 'Search jobs' }).click();
  await expect(page).toHaveURL(/\/jobs\?location=78701/);
  await expect(page.getByText(/^\d[\d,]* jobs?$/)).toBeVisible();

  await page.goto('/jobs?location=78701&destination_max=25');
  const cards = page.getByRole('article');
  await expect(cards.first()).toBeVisible();
  const distances = await cards.getByText(/· [\d.]+ mi$/).allTextContents();
  expect(distances.length).toBeGreaterThan(0);
  for (const text of distances)
    expect(Number(/([\d.]+) mi/.exec(text)![1])).toBeLessThanOrEqual(25);
  await shot(page, 'search-radius');

  const title = await cards.first().getByRole('link').first().textContent();
  await cards.first().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: title! })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to apply' })).toBeVisible();
  await shot(page, 'job-detail-guest');
});

test('a field agent bookmarks a job, applies to it and sees it saved', async ({ page }) => {
  await logIn(page, 'candidate@fieldhire.test');
  await page.goto('/jobs?keyword=inspection&sort=oldest');
  await expect(page.getByRole('article').first()).toBeVisible();
  const links = await page
    .getByRole('article')
    .evaluateAll((cards) =>
      cards.map((card) => card.querySelector('a')?.getAttribute('href') ?? ''),
    );
  let title = '';
  for (const href of links) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A field agent's apply controls load after the page: wait for them, or for the job's closing.
    await expect(
      page
        .getByRole('button', { name: /^(Apply now|Withdraw application)$/ })
        .or(page.getByText('This job is no longer taking applications.')),
    ).toBeVisible();
    if (await page.getByRole('button', { name: 'Apply now' }).isVisible()) {
      title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
      break;
    }
  }
  expect(title).not.toBe('');
  await page.getByRole('button', { name: `Save ${title}` }).click();
  await expect(page.getByRole('button', { name: `Remove ${title} from saved jobs` })).toBeVisible();

  await page.getByRole('button', { name: 'Apply now' }).click();
  await page.getByLabel('Message to the company').fill('I cover this area and can go on Thursday.');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Application pending')).toBeVisible();
  await shot(page, 'applied');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { name: 'Saved jobs' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await shot(page, 'saved');

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Applications' })
    .click();
  await expect(page.getByRole('article', { name: title })).toContainText('pending');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Dashboard' })
    .click();
  await expect(page.getByRole('heading', { name: 'Recent applications' })).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toBeVisible();
  await shot(page, 'dashboard');
});

const PHONE_IN_AUSTIN = {
  ...devices['Pixel 7'],
  viewport: { width: 390, height: 844 },
  geolocation: { latitude: 30.2672, longitude: -97.7431 },
  permissions: ['geolocation'],
};

test('a guest on a phone finds the jobs nearest to where they stand, from the home page', async ({
  browser,
}) => {
  const context = await browser.newContext(PHONE_IN_AUSTIN);
  const page = await context.newPage();
  await page.goto('/');
  await page.getByLabel('Keyword').fill('inspection');
  await page.getByRole('button', { name: 'Use my location' }).click();
  await expect(page).toHaveURL(
    /\/jobs\?keyword=inspection&location=Austin%2C\+TX\+787\d\d&sort=distance/,
  );
  // Cards without distances (the page before, or the list before its place was found) may show
  // when the address changes: wait for the nearest jobs.
  const distances = page.getByRole('article').getByText(/· [\d.]+ mi$/);
  await expect.poll(() => distances.count()).toBeGreaterThan(1);
  const miles = (await distances.allTextContents()).map((text) =>
    Number(/([\d.]+) mi/.exec(text)![1]),
  );
  expect(miles).toEqual([...miles].sort((a, b) => a - b));
  expect(miles.at(-1)).toBeLessThanOrEqual(50);
  await shot(page, 'phone-jobs-near-me');
  await context.close();
});
