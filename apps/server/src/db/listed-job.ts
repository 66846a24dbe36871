import { sql } from 'drizzle-orm';

/**
 * A job on the job list: open, not past its listing period and not held by an operator. `table` is the name or alias of
 * the jobs table in the statement.
 */
export const listedJob = (table = 'j') =>
  sql.raw(
    `${table}.status = 'open' and ${table}.held_reason is null and (${table}.expires_at is null or ${table}.expires_at > now())`,
  );
