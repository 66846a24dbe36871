CREATE TABLE "work_order_keys" (
	"work_order_id" integer NOT NULL,
	"client_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "work_order_keys_work_order_id_client_key_pk" PRIMARY KEY("work_order_id","client_key")
);
--> statement-breakpoint
DROP INDEX "work_orders_application_key";--> statement-breakpoint
ALTER TABLE "work_order_keys" ADD CONSTRAINT "work_order_keys_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_orders_application_key" ON "work_orders" USING btree ("application_id") WHERE status <> 'canceled';--> statement-breakpoint
INSERT INTO "work_order_keys" ("work_order_id", "client_key")
SELECT "work_order_id", "client_key" FROM "work_order_events" WHERE "client_key" IS NOT NULL
UNION
SELECT "work_order_id", "client_key" FROM "work_order_items" WHERE "client_key" IS NOT NULL;
