DROP INDEX "jobs_open_created_idx";--> statement-breakpoint
CREATE INDEX "jobs_open_newest_idx" ON "jobs" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_pay_high_idx" ON "jobs" USING btree ("salary_max" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "jobs_open_pay_low_idx" ON "jobs" USING btree ("salary_min","id") WHERE status = 'open';