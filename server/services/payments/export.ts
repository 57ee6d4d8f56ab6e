import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { PaymentSort } from "@core/payments";
import type { ValidRuleGroup } from "@core/rules";
import type { Database } from "../../db/connection";
import { readExportPage } from "../../db/export-page-read";
import { contacts, payments } from "../../db/schema";
import { csvRow } from "../../lib/export/csv";
import { csvLineSql, csvTextSql, isoSql } from "../../lib/export/csv-sql";
import { createExportPacer, type ExportPacer } from "../../lib/export/pacer";
import { paymentFilter } from "./list";
import { paymentPurpose } from "./purpose";

const HEADER = [
  "Id",
  "Status",
  "ChargeDate",
  "Amount",
  "ContactId",
  "EmailAddress",
  "FirstName",
  "LastName",
  // What the payment was for (`PaymentPurpose`): first, renewal, difference, recovery, one-off.
  "Purpose",
];

/**
 * A row of the export as its CSV line, written by the database (the CSV writer's rules in SQL):
 * the payment and its payer (a left join, as the contact may be gone).
 */
function paymentExportLine() {
  return csvLineSql([
    sql`${payments.id}::text`,
    // The status and purpose are words of ours, which need no quoting.
    sql`${payments.status}`,
    isoSql(payments.chargeDate),
    // A number, as JS writes a double (shortest exact form), never guarded.
    sql`${payments.amount}::text`,
    sql`${payments.contactId}::text`,
    csvTextSql(contacts.email),
    csvTextSql(contacts.firstname),
    csvTextSql(contacts.lastname),
    paymentPurpose(),
  ]);
}

export interface PaymentExportOptions {
  sort: PaymentSort;
  order: "ASC" | "DESC";
  rules: ValidRuleGroup | undefined;
}

/**
 * The export's page statement: the `limit` payments after `last` in the list's order, along the
 * sort's index (keyset pages of (sort value, id)).
 */
export function paymentExportPage(db: Database, options: PaymentExportOptions) {
  const where = paymentFilter({ rules: options.rules });
  const column = options.sort === "amount" ? payments.amount : payments.chargeDate;
  const direction = options.order === "DESC" ? sql`desc` : sql`asc`;
  const beyond = options.order === "DESC" ? sql`<` : sql`>`;
  return (limit: number, last: { id: string; value: string } | undefined) =>
    db
      .select({
        line: paymentExportLine(),
        id: payments.id,
        // The sort value as PostgreSQL prints it: microseconds, which a JS Date would lose.
        value: sql<string>`${column}::text`,
      })
      .from(payments)
      .leftJoin(contacts, eq(contacts.id, payments.contactId))
      .where(
        and(
          where,
          // A row comparison the index walks; ties go by id in the same direction (the list
          // breaks them by id ascending: an order no index of (value, id) reads backwards).
          last &&
            sql`(${column}, ${payments.id}) ${beyond} (${last.value}::${options.sort === "amount" ? sql`double precision` : sql`timestamptz`}, ${last.id}::uuid)`,
        ),
      )
      .orderBy(sql`${column} ${direction}`, sql`${payments.id} ${direction}`)
      .limit(limit);
}

type PaymentExportRow = Awaited<ReturnType<ReturnType<typeof paymentExportPage>>>[number];

export interface PaymentExportFile {
  filename: string;
  /** How many payments follow the header, so a download can show its progress. */
  total: number;
  body: Readable;
}

/**
 * `GET /payment.csv`: the payments a filter matches, in the list's order (ties aside), read in
 * keyset pages of (sort value, id) along the sort's index, which the server's export pacer
 * sizes and times (`batchSize` fixes their size), and written as the reply reads them: memory
 * stays at a page whatever the count. The database writes each line by the CSV writer's rules
 * (csv-sql.ts), whose formula guard covers names too.
 */
export function createPaymentExport(
  db: Database,
  batchSize?: number,
  pacer: ExportPacer = createExportPacer(),
) {
  return async function exportPayments(options: PaymentExportOptions): Promise<PaymentExportFile> {
    const total = await db.$count(payments, paymentFilter({ rules: options.rules }));
    async function* lines(): AsyncGenerator<string> {
      yield `\ufeff${csvRow(HEADER)}`;
      const pages = pacer.pages<PaymentExportRow>(
        (limit, last) => readExportPage(db, (tx) => paymentExportPage(tx, options)(limit, last)),
        batchSize === undefined ? {} : { limit: batchSize },
      );
      for await (const rows of pages) yield rows.map((row) => row.line).join("");
    }

    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    return {
      filename: `payments_${stamp}.csv`,
      total,
      body: Readable.from(lines(), {
        objectMode: false,
        highWaterMark: 64 * 1024,
      }),
    };
  };
}
