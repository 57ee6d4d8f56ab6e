import { Readable } from "node:stream";
import type { SQL } from "drizzle-orm";
import type { I18n } from "@lingui/core";
import type { MembershipState } from "../../../src/core/contributions";
import {
  ENDED_REASON_LABELS,
  MEMBERSHIP_STATE_LABELS,
} from "../../../src/core/contributions/state-labels";
import { membershipFromRows, membershipGraceDays } from "../membership/states-of";
import { englishI18n } from "../../lib/english";
import type { Database } from "../../db/connection";
import { contacts } from "../../db/schema";
import { csvStream } from "../../lib/export/csv";
import type { ExportPacer } from "../exports/pacer";
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

type ContactExportRow = Awaited<ReturnType<typeof contactExportPage>>[number];

const iso = (date: Date | null | undefined) => date?.toISOString() ?? "";

/** The membership state in the words of the staff's contact page: "Ended after failed payments". */
function stateText(i18n: I18n, state: MembershipState | undefined): string {
  if (!state) return "";
  const label = i18n._(MEMBERSHIP_STATE_LABELS[state.status]);
  return state.status === "ended" && state.endedReason
    ? `${label} ${i18n._(ENDED_REASON_LABELS[state.endedReason])}`
    : label;
}

export interface ContactExportFile {
  filename: string;
  total: number;
  body: Readable;
}

/**
 * The contacts `where` matches as CSV, by joined date, read in keyset pages the server's
 * export pacer sizes and times (`batchSize` fixes their size) and written as the client takes
 * them: memory stays at a page whatever the count.
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

  async function* batches(): AsyncGenerator<(string | number)[][]> {
    const pages = pacer.pages<ContactExportRow>(
      (limit, last) =>
        contactExportPage(db, {
          where,
          // The joined time as PostgreSQL prints it: microseconds, which a JS Date would lose.
          after: last && { joined: last.cursor, id: last.id },
          limit,
          now,
        }),
      options.batchSize === undefined ? {} : { limit: options.batchSize },
    );
    for await (const rows of pages) {
      yield rows.map((row) => {
        const address = row.deliveryAddress;
        const state = membershipFromRows(
          {
            row: row.contribution ?? undefined,
            role: row.role ?? undefined,
            paidUntil: row.paidUntil,
            latest: row.latest ?? undefined,
          },
          graceDays,
          now,
        );
        const description =
          row.type === "Manual"
            ? [row.manualSource, row.contribution?.manualReference].filter(Boolean).join(" ")
            : "";
        return [
          row.id,
          row.email,
          row.firstname,
          row.lastname,
          iso(row.joined),
          row.tags ?? "",
          row.type,
          row.monthlyAmount ?? "",
          row.period ?? "",
          description,
          iso(row.cancelledAt),
          iso(row.memberStarts),
          iso(row.memberExpires),
          stateText(english, state),
          row.newsletterStatus,
          row.deliveryOptIn ? "true" : "false",
          address?.line1 ?? "",
          address?.line2 ?? "",
          address?.city ?? "",
          address?.postcode ?? "",
        ];
      });
    }
  }

  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, "Z")
    .replace(/:/g, "-");
  return {
    filename: `contacts-${stamp}.csv`,
    total,
    body: Readable.from(csvStream(CONTACT_EXPORT_HEADER, batches()), {
      objectMode: false,
      highWaterMark: 64 * 1024,
    }),
  };
}
