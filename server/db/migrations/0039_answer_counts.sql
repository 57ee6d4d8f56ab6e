CREATE TABLE "callout_answer_counts" (
	"callout_id" uuid NOT NULL,
	"slide_id" text NOT NULL,
	"key" text NOT NULL,
	"kind" text NOT NULL,
	"value" jsonb NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "callout_answer_counts_callout_id_slide_id_key_kind_value_pk" PRIMARY KEY("callout_id","slide_id","key","kind","value")
);
--> statement-breakpoint
-- What each answer of a response counts towards (issue #28): one row per question answered,
-- per number, per ticked select boxes, per value (a number, a yes/no, a text of at most 200
-- bytes such as a choice: longer ones are no choice and would not fit an index row) and per
-- ticked box. Each test is the one the answer filters compile (services/rules/columns.ts), so
-- a count is exactly the number of responses the filter matches.
CREATE FUNCTION "callout_answer_counts_of"("answers" jsonb)
  RETURNS TABLE ("slide_id" text, "key" text, "kind" text, "value" jsonb)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
    SELECT "slide"."key", "question"."key", "counted"."kind", "counted"."value"
    FROM jsonb_each(CASE WHEN jsonb_typeof("answers") = 'object' THEN "answers" ELSE '{}'::jsonb END) AS "slide",
      jsonb_each(CASE WHEN jsonb_typeof("slide"."value") = 'object' THEN "slide"."value" ELSE '{}'::jsonb END) AS "question",
      LATERAL (
        SELECT 'answered', 'null'::jsonb
          WHERE CASE jsonb_typeof("question"."value")
            WHEN 'string' THEN ("question"."value" #>> '{}') <> ''
            WHEN 'array' THEN jsonb_array_length("question"."value") > 0
            WHEN 'object' THEN "question"."value" <> '{}'::jsonb
            WHEN 'number' THEN true
            WHEN 'boolean' THEN true
            ELSE false END
        UNION ALL
        SELECT 'ticked', 'null'::jsonb
          WHERE jsonb_path_exists("question"."value", '$.* ? (@ == true)')
        UNION ALL
        SELECT 'number', 'null'::jsonb WHERE jsonb_typeof("question"."value") = 'number'
        UNION ALL
        SELECT 'value', "question"."value"
          WHERE jsonb_typeof("question"."value") IN ('number', 'boolean')
            OR (jsonb_typeof("question"."value") = 'string' AND octet_length("question"."value" #>> '{}') <= 200)
        UNION ALL
        SELECT 'box', to_jsonb("box"."key")
          FROM jsonb_each(CASE WHEN jsonb_typeof("question"."value") = 'object' THEN "question"."value" ELSE '{}'::jsonb END) AS "box"
          WHERE "box"."value" = 'true'::jsonb AND octet_length("box"."key") <= 200
      ) AS "counted"("kind", "value")
  $$;--> statement-breakpoint
-- Once per statement, adding in key order: an import is one pass, and concurrent writers take
-- the rows they share in one order (answers to one callout already take turns on its row).
CREATE FUNCTION "callout_answer_counts_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "callout_answer_counts" ("callout_id", "slide_id", "key", "kind", "value", "count")
    SELECT "inserted"."callout_id", "counted"."slide_id", "counted"."key", "counted"."kind", "counted"."value", count(*)
    FROM "inserted", "callout_answer_counts_of"("inserted"."answers") AS "counted"
    GROUP BY 1, 2, 3, 4, 5
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("callout_id", "slide_id", "key", "kind", "value")
    DO UPDATE SET "count" = "callout_answer_counts"."count" + "excluded"."count";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_answer_counts_inserted" AFTER INSERT ON "callout_responses"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_answer_counts_inserted"();--> statement-breakpoint
-- A staff edit of the answers: what changed, added and taken away in one upsert in key order,
-- and the counts down to 0 removed. Other updates (no answers changed) find nothing to do.
CREATE FUNCTION "callout_answer_counts_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "callout_answer_counts" ("callout_id", "slide_id", "key", "kind", "value", "count")
    SELECT "changes"."callout_id", "changes"."slide_id", "changes"."key", "changes"."kind", "changes"."value", sum("changes"."change")
    FROM (
      SELECT "after"."callout_id", "counted".*, 1 AS "change"
        FROM "before" JOIN "after" USING ("id"), "callout_answer_counts_of"("after"."answers") AS "counted"
        WHERE "before"."answers" IS DISTINCT FROM "after"."answers" OR "before"."callout_id" <> "after"."callout_id"
      UNION ALL
      SELECT "before"."callout_id", "counted".*, -1
        FROM "before" JOIN "after" USING ("id"), "callout_answer_counts_of"("before"."answers") AS "counted"
        WHERE "before"."answers" IS DISTINCT FROM "after"."answers" OR "before"."callout_id" <> "after"."callout_id"
    ) AS "changes"
    GROUP BY 1, 2, 3, 4, 5
    HAVING sum("changes"."change") <> 0
    ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT ("callout_id", "slide_id", "key", "kind", "value")
    DO UPDATE SET "count" = "callout_answer_counts"."count" + "excluded"."count";
  -- Counts the edit brought to nothing go (their rows are locked by the upsert above).
  DELETE FROM "callout_answer_counts" AS "kept"
    USING (
      SELECT DISTINCT "before"."callout_id", "counted"."slide_id", "counted"."key", "counted"."kind", "counted"."value"
      FROM "before" JOIN "after" USING ("id"), "callout_answer_counts_of"("before"."answers") AS "counted"
      WHERE "before"."answers" IS DISTINCT FROM "after"."answers" OR "before"."callout_id" <> "after"."callout_id"
    ) AS "gone"
    WHERE ("kept"."callout_id", "kept"."slide_id", "kept"."key", "kept"."kind", "kept"."value")
      = ("gone"."callout_id", "gone"."slide_id", "gone"."key", "gone"."kind", "gone"."value")
      AND "kept"."count" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_answer_counts_updated" AFTER UPDATE ON "callout_responses"
  REFERENCING OLD TABLE AS "before" NEW TABLE AS "after"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_answer_counts_updated"();--> statement-breakpoint
-- Deletes only take away, locking the rows in key order first; nothing is inserted for a
-- callout that may be going (its responses' delete cascades from it).
CREATE FUNCTION "callout_answer_counts_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH "gone" AS (
    SELECT "deleted"."callout_id", "counted"."slide_id", "counted"."key", "counted"."kind", "counted"."value", count(*) AS "count"
    FROM "deleted", "callout_answer_counts_of"("deleted"."answers") AS "counted"
    GROUP BY 1, 2, 3, 4, 5
  ), "locked" AS (
    SELECT "kept"."callout_id", "kept"."slide_id", "kept"."key", "kept"."kind", "kept"."value", "gone"."count"
    FROM "callout_answer_counts" AS "kept"
      JOIN "gone" USING ("callout_id", "slide_id", "key", "kind", "value")
    ORDER BY 1, 2, 3, 4, 5
    FOR UPDATE OF "kept"
  )
  UPDATE "callout_answer_counts" AS "kept" SET "count" = "kept"."count" - "locked"."count"
    FROM "locked"
    WHERE ("kept"."callout_id", "kept"."slide_id", "kept"."key", "kept"."kind", "kept"."value")
      = ("locked"."callout_id", "locked"."slide_id", "locked"."key", "locked"."kind", "locked"."value");
  -- Counts down to nothing go, so a deleted callout leaves none behind (rows already locked).
  DELETE FROM "callout_answer_counts" AS "kept"
    USING (
      SELECT DISTINCT "deleted"."callout_id", "counted"."slide_id", "counted"."key", "counted"."kind", "counted"."value"
      FROM "deleted", "callout_answer_counts_of"("deleted"."answers") AS "counted"
    ) AS "gone"
    WHERE ("kept"."callout_id", "kept"."slide_id", "kept"."key", "kept"."kind", "kept"."value")
      = ("gone"."callout_id", "gone"."slide_id", "gone"."key", "gone"."kind", "gone"."value")
      AND "kept"."count" = 0;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_answer_counts_deleted" AFTER DELETE ON "callout_responses"
  REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_answer_counts_deleted"();--> statement-breakpoint
INSERT INTO "callout_answer_counts" ("callout_id", "slide_id", "key", "kind", "value", "count")
  SELECT "callout_responses"."callout_id", "counted"."slide_id", "counted"."key", "counted"."kind", "counted"."value", count(*)
  FROM "callout_responses", "callout_answer_counts_of"("callout_responses"."answers") AS "counted"
  GROUP BY 1, 2, 3, 4, 5;
