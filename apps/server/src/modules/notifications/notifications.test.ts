import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhire/contract/notifications';
import type { Database } from '../../db/database';
import { ApiClient } from '../../../test/api-client';
import { signedIn } from '../../../test/accounts-fixture';
import { applyTo, buyContacts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/accounts';
import { outbox } from '../../db/schema/mail';
import { escapeHtml } from '../../platform/escape-html';
import { createOutboxRepository } from '../../platform/mail/outbox.repository';

type Account = Awaited<ReturnType<typeof signedIn>>;
interface Page {
  results: Notification[];
  unread_count: number;
}

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

const notificationsOf = async (account: Account, query = '') => {
  const response = await account.client.get(`/api/notifications/${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
};

const unsubscribeToken = (headers: Record<string, string> | null | undefined) =>
  /\/api\/unsubscribe\/([A-Za-z0-9_-]+)\/>$/.exec(headers?.['List-Unsubscribe'] ?? '')?.[1];

describe('notifications of the applicant pipeline', () => {
  let employer: Account;
  let agent: Account;
  let jobId: number;
  let applicationId: number;

  beforeAll(async () => {
    employer = await signedIn(app, db, 'employer');
    agent = await signedIn(app, db, 'candidate');
    jobId = await postJob(employer, 'Roof photos in Austin');
    applicationId = await applyTo(agent, jobId);
  });

  it('tells the company of a new applicant, with the agent as actor and a link to the pipeline', async () => {
    const page = await notificationsOf(employer);
    expect(page.unread_count).toBe(1);
    expect(page.results[0]).toMatchObject({
      type: 'application_received',
      title: 'New applicant for Roof photos in Austin',
      link: `/employer/jobs/${jobId}`,
      actor: { id: agent.id },
      read_at: null,
    });
    const me = await employer.client.get('/api/user-info/');
    expect(me.json<{ unread_notifications: number }>().unread_notifications).toBe(1);
  });

  it('tells the agent of a status change in the app and by an email that unsubscribes in one click', async () => {
    const firstName = `Zoë <O'Neil> & "Co"`;
    await db.update(users).set({ firstName }).where(eq(users.id, agent.id));
    const moved = await employer.client.patch(`/api/applicants/${applicationId}/`, {
      status: 'reviewed',
    });
    expect(moved.statusCode).toBe(200);
    const page = await notificationsOf(agent);
    expect(page.results[0]).toMatchObject({
      type: 'application_status',
      link: `/jobs/${jobId}`,
      actor: { id: employer.id },
    });
    const mail = await createOutboxRepository(db).latestFor(agent.user.email);
    expect(mail?.subject).toContain('has been reviewed');
    // Greeted by first name, escaped in the HTML as every other text of the email.
    expect(mail?.text.startsWith(`Hi ${firstName},\n`)).toBe(true);
    expect(mail?.html).toContain(`>${escapeHtml(`Hi ${firstName},`)}</p>`);
    expect(mail?.html).not.toContain(firstName);
    expect(mail?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const token = unsubscribeToken(mail?.headers);
    expect(token).toBeDefined();

    // As a mail client does it: a form post with no session and no CSRF header.
    const stranger = new ApiClient(app);
    const stopped = await stranger.request('POST', `/api/unsubscribe/${token}/`, undefined, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ type: 'application_status', email: agent.user.email });
    const settings = await agent.client.get('/api/notification-settings/');
    expect(settings.json()).toMatchObject({
      email: { application_status: false, job_invitation: true, alert_match: false },
    });

    const before = (await createOutboxRepository(db).latestFor(agent.user.email))?.id;
    await employer.client.patch(`/api/applicants/${applicationId}/`, { status: 'shortlisted' });
    expect((await notificationsOf(agent)).results[0]?.title).toContain('shortlisted');
    expect((await createOutboxRepository(db).latestFor(agent.user.email))?.id).toBe(before);

    const opened = await stranger.get(`/api/unsubscribe/${token}/`);
    expect(opened.statusCode).toBe(303);
    expect(opened.headers.location).toBe(`/unsubscribe/${token}`);
    const undone = await stranger.request('POST', `/api/unsubscribe/${token}/undo/`);
    expect(undone.statusCode).toBe(200);
    expect((await agent.client.get('/api/notification-settings/')).json()).toMatchObject({
      email: { application_status: true },
    });
    expect(
      (await stranger.request('POST', '/api/unsubscribe/not-a-real-token-123/')).statusCode,
    ).toBe(404);
  });

  it('shows the latest notifications on each side’s dashboard', async () => {
    for (const account of [employer, agent]) {
      const [latest] = (await notificationsOf(account)).results;
      const dashboard = await account.client.get('/api/dashboard/');
      expect(dashboard.statusCode).toBe(200);
      expect(dashboard.json<{ notifications: Notification[] }>().notifications[0]).toEqual(latest);
    }
  });

  it('marks one or all read, only the viewer’s own', async () => {
    const page = await notificationsOf(agent);
    expect(page.unread_count).toBe(2);
    const first = page.results[0]!;
    const someoneElses = await employer.client.post('/api/notifications/read/', {
      ids: [first.id],
    });
    expect(someoneElses.json()).toEqual({ unread_count: 1 });
    expect((await notificationsOf(agent)).unread_count).toBe(2);

    const one = await agent.client.post('/api/notifications/read/', { ids: [first.id] });
    expect(one.json()).toEqual({ unread_count: 1 });
    expect((await notificationsOf(agent, '?unread=true')).results.map((n) => n.id)).not.toContain(
      first.id,
    );
    const all = await agent.client.post('/api/notifications/read/', { all: true });
    expect(all.json()).toEqual({ unread_count: 0 });
    expect((await agent.client.post('/api/notifications/read/', { ids: [] })).statusCode).toBe(400);
    expect((await agent.client.post('/api/notifications/read/', {})).statusCode).toBe(400);
  });

  it('pages with a cursor, newest first', async () => {
    const first = await notificationsOf(agent, '?limit=1');
    expect(first.results).toHaveLength(1);
    const next = await notificationsOf(agent, `?limit=1&before=${first.results[0]!.id}`);
    expect(next.results[0]!.id).toBeLessThan(first.results[0]!.id);
    expect((await agent.client.get('/api/notifications/?limit=0')).statusCode).toBe(400);
  });

  it('tells the agent of a hire, and of its withdrawal, once each: by the work order', async () => {
    const mails = () => db.select().from(outbox).where(eq(outbox.recipient, agent.user.email));
    const mailsBefore = (await mails()).length;
    await agent.client.post('/api/notifications/read/', { all: true });

    const hired = await employer.client.patch(`/api/applicants/${applicationId}/`, {
      status: 'approved',
    });
    expect(hired.statusCode, hired.body).toBe(200);
    let page = await notificationsOf(agent, '?unread=true');
    expect(page.results).toHaveLength(1);
    expect(page.results[0]).toMatchObject({
      type: 'work_order',
      title: "You're assigned: Roof photos in Austin",
      actor: { id: employer.id },
    });
    expect(page.results[0]!.link).toMatch(/^\/work-orders\/\d+$/);
    expect((await mails()).length).toBe(mailsBefore + 1);

    await employer.client.patch(`/api/applicants/${applicationId}/`, { status: 'rejected' });
    page = await notificationsOf(agent, '?unread=true');
    expect(page.results.map((n) => n.title)).toEqual([
      'Canceled: Roof photos in Austin',
      "You're assigned: Roof photos in Austin",
    ]);
    expect((await mails()).length).toBe(mailsBefore + 2);
  });

  it('answers 401 to guests', async () => {
    const guest = new ApiClient(app);
    expect((await guest.get('/api/notifications/')).statusCode).toBe(401);
    expect((await guest.get('/api/notification-settings/')).statusCode).toBe(401);
    expect(
      (await guest.request('PATCH', '/api/notification-settings/', { email: {} })).statusCode,
    ).toBe(401);
    expect((await guest.post('/api/notifications/read/', { all: true })).statusCode).toBe(401);
    expect((await guest.post('/api/invitations/1/decline/')).statusCode).toBe(401);
  });
});

describe('invitations to a job', () => {
  it('notify the agent, who can decline, and applying accepts them', async () => {
    const employers = [await signedIn(app, db, 'employer'), await signedIn(app, db, 'employer')];
    const agent = await signedIn(app, db, 'candidate');
    const other = await signedIn(app, db, 'candidate');
    const employer = employers[0]!;
    const jobs: number[] = [];
    for (const [index, company] of employers.entries()) {
      await buyContacts(db, company.companyId!, 1);
      const jobId = await postJob(company, index === 0 ? 'Notary signing' : 'Drive-by photos');
      jobs.push(jobId);
      const invited = await company.client.post('/api/invite-candidate/', {
        message: 'You are close to this one.',
        candidate_username: agent.user.username,
        job_id: jobId,
      });
      expect(invited.statusCode, invited.body).toBe(200);
    }
    const page = await notificationsOf(agent);
    const [second, first] = page.results;
    expect(first).toMatchObject({
      type: 'job_invitation',
      body: 'You are close to this one.',
      link: `/jobs/${jobs[0]}`,
      invitation: { job_id: jobs[0], status: 'pending' },
    });
    expect((await createOutboxRepository(db).latestFor(agent.user.email))?.text).toContain(
      `/jobs/${jobs[1]}`,
    );

    expect(
      (await other.client.post(`/api/invitations/${first!.invitation!.id}/decline/`)).statusCode,
    ).toBe(404);
    expect(
      (await employer.client.post(`/api/invitations/${first!.invitation!.id}/decline/`)).statusCode,
    ).toBe(403);
    const declined = await agent.client.post(`/api/invitations/${first!.invitation!.id}/decline/`);
    expect(declined.json()).toMatchObject({ invitation: { status: 'declined' } });

    await applyTo(agent, jobs[1]!);
    const after = await notificationsOf(agent);
    expect(after.results.find((n) => n.id === second!.id)?.invitation?.status).toBe('accepted');
    expect(after.results.find((n) => n.id === first!.id)?.invitation?.status).toBe('declined');
  });
});

describe('team invitations', () => {
  const invite = (owner: Account, email: string) =>
    owner.client.post('/api/teaminvite/', { invites: [{ email, role: 'member' }] });
  const outbox = () => createOutboxRepository(db);

  it('unsubscribe in one click, also for an address with no account, and the undo sends them again', async () => {
    const owner = await signedIn(app, db, 'employer');
    const address = `no-account-${Date.now()}@example.test`;
    expect((await invite(owner, address)).statusCode).toBe(200);
    const first = await outbox().latestFor(address);
    expect(first?.subject).toContain('invited you to');
    expect(first?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(first?.text).not.toContain('/settings/notifications');
    const token = unsubscribeToken(first?.headers);

    const stranger = new ApiClient(app);
    const stopped = await stranger.request('POST', `/api/unsubscribe/${token}/`, undefined, {
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(stopped.json()).toMatchObject({
      type: 'team_invite',
      email: address,
      has_account: false,
    });
    const another = await signedIn(app, db, 'employer');
    expect((await invite(another, address.toUpperCase())).statusCode).toBe(200);
    expect((await outbox().latestFor(address))?.id).toBe(first?.id);

    expect((await stranger.post(`/api/unsubscribe/${token}/undo/`)).statusCode).toBe(200);
    expect((await invite(another, address)).statusCode).toBe(200);
    expect((await outbox().latestFor(address))?.id).not.toBe(first?.id);
  });

  it('follow a user’s email setting, and still notify them in the app', async () => {
    const owner = await signedIn(app, db, 'employer');
    const invitee = await signedIn(app, db, 'employer', true, { company_name: undefined });
    const off = await invitee.client.patch('/api/notification-settings/', {
      email: { team_invite: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const before = (await outbox().latestFor(invitee.user.email))?.id;

    expect((await invite(owner, invitee.user.email)).statusCode).toBe(200);
    expect((await outbox().latestFor(invitee.user.email))?.id).toBe(before);
    const page = await notificationsOf(invitee);
    expect(page.results[0]).toMatchObject({ type: 'team_invite', actor: { id: owner.id } });
  });
});
