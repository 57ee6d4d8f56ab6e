import type { Subscription } from "gocardless-nodejs/types/Types";
import { ProviderError, type PaymentProvider, type SubscriptionState } from "../provider";
import { isGoneOrDone } from "./api";
import { SCHEME_CURRENCIES, day, unlessDone, type GoCardlessProviderDependencies } from "./calls";

/** Subscriptions GoCardless still collects for. */
const LIVE_STATUSES = ["active", "pending_customer_approval", "paused"];

function stateOf(subscription: Subscription): SubscriptionState {
  const live = LIVE_STATUSES.includes(subscription.status ?? "");
  const next = subscription.upcoming_payments?.[0]?.charge_date;
  return {
    id: subscription.id ?? "",
    status: live ? "active" : "ended",
    chargeable: subscription.amount ?? 0,
    period: subscription.interval_unit === "yearly" ? "annually" : "monthly",
    nextChargeAt: live && next ? new Date(`${next}T00:00:00Z`) : null,
  };
}

/** Subscriptions on a mandate: a subscription stays on its mandate, so a move starts a new one. */
export function goCardlessSubscriptions(
  deps: GoCardlessProviderDependencies,
): Pick<
  PaymentProvider,
  "createSubscription" | "getSubscription" | "updateSubscription" | "cancelSubscription"
> {
  const { api } = deps;

  async function subscription(id: string): Promise<Subscription | undefined> {
    try {
      return await api.getSubscription(id);
    } catch (error) {
      if (isGoneOrDone(error)) return undefined;
      throw error;
    }
  }

  async function createSubscription(
    mandateId: string,
    chargeable: number,
    period: "monthly" | "annually",
    startAt: Date,
    idempotencyKey: string,
  ): Promise<SubscriptionState> {
    const mandate = await api.getMandate(mandateId);
    const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
    const earliest = mandate.next_possible_charge_date;
    // Not before the mandate's first possible charge; GoCardless picks it when left out.
    const start = earliest && day(startAt) > earliest ? day(startAt) : undefined;
    const created = await api.createSubscription(
      {
        amount: chargeable,
        currency,
        name: "Membership",
        interval_unit: period === "annually" ? "yearly" : "monthly",
        ...(start ? { start_date: start } : {}),
        links: { mandate: mandateId },
      },
      idempotencyKey,
    );
    return stateOf(created);
  }

  return {
    createSubscription: (request) =>
      createSubscription(
        request.mandateId,
        request.chargeable,
        request.period,
        request.startAt,
        `subscription:${request.idempotencyKey}`,
      ),

    async getSubscription(subscriptionId) {
      const found = await subscription(subscriptionId);
      return found && stateOf(found);
    },

    async updateSubscription(subscriptionId, change) {
      const current = await subscription(subscriptionId);
      if (!current) throw new ProviderError(`No GoCardless subscription ${subscriptionId}`);
      if (change.mandateId !== undefined && change.mandateId !== current.links?.mandate) {
        // A subscription stays on its mandate: a new one starts where this one would charge.
        const state = stateOf(current);
        const next = await createSubscription(
          change.mandateId,
          change.chargeable ?? state.chargeable,
          state.period,
          state.nextChargeAt ?? new Date(),
          `moved:${subscriptionId}:${change.mandateId}`,
        );
        await unlessDone(() => api.cancelSubscription(subscriptionId));
        return next;
      }
      if (change.chargeable === undefined || change.chargeable === current.amount) {
        return stateOf(current);
      }
      return stateOf(await api.updateSubscription(subscriptionId, { amount: change.chargeable }));
    },

    async cancelSubscription(subscriptionId) {
      await unlessDone(() => api.cancelSubscription(subscriptionId));
    },
  };
}
