ALTER TABLE "callout_variants" ADD COLUMN "response_email_subject" text;--> statement-breakpoint
ALTER TABLE "callout_variants" ADD COLUMN "response_email_body" text;--> statement-breakpoint
ALTER TABLE "callout_variants" ADD COLUMN "response_link_text" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "callouts" ADD COLUMN "send_response_email" boolean DEFAULT false NOT NULL;