import { eq } from "drizzle-orm";
import type { MembershipState } from "@core/contributions";
import { CONTENT } from "@core/content";
import type { Database } from "../../db/connection";
import type { contributions } from "../../db/schema";
import { content } from "../../db/schema";
import { membershipOf, type PaymentFacts } from "./state";

/** What a list or an export reads of one contact to say its membership state. */
export interface StoredMembershipRows {
  row: typeof contributions.$inferSelect | undefined;
  role: { dateAdded: Date; dateExpires: Date | null } | undefined;
  paidUntil: Date | null;
  /** The latest payment of a subscription, by charge date. */
  latest: { status: string; chargeDate: Date } | undefined;
}

/** The grace days after a missed renewal, from the payment settings. */
export async function membershipGraceDays(db: Database): Promise<number> {
  const [stored] = await db
    .select({ data: content.data })
    .from(content)
    .where(eq(content.id, "payment"));
  return CONTENT.payment.read(stored?.data).membershipGraceDays;
}

/** The membership state at `now` from a contact's stored rows, as `storedMembership` says it. */
export function membershipFromRows(
  rows: StoredMembershipRows,
  graceDays: number,
  now: Date,
): MembershipState {
  const facts: PaymentFacts = {
    paidUntil: rows.paidUntil,
    latest: rows.latest ? { status: rows.latest.status, chargeDate: rows.latest.chargeDate } : null,
    // A change's difference only moves the next payment, which no list reads.
    difference: null,
  };
  return membershipOf({
    row: rows.row,
    role: rows.role ? { dateAdded: rows.role.dateAdded, dateExpires: rows.role.dateExpires } : null,
    facts,
    graceDays,
    // The country only prices the next payment, which no list reads.
    country: "gb",
    now,
  });
}
