-- Each response's triage on a narrow row of its own (issue #28): a bulk change rewrites these
-- rows and their four indexes, not the answers' wide row with its two GIN indexes.
CREATE TABLE "callout_response_triage" (
	"response_id" uuid PRIMARY KEY NOT NULL,
	"callout_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"bucket" text DEFAULT '' NOT NULL,
	"assignee_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_response_triage_number" UNIQUE("callout_id","number")
);
--> statement-breakpoint
INSERT INTO "callout_response_triage" ("response_id", "callout_id", "number", "bucket", "assignee_id", "updated_at")
  SELECT "id", "callout_id", "number", "bucket", "assignee_id", "updated_at" FROM "callout_responses";--> statement-breakpoint
ALTER TABLE "callout_response_triage" ADD CONSTRAINT "callout_response_triage_response_id_callout_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."callout_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_response_triage" ADD CONSTRAINT "callout_response_triage_assignee_id_contacts_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callout_response_triage_bucket" ON "callout_response_triage" USING btree ("callout_id","bucket","number");--> statement-breakpoint
CREATE INDEX "callout_response_triage_assignee" ON "callout_response_triage" USING btree ("callout_id","assignee_id","number");--> statement-breakpoint
CREATE INDEX "callout_response_triage_updated" ON "callout_response_triage" USING btree ("callout_id","updated_at","response_id");--> statement-breakpoint
-- Every new response gets its row, once per statement (an import or a bulk insert writes them
-- in one insert); the number is the one the row trigger of migration 0007 gave it.
CREATE FUNCTION "callout_response_triage_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "callout_response_triage" ("response_id", "callout_id", "number")
    SELECT "inserted"."id", "inserted"."callout_id", "inserted"."number" FROM "inserted";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "callout_responses_triage_inserted" AFTER INSERT ON "callout_responses"
  REFERENCING NEW TABLE AS "inserted"
  FOR EACH STATEMENT EXECUTE FUNCTION "callout_response_triage_inserted"();--> statement-breakpoint
ALTER TABLE "callout_responses" DROP CONSTRAINT "callout_responses_assignee_id_contacts_id_fk";--> statement-breakpoint
DROP INDEX "callout_responses_bucket_number";--> statement-breakpoint
DROP INDEX "callout_responses_assignee";--> statement-breakpoint
DROP INDEX "callout_responses_updated";--> statement-breakpoint
ALTER TABLE "callout_responses" DROP COLUMN "bucket";--> statement-breakpoint
ALTER TABLE "callout_responses" DROP COLUMN "assignee_id";--> statement-breakpoint
ALTER TABLE "callout_responses" DROP COLUMN "updated_at";
