-- The contacts list's descending sorts (issue #28): each sort is "desc nulls last, then the id
-- ascending" (server/services/rules/paging.ts), which no backward scan of the ascending indexes
-- gives, so a page sorted the whole table. The email sort needs none: addresses are unique and
-- never null, so the list orders by the address alone, both ways on its unique index.
-- The status tabs' index ends with the amount, so a count with a rule on the amount reads the
-- index alone (payments list, "three rules"); it serves the tabs' sort as before.
DROP INDEX "payments_status";--> statement-breakpoint
CREATE INDEX "contacts_last_seen_desc" ON "contacts" USING btree ("last_seen" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_firstname_desc" ON "contacts" USING btree (nullif("firstname", '') desc nulls last,"id");--> statement-breakpoint
CREATE INDEX "contacts_lastname_desc" ON "contacts" USING btree (nullif("lastname", '') desc nulls last,"id");--> statement-breakpoint
-- "Contains" on addresses (ilike '%…%'), as on names (migration 0028).
CREATE INDEX "contacts_email_trgm" ON "contacts" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contacts_membership_expires_desc" ON "contacts" USING btree ("membership_expires" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payments_status_amount" ON "payments" USING btree ("status","charge_date" DESC NULLS LAST,"id","amount");
