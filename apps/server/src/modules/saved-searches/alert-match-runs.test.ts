import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { matchWaits } from '../../../test/alert-fixture';
import { signedIn } from '../../../test/accounts-fixture';
import { buyJobPosts, postJob } from '../../../test/marketplace-fixture';
import { createTestApp } from '../../../test/test-app';
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
