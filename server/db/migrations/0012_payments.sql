CREATE TABLE "contributions" (
	"contact_id" uuid PRIMARY KEY NOT NULL,
	"type" text DEFAULT 'None' NOT NULL,
	"amount" double precision,
	"period" text,
	"monthly_amount" double precision GENERATED ALWAYS AS (case when "period" = 'annually' then "amount" / 12 else "amount" end) STORED,
	"pay_fee" boolean,
	"provider" text,
	"payment_method" text,
	"customer_id" text,
	"mandate_id" text,
	"subscription_id" text,
	"next_amount" double precision,
	"next_chargeable" integer,
	"manual_source" text,
	"manual_reference" text,
	"cancelled_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contributions_type" CHECK ("contributions"."type" in ('Automatic', 'Manual', 'Gift', 'None')),
	CONSTRAINT "contributions_period" CHECK ("contributions"."period" in ('monthly', 'annually'))
);
--> statement-breakpoint
CREATE TABLE "join_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text,
	"email" text NOT NULL,
	"password_hash" text,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"vat_number" text,
	"payment_flow_id" uuid,
	"login_url" text NOT NULL,
	"set_password_url" text NOT NULL,
	"confirm_url" text NOT NULL,
	"confirmation_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"contact_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "join_flows_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_customers" (
	"provider" text NOT NULL,
	"customer_id" text NOT NULL,
	"contact_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_customers_provider_customer_id_pk" PRIMARY KEY("provider","customer_id")
);
--> statement-breakpoint
CREATE TABLE "payment_flows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"provider" text NOT NULL,
	"provider_flow_id" text NOT NULL,
	"payment_method" text NOT NULL,
	"purpose" text NOT NULL,
	"contact_id" uuid,
	"form" jsonb,
	"customer_id" text,
	"mandate_id" text,
	"set_up_method" text,
	"payer" jsonb,
	"subscription_id" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_flows_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "payment_flows_purpose" CHECK ("payment_flows"."purpose" in ('join', 'contribution', 'payment-method'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"contact_id" uuid,
	"subscription_id" text,
	"status" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" double precision NOT NULL,
	"amount_refunded" double precision,
	"charge_date" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone,
	"status_at" timestamp with time zone NOT NULL,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_payment" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('draft', 'pending', 'successful', 'failed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "provider_events" (
	"provider" text NOT NULL,
	"event_id" text NOT NULL,
	"type" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_events_provider_event_id_pk" PRIMARY KEY("provider","event_id")
);
--> statement-breakpoint
CREATE TABLE "test_provider_charges" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"subscription_id" text,
	"customer_id" text NOT NULL,
	"mandate_id" text NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"description" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"attempt_at" timestamp with time zone,
	"charged_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_charges_idempotency_key_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "test_provider_charges_period" UNIQUE("subscription_id","period_start")
);
--> statement-breakpoint
CREATE TABLE "test_provider_clock" (
	"id" integer PRIMARY KEY NOT NULL,
	"offset_ms" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_clock_one_row" CHECK ("test_provider_clock"."id" = 1),
	CONSTRAINT "test_provider_clock_forward" CHECK ("test_provider_clock"."offset_ms" >= 0)
);
--> statement-breakpoint
CREATE TABLE "test_provider_customers" (
	"id" text PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_events" (
	"seq" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "test_provider_events_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"id" text NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_events_id_unique" UNIQUE("id")
);
--> statement-breakpoint
CREATE TABLE "test_provider_mandates" (
	"id" text PRIMARY KEY NOT NULL,
	"customer_id" text NOT NULL,
	"method" text NOT NULL,
	"details" jsonb NOT NULL,
	"fails_after_first" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "test_provider_setups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"return_url" text NOT NULL,
	"method" text NOT NULL,
	"email" text NOT NULL,
	"firstname" text DEFAULT '' NOT NULL,
	"lastname" text DEFAULT '' NOT NULL,
	"amount" double precision,
	"period" text,
	"chargeable" integer,
	"status" text DEFAULT 'open' NOT NULL,
	"pending_outcome" text,
	"pending_details" jsonb,
	"declined" text,
	"customer_id" text,
	"mandate_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_setups_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "test_provider_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"idempotency_key" text,
	"customer_id" text NOT NULL,
	"mandate_id" text NOT NULL,
	"amount" integer NOT NULL,
	"period" text NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"periods_charged" integer DEFAULT 0 NOT NULL,
	"next_charge_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_provider_subscriptions_idempotency_key_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
ALTER TABLE "contributions" ADD CONSTRAINT "contributions_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_flows" ADD CONSTRAINT "join_flows_payment_flow_id_payment_flows_id_fk" FOREIGN KEY ("payment_flow_id") REFERENCES "public"."payment_flows"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "join_flows" ADD CONSTRAINT "join_flows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_flows" ADD CONSTRAINT "payment_flows_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_contact_id_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "contributions_customer" ON "contributions" USING btree ("provider","customer_id");--> statement-breakpoint
CREATE INDEX "contributions_monthly_amount" ON "contributions" USING btree ("monthly_amount");--> statement-breakpoint
CREATE INDEX "join_flows_created" ON "join_flows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "join_flows_email_sent" ON "join_flows" USING btree ("email","confirmation_sent_at");--> statement-breakpoint
CREATE INDEX "payment_customers_contact" ON "payment_customers" USING btree ("contact_id");--> statement-breakpoint
CREATE INDEX "payment_flows_created" ON "payment_flows" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "payments_contact" ON "payments" USING btree ("contact_id","charge_date","id");--> statement-breakpoint
CREATE INDEX "payments_charge_date" ON "payments" USING btree ("charge_date","id");--> statement-breakpoint
CREATE INDEX "payments_amount" ON "payments" USING btree ("amount","id");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","charge_date");--> statement-breakpoint
CREATE INDEX "provider_events_received" ON "provider_events" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "test_provider_charges_due" ON "test_provider_charges" USING btree ("attempt_at") WHERE "test_provider_charges"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "test_provider_charges_customer" ON "test_provider_charges" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "test_provider_events_undelivered" ON "test_provider_events" USING btree ("seq") WHERE "test_provider_events"."delivered_at" is null;--> statement-breakpoint
CREATE INDEX "test_provider_setups_created" ON "test_provider_setups" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "test_provider_subscriptions_due" ON "test_provider_subscriptions" USING btree ("next_charge_at") WHERE "test_provider_subscriptions"."status" = 'active';