ALTER TABLE "jobs" ALTER COLUMN "expires_at" SET DEFAULT now() + interval '30 days';--> statement-breakpoint
ALTER TABLE "team_memberships" ADD COLUMN "may_approve_spending" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Open listings that never ended get the 30 days every listing has, from now.
UPDATE "jobs" SET "expires_at" = now() + interval '30 days' WHERE "status" = 'open' AND "expires_at" IS NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_open_listing_ends" CHECK ("jobs"."status" <> 'open' or "jobs"."expires_at" is not null);