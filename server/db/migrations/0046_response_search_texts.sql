CREATE TABLE "callout_response_search_texts" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"callout_id" uuid NOT NULL,
	"value" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callout_response_search_texts" ADD CONSTRAINT "callout_response_search_texts_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: each response's full-text search text (`answers_text`, migration 0011) again,
-- with its callout's id, in a narrow row, so that the total of a search too short for a
-- trigram reads far fewer pages than the responses' own (issue #28). Kept as
-- callout_response_texts is (migration 0045): one insert per statement, the row rewritten
-- when a response's answers or callout change, deleted with its response.
-- Without JIT, as every statement-level trigger (migration 0041).
CREATE FUNCTION "callout_response_search_texts_inserted"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  INSERT INTO "callout_response_search_texts" ("response_id", "callout_id", "value")
    SELECT "inserted"."id", "inserted"."callout_id", "inserted"."answers_text" FROM "inserted";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_search_texts_inserted" AFTER INSERT ON "callout_responses"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_response_search_texts_inserted"();--> statement-breakpoint
CREATE FUNCTION "callout_response_search_texts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "callout_response_search_texts"
    SET "callout_id" = NEW."callout_id", "value" = NEW."answers_text"
    WHERE "response_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
-- Only when the answers or the callout change: triage updates leave this table alone.
CREATE TRIGGER "callout_responses_search_texts_updated" AFTER UPDATE OF "answers", "callout_id" ON "callout_responses"
  FOR EACH ROW WHEN (OLD."answers" IS DISTINCT FROM NEW."answers" OR OLD."callout_id" IS DISTINCT FROM NEW."callout_id")
  EXECUTE FUNCTION "callout_response_search_texts_updated"();--> statement-breakpoint
INSERT INTO "callout_response_search_texts" ("response_id", "callout_id", "value")
  SELECT "id", "callout_id", "answers_text" FROM "callout_responses";--> statement-breakpoint
-- After the texts of an existing database are in: one build rather than an entry at a time.
CREATE INDEX "callout_response_search_texts_callout" ON "callout_response_search_texts" USING btree ("callout_id");
