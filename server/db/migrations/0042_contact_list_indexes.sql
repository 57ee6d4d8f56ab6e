CREATE TABLE "contact_firstname_counts" (
	"firstname" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL
);
--> statement-breakpoint
-- Hand-written: contact_firstname_counts follows every insert, delete and truncate of contacts
-- (a statement at a time, names in one order, so concurrent writers lock shared rows in turn)
-- and every change of a first name (a row at a time: other updates, such as a sign-in's
-- last_seen, do not fire it). Adding to a row under its lock keeps it exact beside concurrent
-- writers.
-- Without JIT, as every statement-level trigger (migration 0041).
CREATE FUNCTION "contact_firstname_counts_changed"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "contact_firstname_counts" ("firstname", "count")
      SELECT "firstname", count(*) FROM "added" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("firstname")
      DO UPDATE SET "count" = "contact_firstname_counts"."count" + "excluded"."count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "contact_firstname_counts" ("firstname", "count")
      SELECT "firstname", -count(*) FROM "removed" GROUP BY 1 ORDER BY 1
    ON CONFLICT ("firstname")
      DO UPDATE SET "count" = "contact_firstname_counts"."count" + "excluded"."count";
  ELSE
    UPDATE "contact_firstname_counts" SET "count" = 0;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contacts_firstname_counted_inserted" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_firstname_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contacts_firstname_counted_deleted" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "contact_firstname_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "contacts_firstname_counted_truncated" AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "contact_firstname_counts_changed"();
--> statement-breakpoint
-- A rename moves one contact from the old name's count to the new one's, in the names' order.
CREATE FUNCTION "contact_firstname_counts_renamed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "contact_firstname_counts" ("firstname", "count")
    SELECT "name", "change" FROM (VALUES (OLD."firstname", -1), (NEW."firstname", 1)) AS "moved"("name", "change")
    ORDER BY 1
  ON CONFLICT ("firstname")
    DO UPDATE SET "count" = "contact_firstname_counts"."count" + "excluded"."count";
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "contacts_firstname_counted_renamed" AFTER UPDATE OF "firstname" ON "contacts"
  FOR EACH ROW WHEN (OLD."firstname" IS DISTINCT FROM NEW."firstname")
  EXECUTE FUNCTION "contact_firstname_counts_renamed"();
--> statement-breakpoint
INSERT INTO "contact_firstname_counts" ("firstname", "count")
  SELECT "firstname", count(*) FROM "contacts" GROUP BY 1;
--> statement-breakpoint
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
