CREATE TABLE "callout_response_numbers" (
	"response_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"key" text NOT NULL,
	"value" numeric NOT NULL,
	CONSTRAINT "callout_response_numbers_response_id_slide_id_key_pk" PRIMARY KEY("response_id","slide_id","key")
);
--> statement-breakpoint
ALTER TABLE "callout_response_numbers" ADD CONSTRAINT "callout_response_numbers_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callout_response_numbers_value" ON "callout_response_numbers" USING btree ("slide_id","key","value","response_id");--> statement-breakpoint
-- Every number of a response's answers, by slide and question (issue #28): comparisons and
-- emptiness of a number question read this index, not every response's JSON.
CREATE FUNCTION "callout_response_numbers_of"("answers" jsonb)
  RETURNS TABLE ("slide_id" text, "key" text, "value" numeric)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT "slide"."key", "question"."key", "question"."value"::numeric
    FROM jsonb_each(CASE WHEN jsonb_typeof("answers") = 'object' THEN "answers" ELSE '{}'::jsonb END) AS "slide",
      jsonb_each(CASE WHEN jsonb_typeof("slide"."value") = 'object' THEN "slide"."value" ELSE '{}'::jsonb END) AS "question"
    WHERE jsonb_typeof("question"."value") = 'number'
  $$;--> statement-breakpoint
-- Once per statement: an import or a bulk insert writes its numbers in one insert.
CREATE FUNCTION "callout_response_numbers_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "callout_response_numbers" ("response_id", "slide_id", "key", "value")
    SELECT "inserted"."id", "numbers"."slide_id", "numbers"."key", "numbers"."value"
    FROM "inserted", "callout_response_numbers_of"("inserted"."answers") AS "numbers";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_numbers_inserted" AFTER INSERT ON "callout_responses"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_response_numbers_inserted"();--> statement-breakpoint
-- Only when the answers change (a staff edit): triage updates leave this table alone.
CREATE FUNCTION "callout_response_numbers_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "callout_response_numbers" WHERE "response_id" = NEW."id";
  INSERT INTO "callout_response_numbers" ("response_id", "slide_id", "key", "value")
    SELECT NEW."id", "numbers"."slide_id", "numbers"."key", "numbers"."value"
    FROM "callout_response_numbers_of"(NEW."answers") AS "numbers";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_numbers_updated" AFTER UPDATE OF "answers" ON "callout_responses"
  FOR EACH ROW WHEN (OLD."answers" IS DISTINCT FROM NEW."answers")
  EXECUTE FUNCTION "callout_response_numbers_updated"();--> statement-breakpoint
INSERT INTO "callout_response_numbers" ("response_id", "slide_id", "key", "value")
  SELECT "callout_responses"."id", "numbers"."slide_id", "numbers"."key", "numbers"."value"
  FROM "callout_responses", "callout_response_numbers_of"("callout_responses"."answers") AS "numbers";
