import { expect, type Page } from '@playwright/test';
import { test } from '../support/test';
import { logIn, shot } from '../support/journey';

/** Calls the API as the page's signed-in user, with the same token and CSRF headers as the app. */
async function api<T>(page: Page, method: 'GET' | 'POST', path: string, data?: unknown) {
  const cookies = await page.context().cookies();
  const value = (name: string) => cookies.find((cookie) => cookie.name === name)?.value ?? '';
  const response = await page.request.fetch(path, {
    method,
    headers: { authorization: `Token ${value('token')}`, 'x-csrftoken': value('csrftoken') },
    ...(data === undefined ? {} : { data }),
  });
  expect(response.ok(), `${method} ${path}: ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

test('a field agent and a company chat live: unread badge, typing, receipts, older messages', async ({
  browser,
}) => {
  const id = Date.now().toString(36);
  const employer = await (await browser.newContext()).newPage();
  const agent = await (await browser.newContext()).newPage();
  await logIn(employer, 'employer@fieldhire.test');
  await logIn(agent, 'candidate@fieldhire.test');

  const company = await api<{ id: number }>(employer, 'GET', '/api/user-info');
  const conversation = await api<{ id: number }>(agent, 'POST', '/api/conversations/', {
    user_id: company.id,
  });
  const earlier = Array.from({ length: 32 }, (_, i) => `Earlier note ${i + 1} (${id})`);
  for (const content of earlier) {
    await api(agent, 'POST', `/api/messages/?conversation_id=${conversation.id}`, { content });
  }
  await api(employer, 'POST', `/api/conversations/${conversation.id}/read/`);

  await agent.goto(`/messages/${conversation.id}`);
  const agentLog = agent.getByRole('log', { name: 'Messages with Morgan Lee' });
  await expect(agentLog).toContainText(earlier.at(-1)!);
  await expect(agentLog).not.toContainText(`Earlier note 1 (${id})`);
  await agent.getByRole('button', { name: 'Load older messages' }).click();
  await expect(agentLog).toContainText(`Earlier note 1 (${id})`);

  await employer.goto('/');
  const messagesButton = employer.getByRole('button', { name: /^Messages/ });
  await expect(messagesButton).toHaveAccessibleName('Messages');

  const greeting = `Hi Morgan, is the Austin drive-by still open? <b>${id}</b>`;
  await agent.getByRole('textbox', { name: 'Message' }).fill(greeting);
  await agent.getByRole('button', { name: 'Send message' }).click();
  await expect(agentLog).toContainText(greeting);
  await expect(agentLog).toContainText('Sent');

  await expect(messagesButton).toHaveAccessibleName('Messages, 1 unread');
  await messagesButton.click();
  const sidebar = employer.getByRole('complementary', { name: 'Messages' });
  const item = sidebar.getByRole('link', { name: /Dana Reyes/ });
  await expect(item).toContainText('1 unread');
  await shot(employer, 'chat-sidebar-unread');
  await item.click();
  await expect(employer).toHaveURL(new RegExp(`/messages/${conversation.id}$`));

  const employerLog = employer.getByRole('log', { name: 'Messages with Dana Reyes' });
  await expect(employerLog).toContainText(greeting);
  await expect(employerLog.locator('b')).toHaveCount(0);
  await expect(messagesButton).toHaveAccessibleName('Messages');
  await expect(agentLog).toContainText('Read');

  await agent.getByRole('textbox', { name: 'Message' }).pressSequentially('I can');
  await expect(employer.getByText('Dana Reyes is typing…')).toBeVisible();

  const reply = `Yes it is, can you go on Thursday? (${id})`;
  await employer.getByRole('textbox', { name: 'Message' }).fill(reply);
  await employer.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(employerLog).toContainText(reply);
  await expect(agentLog).toContainText(reply);
  await expect(employer.getByText('Dana Reyes is typing…')).toBeHidden();
  await expect(employerLog).toContainText('Read');
  await shot(agent, 'agent-chat');
  await shot(employer, 'employer-chat');
});

test('a field agent messages the employer from a job page and the company answers from its applicants', async ({
  browser,
}) => {
  const employer = await (await browser.newContext()).newPage();
  const agent = await (await browser.newContext()).newPage();
  await logIn(employer, 'employer@fieldhire.test');
  await logIn(agent, 'candidate@fieldhire.test');

  const { results } = await api<{ results: { id: number; title: string }[] }>(
    employer,
    'GET',
    '/api/myjobs/?status=open',
  );
  const job = results[0]!;

  await agent.goto(`/jobs/${job.id}`);
  await expect(agent.getByRole('heading', { level: 1, name: job.title })).toBeVisible();
  const messageEmployer = agent.getByRole('button', { name: 'Message employer' });
  await expect(messageEmployer).toBeVisible();
  await shot(agent, 'job-page-message-employer');
  await messageEmployer.click();
  await expect(agent).toHaveURL(/\/messages\/\d+$/);
  const agentLog = agent.getByRole('log', { name: /^Messages with / });
  await expect(agentLog).toBeVisible();
  const question = `Is the ${job.title} job still open? (${Date.now().toString(36)})`;
  await agent.getByRole('textbox', { name: 'Message' }).fill(question);
  await agent.getByRole('button', { name: 'Send message' }).click();
  await expect(agentLog).toContainText(question);

  await agent.goto(`/jobs/${job.id}`);
  await expect(agent.getByRole('button', { name: 'Message employer' })).toBeVisible();
  const apply = agent.getByRole('button', { name: 'Apply now' });
  // The apply controls load on their own: wait for them before asking which they show.
  await expect(apply.or(agent.getByRole('button', { name: 'Withdraw application' }))).toBeVisible();
  if (await apply.isVisible()) {
    await apply.click();
    await agent.getByRole('button', { name: 'Send application' }).click();
  }
  await expect(
    agent.getByText(/^Application (pending|reviewed|shortlisted|approved|rejected)$/),
  ).toBeVisible();

  await employer.goto(`/employer/jobs/${job.id}`);
  const applicant = employer.getByRole('article', { name: 'Dana Reyes' });
  const messageApplicant = applicant.getByRole('button', { name: 'Message Dana Reyes' });
  await expect(messageApplicant).toBeVisible();
  await shot(employer, 'applicants-message');
  await messageApplicant.click();
  await expect(employer).toHaveURL(/\/messages\/\d+$/);
  const employerLog = employer.getByRole('log', { name: 'Messages with Dana Reyes' });
  await expect(employerLog).toBeVisible();
  await shot(employer, 'applicant-chat');
});
