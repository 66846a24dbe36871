import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { matchWaits } from '../../../test/alert-fixture';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
import { waitUntil } from '../../../test/wait-until';
import { forgetOldAlertRecords, MATCH_JOB_ALERTS } from './alert-work';
import { createSavedSearchesRepository } from './saved-searches.repository';

let app: FastifyInstance;
let db: Database;

beforeAll(async () => {
  ({ app, db } = await createTestApp());
});
afterAll(() => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function alertAndJob(frequency = 'daily') {
  const agent = await signedIn(app, db, 'candidate');
  const employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 1);
  const saved = await agent.client.post('/api/saved-searches/', {
    filter: { keyword: 'ocelot' },
    frequency,
  });
  expect(saved.statusCode, saved.body).toBe(201);
  const jobId = await postJob(employer, 'Gate check');
  return { agent, employer, alert: saved.json<SavedSearch>(), jobId };
}

const inTransaction = <T>(
  work: (repository: ReturnType<typeof createSavedSearchesRepository>) => Promise<T>,
) => db.transaction((tx) => work(createSavedSearchesRepository(tx)));

describe('match runs', () => {
  it('name an alert once per job, however often the job is matched', async () => {
    const { alert, jobId } = await alertAndJob();
    const record = () =>
      db.transaction((tx) => createSavedSearchesRepository(tx).recordMatches(jobId, [alert.id]));
    const seq = await record();
    expect(seq).toEqual(expect.any(Number));
    expect(await record()).toBeNull();
    const [run] = await queryRows<{ saved_search_ids: number[] }>(
      db,
      sql`select saved_search_ids from alert_match_runs where seq = ${seq}`,
    );
    expect(run?.saved_search_ids).toEqual([alert.id]);
  });

  it('are told once, however often their telling is retried', async () => {
    const { alert, jobId } = await alertAndJob('instant');
    const seq = (await inTransaction((repository) => repository.recordMatches(jobId, [alert.id])))!;
    expect(await inTransaction((repository) => repository.markTold(seq))).toBe(true);
    expect(await inTransaction((repository) => repository.markTold(seq))).toBe(false);
  });

  it('of a job closed before its instant alerts were told tell them when it reopens', async () => {
    const { alert, employer, jobId } = await alertAndJob('instant');
    const record = () => inTransaction((repository) => repository.recordMatches(jobId, [alert.id]));
    const seq = (await record())!;
    expect((await employer.client.delete(`/api/jobs/${jobId}/`)).statusCode).toBe(200);
    await inTransaction((repository) => repository.untellInstantAlerts(seq));
    expect(await record()).toEqual(expect.any(Number));
  });

  it('of a closed job are claimed but not sent', async () => {
    const { alert, employer, jobId } = await alertAndJob();
    await inTransaction((repository) => repository.recordMatches(jobId, [alert.id]));
    expect((await employer.client.delete(`/api/jobs/${jobId}/`)).statusCode).toBe(200);
    const claim = () =>
      inTransaction(async (repository) =>
        repository.claimMatches([alert.id], await repository.committedRunHorizon()),
      );
    expect(await claim()).toEqual([]);
    expect(await matchWaits(db, alert.id, jobId)).toBe(false);
  });

  it('are not told by a channel or digest the alert took on after them', async () => {
    const { agent, alert, jobId } = await alertAndJob();
    await db.transaction((tx) =>
      createSavedSearchesRepository(tx).recordMatches(jobId, [alert.id]),
    );
    const claim = () =>
      db.transaction(async (tx) => {
        const repository = createSavedSearchesRepository(tx);
        return repository.claimMatches([alert.id], await repository.committedRunHorizon());
      });
    const patched = await agent.client.patch(`/api/saved-searches/${alert.id}/`, {
      frequency: 'weekly',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(await claim()).toEqual([]);
  });

  // Only PostgreSQL runs two transactions at once.
  it.skipIf(!process.env.DATABASE_URL)(
    'are claimed up to a run whose writer has committed, never past one still being written',
    async () => {
      const { alert, jobId } = await alertAndJob();
      let commit!: () => void;
      const writing = db.transaction(async (tx) => {
        await createSavedSearchesRepository(tx).recordMatches(jobId, [alert.id]);
        await new Promise<void>((resolve) => (commit = resolve));
      });
      await sleep(200);
      let horizon: number | undefined;
      const reading = db
        .transaction((tx) => createSavedSearchesRepository(tx).committedRunHorizon())
        .then((seq) => (horizon = seq));
      await sleep(300);
      expect(horizon).toBeUndefined();
      commit();
      await writing;
      await reading;
      const claimed = await db.transaction((tx) =>
        createSavedSearchesRepository(tx).claimMatches([alert.id], horizon!),
      );
      expect(claimed.map((match) => match.job_id)).toEqual([jobId]);
    },
  );
});

describe('old alert records', () => {
  const DAY_MS = 86_400_000;
  /** The job's runs that name the alert: other files' alerts may match the job too. */
  const runsOf = async ({ jobId, alert }: { jobId: number; alert: SavedSearch }) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from alert_match_runs
            where job_id = ${jobId} and saved_search_ids @> array[${alert.id}::int]`,
      )
    )[0]!.n;
  const emailsOf = async (savedSearchId: number) =>
    (
      await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from alert_emails where saved_search_id = ${savedSearchId}`,
      )
    )[0]!.n;
  /** Records a run of the job as matched `daysAgo` days before now. */
  const runMatchedDaysAgo = async (jobId: number, alertId: number, daysAgo: number) => {
    await db.execute(
      sql`insert into alert_match_runs (job_id, saved_search_ids, matched_at)
          values (${jobId}, array[${alertId}]::int[], now() - make_interval(days => ${daysAgo}))`,
    );
  };

  /**
   * Waits until the app's own matching of the posted job has run: other files' alerts may find it
   * too, and a run of theirs recorded now would keep the job's runs.
   */
  const matchingDone = (jobId: number) =>
    waitUntil(
      async () =>
        (
          await queryRows<{ n: number }>(
            db,
            sql`select count(*)::int as n from pgboss.job
                where name = ${MATCH_JOB_ALERTS} and data ->> 'jobId' = ${String(jobId)}
                  and state <> 'completed'`,
          )
        )[0]!.n === 0,
    );

  it('are forgotten: runs of a job off the list for 90 days and emails older than two days', async () => {
    const closed = await alertAndJob();
    await matchingDone(closed.jobId);
    await runMatchedDaysAgo(closed.jobId, closed.alert.id, 120);
    await runMatchedDaysAgo(closed.jobId, closed.alert.id, 100);
    expect((await closed.employer.client.delete(`/api/jobs/${closed.jobId}/`)).statusCode).toBe(
      200,
    );
    // Runs other alerts recorded for it are as old as this file's.
    await db.execute(
      sql`update alert_match_runs set matched_at = least(matched_at, now() - interval '100 days')
          where job_id = ${closed.jobId}`,
    );

    const closedLately = await alertAndJob();
    await runMatchedDaysAgo(closedLately.jobId, closedLately.alert.id, 120);
    await runMatchedDaysAgo(closedLately.jobId, closedLately.alert.id, 10);
    expect(
      (await closedLately.employer.client.delete(`/api/jobs/${closedLately.jobId}/`)).statusCode,
    ).toBe(200);

    const open = await alertAndJob();
    await runMatchedDaysAgo(open.jobId, open.alert.id, 120);

    await db.execute(
      sql`insert into alert_emails (saved_search_id, sent_at)
          values (${open.alert.id}, now() - interval '3 days'), (${open.alert.id}, now() - interval '1 day'),
                 (${open.alert.id}, now())`,
    );

    expect(await forgetOldAlertRecords(db, new Date())).toBeGreaterThanOrEqual(2);
    expect(await runsOf(closed)).toBe(0);
    expect(await runsOf(closedLately)).toBe(2);
    expect(await runsOf(open)).toBe(1);
    expect(await emailsOf(open.alert.id)).toBe(2);

    // A job relisted after its runs were forgotten is news again for the alert.
    expect(
      await inTransaction((repository) =>
        repository.recordMatches(closed.jobId, [closed.alert.id]),
      ),
    ).toEqual(expect.any(Number));
    // Runs a job kept are still what a reopening is checked against.
    expect(
      await inTransaction((repository) =>
        repository.recordMatches(closedLately.jobId, [closedLately.alert.id]),
      ),
    ).toBeNull();
    expect(
      await forgetOldAlertRecords(db, new Date(Date.now() + 200 * DAY_MS)),
    ).toBeGreaterThanOrEqual(3);
    expect(await runsOf(closedLately)).toBe(0);
  });
});
