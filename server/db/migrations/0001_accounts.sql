CREATE TABLE "api_keys" (
	"id" text PRIMARY KEY NOT NULL,
	"secret_hash" text NOT NULL,
	"description" text NOT NULL,
	"expires" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"creator_id" uuid
);
--> statement-breakpoint
CREATE TABLE "contact_mfa" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"type" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contact_mfa_contact_id_unique" UNIQUE("contact_id"),
	CONSTRAINT "contact_mfa_type" CHECK ("contact_mfa"."type" in ('totp'))
);
--> statement-breakpoint
CREATE TABLE "contact_profiles" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"telephone" text DEFAULT '' NOT NULL,
	"twitter" text DEFAULT '' NOT NULL,
	"preferred_contact" text DEFAULT '' NOT NULL,
	"delivery_opt_in" boolean DEFAULT false NOT NULL,
	"delivery_address" jsonb,
	"newsletter_status" text DEFAULT 'none' NOT NULL,
	"newsletter_groups" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	CONSTRAINT "contact_profiles_newsletter_status" CHECK ("contact_profiles"."newsletter_status" in ('subscribed', 'unsubscribed', 'cleaned', 'pending', 'none'))
);
--> statement-breakpoint
CREATE TABLE "contact_roles" (
	"contact_id" uuid NOT NULL,
	"role" text NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"date_expires" timestamp with time zone,
	CONSTRAINT "contact_roles_contact_id_role_pk" PRIMARY KEY("contact_id","role"),
	CONSTRAINT "contact_roles_role" CHECK ("contact_roles"."role" in ('member', 'admin', 'superadmin'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"joined" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen" timestamp with time zone,
	"password_hash" text,
	"password_tries" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "contacts_email_unique" UNIQUE("email"),
	CONSTRAINT "contacts_email_normalised" CHECK ("contacts"."email" = lower(btrim("contacts"."email")))
);
--> statement-breakpoint
CREATE TABLE "login_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"address" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reset_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"contact_id" uuid NOT NULL,
	"type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reset_flows_type" CHECK ("reset_flows"."type" in ('password', 'totp'))
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"contact_id" uuid NOT NULL,
	"expires" timestamp with time zone NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD CONSTRAINT "api_keys_creator_id_contacts_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_mfa" ADD CONSTRAINT "contact_mfa_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_profiles" ADD CONSTRAINT "contact_profiles_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_roles" ADD CONSTRAINT "contact_roles_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reset_flows" ADD CONSTRAINT "reset_flows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_attempts_address_at" ON "login_attempts" USING btree ("address","at");--> statement-breakpoint
CREATE INDEX "login_attempts_at" ON "login_attempts" USING btree ("at");--> statement-breakpoint
CREATE INDEX "reset_flows_contact_id" ON "reset_flows" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "sessions_contact_id" ON "sessions" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "sessions_expires" ON "sessions" USING btree ("expires");