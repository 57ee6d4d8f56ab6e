import { and, desc, eq, inArray, isNotNull, max } from "drizzle-orm";
import type { MembershipState } from "../../../src/core/contributions";
import { CONTENT } from "../../../src/core/content";
import type { Database } from "../../db/connection";
import { contactRoles, content, contributions, payments } from "../../db/schema";
import { membershipOf, type PaymentFacts } from "./state";

/**
 * The membership states of many contacts at `now` (the payment clock's time), from the
 * database alone, in a few queries whatever their number: what `storedMembership` says of
 * each, for lists and exports.
 */
export async function storedMemberships(
  db: Database,
  contactIds: readonly string[],
  now: Date,
): Promise<Map<string, MembershipState>> {
  const ids = [...new Set(contactIds)];
  const states = new Map<string, MembershipState>();
  if (ids.length === 0) return states;
  const [rows, roles, paid, latest, [stored]] = await Promise.all([
    db.select().from(contributions).where(inArray(contributions.contactId, ids)),
    db
      .select({
        contactId: contactRoles.contactId,
        dateAdded: contactRoles.dateAdded,
        dateExpires: contactRoles.dateExpires,
      })
      .from(contactRoles)
      .where(and(inArray(contactRoles.contactId, ids), eq(contactRoles.role, "member"))),
    db
      .select({ contactId: payments.contactId, until: max(payments.periodEnd) })
      .from(payments)
      .where(and(inArray(payments.contactId, ids), eq(payments.status, "successful")))
      .groupBy(payments.contactId),
    // Each contact's latest payment of a subscription, as `paymentFacts` reads it.
    db
      .selectDistinctOn([payments.contactId], {
        contactId: payments.contactId,
        status: payments.status,
        chargeDate: payments.chargeDate,
      })
      .from(payments)
      .where(and(inArray(payments.contactId, ids), isNotNull(payments.subscriptionId)))
      .orderBy(payments.contactId, desc(payments.chargeDate), desc(payments.statusAt)),
    db.select({ data: content.data }).from(content).where(eq(content.id, "payment")),
  ]);
  const { membershipGraceDays } = CONTENT.payment.read(stored?.data);
  const byContact = <T extends { contactId: string | null }>(list: T[]) =>
    new Map(list.map((item) => [item.contactId, item]));
  const [rowOf, roleOf, paidOf, latestOf] = [
    byContact(rows),
    byContact(roles),
    byContact(paid),
    byContact(latest),
  ];
  for (const id of ids) {
    const role = roleOf.get(id);
    const last = latestOf.get(id);
    const facts: PaymentFacts = {
      paidUntil: paidOf.get(id)?.until ?? null,
      latest: last ? { status: last.status, chargeDate: last.chargeDate } : null,
      // A change's difference only moves the next payment, which no list reads.
      difference: null,
    };
    states.set(
      id,
      membershipOf({
        row: rowOf.get(id),
        role: role ? { dateAdded: role.dateAdded, dateExpires: role.dateExpires } : null,
        facts,
        graceDays: membershipGraceDays,
        // The country only prices the next payment, which no list reads.
        country: "gb",
        now,
      }),
    );
  }
  return states;
}
