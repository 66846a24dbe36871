DROP INDEX IF EXISTS "jobs_open_type_newest_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_type_newest_idx" ON "jobs" USING btree ("job_type_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("category","experience","salary_min","salary_max","state_fips","expires_at") WHERE status = 'open';--> statement-breakpoint
DROP INDEX IF EXISTS "jobs_open_state_newest_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_state_newest_idx" ON "jobs" USING btree ("state_fips","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) INCLUDE ("job_type_id","category","experience","salary_min","salary_max","expires_at") WHERE status = 'open';
