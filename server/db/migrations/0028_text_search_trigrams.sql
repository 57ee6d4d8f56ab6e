-- Trigram indexes for "contains" filters; PGlite loads pg_trgm as a contrib extension
-- (server/db/connection.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "callout_responses_answers_text_trgm" ON "callout_responses" USING gin ("answers_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_firstname_trgm" ON "contacts" USING gin ("firstname" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_lastname_trgm" ON "contacts" USING gin ("lastname" gin_trgm_ops);