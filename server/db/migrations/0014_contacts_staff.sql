CREATE TABLE "contact_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"actor_id" uuid,
	"kind" text NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tag_assignments" (
	"contact_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_tag_assignments_contact_id_tag_id_pk" PRIMARY KEY("contact_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "contact_tag_change_rows" (
	"change_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	"added" boolean NOT NULL,
	CONSTRAINT "contact_tag_change_rows_change_id_contact_id_tag_id_pk" PRIMARY KEY("change_id","contact_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "contact_tag_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"undoes" uuid,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_tags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "segments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"rule_group" jsonb NOT NULL,
	"order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contact_activity" ADD CONSTRAINT "contact_activity_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_activity" ADD CONSTRAINT "contact_activity_actor_id_contacts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_assignments" ADD CONSTRAINT "contact_tag_assignments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_assignments" ADD CONSTRAINT "contact_tag_assignments_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_change_id_contact_tag_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."contact_tag_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_changes" ADD CONSTRAINT "contact_tag_changes_actor_id_contacts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_activity_contact" ON "contact_activity" USING btree ("contact_id","created_at");--> statement-breakpoint
CREATE INDEX "contact_tag_assignments_tag" ON "contact_tag_assignments" USING btree ("tag_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_tag_change_rows_contact" ON "contact_tag_change_rows" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_name" ON "contact_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_joined" ON "contacts" USING btree ("joined","id");--> statement-breakpoint
CREATE INDEX "contacts_last_seen" ON "contacts" USING btree ("last_seen","id");--> statement-breakpoint
CREATE INDEX "contacts_firstname" ON "contacts" USING btree ("firstname","id");--> statement-breakpoint
CREATE INDEX "contacts_lastname" ON "contacts" USING btree ("lastname","id");--> statement-breakpoint
-- Hand-written: each change of a contribution (type, amount, period, cancelled) becomes a line
-- of the contact's activity, whichever code made it (staff, the member, a provider event).
CREATE FUNCTION "contribution_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  INSERT INTO "contact_activity" ("contact_id", "kind", "data") VALUES (NEW."contact_id",
    CASE WHEN NEW."cancelled_at" IS NOT NULL AND (TG_OP = 'INSERT' OR OLD."cancelled_at" IS NULL)
      THEN 'contribution-cancelled' ELSE 'contribution-changed' END,
    jsonb_build_object('type', NEW."type", 'amount', NEW."amount", 'period', NEW."period",
      'previousType', CASE WHEN TG_OP = 'UPDATE' THEN OLD."type" END,
      'previousAmount', CASE WHEN TG_OP = 'UPDATE' THEN OLD."amount" END,
      'previousPeriod', CASE WHEN TG_OP = 'UPDATE' THEN OLD."period" END));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "contributions_changed" AFTER INSERT OR UPDATE ON "contributions"
  FOR EACH ROW EXECUTE FUNCTION "contribution_changed"();
