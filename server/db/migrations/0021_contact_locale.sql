ALTER TABLE "contacts" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "join_flows" ADD COLUMN "locale" text;