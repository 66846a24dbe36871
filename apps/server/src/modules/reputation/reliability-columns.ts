import { sql, type SQL } from 'drizzle-orm';

/**
 * The agent's record as JSON (null without one) for a query that lists agents: `agentId` is the
 * listed user's id column. Rates are rounded as shown; the record itself is kept by reputation.
 */
export const agentReliabilityJson = (agentId: SQL) =>
  sql`(select json_build_object(
        'completed', ar.completed,
        'on_time_rate', round(ar.on_time_rate::numeric, 4),
        'first_time_approval_rate', round(ar.first_time_approval_rate::numeric, 4),
        'late_cancellations', ar.late_cancellations,
        'rating_avg', round(ar.rating_avg::numeric, 2),
        'rating_count', ar.rating_count)
      from agent_reliability ar where ar.agent_id = ${agentId})`;

/** The company's record as JSON (null without one), like the agent's. */
export const companyReliabilityJson = (companyId: SQL) =>
  sql`(select json_build_object(
        'work_orders', cr.work_orders,
        'approval_days_median', round(cr.approval_days_median::numeric, 1),
        'cancellation_rate', round(cr.cancellation_rate::numeric, 4),
        'rating_avg', round(cr.rating_avg::numeric, 2),
        'rating_count', cr.rating_count)
      from company_reliability cr where cr.company_id = ${companyId})`;
