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
ALTER TABLE "contact_tag_assignments" ADD CONSTRAINT "contact_tag_assignments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_assignments" ADD CONSTRAINT "contact_tag_assignments_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_change_id_contact_tag_changes_id_fk" FOREIGN KEY ("change_id") REFERENCES "public"."contact_tag_changes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_change_rows" ADD CONSTRAINT "contact_tag_change_rows_tag_id_contact_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."contact_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_tag_changes" ADD CONSTRAINT "contact_tag_changes_actor_id_contacts_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_tag_assignments_tag" ON "contact_tag_assignments" USING btree ("tag_id","contact_id");--> statement-breakpoint
CREATE INDEX "contact_tag_change_rows_contact" ON "contact_tag_change_rows" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contact_tags_name" ON "contact_tags" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "contacts_joined" ON "contacts" USING btree ("joined","id");--> statement-breakpoint
CREATE INDEX "contacts_last_seen" ON "contacts" USING btree ("last_seen","id");--> statement-breakpoint
CREATE INDEX "contacts_firstname" ON "contacts" USING btree ("firstname","id");--> statement-breakpoint
CREATE INDEX "contacts_lastname" ON "contacts" USING btree ("lastname","id");