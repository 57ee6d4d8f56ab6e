import { and, eq } from "drizzle-orm";
import { enums, integer, object, optional, string } from "superstruct";
import { toCents } from "@core/fees";
import { PAYMENT_PROVIDERS } from "@core/payments";
import type { Database } from "../../db/connection";
import { contacts, contributions } from "../../db/schema";
import { defineJob, type JobRunner } from "../jobs";
import { lockMembership } from "../membership/roles";
import type { PaymentsService } from ".";
import { differencePayment, methodSetUpExpires } from "./difference";
import { DIFFERENCE_DESCRIPTION } from "./purpose";

const provider = enums(PAYMENT_PROVIDERS);

/**
 * Provider calls that must happen, but not in the request that causes them: queued in its
 * transaction, retried while the provider is away. Each is safe to run twice (cancelling what
 * is cancelled, or deleting what is gone, is no error).
 */
export const cancelSubscriptionJob = defineJob({
  type: "payments:cancel-subscription",
  payload: object({ provider, subscriptionId: string() }),
  maxAttempts: 10,
  logFields: (payload) => ({ provider: payload.provider }),
});

export const cancelMandateJob = defineJob({
  type: "payments:cancel-mandate",
  payload: object({ provider, mandateId: string() }),
  maxAttempts: 10,
  logFields: (payload) => ({ provider: payload.provider }),
});

export const deleteCustomerJob = defineJob({
  type: "payments:delete-customer",
  payload: object({ provider, customerId: string() }),
  maxAttempts: 10,
  logFields: (payload) => ({ provider: payload.provider }),
});

/** The subscription charges this many cents a period from its next charge on. */
export const subscriptionChargeableJob = defineJob({
  type: "payments:subscription-chargeable",
  payload: object({ provider, subscriptionId: string(), chargeable: integer() }),
  maxAttempts: 10,
  logFields: (payload) => ({ provider: payload.provider }),
});

/**
 * A change's difference taken at the provider the member has since moved from (or on the
 * mandate they replaced there, `mandateId`) failed for good: the method they moved to pays it,
 * once (the charge is keyed by the failed payment).
 */
export const chargeMovedDifferenceJob = defineJob({
  type: "payments:charge-moved-difference",
  payload: object({ contactId: string(), paymentId: string(), mandateId: optional(string()) }),
  maxAttempts: 10,
});

/**
 * A change kept waiting for a difference that failed for good (or was cancelled) while the
 * member was setting up a new payment method (`dropAt`: when that set-up expires): dropped
 * then, the member keeping the amount they had, unless a completed method paid it meanwhile
 * or another set-up is still under way (then it waits for that one's expiry).
 */
export const dropStrandedDifferenceJob = defineJob({
  type: "payments:drop-stranded-difference",
  payload: object({ contactId: string(), paymentId: string() }),
  maxAttempts: 10,
});

/** Sends the contact's name and email as they are when it runs. */
export const updateCustomerJob = defineJob({
  type: "payments:update-customer",
  payload: object({ contactId: string() }),
  maxAttempts: 10,
});

export function handleProviderJobs(db: Database, jobs: JobRunner, payments: PaymentsService) {
  // A provider no longer configured has nothing left to do here.
  const of = (name: (typeof PAYMENT_PROVIDERS)[number]) => payments.provider(name);
  jobs.handle(cancelSubscriptionJob, async ({ provider: name, subscriptionId }) => {
    await of(name)?.cancelSubscription(subscriptionId);
  });
  jobs.handle(cancelMandateJob, async ({ provider: name, mandateId }) => {
    await of(name)?.cancelMandate(mandateId);
  });
  jobs.handle(subscriptionChargeableJob, async ({ provider: name, subscriptionId, chargeable }) => {
    await of(name)?.updateSubscription(subscriptionId, { chargeable });
  });
  jobs.handle(deleteCustomerJob, async ({ provider: name, customerId }) => {
    await of(name)?.deleteCustomer(customerId);
  });
  jobs.handle(chargeMovedDifferenceJob, async ({ contactId, paymentId, mandateId }) => {
    const [row] = await db
      .select()
      .from(contributions)
      .where(eq(contributions.contactId, contactId));
    // Paid another way since (a new method completed), or the contribution ended.
    if (row?.differencePaymentId !== paymentId || !row.provider) return;
    const failed = await differencePayment(db, contactId, paymentId);
    const provider = of(row.provider);
    const given = failed?.status === "failed" || failed?.status === "cancelled";
    const moved =
      failed?.provider !== row.provider || (mandateId !== undefined && mandateId !== row.mandateId);
    if (!failed || !given || !moved || !provider) return;
    if (!row.customerId || !row.mandateId) return;
    const { paymentId: charged } = await provider.charge({
      customerId: row.customerId,
      mandateId: row.mandateId,
      amount: toCents(failed.amount),
      description: DIFFERENCE_DESCRIPTION,
      idempotencyKey: `moved-difference:${failed.provider}:${paymentId}`,
    });
    await db.transaction(async (tx) => {
      await lockMembership(tx, contactId);
      const waiting = await tx
        .update(contributions)
        .set({ differencePaymentId: charged, updatedAt: new Date() })
        .where(
          and(
            eq(contributions.contactId, contactId),
            eq(contributions.differencePaymentId, paymentId),
          ),
        )
        .returning({ contactId: contributions.contactId });
      // The new charge's outcome may have been reported already.
      if (waiting.length > 0) await payments.events.settleDifference(tx, contactId);
    });
  });
  jobs.handle(dropStrandedDifferenceJob, async ({ contactId, paymentId }) => {
    await db.transaction(async (tx) => {
      await lockMembership(tx, contactId);
      const [row] = await tx
        .select({ differencePaymentId: contributions.differencePaymentId })
        .from(contributions)
        .where(eq(contributions.contactId, contactId))
        .for("update");
      if (row?.differencePaymentId !== paymentId) return;
      const expires = await methodSetUpExpires(tx, contactId);
      if (expires) {
        await jobs.enqueue(
          tx,
          dropStrandedDifferenceJob,
          { contactId, paymentId },
          { runAt: expires, uniqueKey: `${paymentId}:${expires.toISOString()}` },
        );
        return;
      }
      await tx
        .update(contributions)
        .set({
          nextAmount: null,
          nextChargeable: null,
          differencePaymentId: null,
          updatedAt: new Date(),
        })
        .where(eq(contributions.contactId, contactId));
    });
  });
  jobs.handle(updateCustomerJob, async ({ contactId }) => {
    const [row] = await db
      .select({
        email: contacts.email,
        firstname: contacts.firstname,
        lastname: contacts.lastname,
        provider: contributions.provider,
        customerId: contributions.customerId,
      })
      .from(contributions)
      .innerJoin(contacts, eq(contacts.id, contributions.contactId))
      .where(eq(contributions.contactId, contactId));
    if (!row?.provider || !row.customerId) return;
    await of(row.provider)?.updateCustomer(row.customerId, {
      email: row.email,
      firstname: row.firstname,
      lastname: row.lastname,
    });
  });
}
