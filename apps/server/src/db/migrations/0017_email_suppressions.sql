CREATE TABLE "email_suppressions" (
	"email" text NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_suppressions_email_type_pk" PRIMARY KEY("email","type")
);
--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "unsubscribe_tokens" ADD CONSTRAINT "unsubscribe_tokens_target" CHECK (("unsubscribe_tokens"."user_id" is null) <> ("unsubscribe_tokens"."email" is null));