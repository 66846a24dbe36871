DROP INDEX "jobs_open_pay_high_idx";--> statement-breakpoint
DROP INDEX "jobs_open_pay_low_idx";--> statement-breakpoint
DROP INDEX "jobs_open_facets_idx";--> statement-breakpoint
DROP INDEX "jobs_open_state_newest_idx";