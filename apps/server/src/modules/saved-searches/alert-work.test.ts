import type { FastifyInstance } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhire/contract/notifications';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { queryRows, type Database } from '../../db/database';
import { outbox } from '../../db/schema/mail';
import { alertEmails as alertEmailLog } from '../../db/schema/saved-searches';
import { createJobQueue } from '../../platform/queue/job-queue';
import { ApiClient } from '../../../test/api-client';
import { matchWaits } from '../../../test/alert-fixture';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import pino from 'pino';
import { ALERT_EMAILS_PER_DAY, dueDigests, queueAlertEmails, SEND_ALERT_EMAIL } from './alert-work';

type Account = Awaited<ReturnType<typeof signedIn>>;

let app: FastifyInstance;
let db: Database;
let database: Awaited<ReturnType<typeof createTestApp>>['database'];

beforeAll(async () => {
  ({ app, db, database } = await createTestApp({
    ALERT_BATCH_SECONDS: '1',
    QUEUE_POLL_SECONDS: '0.5',
  }));
});
afterAll(() => app.close());

/** Asks the app's workers for the digests of `savedSearchIds`, as the hourly run does. */
async function runDigests(savedSearchIds: number[]) {
  const queue = createJobQueue({
    database,
    log: pino({ level: 'silent' }),
    pollSeconds: 0.5,
    work: false,
  });
  // Named here so this queue may send it; the app's workers run it.
  queue.define({ name: SEND_ALERT_EMAIL, handle: async () => {} });
  await queue.start();
  try {
    await queueAlertEmails(queue, savedSearchIds);
  } finally {
    await queue.stop();
  }
}

const waiting = (savedSearchId: number, jobId: number) => matchWaits(db, savedSearchId, jobId);

/** A word no other test's job has, so the alerts here find only this file's jobs. */
const uniqueWord = () =>
  `wombat${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

async function save(account: Account, body: Record<string, unknown>) {
  const response = await account.client.post('/api/saved-searches/', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<SavedSearch>();
}

const alertNotes = async (account: Account) =>
  (await account.client.get('/api/notifications/'))
    .json<{ results: Notification[] }>()
    .results.filter((note) => note.type === 'alert_match');

const alertEmails = (to: string) =>
  db.query.outbox.findMany({
    where: and(eq(outbox.recipient, to)),
    orderBy: (table, { asc }) => asc(table.id),
  });

describe('job alerts at work', () => {
  let word: string;
  let agent: Account;
  let farAgent: Account;
  let near: SavedSearch;
  let employer: Account;

  beforeAll(async () => {
    word = uniqueWord();
    agent = await signedIn(app, db, 'candidate');
    farAgent = await signedIn(app, db, 'candidate');
    near = await save(agent, {
      filter: { keyword: word, location: '78701', destination_max: '25' },
      frequency: 'instant',
    });
    // El Paso is about 530 miles from Austin.
    await save(farAgent, {
      filter: { keyword: word, location: 'El Paso, TX', destination_max: '25' },
      frequency: 'instant',
    });
    employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 10);
  });

  it('tells the agent of a matching job in the app and by one email, and no one 500 miles away', async () => {
    const before = (await alertEmails(agent.user.email)).length;
    const jobId = await postJob(employer, `Loan signing ${word}`);

    await waitUntil(async () => (await alertNotes(agent)).length > 0);
    const [note] = await alertNotes(agent);
    expect(note).toMatchObject({
      title: `New job for your alert: ${near.name}`,
      body: expect.stringContaining(`Loan signing ${word}`),
      link: `/jobs/${jobId}`,
    });
    expect(await alertNotes(farAgent)).toEqual([]);

    await waitUntil(async () => (await alertEmails(agent.user.email)).length > before);
    const email = (await alertEmails(agent.user.email)).at(-1)!;
    expect(email.subject).toBe(`1 new job for ${near.name}`);
    expect(email.text).toContain(`Loan signing ${word}`);
    expect(email.text).toContain('Austin, TX');
    expect(email.text).toContain('$40–$60 / job');
    expect(email.text).toMatch(/\d+(\.\d)? mi away/);
    expect(email.text).toContain(`/jobs/${jobId}`);
    expect(email.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(
      (await alertEmails(farAgent.user.email)).some((mail) => mail.subject.includes('new job')),
    ).toBe(false);

    const alerts = (await agent.client.get('/api/saved-searches/')).json<SavedSearch[]>();
    expect(alerts.find((alert) => alert.id === near.id)?.last_sent_at).not.toBeNull();
  });

  it('never sends one job twice by one alert, even when it closes and reopens', async () => {
    const jobId = await postJob(employer, `Notary visit ${word}`);
    await waitUntil(async () =>
      (await alertNotes(agent)).some((note) => note.link === `/jobs/${jobId}`),
    );
    await waitUntil(async () =>
      (await alertEmails(agent.user.email)).some((mail) =>
        mail.text.includes(`Notary visit ${word}`),
      ),
    );
    expect((await employer.client.delete(`/api/jobs/${jobId}/`)).statusCode).toBe(200);
    expect((await employer.client.post(`/api/jobs/${jobId}/reopen/`)).statusCode).toBe(200);
    // A later job shows the matching has run past the reopened one.
    const later = await postJob(employer, `Title search ${word}`);
    await waitUntil(async () =>
      (await alertNotes(agent)).some((note) => note.link === `/jobs/${later}`),
    );
    expect((await alertNotes(agent)).filter((note) => note.link === `/jobs/${jobId}`)).toHaveLength(
      1,
    );
    const mails = await alertEmails(agent.user.email);
    expect(mails.filter((mail) => mail.text.includes(`Notary visit ${word}`))).toHaveLength(1);
  });

  it('stops one alert from the one-click link of its email, and undoes it', async () => {
    const email = (await alertEmails(agent.user.email)).at(-1)!;
    const token = /\/api\/unsubscribe\/([A-Za-z0-9_-]+)\/>$/.exec(
      email.headers!['List-Unsubscribe']!,
    )![1]!;
    const guest = new ApiClient(app);
    const stopped = await guest.request(
      'POST',
      `/api/unsubscribe/${token}/`,
      'List-Unsubscribe=One-Click',
      {
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
      },
    );
    expect(stopped.statusCode, stopped.body).toBe(200);
    expect(stopped.json()).toMatchObject({ label: `the job alert ${near.name}` });
    let alerts = (await agent.client.get('/api/saved-searches/')).json<SavedSearch[]>();
    expect(alerts.find((alert) => alert.id === near.id)?.paused).toBe(true);

    const paused = await postJob(employer, `Field photos ${word}`);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await alertNotes(agent)).some((note) => note.link === `/jobs/${paused}`)).toBe(false);

    expect((await guest.post(`/api/unsubscribe/${token}/undo/`)).statusCode).toBe(200);
    alerts = (await agent.client.get('/api/saved-searches/')).json<SavedSearch[]>();
    expect(alerts.find((alert) => alert.id === near.id)?.paused).toBe(false);
  });

  it('emails no one whose address is not verified, but still tells them in the app', async () => {
    const unverified = await signedIn(app, db, 'candidate', false);
    const own = uniqueWord();
    await save(unverified, { filter: { keyword: own }, frequency: 'instant' });
    const before = (await alertEmails(unverified.user.email)).length;
    const jobId = await postJob(employer, `Occupancy check ${own}`);
    await waitUntil(async () =>
      (await alertNotes(unverified)).some((note) => note.link === `/jobs/${jobId}`),
    );
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect((await alertEmails(unverified.user.email)).length).toBe(before);
  });

  it("keeps a daily alert's jobs for its digest, due at 7 in the morning where it looks", async () => {
    const own = uniqueWord();
    const daily = await save(agent, {
      filter: { keyword: own, location: 'Austin, TX' },
      frequency: 'daily',
    });
    const before = (await alertEmails(agent.user.email)).length;
    const notesBefore = (await alertNotes(agent)).length;
    const first = await postJob(employer, `Roof inspection ${own}`);
    const second = await postJob(employer, `Fence inspection ${own}`);
    await waitUntil(async () => (await waiting(daily.id, first)) && waiting(daily.id, second));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await alertEmails(agent.user.email)).length).toBe(before);
    expect(await alertNotes(agent)).toHaveLength(notesBefore);

    // 13:00 UTC is 7:00 in Austin in November (UTC-6); 15:00 UTC is 9:00.
    expect(await dueDigests(db, new Date('2026-11-24T13:00:00Z'))).toContain(daily.id);
    expect(await dueDigests(db, new Date('2026-11-24T15:00:00Z'))).not.toContain(daily.id);

    // The digest: one email and one notice in the app, telling both jobs.
    await runDigests([daily.id]);
    await waitUntil(async () => (await alertEmails(agent.user.email)).length > before);
    const [digest, ...more] = (await alertEmails(agent.user.email)).slice(before);
    expect(more).toEqual([]);
    expect(digest!.subject).toBe(`Your daily alert: 2 new jobs for ${daily.name}`);
    expect(digest!.text).toContain(`/jobs/${first}`);
    expect(digest!.text).toContain(`/jobs/${second}`);
    await waitUntil(async () => (await alertNotes(agent)).length > notesBefore);
    const [note] = await alertNotes(agent);
    expect(note).toMatchObject({
      title: `2 new jobs for your alert: ${daily.name}`,
      body: expect.stringMatching(/inspection .* and 1 more$/),
      link: expect.stringMatching(/^\/jobs\?/),
    });
    expect(await waiting(daily.id, first)).toBe(false);
    expect(await dueDigests(db, new Date('2026-11-25T13:00:00Z'))).not.toContain(daily.id);

    // Asked again, it finds nothing left to send.
    await runDigests([daily.id]);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await alertEmails(agent.user.email)).length).toBe(before + 1);
  });

  it('tells a daily alert in the app only, with no email, in its digest', async () => {
    const own = uniqueWord();
    const daily = await save(agent, {
      filter: { keyword: own },
      frequency: 'daily',
      channels: ['in_app'],
    });
    const before = (await alertEmails(agent.user.email)).length;
    const jobId = await postJob(employer, `Lockbox check ${own}`);
    await waitUntil(() => waiting(daily.id, jobId));
    expect(await dueDigests(db, new Date('2026-11-24T13:00:00Z'))).toContain(daily.id);
    await runDigests([daily.id]);
    await waitUntil(async () =>
      (await alertNotes(agent)).some(
        (note) => note.title === `1 new job for your alert: ${daily.name}`,
      ),
    );
    expect((await alertEmails(agent.user.email)).length).toBe(before);
  });
});

describe("one address's alert emails in a day", () => {
  it(`sends at most ${ALERT_EMAILS_PER_DAY}, holding the jobs beyond for when the day frees one`, async () => {
    const word = uniqueWord();
    const agent = await signedIn(app, db, 'candidate');
    const alert = await save(agent, { filter: { keyword: word }, frequency: 'instant' });
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);
    // The day's emails, the first an hour ago.
    await db.insert(alertEmailLog).values(
      Array.from({ length: ALERT_EMAILS_PER_DAY }, (_, i) => ({
        savedSearchId: alert.id,
        sentAt: new Date(Date.now() - 3_600_000 + i * 1000),
      })),
    );
    const before = (await alertEmails(agent.user.email)).length;

    const jobId = await postJob(employer, `Drive-by check ${word}`);
    await waitUntil(async () =>
      (await alertNotes(agent)).some((note) => note.link === `/jobs/${jobId}`),
    );
    // The batch ran and put the email off until the first of the day's is a day old.
    await waitUntil(async () => {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pgboss.job
            where name = ${SEND_ALERT_EMAIL} and data->'savedSearchIds' = ${JSON.stringify([alert.id])}::jsonb
              and start_after > now() + interval '22 hours'`,
      );
      return rows[0]!.n === 1;
    });
    expect((await alertEmails(agent.user.email)).length).toBe(before);
    expect(await waiting(alert.id, jobId)).toBe(true);
  });
});

describe("one address's alert emails written together", () => {
  it("counts the emails of its own batch against the day's cap", async () => {
    const word = uniqueWord();
    const agent = await signedIn(app, db, 'candidate');
    const first = await save(agent, { filter: { keyword: word }, frequency: 'instant' });
    const second = await save(agent, {
      filter: { keyword: word, location: 'Austin, TX' },
      frequency: 'instant',
    });
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);
    // One email short of the day's cap, the first an hour ago.
    await db.insert(alertEmailLog).values(
      Array.from({ length: ALERT_EMAILS_PER_DAY - 1 }, (_, i) => ({
        savedSearchId: first.id,
        sentAt: new Date(Date.now() - 3_600_000 + i * 1000),
      })),
    );
    const before = (await alertEmails(agent.user.email)).length;

    // The job both alerts find: their emails are one batch.
    await postJob(employer, `Move-out photos ${word}`);
    await waitUntil(async () => {
      const rows = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from pgboss.job
            where name = ${SEND_ALERT_EMAIL} and start_after > now() + interval '22 hours'
              and data->'savedSearchIds' = ${JSON.stringify([second.id])}::jsonb`,
      );
      return rows[0]!.n === 1;
    });
    const mails = (await alertEmails(agent.user.email)).slice(before);
    expect(mails.map((mail) => mail.subject)).toEqual([`1 new job for ${first.name}`]);
  });
});

describe("a guest's job alert", () => {
  it('sends only a confirmation link until it is opened, then the matches; a later account takes it over', async () => {
    const word = uniqueWord();
    const address = `guest-${word}@example.test`;
    const employer = await signedIn(app, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 3);
    const known = await signedIn(app, db, 'candidate');
    const guest = new ApiClient(app);

    const asked = await guest.post('/api/alerts/subscribe/', {
      email: address,
      filter: { keyword: word },
      frequency: 'instant',
    });
    expect(asked.statusCode, asked.body).toBe(202);
    // An address with an account gets the same answer: it tells no one who is a member.
    const forKnown = await guest.post('/api/alerts/subscribe/', {
      email: known.user.email,
      filter: { keyword: word },
      frequency: 'daily',
    });
    expect(forKnown.statusCode).toBe(202);
    expect(forKnown.json()).toEqual(asked.json());
    expect(
      (
        await guest.post('/api/alerts/subscribe/', {
          email: 'not an address',
          filter: {},
          frequency: 'daily',
        })
      ).statusCode,
    ).toBe(400);

    const [confirmation] = await alertEmails(address);
    expect(confirmation?.subject).toBe(`Confirm your job alert: "${word}" jobs`);
    const token = /\/alerts\/confirm\/([0-9a-f]+)/.exec(confirmation!.text)![1]!;

    const before = await postJob(employer, `Gutter photos ${word}`);
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(await alertEmails(address)).toHaveLength(1);

    const confirmed = await guest.post(`/api/alerts/confirm/${token}/`);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ name: `"${word}" jobs`, email: address });
    expect((await guest.post(`/api/alerts/confirm/${token}/`)).statusCode).toBe(404);

    const after = await postJob(employer, `Porch photos ${word}`);
    await waitUntil(async () => (await alertEmails(address)).length > 1);
    const mail = (await alertEmails(address)).at(-1)!;
    expect(mail.subject).toBe(`1 new job for "${word}" jobs`);
    expect(mail.text).toContain(`/jobs/${after}`);
    expect(mail.text).not.toContain(`/jobs/${before}`);
    expect(mail.text).toContain('Hello,');
    expect(mail.text).not.toContain('Manage your alerts');
    expect(mail.headers?.['List-Unsubscribe']).toMatch(
      /^<http:\/\/fieldhire\.localhost\/api\/unsubscribe\//,
    );

    const member = await signedIn(app, db, 'candidate', true, { email: address });
    const alerts = (await member.client.get('/api/saved-searches/')).json<SavedSearch[]>();
    expect(alerts.map((alert) => alert.name)).toEqual([`"${word}" jobs`]);
  });
});
