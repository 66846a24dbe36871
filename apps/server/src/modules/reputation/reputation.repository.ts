import { eq, sql } from 'drizzle-orm';
import { queryRows, runPrepared, type Database } from '../../db/database';
import { workOrderRatings } from '../../db/schema/reputation';

export type RatingRow = typeof workOrderRatings.$inferSelect;

/**
 * A record's lock, held to the end of the transaction: one refresh of a record at a time, each
 * reading what the one before it committed; at once, both would read the same work orders and the
 * later write would lose the other's.
 */
const agentRecordLock = (agentId: number) =>
  sql`pg_advisory_xact_lock(hashtext('agent_reliability'), ${agentId})`;
const companyRecordLock = (companyId: number) =>
  sql`pg_advisory_xact_lock(hashtext('company_reliability'), ${companyId})`;

/**
 * The statement that recomputes the agent's record from their work orders: completed (approved)
 * work, check-ins on time among check-ins, approvals without a revision among approvals, late
 * cancellations of their own, and the revealed ratings companies gave them.
 */
const agentRecord = (agentId: number) =>
  sql`with orders as (
          select count(*) filter (where w.status = 'approved')::int as completed,
                 count(*) filter (where (w.check_in ->> 'on_time')::boolean)::real
                   / nullif(count(*) filter (where w.check_in is not null), 0) as on_time_rate,
                 count(*) filter (where w.status = 'approved' and not exists (
                     select 1 from work_order_events e
                     where e.work_order_id = w.id and e.type = 'revision_requested'))::real
                   / nullif(count(*) filter (where w.status = 'approved'), 0) as first_time_rate,
                 count(*) filter (where w.status = 'canceled' and w.canceled_by = 'agent'
                                    and w.late_cancel)::int as late_cancellations
          from work_orders w where w.agent_id = ${agentId}),
        ratings as (
          select avg(r.score)::real as avg, count(*)::int as n
          from work_order_ratings r join work_orders w on w.id = r.work_order_id
          where w.agent_id = ${agentId} and r.by = 'company' and r.revealed_at is not null)
        insert into agent_reliability as a (agent_id, completed, on_time_rate, first_time_approval_rate,
                                            late_cancellations, rating_avg, rating_count, updated_at)
        select ${agentId}, o.completed, o.on_time_rate, o.first_time_rate, o.late_cancellations,
               r.avg, r.n, now()
        from orders o, ratings r
        on conflict (agent_id) do update set
          completed = excluded.completed, on_time_rate = excluded.on_time_rate,
          first_time_approval_rate = excluded.first_time_approval_rate,
          late_cancellations = excluded.late_cancellations, rating_avg = excluded.rating_avg,
          rating_count = excluded.rating_count, updated_at = now()`;

/**
 * The statement that recomputes the company's record: its work orders, the median days from the
 * first submission to approval, the share it canceled, and the revealed ratings agents gave it.
 */
const companyRecord = (companyId: number) =>
  sql`with orders as (
          select count(*)::int as total,
                 count(*) filter (where w.status = 'canceled' and w.canceled_by = 'company')::real
                   / nullif(count(*), 0) as cancellation_rate,
                 percentile_cont(0.5) within group (
                   order by extract(epoch from w.approved_at - (
                     -- Only approved work is measured, so only its events are read.
                     case when w.approved_at is not null then (
                       select min(e.at) from work_order_events e
                       where e.work_order_id = w.id and e.type = 'submitted') end)) / 86400) as median_days
          from work_orders w
          where w.company_id = ${companyId}),
        ratings as (
          select avg(r.score)::real as avg, count(*)::int as n
          from work_order_ratings r join work_orders w on w.id = r.work_order_id
          where w.company_id = ${companyId} and r.by = 'agent' and r.revealed_at is not null)
        insert into company_reliability as c (company_id, work_orders, approval_days_median,
                                              cancellation_rate, rating_avg, rating_count, updated_at)
        select ${companyId}, o.total, o.median_days, o.cancellation_rate, r.avg, r.n, now()
        from orders o, ratings r
        on conflict (company_id) do update set
          work_orders = excluded.work_orders, approval_days_median = excluded.approval_days_median,
          cancellation_rate = excluded.cancellation_rate, rating_avg = excluded.rating_avg,
          rating_count = excluded.rating_count, updated_at = now()`;

export function createReputationRepository(db: Database) {
  return {
    /** Records a side's rating once: false when that side had rated already. */
    async rate(values: typeof workOrderRatings.$inferInsert) {
      const rows = await db
        .insert(workOrderRatings)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: workOrderRatings.id });
      return rows.length > 0;
    },

    ratingsOf: (workOrderId: number) =>
      db.select().from(workOrderRatings).where(eq(workOrderRatings.workOrderId, workOrderId)),

    /** Reveals the work order's ratings once both sides have rated. */
    async revealIfBoth(workOrderId: number) {
      await db.execute(
        sql`update work_order_ratings set revealed_at = now()
            where work_order_id = ${workOrderId} and revealed_at is null
              and (select count(*) from work_order_ratings where work_order_id = ${workOrderId}) = 2`,
      );
    },

    /**
     * Reveals the ratings whose window closed (the work ended `days` days ago) and answers whom
     * they rated, so their records count them.
     */
    async revealClosed(days: number) {
      return queryRows<{ agent_id: number; company_id: number; by: 'agent' | 'company' }>(
        db,
        sql`update work_order_ratings r set revealed_at = now()
            from work_orders w
            where w.id = r.work_order_id and r.revealed_at is null
              and coalesce(w.approved_at, w.canceled_at) <= now() - make_interval(days => ${days})
            returning w.agent_id, w.company_id, r.by`,
      );
    },

    /** Recomputes the agent's record (`agentRecord`). */
    async refreshAgent(agentId: number) {
      await db.execute(sql`select ${agentRecordLock(agentId)}`);
      await db.execute(agentRecord(agentId));
    },

    /** Recomputes the company's record (`companyRecord`). */
    async refreshCompany(companyId: number) {
      await db.execute(sql`select ${companyRecordLock(companyId)}`);
      await db.execute(companyRecord(companyId));
    },

    /**
     * Both records in two statements instead of four (a status change of work refreshes both):
     * their locks in one, in the order the single refreshes take them (the agent's first), then
     * both recomputations in one.
     */
    async refreshBoth(agentId: number, companyId: number) {
      await db.execute(sql`select ${agentRecordLock(agentId)}, ${companyRecordLock(companyId)}`);
      await runPrepared(
        db,
        sql`with agent as (${agentRecord(agentId)}), company as (${companyRecord(companyId)}) select 1`,
      );
    },
  };
}
