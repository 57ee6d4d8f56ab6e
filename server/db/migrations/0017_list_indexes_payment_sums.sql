CREATE TABLE "membership_spans" (
	"added_month" timestamp NOT NULL,
	"expires_month" timestamp NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "membership_spans_added_month_expires_month_pk" PRIMARY KEY("added_month","expires_month")
);
--> statement-breakpoint
CREATE TABLE "payment_sums" (
	"status" text NOT NULL,
	"month" timestamp NOT NULL,
	"count" integer NOT NULL,
	"amount" numeric NOT NULL,
	CONSTRAINT "payment_sums_status_month_pk" PRIMARY KEY("status","month")
);
--> statement-breakpoint
DROP INDEX "contacts_firstname";--> statement-breakpoint
DROP INDEX "contacts_lastname";--> statement-breakpoint
DROP INDEX "payments_status";--> statement-breakpoint
CREATE INDEX "contact_roles_added" ON "contact_roles" USING btree ("role","date_added","contact_id");--> statement-breakpoint
CREATE INDEX "contact_roles_expires" ON "contact_roles" USING btree ("role","date_expires");--> statement-breakpoint
CREATE INDEX "contacts_joined_desc" ON "contacts" USING btree ("joined" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payments_charge_date_desc" ON "payments" USING btree ("charge_date" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "payments_amount_desc" ON "payments" USING btree ("amount" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "contacts_firstname" ON "contacts" USING btree (nullif("firstname", ''),"id");--> statement-breakpoint
CREATE INDEX "contacts_lastname" ON "contacts" USING btree (nullif("lastname", ''),"id");--> statement-breakpoint
CREATE INDEX "payments_status" ON "payments" USING btree ("status","charge_date" DESC NULLS LAST,"id");--> statement-breakpoint
-- Hand-written: payment_sums follows every write to payments, in the same transaction. A
-- statement's changed rows are summed per (status, month) first, so a bulk write updates
-- each sum once; rows that change neither status, amount nor month cancel out and lock
-- nothing; sorted, so concurrent writers lock sums in one order and cannot deadlock.
--> statement-breakpoint
CREATE FUNCTION "payment_sums_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_sums AS sums (status, month, count, amount)
  SELECT status, date_trunc('month', charge_date AT TIME ZONE 'UTC'), sum(sign)::int,
    sum(sign * amount::numeric)
  FROM (SELECT status, charge_date, amount, 1 AS sign FROM added) AS changes
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * amount::numeric) <> 0
  ORDER BY 1, 2
  ON CONFLICT (status, month) DO UPDATE
    SET count = sums.count + excluded.count, amount = sums.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_sums_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_sums AS sums (status, month, count, amount)
  SELECT status, date_trunc('month', charge_date AT TIME ZONE 'UTC'), sum(sign)::int,
    sum(sign * amount::numeric)
  FROM (SELECT status, charge_date, amount, -1 AS sign FROM removed) AS changes
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * amount::numeric) <> 0
  ORDER BY 1, 2
  ON CONFLICT (status, month) DO UPDATE
    SET count = sums.count + excluded.count, amount = sums.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payment_sums_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO payment_sums AS sums (status, month, count, amount)
  SELECT status, date_trunc('month', charge_date AT TIME ZONE 'UTC'), sum(sign)::int,
    sum(sign * amount::numeric)
  FROM (SELECT status, charge_date, amount, -1 AS sign FROM removed
    UNION ALL SELECT status, charge_date, amount, 1 AS sign FROM added) AS changes
  GROUP BY 1, 2
  HAVING sum(sign) <> 0 OR sum(sign * amount::numeric) <> 0
  ORDER BY 1, 2
  ON CONFLICT (status, month) DO UPDATE
    SET count = sums.count + excluded.count, amount = sums.amount + excluded.amount;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_sums_inserted" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "payment_sums_inserted"();
--> statement-breakpoint
CREATE TRIGGER "payment_sums_deleted" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "payment_sums_deleted"();
--> statement-breakpoint
CREATE TRIGGER "payment_sums_updated" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_sums_updated"();
--> statement-breakpoint
INSERT INTO payment_sums (status, month, count, amount)
SELECT status, date_trunc('month', charge_date AT TIME ZONE 'UTC'), count(*)::int, sum(amount::numeric)
FROM payments
GROUP BY 1, 2;
--> statement-breakpoint
CREATE FUNCTION "payment_sums_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM payment_sums;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_sums_truncated" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_sums_truncated"();
--> statement-breakpoint
-- Hand-written: membership_spans follows every write to contact_roles in the same way.
--> statement-breakpoint
CREATE FUNCTION "membership_spans_inserted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO membership_spans AS spans (added_month, expires_month, count)
  SELECT date_trunc('month', date_added AT TIME ZONE 'UTC'),
    coalesce(date_trunc('month', date_expires AT TIME ZONE 'UTC'), 'infinity'), sum(sign)::int
  FROM (SELECT role, date_added, date_expires, 1 AS sign FROM added) AS changes
  WHERE role = 'member'
  GROUP BY 1, 2
  HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (added_month, expires_month) DO UPDATE SET count = spans.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "membership_spans_deleted"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO membership_spans AS spans (added_month, expires_month, count)
  SELECT date_trunc('month', date_added AT TIME ZONE 'UTC'),
    coalesce(date_trunc('month', date_expires AT TIME ZONE 'UTC'), 'infinity'), sum(sign)::int
  FROM (SELECT role, date_added, date_expires, -1 AS sign FROM removed) AS changes
  WHERE role = 'member'
  GROUP BY 1, 2
  HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (added_month, expires_month) DO UPDATE SET count = spans.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "membership_spans_updated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO membership_spans AS spans (added_month, expires_month, count)
  SELECT date_trunc('month', date_added AT TIME ZONE 'UTC'),
    coalesce(date_trunc('month', date_expires AT TIME ZONE 'UTC'), 'infinity'), sum(sign)::int
  FROM (SELECT role, date_added, date_expires, -1 AS sign FROM removed
    UNION ALL SELECT role, date_added, date_expires, 1 AS sign FROM added) AS changes
  WHERE role = 'member'
  GROUP BY 1, 2
  HAVING sum(sign) <> 0
  ORDER BY 1, 2
  ON CONFLICT (added_month, expires_month) DO UPDATE SET count = spans.count + excluded.count;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "membership_spans_inserted" AFTER INSERT ON "contact_roles"
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION "membership_spans_inserted"();
--> statement-breakpoint
CREATE TRIGGER "membership_spans_deleted" AFTER DELETE ON "contact_roles"
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION "membership_spans_deleted"();
--> statement-breakpoint
CREATE TRIGGER "membership_spans_updated" AFTER UPDATE ON "contact_roles"
  REFERENCING OLD TABLE AS removed NEW TABLE AS added
  FOR EACH STATEMENT EXECUTE FUNCTION "membership_spans_updated"();
--> statement-breakpoint
CREATE FUNCTION "membership_spans_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM membership_spans;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "membership_spans_truncated" AFTER TRUNCATE ON "contact_roles"
  FOR EACH STATEMENT EXECUTE FUNCTION "membership_spans_truncated"();
--> statement-breakpoint
INSERT INTO membership_spans (added_month, expires_month, count)
SELECT date_trunc('month', date_added AT TIME ZONE 'UTC'),
  coalesce(date_trunc('month', date_expires AT TIME ZONE 'UTC'), 'infinity'), count(*)::int
FROM contact_roles
WHERE role = 'member'
GROUP BY 1, 2;
