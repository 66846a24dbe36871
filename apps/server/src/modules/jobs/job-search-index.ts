import type { Database } from '../../db/database';
import { createMatchSets } from './match-sets';
import type { IndexQuery, IndexResult } from './index-query';
import { OpenJobsIndex } from './open-jobs-index';
import { createSearchIndexRepository, type MatchKind } from './search-index.repository';

/** How often each process reads the job change log. */
const POLL_MS = 1000;
/**
 * Changes are read again for this long after they were logged, so a change whose transaction
 * committed after a later one was read is still seen.
 */
const SETTLE_MS = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface SearchIndexQuery extends Omit<IndexQuery, 'within'> {
  within: { kind: MatchKind; value: string }[];
}

/**
 * The open jobs index of this process: loaded from the database on first use, then kept up to
 * date from the job change log (written by a trigger, so changes made by any process or by hand
 * are seen within a second, and at once for this process's own writes through `refresh`).
 */
export function createJobSearchIndex(db: Database, onChange: () => void = () => {}) {
  const repository = createSearchIndexRepository(db);
  const matchSets = createMatchSets((kind, value) => repository.matchingIds(kind, value));
  let index: Promise<OpenJobsIndex> | null = null;
  let since = new Date(0);
  /** The newest change applied per job, for the changes still read again. */
  const applied = new Map<number, number>();
  let syncing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let prunedAt = 0;
  let closed = false;
  let isLoaded = false;

  async function load() {
    const startedAt = await repository.now();
    const built = await OpenJobsIndex.fromBatches(repository.openJobs());
    since = new Date(startedAt.getTime() - SETTLE_MS);
    isLoaded = true;
    if (!closed) {
      timer = setInterval(() => void refresh().catch(() => {}), POLL_MS);
      timer.unref();
    }
    return built;
  }

  function current() {
    index ??= load().catch((error: unknown) => {
      index = null;
      throw error;
    });
    return index;
  }

  async function applyChanges() {
    let jobsIndex = await current();
    const readAt = await repository.now();
    const changes = await repository.changedSince(since);
    since = new Date(readAt.getTime() - SETTLE_MS);
    if (changes.length === 0) return;
    const fresh = changes.filter((change) => (applied.get(change.jobId) ?? 0) < change.seq);
    if (fresh.length === 0) return;
    const ids = fresh.map((change) => change.jobId);
    matchSets.forgetPending();
    const keywords = matchSets.keywords();
    const [open, keywordMatches] = await Promise.all([
      repository.openJobsAmong(ids),
      repository.keywordMatches(ids, keywords),
    ]);
    const openIds = new Set(open.map((row) => row.id));
    for (const row of open) jobsIndex.upsert(row);
    for (const id of ids) if (!openIds.has(id)) jobsIndex.remove(id);
    matchSets.update(ids, open, keywords, keywordMatches);
    for (const change of fresh) applied.set(change.jobId, change.seq);
    for (const [jobId] of applied) {
      if (applied.size <= 10_000) break;
      applied.delete(jobId);
    }
    if (jobsIndex.needsRebuild) {
      jobsIndex = jobsIndex.rebuilt();
      index = Promise.resolve(jobsIndex);
    }
    onChange();
  }

  /** Reads the change log now, after any read already under way. */
  function refresh() {
    syncing = syncing.then(applyChanges, applyChanges).then(async () => {
      if (Date.now() - prunedAt < PRUNE_EVERY_MS) return;
      prunedAt = Date.now();
      await repository.forgetOldChanges();
    });
    return syncing;
  }

  return {
    /** Loads the index (the first search would otherwise wait for it). */
    ready: () => current().then(() => undefined),
    get loaded() {
      return isLoaded;
    },
    refresh,

    async search(query: SearchIndexQuery): Promise<IndexResult> {
      const jobsIndex = await current();
      const within = await Promise.all(
        query.within.map(({ kind, value }) => matchSets.get(kind, value)),
      );
      return jobsIndex.search({ ...query, within });
    },

    ranks: (ids: number[], keyword: string) => repository.ranks(ids, keyword),

    close() {
      closed = true;
      if (timer) clearInterval(timer);
    },
  };
}
export type JobSearchIndex = ReturnType<typeof createJobSearchIndex>;
