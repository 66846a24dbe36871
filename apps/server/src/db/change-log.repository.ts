import { sql } from 'drizzle-orm';
import { queryRows, type Database } from './database';

/** A change log a trigger writes: a row's id, a sequence number and the database's clock. */
export type ChangeLogTable =
  | { table: 'job_changes'; idColumn: 'job_id' }
  | { table: 'saved_search_changes'; idColumn: 'saved_search_id' };

/** How long entries are kept: a process that falls further behind loads its rows whole. */
const KEPT = '1 hour';

export function createChangeLogRepository(db: Database, { table, idColumn }: ChangeLogTable) {
  const log = sql.identifier(table);
  const id = sql.identifier(idColumn);
  return {
    /** The database's clock, which the log is written with. */
    async now() {
      const [row] = await queryRows<{ now: Date | string }>(
        db,
        sql`select clock_timestamp() as now`,
      );
      return new Date(row!.now);
    },

    /**
     * Rows changed at or after `since`, each once with its latest change, and when the read
     * began: one statement, answering one row without an id when nothing changed.
     */
    async changedSince(since: Date) {
      const rows = await queryRows<{
        read_at: Date | string;
        id: number | null;
        seq: string | number | null;
      }>(
        db,
        sql`select t.read_at, c.id, c.seq
            from (select statement_timestamp() as read_at) t
            left join (select ${id} as id, max(seq) as seq from ${log}
                       where changed_at >= ${since.toISOString()}::timestamptz group by ${id}) c
              on true`,
      );
      return {
        readAt: new Date(rows[0]!.read_at),
        changes: rows.flatMap((row) =>
          row.id === null ? [] : [{ id: row.id, seq: Number(row.seq) }],
        ),
      };
    },

    async forgetOld() {
      await db.execute(sql`delete from ${log} where changed_at < now() - ${KEPT}::interval`);
    },
  };
}
export type ChangeLogRepository = ReturnType<typeof createChangeLogRepository>;
