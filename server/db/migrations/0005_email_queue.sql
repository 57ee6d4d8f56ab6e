CREATE TABLE "email_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"template" text NOT NULL,
	"recipient" jsonb,
	"fields" jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"locked_until" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "response_emails" text DEFAULT 'digest' NOT NULL;--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "last_digest_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "email_queue_due" ON "email_queue" USING btree ("next_attempt_at") WHERE "email_queue"."sent_at" is null and "email_queue"."failed_at" is null;--> statement-breakpoint
ALTER TABLE "callouts" ADD CONSTRAINT "callouts_response_emails" CHECK ("callouts"."response_emails" in ('none', 'each', 'digest'));