-- A bulk triage change writes thousands of history rows in one statement (issue #28): their
-- foreign keys on the response and the change were checked once per row, each check locking
-- the response's wide row. Triage writes them only for responses it holds locked, under the
-- change it inserted in the same transaction; a change is deleted only while no row names it.
ALTER TABLE "callout_response_history" DROP CONSTRAINT "callout_response_history_response_id_callout_responses_id_fk";
--> statement-breakpoint
ALTER TABLE "callout_response_history" DROP CONSTRAINT "callout_response_history_change_id_callout_response_changes_id_fk";
--> statement-breakpoint
-- A bucket tab's total names the response id in its join to the responses (which the planner
-- then leaves out): with it in the bucket index, the total is an index-only scan, not a scan
-- of every triage row.
DROP INDEX "callout_response_triage_bucket";--> statement-breakpoint
CREATE INDEX "callout_response_triage_bucket" ON "callout_response_triage" USING btree ("callout_id","bucket","number","response_id");--> statement-breakpoint
-- What the response key's cascade did: a response's history goes with it, once per statement.
CREATE FUNCTION "callout_response_history_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "callout_response_history" USING "deleted"
    WHERE "callout_response_history"."response_id" = "deleted"."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_history_deleted" AFTER DELETE ON "callout_responses"
  REFERENCING OLD TABLE AS "deleted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_response_history_deleted"();
