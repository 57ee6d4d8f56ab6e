ALTER TABLE "contact_mfa" ADD COLUMN "last_step" integer;--> statement-breakpoint
-- Links issued before tokens were hashed cannot be matched to a hash: they stop working.
DELETE FROM "reset_flows";--> statement-breakpoint
ALTER TABLE "reset_flows" ADD COLUMN "token_hash" text NOT NULL;--> statement-breakpoint
CREATE INDEX "callout_responses_guest_email" ON "callout_responses" USING btree ("guest_email","created_at");--> statement-breakpoint
ALTER TABLE "reset_flows" ADD CONSTRAINT "reset_flows_token_hash_unique" UNIQUE("token_hash");