CREATE TABLE "alert_matches" (
	"saved_search_id" integer NOT NULL,
	"job_id" integer NOT NULL,
	"user_id" integer,
	"matched_at" timestamp with time zone DEFAULT now() NOT NULL,
	"emailed_at" timestamp with time zone,
	"by_email" boolean NOT NULL,
	CONSTRAINT "alert_matches_saved_search_id_job_id_pk" PRIMARY KEY("saved_search_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "saved_searches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"frequency" text NOT NULL,
	"channels" text[] NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sent_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keyword" text,
	"lat" double precision,
	"lon" double precision,
	"min_meters" double precision,
	"max_meters" double precision,
	"state_fips" text,
	"job_type_ids" integer[],
	"category" text,
	"experiences" text[],
	"salary_floor" integer,
	"salary_ceiling" integer,
	"tag" text,
	"company_id" integer,
	"time_zone" text DEFAULT 'America/Chicago' NOT NULL,
	CONSTRAINT "saved_searches_confirm_token_key" UNIQUE("confirm_token_hash"),
	CONSTRAINT "saved_searches_owner" CHECK (("saved_searches"."user_id" is null) <> ("saved_searches"."email" is null))
);
--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD COLUMN "saved_search_id" integer;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alert_matches" ADD CONSTRAINT "alert_matches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alert_matches_unemailed_idx" ON "alert_matches" USING btree ("saved_search_id") WHERE "alert_matches"."by_email" and "alert_matches"."emailed_at" is null;--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "saved_searches_guest_idx" ON "saved_searches" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "saved_searches_active_idx" ON "saved_searches" USING btree ("id") WHERE not "saved_searches"."paused";--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_saved_search_id_saved_searches_id_fk" FOREIGN KEY ("saved_search_id") REFERENCES "public"."saved_searches"("id") ON DELETE cascade ON UPDATE no action;