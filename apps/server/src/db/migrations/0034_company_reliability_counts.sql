ALTER TABLE "company_reliability" ADD COLUMN "canceled_by_company" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The median number of days from a work order's first submission to its approval, over the
-- company's approved work.
CREATE FUNCTION "company_approval_days_median"(for_company integer) RETURNS real
  LANGUAGE sql STABLE AS $$
  SELECT (percentile_cont(0.5) WITHIN GROUP (
           ORDER BY extract(epoch FROM w.approved_at - (
             SELECT min(e.at) FROM work_order_events e
             WHERE e.work_order_id = w.id AND e.type = 'submitted')) / 86400))::real
  FROM work_orders w
  WHERE w.company_id = for_company AND w.approved_at IS NOT NULL
$$;
--> statement-breakpoint
-- Recomputes the reliability records of an agent, a company or both (either may be null) from
-- their work orders, under each record's lock, held to the end of the transaction: one refresh of
-- a record at a time, each reading what the one before it committed (at once, both would read the
-- same work orders and the later write would lose the other's). The locks are taken in one order,
-- the agent's first. A function, so that a refresh is one round trip: a VOLATILE function's
-- statements each read a fresh snapshot, so the recomputation, which runs after the lock is
-- granted, sees what the previous holder committed; a single statement that took the lock would
-- read with the snapshot it started with.
CREATE OR REPLACE FUNCTION "refresh_reliability"(for_agent integer, for_company integer) RETURNS void
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

  -- The company's record: its work orders, those it canceled and their share, the median days
  -- from the first submission to approval, and the revealed ratings agents gave it.
  IF for_company IS NOT NULL THEN
    WITH orders AS (
        SELECT count(*)::int AS total,
               count(*) FILTER (WHERE w.status = 'canceled' AND w.canceled_by = 'company')::int
                 AS canceled
        FROM work_orders w
        WHERE w.company_id = for_company),
      ratings AS (
        SELECT avg(r.score)::real AS avg, count(*)::int AS n
        FROM work_order_ratings r JOIN work_orders w ON w.id = r.work_order_id
        WHERE w.company_id = for_company AND r.by = 'agent' AND r.revealed_at IS NOT NULL)
    INSERT INTO company_reliability AS c (company_id, work_orders, canceled_by_company,
                                          approval_days_median, cancellation_rate, rating_avg,
                                          rating_count, updated_at)
    SELECT for_company, o.total, o.canceled, company_approval_days_median(for_company),
           o.canceled::real / nullif(o.total, 0), r.avg, r.n, now()
    FROM orders o, ratings r
    ON CONFLICT (company_id) DO UPDATE SET
      work_orders = excluded.work_orders, canceled_by_company = excluded.canceled_by_company,
      approval_days_median = excluded.approval_days_median,
      cancellation_rate = excluded.cancellation_rate, rating_avg = excluded.rating_avg,
      rating_count = excluded.rating_count, updated_at = now();
  END IF;
END
$$;
--> statement-breakpoint
-- A work order's step, at its transaction's commit: the agent's record is recomputed (an agent's
-- work orders are few), the company's is added to. Recounting every work order of a company at
-- each hire, under the lock every hire of the company waits for, grew with the company; the step
-- changes the counts by at most one each, and the median only when the work is approved. The
-- company's lock is still taken, so that a full refresh (ratings revealed) and these additions
-- never interleave: each reads or adds to what the one before it committed.
CREATE OR REPLACE FUNCTION "refresh_reliability_of_work_order"() RETURNS trigger
  LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  added integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE 0 END;
  canceled integer := (NEW.status = 'canceled' AND NEW.canceled_by IS NOT DISTINCT FROM 'company')::int
    - CASE WHEN TG_OP = 'UPDATE'
        THEN (OLD.status = 'canceled' AND OLD.canceled_by IS NOT DISTINCT FROM 'company')::int
        ELSE 0 END;
BEGIN
  PERFORM refresh_reliability(NEW.agent_id, NULL);
  PERFORM pg_advisory_xact_lock(hashtext('company_reliability'), NEW.company_id);
  INSERT INTO company_reliability AS c (company_id, work_orders, canceled_by_company,
                                        cancellation_rate, rating_count, updated_at)
  VALUES (NEW.company_id, added, canceled, canceled::real / nullif(added, 0), 0, now())
  ON CONFLICT (company_id) DO UPDATE SET
    work_orders = c.work_orders + excluded.work_orders,
    canceled_by_company = c.canceled_by_company + excluded.canceled_by_company,
    cancellation_rate = (c.canceled_by_company + excluded.canceled_by_company)::real
      / nullif(c.work_orders + excluded.work_orders, 0),
    updated_at = now();
  IF NEW.status = 'approved' AND (TG_OP = 'INSERT' OR OLD.status IS DISTINCT FROM 'approved') THEN
    UPDATE company_reliability
    SET approval_days_median = company_approval_days_median(NEW.company_id)
    WHERE company_id = NEW.company_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Each company's record recounted once, so that the additions start from exact counts.
SELECT refresh_reliability(NULL, c.company_id) FROM (SELECT DISTINCT company_id FROM work_orders) c;
