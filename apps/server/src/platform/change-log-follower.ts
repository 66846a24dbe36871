/**
 * Changes are read again for this long after they were logged, so a change whose transaction
 * committed after a later one was read is still seen.
 */
const SETTLE_MS = 10_000;
/** Rows whose newest applied change is remembered, for the changes still read again. */
const REMEMBERED = 10_000;
const PRUNE_EVERY_MS = 10 * 60_000;

export interface LoggedChange {
  id: number;
  seq: number;
}

/**
 * Follows a change log that a trigger writes (a row's id, a sequence number and the database's
 * clock), for a process that keeps those rows in memory: each read answers the rows changed since
 * the last one whose newest change is not applied yet.
 */
export function createChangeLogFollower(log: {
  /** The database's clock, which the log is written with. */
  now(): Promise<Date>;
  /** Rows changed at or after `since`, each once with its latest change, and when it was read. */
  changedSince(since: Date): Promise<{ readAt: Date; changes: LoggedChange[] }>;
  /** Drops entries no process reads any longer. */
  forgetOld(): Promise<void>;
}) {
  let since = new Date(0);
  const applied = new Map<number, number>();
  let prunedAt = Date.now();

  return {
    /** Marks the start of a full load of the rows: the log is read from then on. */
    async loading() {
      const startedAt = await log.now();
      return () => {
        since = new Date(startedAt.getTime() - SETTLE_MS);
      };
    },

    /** The rows changed since the last read, whose newest change is not applied yet. */
    async unapplied() {
      const { readAt, changes } = await log.changedSince(since);
      since = new Date(readAt.getTime() - SETTLE_MS);
      if (Date.now() - prunedAt > PRUNE_EVERY_MS) {
        prunedAt = Date.now();
        await log.forgetOld();
      }
      return changes.filter((change) => (applied.get(change.id) ?? 0) < change.seq);
    },

    markApplied(changes: LoggedChange[]) {
      for (const change of changes) applied.set(change.id, change.seq);
      for (const [id] of applied) {
        if (applied.size <= REMEMBERED) break;
        applied.delete(id);
      }
    },
  };
}
