import { devices, expect, type Browser, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot, waitForMailLink } from '../support/journey';

const PHONE = { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } };
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const AGENT_EMAIL = 'candidate@fieldhire.test';
const AGENT_USERNAME = 'demo.agent';
const AGENT_NAME = 'Dana Reyes';

// Two signed-in browsers, a mail round trip and several pages each: more than the default minute.
test.describe.configure({ timeout: 120_000 });

async function signedIn(browser: Browser, login: string, options: typeof PHONE | typeof DESKTOP) {
  const page = await (await browser.newContext(options)).newPage();
  await logIn(page, login);
  return page;
}

/** Calls the API as the page's signed-in user, with the CSRF header unsafe methods need. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: object) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    data,
    headers: { Authorization: `Token ${value('token')}`, 'X-CSRFToken': value('csrftoken') },
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

interface InviteJob {
  id: number;
  title: string;
  applied: boolean;
  invited: boolean;
}

/** Open jobs of the demo company the demo agent has neither applied nor been invited to. */
async function untouchedJobs(employer: Page) {
  const list = await api<{ results: InviteJob[] }>(
    employer,
    'GET',
    `/api/invite-candidate/jobs/?candidate_username=${AGENT_USERNAME}&start=0&end=50`,
  );
  const jobs = list.results.filter((job) => !job.applied && !job.invited);
  expect(jobs.length).toBeGreaterThan(1);
  return jobs;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });

async function unreadCount(page: Page) {
  const label = (await bell(page).getAttribute('aria-label')) ?? '';
  return Number(/, (\d+) unread/.exec(label)?.[1] ?? 0);
}

test('a company changes an application and the agent on a phone sees the bell rise live, opens the sheet and follows it', async ({
  browser,
}) => {
  const employer = await signedIn(browser, 'employer@fieldhire.test', DESKTOP);
  const [job] = await untouchedJobs(employer);

  const agent = await signedIn(browser, AGENT_EMAIL, PHONE);
  await agent.goto(`/jobs/${job!.id}`);
  await agent.getByRole('button', { name: 'Apply now' }).click();
  await agent.getByRole('button', { name: 'Send application' }).click();
  await expect(agent.getByText('Application pending')).toBeVisible();
  await agent.goto('/dashboard');
  await expect(bell(agent)).toBeVisible();
  const before = await unreadCount(agent);

  await employer.goto(`/employer/jobs/${job!.id}`);
  await employer.getByRole('textbox', { name: `Status of ${AGENT_NAME}` }).click();
  await employer.getByRole('option', { name: 'Reviewed' }).click();

  await expect(bell(agent)).toHaveAttribute('aria-label', `Notifications, ${before + 1} unread`);
  await bell(agent).click();
  const sheet = agent.getByRole('dialog', { name: 'Notifications' });
  await expect(sheet).toBeVisible();
  const box = (await sheet.boundingBox())!;
  expect(Math.round(box.width)).toBe(390);
  const item = sheet.getByRole('link', {
    name: `Unread: Your application for ${job!.title} has been reviewed`,
  });
  await expect(item).toBeVisible();
  await agent.waitForTimeout(300);
  await shot(agent, 'bell-sheet-390', { fullPage: false });

  await item.click();
  await expect(agent).toHaveURL(new RegExp(`/jobs/${job!.id}$`));
  await expect(sheet).toBeHidden();
  await expect(agent.getByText('Application reviewed')).toBeVisible();
  await expect(bell(agent)).toHaveAttribute(
    'aria-label',
    before === 0 ? 'Notifications' : `Notifications, ${before} unread`,
  );

  // The status email reached the agent over SMTP with its unsubscribe link (an earlier spec's
  // job alert may email the agent too).
  const link = await waitForMailLink(
    AGENT_EMAIL,
    /https?:\/\/[^\s"]+\/unsubscribe\/[\w-]+/,
    /reviewed/,
  );
  const guest = await (await browser.newContext(PHONE)).newPage();
  await guest.goto(new URL(link).pathname);
  await expect(guest.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await expect(
    guest.getByText(
      `You will no longer get emails about changes to your applications at ${AGENT_EMAIL}.`,
    ),
  ).toBeVisible();
  await shot(guest, 'unsubscribe-390');
  await guest.getByRole('button', { name: 'Undo' }).click();
  await expect(guest.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();

  const wide = await (await browser.newContext(DESKTOP)).newPage();
  await wide.goto(new URL(link).pathname);
  await expect(wide.getByRole('heading', { name: 'You are unsubscribed' })).toBeVisible();
  await shot(wide, 'unsubscribe-1280');
  await wide.getByRole('button', { name: 'Undo' }).click();
  await expect(wide.getByRole('heading', { name: 'You are subscribed again' })).toBeVisible();
});

test('the agent answers an invitation from the bell on a desktop and reads the notifications page', async ({
  browser,
}) => {
  const employer = await signedIn(browser, 'employer@fieldhire.test', DESKTOP);
  const [job] = await untouchedJobs(employer);
  await api(employer, 'POST', '/api/invite-candidate', {
    message: 'We need someone on this one this week.',
    candidate_username: AGENT_USERNAME,
    job_id: job!.id,
  });

  const agent = await signedIn(browser, AGENT_EMAIL, DESKTOP);
  await bell(agent).click();
  const panel = agent.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('heading', { name: 'Notifications' })).toBeFocused();
  const invitation = panel
    .getByRole('listitem')
    .filter({ hasText: `You're invited to apply: ${job!.title}` })
    .first();
  await expect(invitation.getByRole('link', { name: 'Accept' })).toBeVisible();
  await agent.waitForTimeout(300);
  await shot(agent, 'bell-popover-1280', { fullPage: false });

  await invitation.getByRole('button', { name: 'Decline' }).click();
  const confirm = agent.getByRole('dialog', { name: 'Decline this invitation?' });
  await expect(confirm).toBeVisible();
  await shot(agent, 'decline-confirm-1280', { fullPage: false });
  await confirm.getByRole('button', { name: 'Decline invitation' }).click();
  await expect(confirm).toBeHidden();
  await expect(panel).toBeVisible();
  await expect(invitation.getByText('Declined')).toBeVisible();

  await panel.getByRole('link', { name: 'See all notifications' }).click();
  await expect(agent).toHaveURL(/\/notifications$/);
  await expect(agent.getByRole('list', { name: 'All notifications' })).toBeVisible();
  await shot(agent, 'notifications-1280');
  // The segmented control's radios are hidden behind their labels.
  await agent
    .locator('label')
    .filter({ hasText: /^Unread$/ })
    .click();
  await expect(agent).toHaveURL(/\/notifications\?show=unread$/);
  await expect(
    agent
      .getByRole('list', { name: 'Unread notifications' })
      .or(agent.getByRole('heading', { name: "You're all caught up" })),
  ).toBeVisible();
  await expect(agent.getByText(`You're invited to apply: ${job!.title}`)).toBeHidden();

  await agent.goto('/settings/notifications');
  await expect(agent.getByRole('switch', { name: 'Invitations to apply to a job' })).toBeVisible();
  await shot(agent, 'settings-1280');
});

test('the notifications page, settings and unsubscribe page fit a phone', async ({ browser }) => {
  const agent = await signedIn(browser, AGENT_EMAIL, PHONE);
  await agent.goto('/notifications');
  await expect(agent.getByRole('list', { name: 'All notifications' })).toBeVisible();
  const overflow = () => agent.evaluate(() => document.documentElement.scrollWidth);
  expect(await overflow()).toBeLessThanOrEqual(390);
  await shot(agent, 'notifications-390');

  await agent.goto('/settings/notifications');
  const invitations = agent.getByRole('switch', { name: 'Invitations to apply to a job' });
  await expect(invitations).toBeChecked();
  expect(await overflow()).toBeLessThanOrEqual(390);
  await invitations.click({ force: true });
  await expect(
    agent.getByText('Emails about invitations to apply to a job are off.'),
  ).toBeVisible();
  await shot(agent, 'settings-390');
  await invitations.click({ force: true });
  await expect(invitations).toBeChecked();

  const guest = await (await browser.newContext(DESKTOP)).newPage();
  await guest.goto('/unsubscribe/not-a-real-token-0000');
  await expect(
    guest.getByRole('heading', { name: 'This unsubscribe link is not valid' }),
  ).toBeVisible();
  await shot(guest, 'unsubscribe-invalid-1280');
});
