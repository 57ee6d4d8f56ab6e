ALTER TABLE "newsletter_members" ADD COLUMN "chosen_email" text;--> statement-breakpoint
ALTER TABLE "newsletter_members" ADD COLUMN "tags" jsonb DEFAULT '[]'::jsonb NOT NULL;