DROP INDEX "jobs_earth_idx";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "earth" "cube" GENERATED ALWAYS AS (ll_to_earth(lat, lon)) STORED;--> statement-breakpoint
CREATE INDEX "jobs_open_earth_idx" ON "jobs" USING gist ("earth") WHERE status = 'open';