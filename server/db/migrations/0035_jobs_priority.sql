DROP INDEX "jobs_due";--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "priority" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Hand-written: queued jobs take their type's lane (services/jobs/define `PRIORITIES`), a
-- recurring task's run first and webhook deliveries last. Finished jobs are never claimed
-- again, so theirs stays at the default rather than rewriting every kept row.
UPDATE "jobs" SET "priority" = CASE WHEN "type" LIKE 'schedule:%' THEN 0 ELSE 2 END
WHERE "state" = 'pending' AND ("type" LIKE 'schedule:%' OR "type" IN ('outbound-webhook', 'outbound-webhook-batch'));--> statement-breakpoint
CREATE INDEX "jobs_due" ON "jobs" USING btree ("priority","run_at") WHERE "jobs"."state" = 'pending';
