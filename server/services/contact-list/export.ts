import { Readable } from "node:stream";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { membershipGraceDays } from "../membership/states-of";
import { membershipTexts } from "../membership/state-sql";
import { englishI18n } from "../../lib/english";
import type { Database } from "../../db/connection";
import { readExportPage } from "../../db/export-page-read";
import { contacts } from "../../db/schema";
import { csvField, csvRow } from "../../lib/export/csv";
import type { ExportPacer } from "../../lib/export/pacer";
import { contactExportPage } from "./export-page";

/** The columns of `GET /contact.csv` (contract 2.3), in order. */
export const CONTACT_EXPORT_HEADER = [
  "Id",
  "EmailAddress",
  "FirstName",
  "LastName",
  "Joined",
  "Tags",
  "ContributionType",
  "ContributionMonthlyAmount",
  "ContributionPeriod",
  "ContributionDescription",
  "ContributionCancelled",
  "MembershipStarts",
  "MembershipExpires",
  "MembershipStatus",
  "NewsletterStatus",
  "DeliveryOptIn",
  "DeliveryAddressLine1",
  "DeliveryAddressLine2",
  "DeliveryAddressCity",
  "DeliveryAddressPostcode",
] as const;

/** A row of a page: the columns of export-page.ts's statement, read as they come. */
type ContactExportLine = Awaited<ReturnType<typeof contactExportPage>>[number];

export interface ContactExportFile {
  filename: string;
  total: number;
  body: Readable;
}

/**
 * The contacts `where` matches as CSV, by joined date, read in keyset pages the server's
 * export pacer sizes and times (`batchSize` fixes their size) and written as the client takes
 * them: memory stays at a page whatever the count. The database writes each line by the CSV
 * writer's rules, the membership state among them (membership/state-sql.ts); on PostgreSQL each
 * page without JIT or parallel workers (`readExportPage`), which a page of 5,000 reached.
 */
export async function exportContacts(options: {
  db: Database;
  where: SQL;
  now: Date;
  pacer: ExportPacer;
  batchSize?: number;
}): Promise<ContactExportFile> {
  const { db, where, now, pacer } = options;
  const [total, english, graceDays] = await Promise.all([
    db.$count(contacts, where),
    englishI18n(),
    membershipGraceDays(db),
  ]);

  const membership = { graceDays, texts: membershipTexts(english, csvField) };
  async function* lines(): AsyncGenerator<string> {
    yield `\ufeff${csvRow(CONTACT_EXPORT_HEADER)}`;
    // The statements' text built once (the first page's has no `after`): building it cost
    // each page about 2 ms of the server's thread. Each page's values are filled in.
    const text = (resumes: boolean) =>
      new PgDialect().sqlToQuery(
        contactExportPage(db, {
          where,
          after: resumes
            ? { joined: sql.placeholder("joined"), id: sql.placeholder("id") }
            : undefined,
          limit: sql.placeholder("limit"),
          now,
          membership,
        }).getSQL(),
      );
    const [first, next] = [text(false), text(true)];
    const pages = pacer.pages<ContactExportLine>(
      async (limit, last) => {
        // The joined time as PostgreSQL prints it: microseconds, which a JS Date would lose.
        const values = { limit, ...(last && { joined: last.cursor, id: last.id }) };
        const result = await readExportPage(db, (tx) =>
          tx._.session
            .prepareQuery(last ? next : first, undefined, undefined, false)
            .execute(values),
        );
        return (result as { rows: ContactExportLine[] }).rows;
      },
      options.batchSize === undefined ? {} : { limit: options.batchSize },
    );
    // The database wrote each line (export-page.ts): the page is passed on as it came.
    for await (const rows of pages) yield rows.map((row) => row.line).join("");
  }

  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return {
    filename: `contacts-${stamp}.csv`,
    total,
    body: Readable.from(lines(), {
      objectMode: false,
      highWaterMark: 64 * 1024,
    }),
  };
}
