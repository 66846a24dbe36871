-- Reliability records are refreshed when the transaction that changed their work orders commits,
-- by deferred constraint triggers: the records' locks (see refresh_reliability) are then taken at
-- the commit and held only through it, not while the rest of the change waits on its client.
-- The steps a record counts: a hire (a new work order), a check-in, an approval, a cancellation.
CREATE FUNCTION "refresh_reliability_of_work_order"() RETURNS trigger
  LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM refresh_reliability(NEW.agent_id, NEW.company_id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "work_orders_reliability_on_hire" AFTER INSERT ON "work_orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  EXECUTE FUNCTION refresh_reliability_of_work_order();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "work_orders_reliability_on_step" AFTER UPDATE ON "work_orders"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((NEW.status IS DISTINCT FROM OLD.status AND NEW.status IN ('checked_in', 'approved', 'canceled'))
        OR NEW.check_in IS DISTINCT FROM OLD.check_in)
  EXECUTE FUNCTION refresh_reliability_of_work_order();
