-- Recomputes the reliability records of an agent, a company or both (either may be null) from
-- their work orders, under each record's lock, held to the end of the transaction: one refresh of
-- a record at a time, each reading what the one before it committed (at once, both would read the
-- same work orders and the later write would lose the other's). The locks are taken in one order,
-- the agent's first. A function, so that a refresh is one round trip: a VOLATILE function's
-- statements each read a fresh snapshot, so the recomputation, which runs after the lock is
-- granted, sees what the previous holder committed; a single statement that took the lock would
-- read with the snapshot it started with.
CREATE FUNCTION "refresh_reliability"(for_agent integer, for_company integer) RETURNS void
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  IF for_agent IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('agent_reliability'), for_agent);
  END IF;
  IF for_company IS NOT NULL THEN
    PERFORM pg_advisory_xact_lock(hashtext('company_reliability'), for_company);
  END IF;

  -- The agent's record: completed (approved) work, check-ins on time among check-ins, approvals
  -- without a revision among approvals, late cancellations of their own, and the revealed ratings
  -- companies gave them.
  IF for_agent IS NOT NULL THEN
    WITH orders AS (
        SELECT count(*) FILTER (WHERE w.status = 'approved')::int AS completed,
               count(*) FILTER (WHERE (w.check_in ->> 'on_time')::boolean)::real
                 / nullif(count(*) FILTER (WHERE w.check_in IS NOT NULL), 0) AS on_time_rate,
               count(*) FILTER (WHERE w.status = 'approved' AND NOT EXISTS (
                   SELECT 1 FROM work_order_events e
                   WHERE e.work_order_id = w.id AND e.type = 'revision_requested'))::real
                 / nullif(count(*) FILTER (WHERE w.status = 'approved'), 0) AS first_time_rate,
               count(*) FILTER (WHERE w.status = 'canceled' AND w.canceled_by = 'agent'
                                  AND w.late_cancel)::int AS late_cancellations
        FROM work_orders w WHERE w.agent_id = for_agent),
      ratings AS (
        SELECT avg(r.score)::real AS avg, count(*)::int AS n
        FROM work_order_ratings r JOIN work_orders w ON w.id = r.work_order_id
        WHERE w.agent_id = for_agent AND r.by = 'company' AND r.revealed_at IS NOT NULL)
    INSERT INTO agent_reliability AS a (agent_id, completed, on_time_rate, first_time_approval_rate,
                                        late_cancellations, rating_avg, rating_count, updated_at)
    SELECT for_agent, o.completed, o.on_time_rate, o.first_time_rate, o.late_cancellations,
           r.avg, r.n, now()
    FROM orders o, ratings r
    ON CONFLICT (agent_id) DO UPDATE SET
      completed = excluded.completed, on_time_rate = excluded.on_time_rate,
      first_time_approval_rate = excluded.first_time_approval_rate,
      late_cancellations = excluded.late_cancellations, rating_avg = excluded.rating_avg,
      rating_count = excluded.rating_count, updated_at = now();
  END IF;

  -- The company's record: its work orders, the median days from the first submission to
  -- approval, the share it canceled, and the revealed ratings agents gave it.
  IF for_company IS NOT NULL THEN
    WITH orders AS (
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE w.status = 'canceled' AND w.canceled_by = 'company')::real
                 / nullif(count(*), 0) AS cancellation_rate,
               percentile_cont(0.5) WITHIN GROUP (
                 ORDER BY extract(epoch FROM w.approved_at - (
                   -- Only approved work is measured, so only its events are read.
                   CASE WHEN w.approved_at IS NOT NULL THEN (
                     SELECT min(e.at) FROM work_order_events e
                     WHERE e.work_order_id = w.id AND e.type = 'submitted') END)) / 86400) AS median_days
        FROM work_orders w
        WHERE w.company_id = for_company),
      ratings AS (
        SELECT avg(r.score)::real AS avg, count(*)::int AS n
        FROM work_order_ratings r JOIN work_orders w ON w.id = r.work_order_id
        WHERE w.company_id = for_company AND r.by = 'agent' AND r.revealed_at IS NOT NULL)
    INSERT INTO company_reliability AS c (company_id, work_orders, approval_days_median,
                                          cancellation_rate, rating_avg, rating_count, updated_at)
    SELECT for_company, o.total, o.median_days, o.cancellation_rate, r.avg, r.n, now()
    FROM orders o, ratings r
    ON CONFLICT (company_id) DO UPDATE SET
      work_orders = excluded.work_orders, approval_days_median = excluded.approval_days_median,
      cancellation_rate = excluded.cancellation_rate, rating_avg = excluded.rating_avg,
      rating_count = excluded.rating_count, updated_at = now();
  END IF;
END
$$;
