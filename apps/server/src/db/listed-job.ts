import { sql } from 'drizzle-orm';

/**
 * A job on the job list: open, and not past its listing period. `table` is the name or alias of
 * the jobs table in the statement.
 */
export const listedJob = (table = 'j') =>
  sql.raw(
    `${table}.status = 'open' and (${table}.expires_at is null or ${table}.expires_at > now())`,
  );
