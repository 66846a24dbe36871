import { createECDH, randomBytes } from 'node:crypto';
import { devices, expect, type Browser } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot, signUpCompany, submitJobForm, waitForMailLink } from '../support/journey';
import { PUSH_ORIGIN, startPushRecorder } from '../support/push-recorder';

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

/** A new company posts a job in Austin through the form (its first job is free). */
async function postJobAsNewCompany(browser: Browser, title: string) {
  const id = Date.now().toString(36);
  const page = await (await browser.newContext()).newPage();
  await signUpCompany(page, {
    firstName: 'Jordan',
    lastName: 'Price',
    companyName: `Capitol Signings ${id}`,
    username: `capitol_${id}`,
    email: `capitol.${id}@example.test`,
  });
  await page.goto('/employer/jobs/new');
  await submitJobForm(page, {
    title,
    description:
      'Meet the borrowers at their home, notarize the loan package and ship it the same day.',
    jobType: 'Notary',
    payFrom: '75',
    payTo: '125',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
  });
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const jobId = Number(/\/jobs\/(\d+)/.exec(page.url())![1]);
  await page.context().close();
  return { jobId, company: `Capitol Signings ${id}` };
}

test('a field agent turns on push for an alert; a matching job is pushed and the phone shows it', async ({
  browser,
}) => {
  const recorder = await startPushRecorder();
  try {
    const word = `apostille${Date.now().toString(36)}`;
    const device = `phone-${word}`;
    const ecdh = createECDH('prime256v1');
    ecdh.generateKeys();
    const subscription = {
      endpoint: `${PUSH_ORIGIN}/push/${device}`,
      keys: {
        p256dh: ecdh.getPublicKey().toString('base64url'),
        auth: randomBytes(16).toString('base64url'),
      },
    };
    const context = await browser.newContext({ ...PHONE, permissions: ['notifications'] });
    // Headless Chromium has no push service of its own: the subscription is the loopback one's.
    await context.addInitScript((given) => {
      let current: PushSubscription | null = null;
      PushManager.prototype.getSubscription = async () => current;
      PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
        current = {
          endpoint: given.endpoint,
          expirationTime: null,
          options: { applicationServerKey: options?.applicationServerKey, userVisibleOnly: true },
          toJSON: () => ({ ...given, expirationTime: null }),
          unsubscribe: async () => ((current = null), true),
        } as unknown as PushSubscription;
        return current;
      };
    }, subscription);
    const page = await context.newPage();
    await logIn(page, 'candidate@fieldhire.test');
    await page.goto(`/jobs?keyword=${word}&location=78701&destination_max=25`);
    await page.getByRole('button', { name: 'Get alerts for this search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Get alerts for this search' });
    await dialog.getByLabel('Name').fill(`Apostilles ${word}`);
    await dialog.getByRole('checkbox', { name: 'Push to this device' }).check();
    await shot(page, 'alert-push-choice-phone', { fullPage: false });
    await dialog.getByRole('button', { name: 'Save alert' }).click();
    await expect(page.getByText(`Alert saved: Apostilles ${word}`)).toBeVisible();
    await page.goto('/alerts');
    await expect(
      page
        .getByRole('article', { name: `Apostilles ${word}` })
        .getByText('As jobs are posted by email, the bell and push'),
    ).toBeVisible();

    const title = `Loan signing ${word}`;
    const { jobId, company } = await postJobAsNewCompany(browser, title);
    await expect
      .poll(() => recorder.received.filter((push) => push.path === `/push/${device}`), {
        timeout: 30_000,
      })
      .toHaveLength(1);
    const [push] = recorder.received.filter((each) => each.path === `/push/${device}`);
    expect(push).toMatchObject({ encoding: 'aes128gcm' });
    expect(push!.authorization).toMatch(/^vapid t=[\w-]+\.[\w-]+\.[\w-]+, k=[\w-]+$/);

    // The service worker shows what the server pushed (its decrypted form, as a server test reads it).
    const cdp = await context.newCDPSession(page);
    const registration = new Promise<string>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const live = registrations.find((each) => !each.isDeleted);
        if (live) resolve(live.registrationId);
      }),
    );
    await cdp.send('ServiceWorker.enable');
    const registrationId = await registration;
    const deliverPush = () =>
      cdp.send('ServiceWorker.deliverPushMessage', {
        origin: new URL(page.url()).origin,
        registrationId,
        data: JSON.stringify({
          title: `New job for your alert: Apostilles ${word}`,
          body: `${title} · ${company} · Austin, TX`,
          url: `/jobs/${jobId}`,
          tag: `job-${jobId}`,
        }),
      });
    await deliverPush();
    // A worker the browser was just restarting may miss the message: it is delivered again until
    // shown (one tag, so a second delivery replaces the first notification).
    await expect
      .poll(
        async () => {
          const shown = await page.evaluate(async () =>
            (await (await navigator.serviceWorker.ready).getNotifications()).map((note) => ({
              title: note.title,
              url: (note.data as { url: string }).url,
            })),
          );
          if (shown.length === 0) await deliverPush();
          return shown;
        },
        { timeout: 30_000 },
      )
      .toContainEqual({
        title: `New job for your alert: Apostilles ${word}`,
        url: `/jobs/${jobId}`,
      });
    await context.close();
  } finally {
    await recorder.close();
  }
});
