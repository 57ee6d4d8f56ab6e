import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { JOIN_FLOW_DAYS } from "@core/join";
import type { Database } from "../../db/connection";
import { paymentFlows, payments } from "../../db/schema";

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

/**
 * When the newest payment method the contact is setting up (a flow started, not completed and
 * not yet expired) expires; undefined when there is none. A difference that fails for good
 * meanwhile is paid by that method once it completes, so the change waits for it until then.
 */
export async function methodSetUpExpires(
  db: Pick<Database, "select">,
  contactId: string,
): Promise<Date | undefined> {
  const [flow] = await db
    .select({ createdAt: paymentFlows.createdAt })
    .from(paymentFlows)
    .where(
      and(
        eq(paymentFlows.contactId, contactId),
        eq(paymentFlows.purpose, "payment-method"),
        isNull(paymentFlows.completedAt),
        gt(paymentFlows.createdAt, sql`now() - make_interval(days => ${JOIN_FLOW_DAYS})`),
      ),
    )
    .orderBy(desc(paymentFlows.createdAt))
    .limit(1);
  return flow && new Date(flow.createdAt.getTime() + JOIN_FLOW_DAYS * 24 * 60 * 60 * 1000);
}
