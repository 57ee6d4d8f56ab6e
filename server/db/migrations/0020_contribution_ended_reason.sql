ALTER TABLE "contributions" ADD COLUMN "ended_reason" text;--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_ended_reason" CHECK ("contributions"."ended_reason" in ('cancelled', 'payment-failed', 'staff'));--> statement-breakpoint
-- Hand-written: a contribution the provider gave up on after failed payments ends with its own
-- line in the activity ('contribution-ended-failed'), never 'contribution-cancelled'.
CREATE OR REPLACE FUNCTION "contribution_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."type" IS NOT DISTINCT FROM OLD."type"
    AND NEW."amount" IS NOT DISTINCT FROM OLD."amount"
    AND NEW."period" IS NOT DISTINCT FROM OLD."period"
    AND NEW."cancelled_at" IS NOT DISTINCT FROM OLD."cancelled_at"
    AND NEW."ended_reason" IS NOT DISTINCT FROM OLD."ended_reason" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW."type" = 'None' AND NEW."amount" IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "contact_activity" ("contact_id", "actor_id", "kind", "data") VALUES (NEW."contact_id",
    nullif(current_setting('agora.actor_id', true), '')::uuid,
    CASE
      WHEN NEW."ended_reason" = 'payment-failed'
        AND (TG_OP = 'INSERT' OR OLD."ended_reason" IS DISTINCT FROM 'payment-failed')
        THEN 'contribution-ended-failed'
      WHEN NEW."cancelled_at" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."cancelled_at" IS NULL)
        THEN 'contribution-cancelled'
      ELSE 'contribution-changed' END,
    jsonb_build_object('type', NEW."type", 'amount', NEW."amount", 'period', NEW."period",
      'previousType', CASE WHEN TG_OP = 'UPDATE' THEN OLD."type" END,
      'previousAmount', CASE WHEN TG_OP = 'UPDATE' THEN OLD."amount" END,
      'previousPeriod', CASE WHEN TG_OP = 'UPDATE' THEN OLD."period" END));
  RETURN NULL;
END $$;
