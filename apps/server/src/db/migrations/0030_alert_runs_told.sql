ALTER TABLE "alert_match_runs" ADD COLUMN "told_at" timestamp with time zone;--> statement-breakpoint
-- The runs carried over from per-alert matches were told when they were recorded.
UPDATE "alert_match_runs" SET "told_at" = "matched_at";
