import { and, eq } from "drizzle-orm";
import { testProviderSubscriptions } from "@server/db/schema";
import type { PaymentProvider, SubscriptionState } from "../provider";
import { cancelRetries } from "./charges";
import type { TestProviderContext } from "./context";
import { newId } from "./ids";
import { emit } from "./outbox";

type SubscriptionRow = typeof testProviderSubscriptions.$inferSelect;

function state(row: SubscriptionRow): SubscriptionState {
  const live = row.status === "active";
  return {
    id: row.id,
    status: live ? "active" : "ended",
    chargeable: row.amount,
    period: row.period,
    nextChargeAt: live ? row.nextChargeAt : null,
  };
}

/** Subscriptions in the provider's own table, charged by the due work. */
export function subscriptionsOfTestProvider({
  db,
  clock,
  soon,
}: TestProviderContext): Pick<
  PaymentProvider,
  "createSubscription" | "getSubscription" | "updateSubscription" | "cancelSubscription"
> {
  async function subscription(id: string): Promise<SubscriptionRow | undefined> {
    const [row] = await db
      .select()
      .from(testProviderSubscriptions)
      .where(eq(testProviderSubscriptions.id, id));
    return row;
  }

  return {
    // A start in the past is backdated, as Stripe's `backdate_start_date`: the periods since
    // are charged by the next run, dated when they fell due (the demo's members).
    async createSubscription(request) {
      const [created] = await db
        .insert(testProviderSubscriptions)
        .values({
          id: newId("tsub"),
          idempotencyKey: request.idempotencyKey,
          customerId: request.customerId,
          mandateId: request.mandateId,
          amount: request.chargeable,
          period: request.period,
          anchorAt: request.startAt,
          nextChargeAt: request.startAt,
        })
        .onConflictDoNothing({ target: testProviderSubscriptions.idempotencyKey })
        .returning();
      if (created) await soon();
      const row =
        created ??
        (
          await db
            .select()
            .from(testProviderSubscriptions)
            .where(eq(testProviderSubscriptions.idempotencyKey, request.idempotencyKey))
        )[0];
      if (!row) throw new Error("A test subscription was neither made nor found");
      return state(row);
    },

    async getSubscription(id) {
      const row = await subscription(id);
      return row && state(row);
    },

    async updateSubscription(id, change) {
      const [row] = await db
        .update(testProviderSubscriptions)
        .set({
          ...(change.chargeable !== undefined ? { amount: change.chargeable } : {}),
          ...(change.mandateId !== undefined ? { mandateId: change.mandateId } : {}),
        })
        .where(eq(testProviderSubscriptions.id, id))
        .returning();
      if (!row) throw new Error(`No test subscription ${id}`);
      return state(row);
    },

    async cancelSubscription(id) {
      const at = await clock.now();
      await db.transaction(async (tx) => {
        const [row] = await tx
          .update(testProviderSubscriptions)
          .set({ status: "cancelled", endedAt: at })
          .where(
            and(
              eq(testProviderSubscriptions.id, id),
              eq(testProviderSubscriptions.status, "active"),
            ),
          )
          .returning();
        if (!row) return;
        await cancelRetries(tx, id, at);
        await emit(tx, {
          type: "subscription.ended",
          occurredAt: at,
          subscription: { id, customerId: row.customerId, reason: "cancelled" },
        });
      });
      await soon();
    },
  };
}
