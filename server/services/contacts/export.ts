import { Readable } from "node:stream";
import { and, asc, eq, sql, type SQL } from "drizzle-orm";
import type { I18n } from "@lingui/core";
import type { MembershipState } from "../../../src/core/contributions";
import {
  ENDED_REASON_LABELS,
  MEMBERSHIP_STATE_LABELS,
} from "../../../src/core/contributions/state-labels";
import { storedMemberships } from "../membership/states-of";
import { englishI18n } from "../responses/english";
import { givenMonthly } from "../membership/contact-fields";
import type { Database } from "../../db/connection";
import { contactProfiles, contacts, contributions } from "../../db/schema";
import { csvStream } from "../responses/export/csv";
import { tagsOf } from "./tags-of";

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
 * Contacts read per page. Small, as the embedded database runs one query at a time on the
 * server's one thread: every request, `/health` included, waits for the queries queued before
 * its own, so two exports of pages of 500 held each of them for half a second (bench).
 */
const EXPORT_BATCH_SIZE = 100;

/**
 * The contacts `where` matches as CSV, by joined date, read in keyset pages of `batchSize`
 * and written as the client takes them: memory stays at a batch whatever the count.
 */
export async function exportContacts(options: {
  db: Database;
  where: SQL;
  now: Date;
  batchSize?: number;
}): Promise<ContactExportFile> {
  const { db, where, now } = options;
  const batchSize = options.batchSize ?? EXPORT_BATCH_SIZE;
  const [total, english] = await Promise.all([db.$count(contacts, where), englishI18n()]);

  async function* batches(): AsyncGenerator<(string | number)[][]> {
    // The joined time as PostgreSQL prints it: microseconds, which a JS Date would lose.
    let after: { joined: string; id: string } | undefined;
    for (;;) {
      const rows = await db
        .select({
          id: contacts.id,
          email: contacts.email,
          firstname: contacts.firstname,
          lastname: contacts.lastname,
          joined: contacts.joined,
          cursor: sql<string>`${contacts.joined}::text`,
          // The contribution's, member role's and profile's copies (migration 0019).
          type: contacts.contributionType,
          monthlyAmount: givenMonthly(now),
          period: contacts.contributionPeriod,
          manualSource: contacts.manualPaymentSource,
          manualReference: contributions.manualReference,
          cancelledAt: contacts.contributionCancelledAt,
          memberStarts: contacts.membershipStarts,
          memberExpires: contacts.membershipExpires,
          newsletterStatus: contacts.newsletterStatus,
          deliveryOptIn: contacts.deliveryOptIn,
          deliveryAddress: contactProfiles.deliveryAddress,
        })
        .from(contacts)
        .leftJoin(contributions, eq(contributions.contactId, contacts.id))
        .leftJoin(contactProfiles, eq(contactProfiles.contactId, contacts.id))
        .where(
          after
            ? // A row comparison, so the (joined, id) index serves each page.
              and(
                where,
                sql`(${contacts.joined}, ${contacts.id}) > (${after.joined}::timestamptz, ${after.id}::uuid)`,
              )
            : where,
        )
        .orderBy(asc(contacts.joined), asc(contacts.id))
        .limit(batchSize);
      if (rows.length === 0) return;
      const ids = rows.map((row) => row.id);
      // One after the other, so other requests' queries can go between them.
      const tags = await tagsOf(db, ids);
      const states = await storedMemberships(db, ids, now);
      yield rows.map((row) => {
        const address = row.deliveryAddress;
        const description =
          row.type === "Manual"
            ? [row.manualSource, row.manualReference].filter(Boolean).join(" ")
            : "";
        return [
          row.id,
          row.email,
          row.firstname,
          row.lastname,
          iso(row.joined),
          (tags.get(row.id) ?? []).map((tag) => tag.name).join(", "),
          row.type,
          row.monthlyAmount ?? "",
          row.period ?? "",
          description,
          iso(row.cancelledAt),
          iso(row.memberStarts),
          iso(row.memberExpires),
          stateText(english, states.get(row.id)),
          row.newsletterStatus,
          row.deliveryOptIn ? "true" : "false",
          address?.line1 ?? "",
          address?.line2 ?? "",
          address?.city ?? "",
          address?.postcode ?? "",
        ];
      });
      const last = rows[rows.length - 1];
      if (!last || rows.length < batchSize) return;
      after = { joined: last.cursor, id: last.id };
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
