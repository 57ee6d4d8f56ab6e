CREATE TABLE "email_template_overrides" (
	"template_id" text NOT NULL,
	"locale" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "email_template_overrides_template_id_locale_pk" PRIMARY KEY("template_id","locale")
);
--> statement-breakpoint
CREATE TABLE "notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"text" text NOT NULL,
	"button_text" text,
	"url" text,
	"starts" timestamp with time zone,
	"expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notices_button" CHECK (("notices"."button_text" is null) = ("notices"."url" is null)),
	CONSTRAINT "notices_dates_order" CHECK ("notices"."starts" is null or "notices"."expires" is null or "notices"."expires" > "notices"."starts")
);
--> statement-breakpoint
ALTER TABLE "email_template_overrides" ADD CONSTRAINT "email_template_overrides_updated_by_contacts_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notices_created_at" ON "notices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "notices_dates" ON "notices" USING btree ("starts","expires");