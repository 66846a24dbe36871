import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

const AGENT = 'candidate@fieldhire.test';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

// axe-core is injected as a script, which the app's Content Security Policy would refuse.
test.use({ bypassCSP: true });
const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

/** Serious and critical WCAG A/AA problems axe-core finds on the page as it is now. */
async function axeProblems(page: Page) {
  await page.addScriptTag({ path: axePath });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (o: object) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[] }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run({ runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa'] } });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function toastBesideUserMenu(page: Page, width: number) {
  await page.goto('/profile');
  await expect(page.getByRole('button', { name: 'Save profile' })).toBeVisible();
  // The toast closes after 1 s, so its box is read in the page the moment it appears.
  const boxes = page.evaluate(
    () =>
      new Promise<{ toast: DOMRect; menu: DOMRect }>((resolve) => {
        const look = () => {
          const toast = document.querySelector('.mantine-Notification-root');
          const menu = document.querySelector('[aria-label="Account menu"]');
          if (toast && menu && toast.getBoundingClientRect().height > 0)
            resolve({
              toast: toast.getBoundingClientRect().toJSON() as DOMRect,
              menu: menu.getBoundingClientRect().toJSON() as DOMRect,
            });
          else requestAnimationFrame(look);
        };
        look();
      }),
  );
  await page.getByRole('button', { name: 'Save profile' }).click();
  const { toast, menu } = await boxes;
  await shot(page, `toast-${width}`);
  expect(overlaps(toast, menu), JSON.stringify({ toast, menu })).toBe(false);
  expect(toast.x + toast.width).toBeGreaterThan(width * 0.6);
}

async function badZipSearch(page: Page, width: number) {
  await page.goto('/jobs');
  await expect(page.getByText(/^[\d,]+\+? jobs$/)).toBeVisible();
  const onPhone = width < 992;
  if (onPhone) await page.getByRole('button', { name: 'Filters' }).click();
  const filters = onPhone ? page.getByRole('dialog', { name: 'Filters' }) : page.locator('body');
  await filters.getByRole('textbox', { name: 'Location' }).fill('00000');
  await filters.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/location=00000/);
  const location = filters.getByRole('textbox', { name: 'Location' });
  await expect(location).toHaveAttribute('aria-invalid', 'true');
  await expect(location).toHaveAccessibleDescription(/We could not find "00000"\./);
  if (onPhone) await shot(page, `bad-zip-filters-${width}`);
  if (onPhone) await page.keyboard.press('Escape');
  await expect(page.getByText(/^[\d,]+\+? jobs? without the location$/)).toBeVisible();
  await expect(page.getByRole('alert', { name: 'Location not found' })).toBeVisible();
  await expect(page.getByText('Searching…')).toHaveCount(0);
  await expect(page.getByRole('article').first()).toBeVisible();
  await shot(page, `bad-zip-${width}`);
}

/** The fields on the page whose text is under 16px, which a phone zooms into when they take focus. */
function fieldsSmallerThan16px(page: Page) {
  return page
    .locator(
      'input:not([type=checkbox], [type=radio], [type=range], [type=file]), select, textarea',
    )
    .evaluateAll((fields) =>
      fields
        .filter((field) => parseFloat(getComputedStyle(field).fontSize) < 16)
        .map((field) => field.id || field.outerHTML.slice(0, 80)),
    );
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the scroll-to-top button stays under the menu and dialogs that cover the page', async ({
    page,
  }) => {
    await page.goto('/jobs');
    await page.evaluate(() => window.scrollTo(0, 1500));
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeVisible();
    const onTop = () =>
      toTop.evaluate((button) => {
        const box = button.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return button.contains(hit);
      });
    expect(await onTop()).toBe(true);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await expect(page.locator('#mobile-nav')).toBeVisible();
    expect(await onTop()).toBe(false);
    await page.getByRole('button', { name: 'Close navigation' }).click();
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1500));
    await expect(toTop).toBeVisible();
    expect(await onTop()).toBe(false);
  });

  test('the demo agent: chat sidebar, menu, toasts, password toggle, photo picker and a bad ZIP', async ({
    page,
  }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Show password' });
    await expect(toggle).toBeVisible();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide password' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
    await shot(page, 'login-password-390');
    expect(await axeProblems(page)).toEqual([]);

    await logIn(page, AGENT);
    await page.goto('/jobs');
    await page.getByRole('button', { name: 'Filters' }).click();
    const filters = page.getByRole('dialog', { name: 'Filters' });
    await expect(filters.getByRole('combobox', { name: 'State' })).toBeVisible();
    expect(await fieldsSmallerThan16px(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect(filters).toHaveCount(0);
    const messages = page.getByRole('button', { name: /^Messages/ });
    const aside = page.locator('#chat-sidebar');

    await messages.click();
    await expect(aside).toBeVisible();
    await shot(page, 'chat-open-390');
    await page.keyboard.press('Escape');
    await expect(aside).toHaveCount(0);
    await expect(messages).toHaveAttribute('aria-expanded', 'false');

    await messages.click();
    await expect(aside).toBeVisible();
    const burger = page.getByRole('button', { name: 'Open navigation' });
    await expect(burger).toBeInViewport();
    await burger.click();
    const drawer = page.locator('#mobile-nav');
    await expect(drawer).toBeVisible();
    await expect(aside).toHaveCount(0);
    await shot(page, 'menu-after-chat-390');
    await drawer.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);

    await toastBesideUserMenu(page, 390);

    await page.goto('/profile');
    await page
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
    const basics = page.getByRole('region', { name: 'About you' });
    await expect(basics.getByRole('alert')).toHaveText('Choose a PNG, JPEG or WebP image.');
    await basics.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('photo-picker-390.png') });
    expect(await axeProblems(page)).toEqual([]);

    await badZipSearch(page, 390);
    expect(await axeProblems(page)).toEqual([]);

    // The conversation list fits the screen: each conversation's time and the Unread only link
    // show, with long previews cut short.
    await page.goto('/messages');
    await expect(page.getByRole('link', { name: 'Unread only' })).toBeInViewport();
    const conversations = page.getByRole('navigation', { name: 'Conversations' }).getByRole('link');
    await expect(conversations.first()).toBeVisible();
    for (const link of await conversations.all()) {
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(390);
    }
    await shot(page, 'conversations-390');
  });
});

test('on a wide screen: chat sidebar, toast and a bad ZIP', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).fill('secret');
  await page.getByRole('button', { name: 'Show password' }).click();
  await shot(page, 'login-password-1280');

  await logIn(page, AGENT);
  await page.goto('/jobs');
  const messages = page.getByRole('button', { name: /^Messages/ });
  await messages.click();
  await expect(page.locator('#chat-sidebar')).toBeVisible();
  await shot(page, 'chat-open-1280');
  await page.keyboard.press('Escape');
  await expect(page.locator('#chat-sidebar')).toHaveCount(0);

  await toastBesideUserMenu(page, 1280);

  await page.goto('/profile');
  await page
    .getByLabel('Profile photo')
    .setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByRole('region', { name: 'About you' }).getByRole('alert')).toHaveText(
    'Choose a PNG, JPEG or WebP image.',
  );
  await page.screenshot({ path: test.info().outputPath('photo-picker-1280.png') });

  await badZipSearch(page, 1280);
  expect(await axeProblems(page)).toEqual([]);
});
