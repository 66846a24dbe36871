CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_key" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "work_order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor_id" integer,
	"note" text,
	"client_key" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"deliverable_id" text NOT NULL,
	"file" text,
	"thumb" text,
	"file_name" text,
	"content_hash" text,
	"taken_at" timestamp with time zone,
	"lat" double precision,
	"lon" double precision,
	"answer" text,
	"client_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"company_id" integer NOT NULL,
	"agent_id" integer NOT NULL,
	"status" text DEFAULT 'assigned' NOT NULL,
	"schedule_type" text NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone,
	"duration_minutes" integer,
	"pay_min" integer NOT NULL,
	"pay_max" integer NOT NULL,
	"pay_unit" text NOT NULL,
	"deliverables" jsonb NOT NULL,
	"check_in" jsonb,
	"check_out" jsonb,
	"submitted_at" timestamp with time zone,
	"approved_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"canceled_by" text,
	"cancel_reason" text,
	"late_cancel" boolean,
	"revision_reason" text,
	"reminded_at" timestamp with time zone,
	"late_alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "counter_offer" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "openings" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "filled" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "schedule" jsonb;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "duration_minutes" integer;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "deliverables" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_events" ADD CONSTRAINT "work_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_items" ADD CONSTRAINT "work_order_items_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_orders" ADD CONSTRAINT "work_orders_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "work_order_events_order_idx" ON "work_order_events" USING btree ("work_order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_events_client_key" ON "work_order_events" USING btree ("work_order_id","client_key");--> statement-breakpoint
CREATE INDEX "work_order_items_order_idx" ON "work_order_items" USING btree ("work_order_id","deliverable_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_items_client_key" ON "work_order_items" USING btree ("work_order_id","client_key");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_items_content_key" ON "work_order_items" USING btree ("work_order_id","deliverable_id","content_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_application_key" ON "work_orders" USING btree ("application_id");--> statement-breakpoint
CREATE INDEX "work_orders_agent_start_idx" ON "work_orders" USING btree ("agent_id","start_at");--> statement-breakpoint
CREATE INDEX "work_orders_company_start_idx" ON "work_orders" USING btree ("company_id","start_at");--> statement-breakpoint
CREATE INDEX "work_orders_job_idx" ON "work_orders" USING btree ("job_id");