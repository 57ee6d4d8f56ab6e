import { and, eq } from "drizzle-orm";
import type { Database } from "../../db/connection";
import { payments } from "../../db/schema";

/**
 * The difference a contribution's change waits for (`difference_payment_id`), as reported, at
 * whichever provider took it: after a move to another provider it may still be at the old one.
 * Looked up among the contact's own payments (provider ids are unique to a provider, and a
 * contact's payments at two providers never share one).
 */
export async function differencePayment(
  db: Pick<Database, "select">,
  contactId: string,
  providerPaymentId: string,
) {
  const [found] = await db
    .select({ provider: payments.provider, status: payments.status, amount: payments.amount })
    .from(payments)
    .where(
      and(eq(payments.contactId, contactId), eq(payments.providerPaymentId, providerPaymentId)),
    );
  return found;
}
