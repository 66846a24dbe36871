CREATE TABLE "alert_emails" (
	"saved_search_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alert_match_runs" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "alert_match_runs_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"saved_search_ids" integer[] NOT NULL,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "saved_searches" ADD COLUMN "sent_through_run" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "alert_emails" ADD CONSTRAINT "alert_emails_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_match_runs" ADD CONSTRAINT "alert_match_runs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_emails_saved_search_idx" ON "alert_emails" USING btree ("saved_search_id","sent_at");--> statement-breakpoint
CREATE INDEX "alert_match_runs_job_idx" ON "alert_match_runs" USING btree ("job_id");--> statement-breakpoint
CREATE INDEX "alert_match_runs_alerts_idx" ON "alert_match_runs" USING gin ("saved_search_ids");--> statement-breakpoint
CREATE INDEX "alert_match_runs_matched_at_idx" ON "alert_match_runs" USING btree ("matched_at");--> statement-breakpoint
-- Matches already emailed (or never to be) become the first runs, so every alert's cursor can
-- pass them; those still waiting for an email follow, after every cursor.
INSERT INTO "alert_match_runs" ("job_id", "saved_search_ids", "matched_at")
SELECT "job_id", array_agg("saved_search_id" ORDER BY "saved_search_id"), min("matched_at")
FROM "alert_matches" WHERE "emailed_at" IS NOT NULL OR NOT "by_email"
GROUP BY "job_id" ORDER BY min("matched_at");--> statement-breakpoint
UPDATE "saved_searches" SET "sent_through_run" = (SELECT coalesce(max("seq"), 0) FROM "alert_match_runs");--> statement-breakpoint
INSERT INTO "alert_match_runs" ("job_id", "saved_search_ids", "matched_at")
SELECT "job_id", array_agg("saved_search_id" ORDER BY "saved_search_id"), min("matched_at")
FROM "alert_matches" WHERE "by_email" AND "emailed_at" IS NULL
GROUP BY "job_id" ORDER BY min("matched_at");--> statement-breakpoint
INSERT INTO "alert_emails" ("saved_search_id", "sent_at")
SELECT DISTINCT "saved_search_id", "emailed_at" FROM "alert_matches"
WHERE "emailed_at" > now() - interval '1 day';
