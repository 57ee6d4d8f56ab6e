-- Hand-written: a contribution's line of the activity names the staff member who changed it.
-- The services say who acts with set_config('agora.actor_id', <contact id>, true) in the
-- transaction of the change (empty or unset: the member, a provider event or the system).
CREATE OR REPLACE FUNCTION "contribution_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."type" IS NOT DISTINCT FROM OLD."type"
    AND NEW."amount" IS NOT DISTINCT FROM OLD."amount"
    AND NEW."period" IS NOT DISTINCT FROM OLD."period"
    AND NEW."cancelled_at" IS NOT DISTINCT FROM OLD."cancelled_at" THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'INSERT' AND NEW."type" = 'None' AND NEW."amount" IS NULL THEN
    RETURN NULL;
  END IF;
  INSERT INTO "contact_activity" ("contact_id", "actor_id", "kind", "data") VALUES (NEW."contact_id",
    nullif(current_setting('agora.actor_id', true), '')::uuid,
    CASE WHEN NEW."cancelled_at" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."cancelled_at" IS NULL)
      THEN 'contribution-cancelled' ELSE 'contribution-changed' END,
    jsonb_build_object('type', NEW."type", 'amount', NEW."amount", 'period', NEW."period",
      'previousType', CASE WHEN TG_OP = 'UPDATE' THEN OLD."type" END,
      'previousAmount', CASE WHEN TG_OP = 'UPDATE' THEN OLD."amount" END,
      'previousPeriod', CASE WHEN TG_OP = 'UPDATE' THEN OLD."period" END));
  RETURN NULL;
END $$;
