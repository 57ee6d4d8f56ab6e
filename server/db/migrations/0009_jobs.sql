CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"covered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"unique_key" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"locked_by" uuid,
	"locked_until" timestamp with time zone,
	"progress_done" integer,
	"progress_total" integer,
	"result" jsonb,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "jobs_state" CHECK ("jobs"."state" in ('pending', 'done', 'failed'))
);
--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("run_at") WHERE "jobs"."state" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_unique_key" ON "jobs" USING btree ("type","unique_key");--> statement-breakpoint
CREATE INDEX "jobs_finished" ON "jobs" USING btree ("finished_at") WHERE "jobs"."state" <> 'pending';--> statement-breakpoint
-- Hand-written: the emails of email_queue become jobs of type "email" (services/email/job.ts),
-- keeping their tries, due time and outcome; a lease held at this moment is dropped, so an
-- email being sent now may be sent again (none is lost).
INSERT INTO "jobs" ("id", "type", "payload", "state", "run_at", "attempts", "last_error", "created_at", "finished_at")
SELECT
	"id",
	'email',
	jsonb_build_object('template', "template", 'recipient', "recipient", 'fields', "fields"),
	CASE WHEN "sent_at" IS NOT NULL THEN 'done' WHEN "failed_at" IS NOT NULL THEN 'failed' ELSE 'pending' END,
	"next_attempt_at",
	"attempts",
	"last_error",
	"created_at",
	coalesce("sent_at", "failed_at")
FROM "email_queue";--> statement-breakpoint
DROP TABLE "email_queue" CASCADE;
