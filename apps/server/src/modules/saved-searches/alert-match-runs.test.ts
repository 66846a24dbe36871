import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '@fieldhire/contract/saved-searches';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
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

async function alertAndJob() {
  const agent = await signedIn(app, db, 'candidate');
  const employer = await signedIn(app, db, 'employer');
  await buyJobPosts(db, employer.companyId!, 1);
  const saved = await agent.client.post('/api/saved-searches/', {
    filter: { keyword: 'ocelot' },
    frequency: 'daily',
  });
  expect(saved.statusCode, saved.body).toBe(201);
  return { agent, alert: saved.json<SavedSearch>(), jobId: await postJob(employer, 'Gate check') };
}

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
