import { eq, sql } from 'drizzle-orm';
import { queryRows, runPrepared, type Database } from '../../db/database';
import { workOrderRatings } from '../../db/schema/reputation';

export type RatingRow = typeof workOrderRatings.$inferSelect;

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

    /**
     * Recomputes the records of the agent, the company or both from their work orders, each under
     * its record's lock held to the commit, in one round trip: the database function
     * `refresh_reliability` (migration 0032) takes the locks and then reads the work orders with a
     * snapshot taken after them, which a single statement taking the lock could not.
     */
    async refresh(parties: { agentId?: number; companyId?: number }) {
      await runPrepared(
        db,
        sql`select refresh_reliability(${parties.agentId ?? null}::int, ${parties.companyId ?? null}::int)`,
      );
    },
  };
}
