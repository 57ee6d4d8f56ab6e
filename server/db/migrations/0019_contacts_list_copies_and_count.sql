DROP INDEX "contributions_monthly_amount";--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "contribution_type" text DEFAULT 'None' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "contribution_monthly_amount" double precision;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "contribution_period" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "contribution_cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "manual_payment_source" text;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "membership_starts" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "membership_expires" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "newsletter_status" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "newsletter_groups" text[];--> statement-breakpoint
ALTER TABLE "contacts" ADD COLUMN "delivery_opt_in" boolean;--> statement-breakpoint
-- Hand-written: the contact's contribution, member role and profile fields that the contacts
-- list filters and sorts by, copied onto contacts so that a rule or a sort on them needs no
-- join. contacts_copy recomputes the copies of the given contacts from the rows themselves,
-- so whatever wrote those rows (one or many, any order) the copies end up equal to them; it
-- writes only the contacts whose copies differ.
CREATE FUNCTION "contacts_copy"("ids" uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE contacts SET
    contribution_type = copy.contribution_type,
    contribution_monthly_amount = copy.contribution_monthly_amount,
    contribution_period = copy.contribution_period,
    contribution_cancelled_at = copy.contribution_cancelled_at,
    manual_payment_source = copy.manual_payment_source,
    membership_starts = copy.membership_starts,
    membership_expires = copy.membership_expires,
    newsletter_status = copy.newsletter_status,
    newsletter_groups = copy.newsletter_groups,
    delivery_opt_in = copy.delivery_opt_in
  FROM (
    SELECT changed.id,
      coalesce(c.type, 'None') AS contribution_type,
      c.monthly_amount AS contribution_monthly_amount,
      c.period AS contribution_period,
      c.cancelled_at AS contribution_cancelled_at,
      c.manual_source AS manual_payment_source,
      r.date_added AS membership_starts,
      r.date_expires AS membership_expires,
      coalesce(p.newsletter_status, 'none') AS newsletter_status,
      nullif(p.newsletter_groups, '{}') AS newsletter_groups,
      p.delivery_opt_in
    FROM unnest(ids) AS changed(id)
    LEFT JOIN contributions c ON c.contact_id = changed.id
    LEFT JOIN contact_roles r ON r.contact_id = changed.id AND r.role = 'member'
    LEFT JOIN contact_profiles p ON p.contact_id = changed.id
  ) AS copy
  WHERE contacts.id = copy.id
    AND (contacts.contribution_type, contacts.contribution_monthly_amount,
      contacts.contribution_period, contacts.contribution_cancelled_at,
      contacts.manual_payment_source, contacts.membership_starts, contacts.membership_expires,
      contacts.newsletter_status, contacts.newsletter_groups, contacts.delivery_opt_in)
    IS DISTINCT FROM (copy.contribution_type, copy.contribution_monthly_amount,
      copy.contribution_period, copy.contribution_cancelled_at, copy.manual_payment_source,
      copy.membership_starts, copy.membership_expires, copy.newsletter_status,
      copy.newsletter_groups, copy.delivery_opt_in)
$$;
--> statement-breakpoint
-- One statement trigger per write to contributions, contact_roles and contact_profiles, in
-- the writing transaction: the contacts whose rows the statement changed are copied again
-- (all of them after a truncate). A trigger takes one event's transition tables, hence three
-- per table, all named added and removed.
CREATE FUNCTION "contacts_copy_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM contacts_copy(ARRAY(SELECT DISTINCT contact_id FROM added));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM contacts_copy(ARRAY(SELECT DISTINCT contact_id FROM removed));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM contacts_copy(ARRAY(SELECT contact_id FROM added UNION SELECT contact_id FROM removed));
  ELSE
    PERFORM contacts_copy(ARRAY(SELECT id FROM contacts));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Named <table>_copied_<event>, e.g. contributions_copied_inserted.
DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['contributions', 'contact_roles', 'contact_profiles'] LOOP
    EXECUTE format('CREATE TRIGGER %I AFTER INSERT ON %I REFERENCING NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION contacts_copy_changed()', t || '_copied_inserted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER UPDATE ON %I
      REFERENCING OLD TABLE AS removed NEW TABLE AS added
      FOR EACH STATEMENT EXECUTE FUNCTION contacts_copy_changed()', t || '_copied_updated', t);
    EXECUTE format('CREATE TRIGGER %I AFTER DELETE ON %I REFERENCING OLD TABLE AS removed
      FOR EACH STATEMENT EXECUTE FUNCTION contacts_copy_changed()', t || '_copied_deleted', t);
    EXECUTE format('CREATE TRIGGER %I AFTER TRUNCATE ON %I
      FOR EACH STATEMENT EXECUTE FUNCTION contacts_copy_changed()', t || '_copied_truncated', t);
  END LOOP;
END
$$;
--> statement-breakpoint
SELECT contacts_copy(ARRAY(SELECT id FROM contacts));
--> statement-breakpoint
CREATE INDEX "contacts_contribution" ON "contacts" USING btree ("contribution_monthly_amount","id");--> statement-breakpoint
CREATE INDEX "contacts_contribution_desc" ON "contacts" USING btree ("contribution_monthly_amount" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_membership_starts" ON "contacts" USING btree ("membership_starts","id");--> statement-breakpoint
CREATE INDEX "contacts_membership_starts_desc" ON "contacts" USING btree ("membership_starts" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_membership_expires" ON "contacts" USING btree ("membership_expires","id");--> statement-breakpoint
CREATE TABLE "contact_count" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "contact_count_one_row" CHECK ("contact_count"."id")
);--> statement-breakpoint
-- Hand-written: contact_count follows every insert, delete and truncate of contacts, in the
-- writing transaction; a statement that adds or removes no contact leaves the row alone.
CREATE FUNCTION "contact_count_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  change integer;
BEGIN
  IF TG_OP = 'INSERT' THEN
    change := (SELECT count(*) FROM added);
  ELSIF TG_OP = 'DELETE' THEN
    change := -(SELECT count(*) FROM removed);
  ELSE
    UPDATE contact_count SET count = 0;
    RETURN NULL;
  END IF;
  IF change <> 0 THEN
    UPDATE contact_count SET count = count + change;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "contacts_counted_inserted" AFTER INSERT ON "contacts"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "contact_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "contacts_counted_deleted" AFTER DELETE ON "contacts"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "contact_count_changed"();
--> statement-breakpoint
CREATE TRIGGER "contacts_counted_truncated" AFTER TRUNCATE ON "contacts"
  FOR EACH STATEMENT EXECUTE FUNCTION "contact_count_changed"();
--> statement-breakpoint
INSERT INTO "contact_count" ("count") SELECT count(*) FROM "contacts";
