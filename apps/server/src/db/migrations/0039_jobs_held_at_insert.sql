-- A job posted (by an admin or member) while its poster or its company's owner is suspended is held
-- from the start, as the suspension held the jobs that were there.
CREATE FUNCTION jobs_hold_for_suspension() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.held_reason IS NULL AND EXISTS (
    SELECT 1 FROM users u WHERE u.suspended_at IS NOT NULL AND (u.id = NEW.posted_by OR u.id IN (
      SELECT m.user_id FROM team_memberships m WHERE m.company_id = NEW.company_id AND m.role = 'owner')))
  THEN
    NEW.held_reason := 'suspended';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER jobs_hold_for_suspension BEFORE INSERT ON "jobs"
  FOR EACH ROW EXECUTE FUNCTION jobs_hold_for_suspension();
