import type { Subscription } from "gocardless-nodejs/types/Types";
import { PAYMENT_FLOW_PARAM } from "../../../../src/core/payments";
import {
  ProviderError,
  SetupIncompleteError,
  type CompletedSetup,
  type PaymentProvider,
  type SubscriptionState,
} from "../provider";
import { RENEWAL_OF, isGoneOrDone, type GoCardlessApi } from "./api";

/** The currency of each direct debit scheme: a subscription is charged in its mandate's. */
export const SCHEME_CURRENCIES: Readonly<Record<string, string>> = {
  bacs: "GBP",
  sepa_core: "EUR",
  autogiro: "SEK",
  betalingsservice: "DKK",
  becs: "AUD",
  becs_nz: "NZD",
  pad: "CAD",
  ach: "USD",
};

/** Payments still on their way to the bank (a direct debit takes days). */
export const PENDING_PAYMENT_STATUSES = [
  "pending_customer_approval",
  "pending_submission",
  "submitted",
];

/** Subscriptions GoCardless still collects for. */
const LIVE_STATUSES = ["active", "pending_customer_approval", "paused"];

/** A failed payment GoCardless is about to retry waits for submission again. */
const RETRYING = ["pending_submission"];

export interface GoCardlessProviderDependencies {
  api: GoCardlessApi;
  /** The organisation's currency (settings): the mandate asked for is in it. */
  currency: () => Promise<string>;
}

/** YYYY-MM-DD, as GoCardless writes dates. */
const day = (date: Date) => date.toISOString().slice(0, 10);

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

/** Runs a call whose target may be gone or already done (cancelled twice): no error then. */
async function unlessDone(call: () => Promise<unknown>): Promise<void> {
  try {
    await call();
  } catch (error) {
    if (!isGoneOrDone(error)) throw error;
  }
}

/**
 * GoCardless behind the provider interface (contract 4.4), with Billing Requests: the payer
 * authorises a mandate on GoCardless's pages (bank details never reach Agora) and comes back
 * with Agora's flow id in the return address; Agora then reads the mandate and customer and
 * charges subscriptions and one-off payments against the mandate, in its currency.
 */
export function createGoCardlessProvider(deps: GoCardlessProviderDependencies): PaymentProvider {
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
    name: "gocardless",
    methods: ["gc_direct-debit"],

    async startSetup(request) {
      if (request.method !== "gc_direct-debit") {
        throw new SetupIncompleteError(`GoCardless does not take ${request.method}`);
      }
      const currency = (await deps.currency()).toUpperCase();
      const billingRequest = await api.createBillingRequest(
        { mandate_request: { currency } },
        `setup:${request.flowToken}`,
      );
      const back = new URL(request.completeUrl);
      back.searchParams.set(PAYMENT_FLOW_PARAM, request.flowToken);
      const flow = await api.createBillingRequestFlow(
        {
          redirect_uri: back.toString(),
          exit_uri: back.toString(),
          prefilled_customer: {
            email: request.email,
            given_name: request.firstname,
            family_name: request.lastname,
          },
          links: { billing_request: billingRequest.id },
        },
        `setup-flow:${request.flowToken}`,
      );
      if (!flow.authorisation_url) throw new ProviderError("GoCardless gave no page to open");
      return {
        providerFlowId: billingRequest.id,
        returnToken: request.flowToken,
        params: { redirectUrl: flow.authorisation_url },
      };
    },

    async setupStatus(providerFlowId) {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      if (billingRequest.status === "fulfilled") return "succeeded";
      return billingRequest.status === "cancelled" ? "failed" : "pending";
    },

    async completeSetup(providerFlowId): Promise<CompletedSetup> {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      const customerId = billingRequest.links?.customer;
      const mandateId = billingRequest.links?.mandate_request_mandate;
      if (billingRequest.status !== "fulfilled" || !customerId || !mandateId) {
        throw new SetupIncompleteError("The mandate was not set up");
      }
      const customer = await api.getCustomer(customerId);
      const address =
        customer.address_line1 && customer.city && customer.postal_code
          ? {
              line1: customer.address_line1,
              ...(customer.address_line2 ? { line2: customer.address_line2 } : {}),
              city: customer.city,
              postcode: customer.postal_code,
            }
          : undefined;
      return {
        customerId,
        mandateId,
        method: "gc_direct-debit",
        payer: {
          ...(customer.given_name ? { firstname: customer.given_name } : {}),
          ...(customer.family_name ? { lastname: customer.family_name } : {}),
          ...(address ? { billingAddress: address } : {}),
        },
      };
    },

    async cancelSetup(providerFlowId) {
      const billingRequest = await api.getBillingRequest(providerFlowId);
      if (billingRequest.status === "fulfilled" || billingRequest.status === "cancelled") return;
      await unlessDone(() => api.cancelBillingRequest(providerFlowId));
    },

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

    async charge(request) {
      const mandate = await api.getMandate(request.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: request.amount,
          currency,
          description: request.description,
          links: { mandate: request.mandateId },
          // Read back by the webhook as a payment of that period, as `payFailedRenewal`'s.
          ...(request.renewalOf
            ? {
                metadata: {
                  [RENEWAL_OF.subscription]: request.renewalOf.subscriptionId,
                  [RENEWAL_OF.periodEnd]: request.renewalOf.periodEnd.toISOString(),
                },
              }
            : {}),
        },
        `charge:${request.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    // A payment stays on its mandate: the failed one is cancelled if GoCardless was about to
    // retry it, and a new one for the same amount is taken on the new mandate, naming the
    // subscription and period it pays for (the webhook reads them back).
    async payFailedRenewal(renewal) {
      const failed = await api.getPayment(renewal.paymentId);
      if (RETRYING.includes(failed.status ?? "")) {
        await unlessDone(() => api.cancelPayment(renewal.paymentId));
      }
      const mandate = await api.getMandate(renewal.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: renewal.amount,
          currency,
          description: "Membership",
          links: { mandate: renewal.mandateId },
          metadata: {
            [RENEWAL_OF.subscription]: renewal.subscriptionId,
            [RENEWAL_OF.periodEnd]: renewal.periodEnd.toISOString(),
          },
        },
        `recover:${renewal.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    // As a renewal: the failed one-off is cancelled if GoCardless was about to retry it, and
    // a new one-off for the same amount is taken on the new mandate.
    async payFailedCharge(charge) {
      const failed = await api.getPayment(charge.paymentId);
      if (RETRYING.includes(failed.status ?? "")) {
        await unlessDone(() => api.cancelPayment(charge.paymentId));
      }
      const mandate = await api.getMandate(charge.mandateId);
      const currency = SCHEME_CURRENCIES[mandate.scheme ?? ""] ?? (await deps.currency());
      const payment = await api.createPayment(
        {
          amount: charge.amount,
          currency,
          description: charge.description,
          links: { mandate: charge.mandateId },
        },
        `recover:${charge.idempotencyKey}`,
      );
      return { paymentId: payment.id ?? "" };
    },

    async paymentSource(mandateId) {
      try {
        const mandate = await api.getMandate(mandateId);
        if (
          ["cancelled", "failed", "expired", "consumed", "blocked"].includes(mandate.status ?? "")
        ) {
          return undefined;
        }
        const account = mandate.links?.customer_bank_account;
        if (!account) return undefined;
        const bank = await api.getBankAccount(account);
        return {
          method: "gc_direct-debit",
          bankName: bank.bank_name ?? "",
          accountHolderName: bank.account_holder_name ?? "",
          accountNumberEnding: bank.account_number_ending ?? "",
        };
      } catch (error) {
        if (isGoneOrDone(error)) return undefined;
        throw error;
      }
    },

    async hasPendingPayment(customerId) {
      const recent = await api.listPayments({ customer: customerId, limit: "50" });
      return recent.some((payment) => PENDING_PAYMENT_STATUSES.includes(payment.status ?? ""));
    },

    async updateCustomer(customerId, details) {
      const body = {
        ...(details.email !== undefined ? { email: details.email } : {}),
        ...(details.firstname !== undefined ? { given_name: details.firstname } : {}),
        ...(details.lastname !== undefined ? { family_name: details.lastname } : {}),
      };
      if (Object.keys(body).length === 0) return;
      await unlessDone(() => api.updateCustomer(customerId, body));
    },

    async deleteCustomer(customerId) {
      // Cancelling a mandate cancels its subscriptions; then the customer's data goes.
      const mandates = await api.listMandates(customerId).catch((error: unknown) => {
        if (isGoneOrDone(error)) return [];
        throw error;
      });
      for (const mandate of mandates) {
        if (mandate.id) await unlessDone(() => api.cancelMandate(mandate.id ?? ""));
      }
      await unlessDone(() => api.removeCustomer(customerId));
    },

    async cancelMandate(mandateId) {
      await unlessDone(() => api.cancelMandate(mandateId));
    },
  };
}
