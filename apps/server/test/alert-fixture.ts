import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/database';

/** Whether the alert's match of the job still waits for its next email or digest. */
export async function matchWaits(db: Database, savedSearchId: number, jobId: number) {
  const [row] = await queryRows<{ waiting: boolean }>(
    db,
    sql`select exists (select 1 from alert_match_runs r, saved_searches a
                       where a.id = ${savedSearchId} and r.job_id = ${jobId}
                         and r.saved_search_ids @> array[a.id]
                         and r.seq > a.sent_through_run) as waiting`,
  );
  return row!.waiting;
}
