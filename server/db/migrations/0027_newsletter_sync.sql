CREATE TABLE "newsletter_members" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"synced_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_sync" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"groups" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"groups_read_at" timestamp with time zone,
	"last_sync_at" timestamp with time zone,
	"last_error" text,
	"last_error_at" timestamp with time zone,
	"last_reconcile_at" timestamp with time zone,
	"last_reconcile" jsonb,
	CONSTRAINT "newsletter_sync_one_row" CHECK ("newsletter_sync"."id")
);
--> statement-breakpoint
ALTER TABLE "newsletter_members" ADD CONSTRAINT "newsletter_members_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;