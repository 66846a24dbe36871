CREATE TABLE "saved_search_changes" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_search_changes_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"saved_search_id" integer NOT NULL,
	"changed_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
DROP INDEX "saved_searches_reach_idx";--> statement-breakpoint
DROP INDEX "saved_searches_match_keys_idx";--> statement-breakpoint
CREATE INDEX "saved_search_changes_changed_at_idx" ON "saved_search_changes" USING btree ("changed_at");--> statement-breakpoint
ALTER TABLE "saved_searches" DROP COLUMN "reach";--> statement-breakpoint
-- New jobs are matched against each process's alerts in memory, not by these.
DROP FUNCTION "alert_reach"(double precision, double precision, double precision, integer[]);--> statement-breakpoint
CREATE FUNCTION "note_saved_search_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "saved_search_changes" ("saved_search_id")
  VALUES (CASE WHEN TG_OP = 'DELETE' THEN OLD."id" ELSE NEW."id" END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Only what a match depends on: sending a digest or opening an alert changes neither.
CREATE TRIGGER "saved_searches_note_change"
  AFTER INSERT OR DELETE OR UPDATE OF "user_id", "confirmed_at", "paused", "keyword", "lat", "lon",
    "min_meters", "max_meters", "state_fips", "job_type_ids", "category", "experiences",
    "salary_floor", "salary_ceiling", "tag", "company_id"
  ON "saved_searches" FOR EACH ROW EXECUTE FUNCTION "note_saved_search_change"();
