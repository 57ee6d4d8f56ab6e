import { and, eq, sql } from "drizzle-orm";
import { enums, object, string } from "superstruct";
import { PAYMENT_PROVIDERS, type PaymentProviderName } from "@core/payments";
import { jobs, paymentCustomers, providerEvents } from "@server/db/schema";
import { defineJob, exponentialBackoff } from "../../jobs";
import { lockMembership } from "../../membership/roles";
import { applyEvent } from "./apply";
import type { EventContext, EventHandlerDependencies } from "./context";
import { markCancelled } from "./endings";
import { ProviderEvent } from "./schema";
import { settleDifference } from "./settle-difference";
import type { DropFirst } from "@server/lib/drop-first";

export { ProviderEvent } from "./schema";

/**
 * `deferred`: the event's customer is not known yet (a webhook can arrive before the join that
 * makes the customer the contact's has committed): nothing is recorded, and the event is
 * applied again later (`deferredEventJob`), once.
 */
export type EventOutcome = "applied" | "duplicate" | "deferred";

/**
 * An event whose customer was not known yet, applied again: at once when the customer becomes
 * known (`customerKnown`), else at the job runner's retries, for some hours (a customer of a
 * contact deleted since never becomes known, and is given up).
 */
export const deferredEventJob = defineJob({
  type: "payments:deferred-event",
  payload: object({
    provider: enums(PAYMENT_PROVIDERS),
    customerId: string(),
    event: ProviderEvent,
  }),
  maxAttempts: 10,
  backoff: exponentialBackoff(60, 6 * 60 * 60),
  logFields: (payload) => ({ provider: payload.provider, type: payload.event.type }),
});

/** The customer an event is about, which must be known before it can be applied. */
function customerIdOf(event: ProviderEvent): string | undefined {
  switch (event.type) {
    case "payment.updated":
      return event.payment.customerId;
    case "subscription.ended":
      return event.subscription.customerId;
    case "mandate.ended":
      return event.mandate.customerId;
    case "customer.deleted":
      return undefined;
  }
}

export type EventHandler = ReturnType<typeof createEventHandler>;

/**
 * The one handler of provider events. Each event's id is recorded under a unique key in the
 * transaction of its effect: delivered twice (providers deliver at least once), it acts once;
 * delivered at the same time twice, the second waits for the first and then does nothing.
 * Effects are computed from what is stored, not from the order events arrive in: a payment
 * keeps the status of the latest report (`status_at`), membership dates move from the stored
 * payments, so events that arrive out of order end in the same state.
 */
export function createEventHandler(deps: EventHandlerDependencies) {
  const { db, email, content } = deps;
  const contributionUrl = new URL("/profile/contribution", deps.baseUrl).toString();
  const ctx: EventContext = { ...deps, contributionUrl };

  const handler = {
    markCancelled: (...args: DropFirst<Parameters<typeof markCancelled>>) =>
      markCancelled(ctx, ...args),
    settleDifference: (...args: DropFirst<Parameters<typeof settleDifference>>) =>
      settleDifference(ctx, ...args),

    /** Applies one event of this provider once; answers whether it was new. */
    async apply(provider: PaymentProviderName, event: ProviderEvent): Promise<EventOutcome> {
      // Read before the transaction: on the embedded database it holds the one connection.
      const { membershipGraceDays } = await content.get("payment");
      // Effects are dated when the provider says the event happened, also when it arrives late.
      const now = event.occurredAt;
      const customerId = customerIdOf(event);
      const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
        if (customerId) {
          const [known] = await tx
            .select({ contactId: paymentCustomers.contactId })
            .from(paymentCustomers)
            .where(
              and(
                eq(paymentCustomers.provider, provider),
                eq(paymentCustomers.customerId, customerId),
              ),
            );
          if (!known) return "deferred";
          await lockMembership(tx, known.contactId);
        }
        const recorded = await tx
          .insert(providerEvents)
          .values({ provider, eventId: event.id, type: event.type })
          .onConflictDoNothing()
          .returning({ eventId: providerEvents.eventId });
        if (recorded.length === 0) return "duplicate";
        await applyEvent(ctx, tx, provider, event, membershipGraceDays, now);
        return "applied";
      });
      // The emails and webhooks it queued go now.
      if (outcome === "applied") email.poke();
      if (outcome === "deferred" && customerId && deps.jobs) {
        // Once per event however often it is delivered meanwhile (the key).
        await deps.jobs.enqueue(
          db,
          deferredEventJob,
          { provider, customerId, event },
          { uniqueKey: `${provider}:${event.id}` },
        );
      }
      return outcome;
    },

    /**
     * A provider's customer became a contact's (a join, a new payment method completed): the
     * events deferred for it are applied now.
     */
    async customerKnown(provider: PaymentProviderName, customerId: string): Promise<void> {
      const waiting = await db
        .update(jobs)
        .set({ runAt: new Date() })
        .where(
          and(
            eq(jobs.type, deferredEventJob.type),
            eq(jobs.state, "pending"),
            sql`${jobs.payload}->>'provider' = ${provider}`,
            sql`${jobs.payload}->>'customerId' = ${customerId}`,
          ),
        )
        .returning({ id: jobs.id });
      if (waiting.length > 0) deps.jobs?.poke();
    },
  };

  deps.jobs?.handle(deferredEventJob, async ({ provider, event }) => {
    if ((await handler.apply(provider, event)) === "deferred") {
      throw new Error("The event's customer is not known yet");
    }
  });
  return handler;
}
