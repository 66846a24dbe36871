CREATE TABLE "job_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "job_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "job_changes_changed_at_idx" ON "job_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE FUNCTION "note_job_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "job_changes" ("job_id") VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "jobs_note_change" AFTER INSERT OR UPDATE OR DELETE ON "jobs" FOR EACH ROW EXECUTE FUNCTION "note_job_change"();
