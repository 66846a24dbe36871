import type { Database } from '../../db/database';
import { createChangeLogRepository } from '../../db/change-log.repository';
import { createChangeLogFollower } from '../../platform/change-log-follower';
import { loadedOnce } from '../../platform/loaded-once';
import { probeKeyword } from './keyword-probe';
import { createLexemeStats, keywordShareOf } from './keyword-stats';
import { createMatchSets } from './match-sets';
import type { IndexQuery, IndexResult } from './index-query';
import { OpenJobsIndex } from './open-jobs-index';
import { createSearchIndexRepository, type MatchKind } from './search-index.repository';

/** How often each process reads the job change log. */
const POLL_MS = 1000;
/** Keyword sets waiting to be read in the background, one at a time; past this many, none is queued. */
const MAX_QUEUED_SETS = 20;
/** How many probed keywords are remembered, to read the set of one that is asked for again. */
const MAX_PROBED_WORDS = 2000;

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
  const lexemeStats = createLexemeStats(() => repository.searchLexemeStats());
  const changeLog = createChangeLogFollower(
    createChangeLogRepository(db, { table: 'job_changes', idColumn: 'job_id' }),
  );
  let syncing: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | null = null;
  let closed = false;
  const queuedSets = new Set<string>();
  const probedWords = new Set<string>();
  let backgroundReads: Promise<unknown> = Promise.resolve();

  /** Reads a keyword's set after those queued before it, so searches meanwhile keep the database. */
  function readInBackground(keyword: string) {
    if (queuedSets.has(keyword) || queuedSets.size >= MAX_QUEUED_SETS) return;
    queuedSets.add(keyword);
    backgroundReads = backgroundReads
      .then(() => (closed ? undefined : matchSets.get('keyword', keyword)))
      .catch(() => {})
      .finally(() => queuedSets.delete(keyword));
  }

  /** What the statistics tell of the share of jobs a keyword matches (null: nothing, or none kept). */
  async function keywordShare(keyword: string) {
    const stats = lexemeStats.current();
    return stats ? keywordShareOf(await repository.keywordQuery(keyword), stats) : null;
  }

  /**
   * A search with one keyword whose set is not loaded: its first page without the set when the
   * word is common or the other filters leave few jobs (see probeKeyword); null otherwise.
   */
  async function probed(jobsIndex: OpenJobsIndex, query: SearchIndexQuery) {
    const cold = query.within.filter(({ kind, value }) => !matchSets.has(kind, value));
    const keyword = cold[0];
    if (cold.length !== 1 || keyword?.kind !== 'keyword') return null;
    const others = query.within.filter((entry) => entry !== keyword);
    const [within, share] = await Promise.all([
      Promise.all(others.map(({ kind, value }) => matchSets.get(kind, value))),
      keywordShare(keyword.value),
    ]);
    const result = await probeKeyword(
      jobsIndex,
      { ...query, within },
      (ids) => repository.idsMatchingKeyword(ids, keyword.value),
      share,
      // Probing without statistics: a rarer word's set is small, so it is read meanwhile, in case
      // the probe cannot answer.
      () => void matchSets.get('keyword', keyword.value).catch(() => {}),
    );
    // A word asked for a second time is read in full, in the background: a word asked for once
    // is not worth reading its set (up to a second of the database's time for a common one).
    if (result?.capped) {
      if (probedWords.has(keyword.value)) readInBackground(keyword.value);
      probedWords.delete(keyword.value);
      probedWords.add(keyword.value);
      if (probedWords.size > MAX_PROBED_WORDS)
        probedWords.delete(probedWords.values().next().value!);
    }
    return result;
  }

  async function load() {
    const loaded = await changeLog.loading();
    const [built] = await Promise.all([
      OpenJobsIndex.fromBatches(repository.openJobs()),
      lexemeStats.refresh(),
    ]);
    loaded();
    if (!closed) {
      timer = setInterval(() => void refresh().catch(() => {}), POLL_MS);
      timer.unref();
    }
    return built;
  }

  const index = loadedOnce(load);
  const current = () => index.get();

  async function applyChanges() {
    let jobsIndex = await current();
    const fresh = await changeLog.unapplied();
    if (fresh.length === 0) return;
    const ids = fresh.map((change) => change.id);
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
    changeLog.markApplied(fresh);
    if (jobsIndex.needsRebuild) {
      jobsIndex = jobsIndex.rebuilt();
      index.replace(jobsIndex);
    }
    onChange();
  }

  /** A read of the change log that has not begun: it will see every change committed until it does. */
  let waiting: Promise<void> | null = null;

  /** Reads the change log now, after any read already under way; callers meanwhile share the next. */
  function refresh() {
    if (waiting) return waiting;
    const begin = () => {
      waiting = null;
      return applyChanges();
    };
    waiting = syncing = syncing.then(begin, begin);
    return waiting;
  }

  return {
    /** Loads the index (the first search would otherwise wait for it). */
    ready: () => current().then(() => undefined),
    get loaded() {
      return index.loaded;
    },
    refresh,

    async search(query: SearchIndexQuery): Promise<IndexResult> {
      const jobsIndex = await current();
      const firstPage = await probed(jobsIndex, query);
      if (firstPage) return firstPage;
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
