import { fc } from "@fast-check/vitest";
import { eq, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAYMENT_STATUSES } from "@core/payments";
import { contactRoles, contacts, contributions, payments } from "../../db/schema";
import { csvField } from "../../lib/export/csv";
import { englishI18n } from "../../lib/english";
import { testDatabasePerFile } from "../../test-support/database";
import { membershipInWords } from "../../test-support/membership-words";
import { paymentFacts } from "../membership/state";
import { membershipTexts } from "../membership/state-sql";
import { membershipFromRows } from "../membership/states-of";
import { contactExportPage } from "./export-page";

// The contacts export's page looks up each contact's paid-until and latest subscription
// payment by index (migration 0043, issue #28): as sets joined to the page, the planner read
// every payment into a hash from about 1,000 contacts a page.

const database = testDatabasePerFile();
const db = () => database().db;
const NOW = new Date("2025-06-01T00:00:00Z");
const DAY = 86_400_000;
const GRACE_DAYS = 3;

type Rows = { rows: Record<string, unknown>[] };

const page = (where: SQL, limit: number, texts?: ReturnType<typeof membershipTexts>) =>
  contactExportPage(db(), {
    where,
    after: undefined,
    limit,
    now: NOW,
    ...(texts ? { membership: { graceDays: GRACE_DAYS, texts } } : {}),
  });

describe("the contacts export's page plan", () => {
  const CONTACTS = 3000;

  beforeAll(async () => {
    await db().execute(sql`insert into contacts (email, joined)
      select 'plan-' || n || '@page.test', ${NOW.toISOString()}::timestamptz - make_interval(days => n % 900)
      from generate_series(1, ${CONTACTS}::int) as n`);
    await db().execute(sql`insert into contributions (contact_id, type, amount, period)
      select id, 'Automatic', 5, 'monthly' from contacts where email like 'plan-%'`);
    // Ten payments each, most successful, a subscription's for half the contacts.
    await db().execute(sql`insert into payments (provider, provider_payment_id, contact_id,
        subscription_id, status, amount, charge_date, period_end, status_at)
      select 'test', 'plan-' || c.n || '-' || k, c.id,
        case when c.n % 2 = 0 then 'sub_' || c.n end,
        (array['successful', 'successful', 'successful', 'failed', 'pending'])[1 + (c.n + k) % 5],
        5, ${NOW.toISOString()}::timestamptz - make_interval(days => 30 * k),
        ${NOW.toISOString()}::timestamptz - make_interval(days => 30 * k - 30),
        ${NOW.toISOString()}::timestamptz - make_interval(days => 30 * k)
      from (select id, (row_number() over ())::int as n from contacts where email like 'plan-%') c,
        generate_series(0, 9) as k`);
    for (const table of ["contacts", "contributions", "payments"]) {
      await db().execute(sql.raw(`vacuum analyze ${table}`));
    }
  });

  afterAll(async () => {
    await db().execute(sql`delete from payments where provider_payment_id like 'plan-%'`);
    await db().execute(sql`delete from contacts where email like 'plan-%'`);
  });

  it("looks up each contact's payments on their indexes, however many contacts a page has", async () => {
    for (const limit of [100, CONTACTS, 20_000]) {
      const result = (await db().execute(
        sql`explain ${page(sql`true`, limit).getSQL()}`,
      )) as unknown as Rows;
      const plan = result.rows.map((row) => String(row["QUERY PLAN"]).trim());
      // Each read of payments with the nodes about it: one row for the contact, found by its
      // id, never a scan of the table or of a whole index joined to the page's contacts.
      const reads = plan.flatMap((line, n) =>
        / on payments\b/.test(line) ? [plan.slice(n - 1, n + 2).join("\n")] : [],
      );
      const lookup = (index: string) =>
        expect.stringMatching(
          new RegExp(
            `^-> {2}Limit .*\n-> {2}Index (Only )?Scan using ${index} on .*\nIndex Cond: \\(contact_id = \\w+\\.id\\)$`,
          ),
        );
      expect(reads, `${limit}`).toEqual([
        lookup("payments_contact_paid_until"),
        lookup("payments_contact_latest_subscription"),
      ]);
    }
  });
});

/** The fields of one CSV line as the writer writes them (quoted when they must be). */
function fieldsOf(line: string): string[] {
  const fields: string[] = [];
  for (const [, quoted, plain] of line
    .replace(/\r\n$/, "")
    .matchAll(/(?:^|,)(?:"((?:[^"]|"")*)"|([^,]*))/g)) {
    fields.push(quoted === undefined ? (plain ?? "") : quoted.replace(/""/g, '"'));
  }
  return fields;
}

describe("the contacts export's page", () => {
  /** A day from `NOW`, often the same for several payments, a few hours after it for some. */
  const at = fc
    .tuple(fc.integer({ min: -9, max: 5 }), fc.constantFrom(0, 0, 3))
    .map(([days, hours]) => NOW.getTime() + days * DAY + hours * 3_600_000);
  const person = fc.record({
    cancelled: fc.boolean(),
    payments: fc.array(
      fc.record({
        status: fc.constantFrom(...PAYMENT_STATUSES),
        subscription: fc.boolean(),
        charged: at,
        // After the charge by a few hours; made unique for the contact below, so which payment
        // is the latest is never a tie (which neither side orders).
        reportedHours: fc.integer({ min: 0, max: 2 }),
        periodEnd: fc.option(at, { freq: 3 }),
      }),
      { maxLength: 6 },
    ),
  });

  it("says each contact's membership as paymentFacts and the state machine say it", async () => {
    const english = await englishI18n();
    const texts = membershipTexts(english, csvField);
    await fc.assert(
      fc.asyncProperty(fc.array(person, { minLength: 1, maxLength: 3 }), async (people) => {
        await db().execute(sql`delete from payments where provider_payment_id like 'state-%'`);
        await db().execute(sql`delete from contacts where email like 'state-%'`);
        for (const [n, one] of people.entries()) {
          const [contact] = await db()
            .insert(contacts)
            .values({ email: `state-${n}@page.test`, joined: new Date(NOW.getTime() - DAY) })
            .returning({ id: contacts.id });
          const contactId = contact?.id ?? "";
          await db()
            .insert(contributions)
            .values({
              contactId,
              type: "Automatic",
              amount: 5,
              period: "monthly",
              cancelledAt: one.cancelled ? new Date(NOW.getTime() - 20 * DAY) : null,
            });
          await db()
            .insert(contactRoles)
            .values({ contactId, role: "member", dateAdded: new Date(NOW.getTime() - 400 * DAY) });
          for (const [k, payment] of one.payments.entries()) {
            await db()
              .insert(payments)
              .values({
                provider: "test",
                providerPaymentId: `state-${n}-${k}`,
                contactId,
                subscriptionId: payment.subscription ? "sub_state" : null,
                status: payment.status,
                amount: 5,
                chargeDate: new Date(payment.charged),
                periodEnd: payment.periodEnd === null ? null : new Date(payment.periodEnd),
                statusAt: new Date(payment.charged + payment.reportedHours * 3_600_000 + k),
              });
          }
        }
        const lines = await page(sql`${contacts.email} like 'state-%'`, 100, texts);
        expect(lines).toHaveLength(people.length);
        for (const { line, id } of lines) {
          const [row] = await db()
            .select()
            .from(contributions)
            .where(eq(contributions.contactId, id));
          const [role] = await db()
            .select()
            .from(contactRoles)
            .where(eq(contactRoles.contactId, id));
          const facts = await paymentFacts(db(), id);
          const expected = membershipInWords(
            english,
            membershipFromRows(
              { row, role, paidUntil: facts.paidUntil, latest: facts.latest ?? undefined },
              GRACE_DAYS,
              NOW,
            ),
          );
          // MembershipStatus, the 14th of CONTACT_EXPORT_HEADER's columns.
          expect(fieldsOf(line)[13]).toBe(expected);
        }
      }),
      { numRuns: 60 },
    );
  });
});
