-- Each contact's latest end of a period paid for and latest subscription payment, as
-- `paymentFacts` and the contacts export's page read them (issue #28): one descent of a partial
-- index each, whatever else the contact paid (the status last, so the latter reads the index
-- alone). On payments_contact alone, the export's lookups as sets became hash joins over every
-- payment from about 1,000 contacts a page.
CREATE INDEX "payments_contact_paid_until" ON "payments" USING btree ("contact_id","period_end" DESC NULLS LAST) WHERE "payments"."status" = 'successful';--> statement-breakpoint
CREATE INDEX "payments_contact_latest_subscription" ON "payments" USING btree ("contact_id","charge_date" DESC NULLS FIRST,"status_at" DESC NULLS FIRST,"status") WHERE "payments"."subscription_id" is not null;
