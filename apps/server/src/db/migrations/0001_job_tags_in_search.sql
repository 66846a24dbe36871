ALTER TABLE "jobs" ADD COLUMN "tags_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" drop column "search";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "search" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A') || setweight(to_tsvector('english'::regconfig, coalesce(company_name, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(tags_text, '')), 'B') || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'C')) STORED;--> statement-breakpoint
CREATE INDEX "jobs_search_idx" ON "jobs" USING gin ("search");
