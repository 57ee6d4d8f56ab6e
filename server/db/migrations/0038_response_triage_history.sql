-- A bulk triage change of thousands of responses wrote one history row per response, with a
-- random key and three index entries each (issue #28). A triage change's history is now one
-- row: the responses it altered, sorted, and each one's state before and after at the same
-- position, found by a response's history through a GIN index on the responses. Answers
-- edits and comments keep their rows, in "callout_response_events"; "callout_response_history"
-- becomes a view of both, one row per response and event, as its readers knew it.
ALTER TABLE "callout_response_history" RENAME TO "callout_response_events";--> statement-breakpoint
ALTER TABLE "callout_response_events" RENAME CONSTRAINT "callout_response_history_pkey" TO "callout_response_events_pkey";--> statement-breakpoint
ALTER TABLE "callout_response_events" RENAME CONSTRAINT "callout_response_history_kind" TO "callout_response_events_kind";--> statement-breakpoint
ALTER TABLE "callout_response_events" RENAME CONSTRAINT "callout_response_history_contact_id_contacts_id_fk" TO "callout_response_events_contact_id_contacts_id_fk";--> statement-breakpoint
ALTER INDEX "callout_response_history_response" RENAME TO "callout_response_events_response";--> statement-breakpoint
ALTER INDEX "callout_response_history_change" RENAME TO "callout_response_events_change";--> statement-breakpoint
CREATE TABLE "callout_response_triage_history" (
	"change_id" uuid PRIMARY KEY NOT NULL,
	"response_ids" uuid[] NOT NULL,
	"before" jsonb[] NOT NULL,
	"after" jsonb[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callout_response_triage_history" ADD CONSTRAINT "callout_response_triage_history_change_id_callout_response_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."callout_response_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each change's triage rows, converted (a change's rows were written by one statement, so
-- they share one time; the author is the change's, as triage rows named it).
INSERT INTO "callout_response_triage_history" ("change_id", "response_ids", "before", "after", "created_at")
SELECT "history"."change_id",
  array_agg("history"."response_id" ORDER BY "history"."response_id"),
  array_agg("history"."before" ORDER BY "history"."response_id"),
  array_agg("history"."after" ORDER BY "history"."response_id"),
  min("history"."created_at")
FROM "callout_response_events" AS "history"
  JOIN "callout_response_changes" ON "callout_response_changes"."id" = "history"."change_id"
WHERE "history"."kind" = 'triage'
GROUP BY "history"."change_id";--> statement-breakpoint
DELETE FROM "callout_response_events"
WHERE "kind" = 'triage'
  AND "change_id" IN (SELECT "change_id" FROM "callout_response_triage_history");--> statement-breakpoint
CREATE INDEX "callout_response_triage_history_responses" ON "callout_response_triage_history" USING gin ("response_ids");--> statement-breakpoint
-- One row per response and event, as the table was; "response_ids" lets a read of one
-- response's history reach the triage changes through their GIN index ("@>").
CREATE VIEW "callout_response_history" AS
SELECT "id", "response_id", "change_id", "contact_id", "kind", "before", "after", "created_at",
  ARRAY["response_id"] AS "response_ids"
FROM "callout_response_events"
UNION ALL
SELECT md5("triage"."change_id"::text || "recorded"."response_id"::text)::uuid, "recorded"."response_id",
  "triage"."change_id", NULL::uuid, 'triage'::text, "recorded"."before", "recorded"."after",
  "triage"."created_at", "triage"."response_ids"
FROM "callout_response_triage_history" AS "triage"
  CROSS JOIN LATERAL unnest("triage"."response_ids", "triage"."before", "triage"."after")
    AS "recorded"("response_id", "before", "after");--> statement-breakpoint
-- A deleted response's history goes with it: its events, and its place in each triage
-- change (a change left with none loses its row).
CREATE OR REPLACE FUNCTION "callout_response_history_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "callout_response_events" USING "deleted"
    WHERE "callout_response_events"."response_id" = "deleted"."id";
  UPDATE "callout_response_triage_history" AS "triage"
    SET ("response_ids", "before", "after") = (
      SELECT coalesce(array_agg("kept"."id" ORDER BY "kept"."at"), '{}'),
        coalesce(array_agg("kept"."before" ORDER BY "kept"."at"), '{}'),
        coalesce(array_agg("kept"."after" ORDER BY "kept"."at"), '{}')
      FROM unnest("triage"."response_ids", "triage"."before", "triage"."after")
        WITH ORDINALITY AS "kept"("id", "before", "after", "at")
      WHERE "kept"."id" NOT IN (SELECT "id" FROM "deleted"))
    WHERE "triage"."response_ids" && (SELECT array_agg("id") FROM "deleted");
  DELETE FROM "callout_response_triage_history" WHERE "response_ids" = '{}';
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A row's states stay editable through the view, as they were in the table (a data migration
-- such as 0025's rewrites them): an event's in its row, a triage row's at its response's
-- place in its change's arrays.
CREATE FUNCTION "callout_response_history_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "callout_response_events" SET "before" = NEW."before", "after" = NEW."after"
    WHERE "id" = OLD."id";
  IF NOT FOUND THEN
    UPDATE "callout_response_triage_history"
      SET "before"[array_position("response_ids", OLD."response_id")] = NEW."before",
        "after"[array_position("response_ids", OLD."response_id")] = NEW."after"
      WHERE "change_id" = OLD."change_id";
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_response_history_updated" INSTEAD OF UPDATE ON "callout_response_history"
  FOR EACH ROW EXECUTE FUNCTION "callout_response_history_updated"();
