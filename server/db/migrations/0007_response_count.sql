ALTER TABLE "callout_responses" ALTER COLUMN "number" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "response_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "callouts" SET "response_count" = (SELECT count(*) FROM "callout_responses" WHERE "callout_responses"."callout_id" = "callouts"."id");--> statement-breakpoint
-- Numbers and counts in the insert itself: one statement stores an answer, atomically, and
-- concurrent answers to one callout take turns on its row.
CREATE FUNCTION "callout_response_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."number" = 0 THEN
    UPDATE "callouts"
      SET "last_response_number" = "last_response_number" + 1, "response_count" = "response_count" + 1
      WHERE "id" = NEW."callout_id"
      RETURNING "last_response_number" INTO NEW."number";
  ELSE
    UPDATE "callouts" SET "response_count" = "response_count" + 1 WHERE "id" = NEW."callout_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "callout_response_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "callouts" SET "response_count" = "response_count" - 1 WHERE "id" = OLD."callout_id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_inserted" BEFORE INSERT ON "callout_responses"
  FOR EACH ROW EXECUTE FUNCTION "callout_response_inserted"();--> statement-breakpoint
CREATE TRIGGER "callout_responses_deleted" AFTER DELETE ON "callout_responses"
  FOR EACH ROW EXECUTE FUNCTION "callout_response_deleted"();
