import type { Database } from '../../db/database';
import { createChangeLogRepository } from '../../db/change-log.repository';
import { createChangeLogFollower } from '../../platform/change-log-follower';
import { loadedOnce } from '../../platform/loaded-once';
import { AlertIndex } from './alert-index';
import { createSavedSearchesRepository } from './saved-searches.repository';

/** Alerts read per statement while the index loads: each batch holds the event loop for a turn. */
const LOAD_BATCH = 5_000;

/**
 * The job alerts of this process, in memory (`AlertIndex`), for matching new jobs: loaded from
 * the database on first use, then brought up to date from the alert change log (written by a
 * trigger, so alerts saved, paused or deleted by any process are seen) before each match.
 */
export function createAlertMatcher(db: Database) {
  const repository = createSavedSearchesRepository(db);
  const changeLog = createChangeLogFollower(
    createChangeLogRepository(db, { table: 'saved_search_changes', idColumn: 'saved_search_id' }),
  );
  let syncing: Promise<unknown> = Promise.resolve();

  async function load() {
    const loaded = new AlertIndex();
    const done = await changeLog.loading();
    for (let afterId = 0; ;) {
      const rows = await repository.indexedAlerts(afterId, LOAD_BATCH);
      for (const row of rows) loaded.upsert(row);
      if (rows.length < LOAD_BATCH) break;
      afterId = rows[rows.length - 1]!.id;
    }
    loaded.compact();
    done();
    return loaded;
  }

  const index = loadedOnce(load);

  async function applyChanges() {
    let alerts = await index.get();
    const fresh = await changeLog.unapplied();
    if (fresh.length > 0) {
      const ids = fresh.map((change) => change.id);
      const active = await repository.indexedAlertsAmong(ids);
      for (const id of ids) alerts.remove(id);
      for (const row of active) alerts.upsert(row);
      changeLog.markApplied(fresh);
      if (alerts.needsRebuild) {
        alerts = alerts.rebuilt();
        index.replace(alerts);
      }
    }
    return alerts;
  }

  /** The index brought up to date, after any update already under way. */
  function upToDate() {
    const next = syncing.then(applyChanges, applyChanges);
    syncing = next.catch(() => {});
    return next;
  }

  return {
    /** Loads the index (the first match would otherwise wait for it). */
    ready: () => index.get().then(() => undefined),
    get loaded() {
      return index.loaded;
    },

    /**
     * The listed job `jobId` with the ids of the active alerts it matches, in id order; null when
     * it is not listed. Every condition but the keyword is tested in memory; the keywords of the
     * alerts left, which the job holds a term of, are tested by the database in one statement.
     */
    async match(jobId: number) {
      const [alerts, job] = await Promise.all([upToDate(), repository.listedJobFacts(jobId)]);
      if (!job) return null;
      const found = alerts.match(job);
      const byKeyword = await repository.keywordsFinding(jobId, found.keyword);
      const alertIds = [...found.certain, ...byKeyword].sort((a, b) => a - b);
      return { job, alertIds };
    },

    /** Waits for any load or update under way, so the database can close after it. */
    async close() {
      await Promise.allSettled([index.started, syncing]);
    },
  };
}
export type AlertMatcher = ReturnType<typeof createAlertMatcher>;
