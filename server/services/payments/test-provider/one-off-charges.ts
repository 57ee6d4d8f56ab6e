import { eq } from "drizzle-orm";
import { testProviderMandates } from "@server/db/schema";
import { ProviderError, type PaymentProvider } from "../provider";
import { createCharge, hasPendingCharge, retryOnMandate } from "./charges";
import type { TestProviderContext } from "./context";

/** One-off charges, failed charges tried again on a new mandate, and those still pending. */
export function chargesOfTestProvider({
  db,
  clock,
  soon,
}: TestProviderContext): Pick<
  PaymentProvider,
  "charge" | "payFailedRenewal" | "payFailedCharge" | "hasPendingPayment"
> {
  async function mandateMethod(id: string) {
    const [row] = await db
      .select({ method: testProviderMandates.method })
      .from(testProviderMandates)
      .where(eq(testProviderMandates.id, id));
    return row?.method ?? "s_card";
  }

  /** A failed charge, still being tried, moves to the new mandate and is tried there at once. */
  async function retryWithMandate(failed: {
    paymentId: string;
    mandateId: string;
  }): Promise<{ paymentId: string }> {
    const at = await clock.now();
    const method = await mandateMethod(failed.mandateId);
    const charge = await db.transaction((tx) =>
      retryOnMandate(tx, { chargeId: failed.paymentId, mandateId: failed.mandateId, method, at }),
    );
    if (!charge) throw new ProviderError(`No test charge ${failed.paymentId}`);
    await soon();
    return { paymentId: charge.id };
  }

  return {
    async charge(request) {
      const at = await clock.now();
      const method = await mandateMethod(request.mandateId);
      const charge = await db.transaction((tx) =>
        createCharge(tx, {
          subscriptionId: null,
          customerId: request.customerId,
          mandateId: request.mandateId,
          method,
          amount: request.amount,
          description: request.description,
          periodStart: null,
          periodEnd: null,
          at,
          idempotencyKey: request.idempotencyKey,
        }),
      );
      await soon();
      return { paymentId: charge.id };
    },

    payFailedRenewal: retryWithMandate,
    // A one-off charge is tried again on the new mandate as a renewal is.
    payFailedCharge: retryWithMandate,

    hasPendingPayment: (customerId) => hasPendingCharge(db, customerId),
  };
}
