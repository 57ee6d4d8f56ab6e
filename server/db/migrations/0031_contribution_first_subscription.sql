ALTER TABLE "contributions" ADD COLUMN "first_subscription_id" text;--> statement-breakpoint
-- Hand-written: every writer of a contribution (a join, a restart, a change, a new method, an
-- import) keeps the first subscription it had; a contribution from before keeps its current one.
CREATE OR REPLACE FUNCTION "contribution_first_subscription"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    NEW."first_subscription_id" := coalesce(OLD."first_subscription_id", OLD."subscription_id",
      NEW."first_subscription_id", NEW."subscription_id");
  ELSE
    NEW."first_subscription_id" := coalesce(NEW."first_subscription_id", NEW."subscription_id");
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "contributions_first_subscription" BEFORE INSERT OR UPDATE ON "contributions"
  FOR EACH ROW EXECUTE FUNCTION "contribution_first_subscription"();--> statement-breakpoint
UPDATE "contributions" SET "first_subscription_id" = "subscription_id";
