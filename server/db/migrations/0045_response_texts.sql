CREATE TABLE "callout_response_texts" (
	"response_id" uuid NOT NULL,
	"callout_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"key" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "callout_response_texts_response_id_slide_id_key_pk" PRIMARY KEY("response_id","slide_id","key")
);
--> statement-breakpoint
ALTER TABLE "callout_response_texts" ADD CONSTRAINT "callout_response_texts_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: the text of every answer that is a non-empty string or a number, lower-cased,
-- by slide and question, as a text question's rules read it (services/rules, answerText), with
-- the callout's id, so that a question's case-insensitive text rule counts its matches here
-- (issue #28). Kept as
-- callout_response_numbers is (migration 0034): one insert per statement, and again for a
-- response whose answers (or callout) change; its response's deletion cascades.
CREATE FUNCTION "callout_response_texts_of"("answers" jsonb)
  RETURNS TABLE ("slide_id" text, "key" text, "value" text)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
    SELECT "slide"."key", "question"."key", lower("question"."value" #>> '{}')
    FROM jsonb_each(CASE WHEN jsonb_typeof("answers") = 'object' THEN "answers" ELSE '{}'::jsonb END) AS "slide",
      jsonb_each(CASE WHEN jsonb_typeof("slide"."value") = 'object' THEN "slide"."value" ELSE '{}'::jsonb END) AS "question"
    WHERE jsonb_typeof("question"."value") IN ('string', 'number') AND "question"."value" <> '""'::jsonb
  $$;--> statement-breakpoint
-- Without JIT, as every statement-level trigger (migration 0041).
CREATE FUNCTION "callout_response_texts_inserted"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO "callout_response_texts" ("response_id", "callout_id", "slide_id", "key", "value")
    SELECT "inserted"."id", "inserted"."callout_id", "texts"."slide_id", "texts"."key", "texts"."value"
    FROM "inserted", "callout_response_texts_of"("inserted"."answers") AS "texts";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_texts_inserted" AFTER INSERT ON "callout_responses"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_response_texts_inserted"();--> statement-breakpoint
CREATE FUNCTION "callout_response_texts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "callout_response_texts" WHERE "response_id" = NEW."id";
  INSERT INTO "callout_response_texts" ("response_id", "callout_id", "slide_id", "key", "value")
    SELECT NEW."id", NEW."callout_id", "texts"."slide_id", "texts"."key", "texts"."value"
    FROM "callout_response_texts_of"(NEW."answers") AS "texts";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only when the answers or the callout change: triage updates leave this table alone.
CREATE TRIGGER "callout_responses_texts_updated" AFTER UPDATE OF "answers", "callout_id" ON "callout_responses"
  FOR EACH ROW WHEN (OLD."answers" IS DISTINCT FROM NEW."answers" OR OLD."callout_id" IS DISTINCT FROM NEW."callout_id")
  EXECUTE FUNCTION "callout_response_texts_updated"();--> statement-breakpoint
INSERT INTO "callout_response_texts" ("response_id", "callout_id", "slide_id", "key", "value")
  SELECT "callout_responses"."id", "callout_responses"."callout_id", "texts"."slide_id", "texts"."key", "texts"."value"
  FROM "callout_responses", "callout_response_texts_of"("callout_responses"."answers") AS "texts";--> statement-breakpoint
-- After the texts of an existing database are in: one build rather than an entry at a time.
CREATE INDEX "callout_response_texts_value_trgm" ON "callout_response_texts" USING gin ("value" gin_trgm_ops);
