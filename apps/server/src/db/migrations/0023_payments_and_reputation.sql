CREATE TABLE "ledger_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"transaction_id" integer NOT NULL,
	"account" text NOT NULL,
	"owner_id" integer NOT NULL,
	"amount_cents" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"company_id" integer,
	"agent_id" integer,
	"work_order_id" integer,
	"hours" real,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agent_reliability" (
	"agent_id" integer PRIMARY KEY NOT NULL,
	"completed" integer NOT NULL,
	"on_time_rate" real,
	"first_time_approval_rate" real,
	"late_cancellations" integer NOT NULL,
	"rating_avg" real,
	"rating_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_reliability" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"work_orders" integer NOT NULL,
	"approval_days_median" real,
	"cancellation_rate" real,
	"rating_avg" real,
	"rating_count" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_order_ratings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "work_order_ratings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"work_order_id" integer NOT NULL,
	"by" text NOT NULL,
	"rater_id" integer,
	"score" smallint NOT NULL,
	"tags" text[] NOT NULL,
	"comment" text NOT NULL,
	"revealed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agent_reliability" ADD CONSTRAINT "agent_reliability_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reliability" ADD CONSTRAINT "company_reliability_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_ratings" ADD CONSTRAINT "work_order_ratings_work_order_id_work_orders_id_fk" FOREIGN KEY ("work_order_id") REFERENCES "public"."work_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_order_ratings" ADD CONSTRAINT "work_order_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_account_idx" ON "ledger_entries" USING btree ("account","owner_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_key" ON "ledger_transactions" USING btree ("key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_agent_idx" ON "ledger_transactions" USING btree ("agent_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_company_idx" ON "ledger_transactions" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_transactions_work_order_idx" ON "ledger_transactions" USING btree ("work_order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_order_ratings_key" ON "work_order_ratings" USING btree ("work_order_id","by");--> statement-breakpoint
CREATE INDEX "work_order_ratings_hidden_idx" ON "work_order_ratings" USING btree ("work_order_id") WHERE revealed_at is null;--> statement-breakpoint
-- Every transaction of the books sums to zero. The check runs at commit, after all its entries are in.
CREATE FUNCTION ledger_transaction_balances() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF (SELECT coalesce(sum(amount_cents), 0) FROM ledger_entries WHERE transaction_id = NEW.transaction_id) <> 0 THEN
    RAISE EXCEPTION 'ledger transaction % does not balance', NEW.transaction_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER ledger_entries_balance AFTER INSERT ON ledger_entries
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION ledger_transaction_balances();--> statement-breakpoint
-- Entries are never changed or removed: a correction is a new transaction.
CREATE FUNCTION ledger_entries_are_final() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger entries are never changed or removed';
END $$;--> statement-breakpoint
CREATE TRIGGER ledger_entries_final BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_are_final();
