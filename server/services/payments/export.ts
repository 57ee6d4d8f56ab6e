import { Readable } from "node:stream";
import { and, eq, sql } from "drizzle-orm";
import type { PaymentSort } from "../../../src/core/payments";
import type { ValidRuleGroup } from "../../../src/core/rules";
import type { Database } from "../../db/connection";
import { contacts, payments } from "../../db/schema";
import { csvStream } from "../../lib/export/csv";
import { createExportPacer, type ExportPacer } from "../exports/pacer";
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

/** A row of the export: the payment and its payer (a left join, as the contact may be gone). */
export function paymentExportColumns() {
  return {
    id: payments.id,
    status: payments.status,
    chargeDate: payments.chargeDate,
    amount: payments.amount,
    contactId: payments.contactId,
    email: contacts.email,
    firstname: contacts.firstname,
    lastname: contacts.lastname,
    purpose: paymentPurpose(),
  };
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
  return (limit: number, last: { id: string; amount: number; chargeDate: Date } | undefined) => {
    // A row comparison the index walks; ties go by id in the same direction (the list
    // breaks them by id ascending: an order no index of (value, id) reads backwards).
    const value =
      last &&
      (options.sort === "amount"
        ? last.amount
        : sql`${last.chargeDate.toISOString()}::timestamptz`);
    return db
      .select(paymentExportColumns())
      .from(payments)
      .leftJoin(contacts, eq(contacts.id, payments.contactId))
      .where(
        and(where, last && sql`(${column}, ${payments.id}) ${beyond} (${value}, ${last.id}::uuid)`),
      )
      .orderBy(sql`${column} ${direction}`, sql`${payments.id} ${direction}`)
      .limit(limit);
  };
}

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
 * stays at a page whatever the count. Cells go through the responses' CSV writer, whose
 * formula guard covers names too.
 */
export function createPaymentExport(
  db: Database,
  batchSize?: number,
  pacer: ExportPacer = createExportPacer(),
) {
  return async function exportPayments(options: PaymentExportOptions): Promise<PaymentExportFile> {
    const total = await db.$count(payments, paymentFilter({ rules: options.rules }));
    const page = paymentExportPage(db, options);
    async function* batches(): AsyncGenerator<(string | number)[][]> {
      const pages = pacer.pages(page, batchSize === undefined ? {} : { limit: batchSize });
      for await (const rows of pages) {
        yield rows.map((row) => [
          row.id,
          row.status,
          row.chargeDate.toISOString(),
          row.amount,
          row.contactId ?? "",
          row.email ?? "",
          row.firstname ?? "",
          row.lastname ?? "",
          row.purpose,
        ]);
      }
    }

    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    return {
      filename: `payments_${stamp}.csv`,
      total,
      body: Readable.from(csvStream(HEADER, batches()), {
        objectMode: false,
        highWaterMark: 64 * 1024,
      }),
    };
  };
}
