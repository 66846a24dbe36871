import { expect } from '@playwright/test';
import { test } from '../support/test';
import { fillAgentSignUp, logIn, nav, shot, waitForMailLink } from '../support/journey';

test('a field agent signs up, is asked to check the email, verifies it from a real SMTP message, logs in and out', async ({
  page,
}) => {
  const id = Date.now().toString(36);
  const email = `agent.${id}@example.test`;
  const password = 'field-agent-password';

  await page.goto('/');
  await expect(nav(page).getByRole('link', { name: 'Sign up', exact: true })).toBeVisible();
  await shot(page, '01-home');

  await nav(page).getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(/\/signup/);
  await fillAgentSignUp(page, {
    firstName: 'Avery',
    lastName: 'Stone',
    username: `agent_${id}`,
    email,
    password,
  });
  await shot(page, '02-signup');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText(email);
  await shot(page, '03-check-inbox');

  const link = await waitForMailLink(email, /https?:\/\/[^\s"]+\/verify-email\/[^\s"]+/);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();
  await shot(page, '04-verified');

  await page.getByRole('link', { name: 'Log in to continue' }).click();
  await page.getByLabel('Username or email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('button', { name: 'Account menu' })).toBeVisible();
  await shot(page, '05-logged-in');

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(nav(page).getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'token')).toBeUndefined();
  await shot(page, '06-logged-out');
});

test('signing up again with a known email shows the same page, keeps the account and mails its owner a reset link', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const email = `known.${id}@example.test`;
  const password = 'field-agent-password';
  const owner = await (await browser.newContext()).newPage();
  await owner.goto('/signup');
  await fillAgentSignUp(owner, {
    firstName: 'Robin',
    lastName: 'Vale',
    username: `known_${id}`,
    email,
    password,
  });
  await owner.getByRole('button', { name: 'Create account' }).click();
  await expect(owner.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  const firstAnswer = await owner.getByRole('main').innerText();

  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto('/signup');
  await fillAgentSignUp(stranger, {
    firstName: 'Someone',
    lastName: 'Else',
    username: `other_${id}`,
    email: email.toUpperCase(),
    password: 'another-password-1',
  });
  await stranger.getByRole('button', { name: 'Create account' }).click();
  await expect(stranger.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  expect(await stranger.getByRole('main').innerText()).toBe(firstAnswer);
  await shot(stranger, 'known-email-check-inbox');
  await stranger.goto('/login');
  await stranger.getByLabel('Username or email').fill(`other_${id}`);
  await stranger.getByLabel('Password', { exact: true }).fill('another-password-1');
  await stranger.getByRole('button', { name: 'Log in' }).click();
  await expect(stranger.getByRole('alert')).toContainText(
    'Unable to log in with the provided credentials.',
  );

  const reset = await waitForMailLink(
    email,
    /https?:\/\/[^\s"]+\/reset-password\/[^\s"]+/,
    /tried to sign up/,
  );
  await logIn(owner, email, password);

  const resetting = await (await browser.newContext()).newPage();
  await resetting.goto(new URL(reset).pathname);
  await resetting.getByLabel('New password', { exact: true }).fill('a-brand-new-password');
  await resetting.getByLabel('Confirm new password').fill('a-brand-new-password');
  await resetting.getByRole('button', { name: 'Save new password' }).click();
  await expect(resetting.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await logIn(resetting, `known_${id}`, 'a-brand-new-password');
});

test('a wrong verification link shows the expired outcome', async ({ page }) => {
  await page.goto(`/verify-email/MQ/${'f'.repeat(40)}`);
  await expect(page.getByRole('heading', { name: 'Link expired or invalid' })).toBeVisible();
  await shot(page, 'verify-invalid');
});

test('unknown pages show the 404 page and the API docs are served', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: /not found/i })).toBeVisible();
  const docs = await page.request.get('/api/docs/json');
  expect(docs.ok()).toBe(true);
  expect((await docs.json()).paths['/api/login/']).toBeDefined();
});

test('a phone can install the app: the page links a manifest whose icons are served', async ({
  page,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = await page.request.get(href!);
  expect(manifest.ok()).toBe(true);
  expect(manifest.headers()['content-type']).toContain('manifest+json');
  const { icons, start_url, display } = (await manifest.json()) as {
    icons: { src: string; sizes: string; purpose: string }[];
    start_url: string;
    display: string;
  };
  expect({ start_url, display }).toEqual({ start_url: '/', display: 'standalone' });
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
    expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
  );
  for (const icon of icons) {
    const image = await page.request.get(icon.src);
    expect(image.headers()['content-type'], icon.src).toBe('image/png');
  }
});
