import { and, asc, desc, eq, isNotNull, sql, type Placeholder, type SQL } from "drizzle-orm";
import { setupI18n } from "@lingui/core";
import { DEFAULT_MEMBERSHIP_GRACE_DAYS } from "@core/contributions";
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
import { csvField } from "../../lib/export/csv";
import { csvLineSql, csvTextSql, isoSql } from "../../lib/export/csv-sql";
import { givenMonthly } from "../membership/contact-fields";
import {
  membershipStatusTextSql,
  membershipTexts,
  type MembershipTexts,
} from "../membership/state-sql";

// On its own (no translation code) so the bench can time the engine's COPY of it.

/**
 * What the membership state is said with: the payment settings' grace days, and the states'
 * words as CSV fields (`membershipTexts(english, csvField)`).
 */
export interface ContactExportMembership {
  graceDays: number;
  texts: MembershipTexts;
}

/**
 * The settings' default grace days and the labels' source words: for the bench's and the
 * profile's statements, which time the statement's shape (the export passes its own).
 */
function defaultMembership(): ContactExportMembership {
  return {
    graceDays: DEFAULT_MEMBERSHIP_GRACE_DAYS,
    texts: membershipTexts(setupI18n({ locale: "en", messages: { en: {} } }), csvField),
  };
}

/**
 * One page of the export in one statement: the page's contacts by (joined, id) after
 * `after`, each as its CSV line (contract 2.3's columns) written by the database, with the
 * page's cursor. Their contribution, profile, member role and tag names are read by key for
 * the page's rows, and their paid-until and latest subscription payment (what the membership
 * state is derived from) by index for each of them.
 */
export function contactExportPage(
  db: Database,
  options: {
    where: SQL;
    /** Values, or placeholders the export fills in at each page (export.ts). */
    after: { joined: string | Placeholder; id: string | Placeholder } | undefined;
    limit: number | Placeholder;
    now: Date;
    membership?: ContactExportMembership;
  },
) {
  const { where, after, now } = options;
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
        monthlyAmount: givenMonthly(now).as("given_monthly"),
        period: contacts.contributionPeriod,
        manualSource: contacts.manualPaymentSource,
        cancelledAt: contacts.contributionCancelledAt,
        memberStarts: contacts.membershipStarts,
        memberExpires: contacts.membershipExpires,
        newsletterStatus: contacts.newsletterStatus,
        deliveryOptIn: contacts.deliveryOptIn,
        // What the state and the file read of the contribution, member role and profile:
        // joined here, where the page's limit has the planner look each up by its key, where
        // joined to the page it read each whole table into a hash, for a page of any size.
        contributionType: contributions.type,
        contributionCancelledAt: contributions.cancelledAt,
        endedReason: contributions.endedReason,
        manualReference: contributions.manualReference,
        roleAdded: contactRoles.dateAdded,
        roleExpires: contactRoles.dateExpires,
        deliveryAddress: contactProfiles.deliveryAddress,
        // Looked up for the page's rows only, by the assignments' key.
        tags: sql<
          string | null
        >`(select string_agg(${contactTags.name}, ', ' order by lower(${contactTags.name}))
          from ${contactTagAssignments}
          join ${contactTags} on ${contactTags.id} = ${contactTagAssignments.tagId}
          where ${contactTagAssignments.contactId} = ${contacts.id})`.as("tags"),
      })
      .from(contacts)
      .leftJoin(contributions, eq(contributions.contactId, contacts.id))
      .leftJoin(contactProfiles, eq(contactProfiles.contactId, contacts.id))
      .leftJoin(
        contactRoles,
        and(eq(contactRoles.contactId, contacts.id), eq(contactRoles.role, "member")),
      )
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
  // The latest end of a period paid for and the latest payment of a subscription (what
  // `paymentFacts` reads), each looked up for each contact of the page on its own partial index
  // (migration 0043): a lateral lookup with a limit cannot be turned into a join, so the plan
  // stays on the index whatever the page's size. As sets joined to the page they became hash
  // joins over every payment from about 1,000 contacts a page (2 s a page on PGlite; issue #28).
  // The status is a constant, not a parameter, so a prepared statement's generic plan can still
  // prove the partial index's condition.
  const paid = db
    .select({ until: payments.periodEnd })
    .from(payments)
    .where(and(eq(payments.contactId, page.id), sql`${payments.status} = 'successful'`))
    .orderBy(sql`${payments.periodEnd} desc nulls last`)
    .limit(1)
    .as("paid");
  const latest = db
    .select({ status: payments.status, chargeDate: payments.chargeDate })
    .from(payments)
    .where(and(eq(payments.contactId, page.id), isNotNull(payments.subscriptionId)))
    .orderBy(desc(payments.chargeDate), desc(payments.statusAt))
    .limit(1)
    .as("latest");
  const { graceDays, texts } = options.membership ?? defaultMembership();
  const status = membershipStatusTextSql(
    {
      type: page.contributionType,
      cancelledAt: page.contributionCancelledAt,
      endedReason: page.endedReason,
      roleAdded: page.roleAdded,
      roleExpires: page.roleExpires,
      paidUntil: paid.until,
      latestStatus: latest.status,
      latestChargeDate: latest.chargeDate,
    },
    { graceDays, now, texts },
  );
  const address = (field: string) => csvTextSql(sql`${page.deliveryAddress} ->> ${field}`);
  // The CSV writer's rules for each column, in CONTACT_EXPORT_HEADER's order.
  const line = csvLineSql([
    sql`${page.id}::text`,
    csvTextSql(page.email),
    csvTextSql(page.firstname),
    csvTextSql(page.lastname),
    isoSql(page.joined),
    csvTextSql(page.tags),
    // The type, period and newsletter status are words of ours, which need no quoting.
    sql`${page.type}`,
    // A number, as JS writes a double (shortest exact form), never guarded.
    sql`${page.monthlyAmount}::text`,
    sql`${page.period}`,
    // A manual contribution's source and reference, those given, after a space.
    csvTextSql(sql`case when ${page.type} = 'Manual' then concat_ws(' ',
      nullif(${page.manualSource}, ''), nullif(${page.manualReference}, '')) end`),
    isoSql(page.cancelledAt),
    isoSql(page.memberStarts),
    isoSql(page.memberExpires),
    // Written as CSV fields already (`texts`).
    status,
    sql`${page.newsletterStatus}`,
    sql`case when ${page.deliveryOptIn} then 'true' else 'false' end`,
    address("line1"),
    address("line2"),
    address("city"),
    address("postcode"),
  ]);
  return db
    .with(page)
    .select({ line: line.as("line"), id: page.id, cursor: page.cursor })
    .from(page)
    .leftJoinLateral(paid, sql`true`)
    .leftJoinLateral(latest, sql`true`)
    .orderBy(asc(page.joined), asc(page.id));
}
