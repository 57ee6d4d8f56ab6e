import { Readable } from "node:stream";
import { and, asc, desc, eq, inArray, isNotNull, max, sql, type SQL } from "drizzle-orm";
import type { I18n } from "@lingui/core";
import type { MembershipState } from "../../../src/core/contributions";
import {
  ENDED_REASON_LABELS,
  MEMBERSHIP_STATE_LABELS,
} from "../../../src/core/contributions/state-labels";
import { membershipFromRows, membershipGraceDays } from "../membership/states-of";
import { englishI18n } from "../responses/english";
import { givenMonthly } from "../membership/contact-fields";
import type { Database } from "../../db/connection";
import {
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contactTags,
  contacts,
  contributions,
  payments,
} from "../../db/schema";
import { csvStream } from "../responses/export/csv";

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

/**
 * One page of the export in one statement: the page's contacts by (joined, id) after
 * `after`, and, joined to them as sets, their contribution, profile, member role, tag names,
 * paid-until and latest subscription payment (what the membership state is derived from).
 */
function exportPage(
  db: Database,
  options: {
    where: SQL;
    after: { joined: string; id: string } | undefined;
    limit: number;
    now: Date;
  },
) {
  const { where, after } = options;
  const page = db.$with("page").as(
    db
      .select({
        id: contacts.id,
        email: contacts.email,
        firstname: contacts.firstname,
        lastname: contacts.lastname,
        joined: contacts.joined,
        cursor: sql<string>`${contacts.joined}::text`.as("cursor"),
        // The contribution's, member role's and profile's copies (migration 0019).
        type: contacts.contributionType,
        monthlyAmount: givenMonthly(options.now).as("given_monthly"),
        period: contacts.contributionPeriod,
        manualSource: contacts.manualPaymentSource,
        cancelledAt: contacts.contributionCancelledAt,
        memberStarts: contacts.membershipStarts,
        memberExpires: contacts.membershipExpires,
        newsletterStatus: contacts.newsletterStatus,
        deliveryOptIn: contacts.deliveryOptIn,
      })
      .from(contacts)
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
      .limit(options.limit),
  );
  const ids = db.select({ id: page.id }).from(page);
  const tagNames = db
    .select({
      contactId: contactTagAssignments.contactId,
      names:
        sql<string>`string_agg(${contactTags.name}, ', ' order by lower(${contactTags.name}))`.as(
          "names",
        ),
    })
    .from(contactTagAssignments)
    .innerJoin(contactTags, eq(contactTags.id, contactTagAssignments.tagId))
    .where(inArray(contactTagAssignments.contactId, ids))
    .groupBy(contactTagAssignments.contactId)
    .as("tag_names");
  const paid = db
    .select({ contactId: payments.contactId, until: max(payments.periodEnd).as("until") })
    .from(payments)
    .where(and(inArray(payments.contactId, ids), eq(payments.status, "successful")))
    .groupBy(payments.contactId)
    .as("paid");
  // Each contact's latest payment of a subscription, as `paymentFacts` reads it.
  const latest = db
    .selectDistinctOn([payments.contactId], {
      contactId: payments.contactId,
      status: payments.status,
      chargeDate: payments.chargeDate,
    })
    .from(payments)
    .where(and(inArray(payments.contactId, ids), isNotNull(payments.subscriptionId)))
    .orderBy(payments.contactId, desc(payments.chargeDate), desc(payments.statusAt))
    .as("latest");
  return db
    .with(page)
    .select({
      id: page.id,
      email: page.email,
      firstname: page.firstname,
      lastname: page.lastname,
      joined: page.joined,
      cursor: page.cursor,
      type: page.type,
      monthlyAmount: page.monthlyAmount,
      period: page.period,
      manualSource: page.manualSource,
      cancelledAt: page.cancelledAt,
      memberStarts: page.memberStarts,
      memberExpires: page.memberExpires,
      newsletterStatus: page.newsletterStatus,
      deliveryOptIn: page.deliveryOptIn,
      deliveryAddress: contactProfiles.deliveryAddress,
      contribution: contributions,
      role: { dateAdded: contactRoles.dateAdded, dateExpires: contactRoles.dateExpires },
      tags: tagNames.names,
      paidUntil: paid.until,
      latest: { status: latest.status, chargeDate: latest.chargeDate },
    })
    .from(page)
    .leftJoin(contributions, eq(contributions.contactId, page.id))
    .leftJoin(contactProfiles, eq(contactProfiles.contactId, page.id))
    .leftJoin(
      contactRoles,
      and(eq(contactRoles.contactId, page.id), eq(contactRoles.role, "member")),
    )
    .leftJoin(tagNames, eq(tagNames.contactId, page.id))
    .leftJoin(paid, eq(paid.contactId, page.id))
    .leftJoin(latest, eq(latest.contactId, page.id))
    .orderBy(asc(page.joined), asc(page.id));
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
  const [total, english, graceDays] = await Promise.all([
    db.$count(contacts, where),
    englishI18n(),
    membershipGraceDays(db),
  ]);

  async function* batches(): AsyncGenerator<(string | number)[][]> {
    // The joined time as PostgreSQL prints it: microseconds, which a JS Date would lose.
    let after: { joined: string; id: string } | undefined;
    for (;;) {
      const rows = await exportPage(db, { where, after, limit: batchSize, now });
      if (rows.length === 0) return;
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
