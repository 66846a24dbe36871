import { sql, type SQL } from 'drizzle-orm';

/**
 * The id of the application's latest work order (null before its approval), for a query that
 * reads applications: `applicationId` is the application's id column. An agent withdrawn after the
 * hire and hired again has a canceled work order before the latest one.
 */
export const applicationWorkOrderId = (applicationId: SQL) =>
  sql<number | null>`(select w.id from work_orders w where w.application_id = ${applicationId}
       order by w.id desc limit 1)`;

/** Whether the application's latest work order is confirmed or further on, and not canceled. */
export const applicationWorkConfirmed = (applicationId: SQL) =>
  sql<boolean>`coalesce((select w.status not in ('assigned', 'canceled') from work_orders w
       where w.application_id = ${applicationId} order by w.id desc limit 1), false)`;
