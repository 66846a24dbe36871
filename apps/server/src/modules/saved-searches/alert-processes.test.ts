import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Notification } from '@fieldhire/contract/notifications';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import type { Database } from '../../db/database';
import { outbox } from '../../db/schema/mail';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp, testDatabase } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';

type Account = Awaited<ReturnType<typeof signedIn>>;

const env = { ALERT_BATCH_SECONDS: '1', QUEUE_POLL_SECONDS: '0.5' };

// Two apps on one PostgreSQL database stand for two server processes: each keeps its own alerts
// in memory and runs its own queue workers. PGlite serves one process only.
describe.skipIf(!process.env.DATABASE_URL)('job alerts across two server processes', () => {
  let first: FastifyInstance;
  let second: FastifyInstance;
  let db: Database;

  beforeAll(async () => {
    const database = await testDatabase();
    db = database.db;
    ({ app: first } = await createTestApp(env, database));
    ({ app: second } = await createTestApp(env, database));
  });
  afterAll(async () => {
    await Promise.all([first.close(), second.close()]);
  });

  const word = `tapir${Date.now().toString(36)}`;
  const alertNotes = async (account: Account) =>
    (await account.client.get('/api/notifications/'))
      .json<{ results: Notification[] }>()
      .results.filter((note) => note.type === 'alert_match');
  const alertEmails = async (account: Account) =>
    (await db.select().from(outbox).where(eq(outbox.recipient, account.user.email))).filter(
      (mail) => mail.subject.includes('new job'),
    );

  it('tells an alert saved on one process of a job posted on the other, once, and no one far away', async () => {
    const agent = await signedIn(second, db, 'candidate');
    const farAgent = await signedIn(second, db, 'candidate');
    const save = async (account: Account, location: string) => {
      const saved = await account.client.post('/api/saved-searches/', {
        filter: { keyword: word, location, destination_max: '25' },
        frequency: 'instant',
      });
      expect(saved.statusCode, saved.body).toBe(201);
      return saved.json<SavedSearch>();
    };
    const near = await save(agent, '78701');
    await save(farAgent, 'El Paso, TX');

    const employer = await signedIn(first, db, 'employer');
    await buyJobPosts(db, employer.companyId!, 1);
    const jobId = await postJob(employer, `Notary signing ${word}`);

    await waitUntil(async () => (await alertEmails(agent)).length > 0);
    // Both processes' workers have had time to run anything twice.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    const notes = await alertNotes(agent);
    expect(notes.map((note) => note.link)).toEqual([`/jobs/${jobId}`]);
    expect(notes[0]?.title).toBe(`New job for your alert: ${near.name}`);
    const mails = await alertEmails(agent);
    expect(mails.map((mail) => mail.subject)).toEqual([`1 new job for ${near.name}`]);
    expect(await alertNotes(farAgent)).toEqual([]);
    expect(await alertEmails(farAgent)).toEqual([]);
  });
});
