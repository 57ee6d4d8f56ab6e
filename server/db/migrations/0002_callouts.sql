CREATE TABLE "callout_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"callout_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"contact_id" uuid,
	"guest_name" text,
	"guest_email" text,
	"answers" jsonb NOT NULL,
	"newsletter" jsonb,
	"bucket" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callout_responses_number" UNIQUE("callout_id","number")
);
--> statement-breakpoint
CREATE TABLE "callout_variants" (
	"callout_id" uuid NOT NULL,
	"name" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"thanks_title" text DEFAULT '' NOT NULL,
	"thanks_text" text DEFAULT '' NOT NULL,
	"thanks_redirect" text,
	"share_title" text,
	"share_description" text,
	"slide_navigation" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"component_text" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "callout_variants_callout_id_name_pk" PRIMARY KEY("callout_id","name")
);
--> statement-breakpoint
CREATE TABLE "callouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"image" text DEFAULT '' NOT NULL,
	"starts" timestamp with time zone,
	"expires" timestamp with time zone,
	"allow_update" boolean DEFAULT false NOT NULL,
	"allow_multiple" boolean DEFAULT false NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	"access" text DEFAULT 'member' NOT NULL,
	"captcha" text DEFAULT 'none' NOT NULL,
	"channels" jsonb,
	"form_schema" jsonb NOT NULL,
	"newsletter_schema" jsonb,
	"response_view_schema" jsonb,
	"last_response_number" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "callouts_slug_unique" UNIQUE("slug"),
	CONSTRAINT "callouts_access" CHECK ("callouts"."access" in ('member', 'guest', 'anonymous', 'only-anonymous')),
	CONSTRAINT "callouts_captcha" CHECK ("callouts"."captcha" in ('none', 'guest', 'all'))
);
--> statement-breakpoint
CREATE TABLE "server_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "spent_captcha_tokens" (
	"hash" text PRIMARY KEY NOT NULL,
	"expires" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "callout_responses" ADD CONSTRAINT "callout_responses_callout_id_callouts_id_fk" FOREIGN KEY ("callout_id") REFERENCES "public"."callouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_responses" ADD CONSTRAINT "callout_responses_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "callout_variants" ADD CONSTRAINT "callout_variants_callout_id_callouts_id_fk" FOREIGN KEY ("callout_id") REFERENCES "public"."callouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "callout_responses_contact" ON "callout_responses" USING btree ("contact_id","callout_id");--> statement-breakpoint
CREATE INDEX "callout_responses_bucket" ON "callout_responses" USING btree ("callout_id","bucket");--> statement-breakpoint
CREATE INDEX "spent_captcha_tokens_expires" ON "spent_captcha_tokens" USING btree ("expires");