import { and, eq, sql } from "drizzle-orm";
import type { MemberRole } from "@core/contributions";
import type { Database } from "../../db/connection";
import { contactRoles, contacts } from "../../db/schema";

/** A database or a transaction: what these helpers write through. */
export type Writer = Pick<Database, "select" | "insert" | "update">;

const isMember = (contactId: string) =>
  and(eq(contactRoles.contactId, contactId), eq(contactRoles.role, "member"));

/** The contact's member role, if it has one (active or not). */
export async function memberRole(db: Writer, contactId: string): Promise<MemberRole | null> {
  const [role] = await db
    .select({ dateAdded: contactRoles.dateAdded, dateExpires: contactRoles.dateExpires })
    .from(contactRoles)
    .where(isMember(contactId));
  return role ?? null;
}

/**
 * Takes the contact's row lock first in a transaction that changes their contribution,
 * payments or membership. Triggers copy those into the contact's row at the end of each
 * statement, so without it two such transactions (a join completing while the provider's
 * first payment event is applied) can each hold what the other's next statement waits for:
 * PostgreSQL then aborts one as a deadlock, and the member sees an error.
 */
export async function lockMembership(db: Writer, contactId: string): Promise<void> {
  await db
    .select({ id: contacts.id })
    .from(contacts)
    .where(eq(contacts.id, contactId))
    .for("no key update");
}

/**
 * Makes the membership last at least until `until`: a new member role from `now`, or the
 * existing one's end moved later. Never shortens it, and leaves a membership without an end
 * (given by an admin) as it is.
 */
export async function extendMembership(
  db: Writer,
  contactId: string,
  until: Date,
  now: Date,
): Promise<void> {
  await db
    .insert(contactRoles)
    .values({ contactId, role: "member", dateAdded: now < until ? now : until, dateExpires: until })
    .onConflictDoUpdate({
      target: [contactRoles.contactId, contactRoles.role],
      set: {
        dateExpires: sql`case when ${contactRoles.dateExpires} is null then null
          else greatest(${contactRoles.dateExpires}, excluded.date_expires) end`,
      },
    });
}

/**
 * Ends the membership at `until` at the latest (now, to revoke it): a payment failed for good,
 * or a contribution was cancelled. Never lengthens it, never before it began, and leaves a
 * membership without an end (an admin's decision) as it is.
 */
export async function shortenMembership(db: Writer, contactId: string, until: Date): Promise<void> {
  const at = sql`${until.toISOString()}::timestamptz`;
  await db
    .update(contactRoles)
    .set({
      dateExpires: sql`case when ${contactRoles.dateExpires} is null then null
        else greatest(${contactRoles.dateAdded}, least(${contactRoles.dateExpires}, ${at})) end`,
    })
    .where(isMember(contactId));
}
