import { and, eq, inArray } from "drizzle-orm";
import { badRequest } from "@core/errors";
import { isRoleActive } from "@core/contributions";
import type { Database, Transaction } from "../../db/connection";
import { contactMfa, contactRoles } from "../../db/schema";
import { memberRole } from "../membership/roles";
import type { JoinDependencies } from "./deps";

export const hasAccount = () =>
  badRequest("This email address already has an account: log in instead", {
    code: "duplicate-email",
  });

/**
 * Whether a join may take this existing contact over by confirming the email: only one nobody
 * could log in as (no password, no staff role, no second factor), such as a guest respondent or
 * a contact staff added. Anyone else's account is theirs: a join must never set its password.
 */
export async function isClaimable(
  reader: Database | Transaction,
  contact: { id: string; passwordHash: string | null },
): Promise<boolean> {
  if (contact.passwordHash) return false;
  const [staff, mfa] = await Promise.all([
    hasStaffRole(reader, contact.id),
    hasSecondFactor(reader, contact.id),
  ]);
  return !staff && !mfa;
}

export async function hasStaffRole(reader: Database | Transaction, contactId: string) {
  const rows = await reader
    .select({ role: contactRoles.role })
    .from(contactRoles)
    .where(
      and(
        eq(contactRoles.contactId, contactId),
        inArray(contactRoles.role, ["admin", "superadmin"]),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function hasSecondFactor(reader: Database | Transaction, contactId: string) {
  const rows = await reader
    .select({ id: contactMfa.id })
    .from(contactMfa)
    .where(eq(contactMfa.contactId, contactId))
    .limit(1);
  return rows.length > 0;
}

/** Whether the contact holds an active membership now (by the payment clock). */
export async function isActiveMember(deps: JoinDependencies, contactId: string): Promise<boolean> {
  const { db, payments } = deps;
  const [role, now] = await Promise.all([memberRole(db, contactId), payments.clock.now()]);
  return role !== null && isRoleActive(role, now);
}
