CREATE TABLE "payment_amount_counts" (
	"status" text NOT NULL,
	"month" timestamp NOT NULL,
	"amount" double precision NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "payment_amount_counts_status_month_amount_pk" PRIMARY KEY("status","month","amount")
);
--> statement-breakpoint
-- Hand-written: payment_amount_counts follows every write to payments in the same transaction,
-- as payment_sums does (migration 0017): a statement's rows are counted per (status, month,
-- amount) first, so a bulk write updates each count once; rows that change none of the three
-- cancel out and lock nothing; sorted, so concurrent writers lock counts in one order. Without
-- JIT, as every statement-level trigger (migration 0041).
CREATE FUNCTION "payment_amount_counts_changed"() RETURNS trigger LANGUAGE plpgsql SET jit = off AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    DELETE FROM "payment_amount_counts";
    RETURN NULL;
  END IF;
  -- The changes as text: a statement may name only the transition tables its event has.
  EXECUTE format($statement$
    INSERT INTO "payment_amount_counts" AS counts ("status", "month", "amount", "count")
    SELECT "status", date_trunc('month', "charge_date" AT TIME ZONE 'UTC'), "amount", sum("sign")::int
    FROM (%s) AS "changes"
    GROUP BY 1, 2, 3
    HAVING sum("sign") <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT ("status", "month", "amount") DO UPDATE SET "count" = counts."count" + excluded."count"
  $statement$, CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT "status", "charge_date", "amount", 1 AS "sign" FROM "added"'
    WHEN 'DELETE' THEN 'SELECT "status", "charge_date", "amount", -1 AS "sign" FROM "removed"'
    ELSE 'SELECT "status", "charge_date", "amount", -1 AS "sign" FROM "removed"
      UNION ALL SELECT "status", "charge_date", "amount", 1 AS "sign" FROM "added"'
  END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payment_amount_counts_inserted" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "payment_amount_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_amount_counts_deleted" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "removed" FOR EACH STATEMENT
  EXECUTE FUNCTION "payment_amount_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_amount_counts_updated" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "removed" NEW TABLE AS "added" FOR EACH STATEMENT
  EXECUTE FUNCTION "payment_amount_counts_changed"();
--> statement-breakpoint
CREATE TRIGGER "payment_amount_counts_truncated" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "payment_amount_counts_changed"();
--> statement-breakpoint
INSERT INTO "payment_amount_counts" ("status", "month", "amount", "count")
SELECT "status", date_trunc('month', "charge_date" AT TIME ZONE 'UTC'), "amount", count(*)::int
FROM "payments"
GROUP BY 1, 2, 3;
