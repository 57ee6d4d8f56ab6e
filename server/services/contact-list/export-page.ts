import { and, asc, desc, eq, inArray, isNotNull, max, sql, type SQL } from "drizzle-orm";
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
import { givenMonthly } from "../membership/contact-fields";

// On its own (no translation code) so the bench can time the engine's COPY of it.

/**
 * One page of the export in one statement: the page's contacts by (joined, id) after
 * `after`, and, joined to them as sets, their contribution, profile, member role, tag names,
 * paid-until and latest subscription payment (what the membership state is derived from).
 */
export function contactExportPage(
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
