import type Stripe from "stripe";
import type { DeliveryAddress } from "../../../../src/core/contacts";
import type { PaymentSource } from "../../../../src/core/contributions";
import {
  isRedirectMethod,
  type PaymentMethod,
  type StripeCountry,
  type StripeMethod,
} from "../../../../src/core/fees";
import {
  RENEWAL_OF,
  SetupIncompleteError,
  type CompletedSetup,
  type PaymentProvider,
  type SubscriptionState,
} from "../provider";
import type { SetupFailure } from "../../../../src/core/payments/setup-failure";
import { fromUnix, isDeclined, isMissing, stripeCall, toUnix } from "./client";

/** The methods a Stripe account of each region takes (BACS is British, SEPA and iDEAL European). */
export const STRIPE_METHODS_BY_COUNTRY: Readonly<Record<StripeCountry, readonly StripeMethod[]>> = {
  gb: ["s_card", "s_sepa", "s_bacs", "s_paypal"],
  eu: ["s_card", "s_sepa", "s_paypal", "s_ideal"],
  ca: ["s_card"],
};

const METHOD_TYPES: Record<StripeMethod, Stripe.SetupIntentCreateParams.AllowedPaymentMethodType> =
  {
    s_card: "card",
    s_sepa: "sepa_debit",
    s_bacs: "bacs_debit",
    s_paypal: "paypal",
    s_ideal: "ideal",
  };

/** Subscriptions Stripe still collects for (a `past_due` one is being retried). */
const LIVE_STATUSES: readonly Stripe.Subscription.Status[] = [
  "active",
  "trialing",
  "past_due",
  "incomplete",
];

/** The product every membership price belongs to, made on first use with this id. */
export const MEMBERSHIP_PRODUCT_ID = "agora-membership";

export interface StripeProviderDependencies {
  stripe: Stripe;
  country: StripeCountry;
  /** The organisation's currency (settings), e.g. GBP. */
  currency: () => Promise<string>;
  /** The tax included in prices, as a whole percentage; null when tax is off (settings). */
  taxRate: () => Promise<number | null>;
  /** The payment clock's time, for proration. */
  now: () => Promise<Date>;
}

function idOf(value: string | { id: string } | null | undefined): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === "string" ? value : value.id;
}

function stateOf(subscription: Stripe.Subscription): SubscriptionState {
  const item = subscription.items.data[0];
  const live = LIVE_STATUSES.includes(subscription.status);
  const trialEnd = subscription.status === "trialing" ? subscription.trial_end : null;
  const periodEnd = trialEnd ?? item?.current_period_end ?? null;
  return {
    id: subscription.id,
    status: live ? "active" : "ended",
    chargeable: item?.price.unit_amount ?? 0,
    period: item?.price.recurring?.interval === "year" ? "annually" : "monthly",
    nextChargeAt: live && periodEnd !== null ? fromUnix(periodEnd) : null,
  };
}

/** Stripe's one-line name, split at its last space (Stripe keeps names whole). */
function splitName(name: string | null): { firstname?: string; lastname?: string } {
  const trimmed = name?.trim();
  if (!trimmed) return {};
  const at = trimmed.lastIndexOf(" ");
  if (at < 0) return { firstname: trimmed };
  return { firstname: trimmed.slice(0, at), lastname: trimmed.slice(at + 1) };
}

function addressOf(address: Stripe.Address | null | undefined): DeliveryAddress | undefined {
  if (!address?.line1 || !address.city || !address.postal_code) return undefined;
  return {
    line1: address.line1,
    ...(address.line2 ? { line2: address.line2 } : {}),
    city: address.city,
    postcode: address.postal_code,
  };
}

/** A payment method as the member sees it: no more than Stripe shows them itself. */
export function sourceOf(method: Stripe.PaymentMethod): PaymentSource | undefined {
  switch (method.type) {
    case "card":
      return method.card
        ? {
            method: "s_card",
            isLink: false,
            brand: method.card.brand,
            last4: method.card.last4,
            expiryMonth: method.card.exp_month,
            expiryYear: method.card.exp_year,
          }
        : undefined;
    case "link":
      return { method: "s_card", isLink: true, email: method.link?.email ?? "" };
    case "sepa_debit":
      return {
        method: "s_sepa",
        country: method.sepa_debit?.country ?? "",
        bankCode: method.sepa_debit?.bank_code ?? "",
        branchCode: method.sepa_debit?.branch_code ?? "",
        last4: method.sepa_debit?.last4 ?? "",
      };
    case "bacs_debit":
      return {
        method: "s_bacs",
        sortCode: method.bacs_debit?.sort_code ?? "",
        last4: method.bacs_debit?.last4 ?? "",
      };
    case "paypal":
      return {
        method: "s_paypal",
        payerEmail: method.paypal?.payer_email ?? "",
        payerId: method.paypal?.payer_id ?? "",
      };
    default:
      return undefined;
  }
}

/** Why a SetupIntent did not succeed: cancelled, or an attempt declined (a redirect refused). */
function failureOf(intent: Stripe.SetupIntent): SetupFailure {
  if (intent.status === "canceled") return "cancelled";
  return intent.last_setup_error ? "declined" : "incomplete";
}

function methodOf(type: Stripe.PaymentMethod.Type): PaymentMethod {
  switch (type) {
    case "sepa_debit":
      return "s_sepa";
    case "bacs_debit":
      return "s_bacs";
    case "paypal":
      return "s_paypal";
    default:
      return "s_card";
  }
}

export type StripeProvider = PaymentProvider & {
  readonly stripe: Stripe;
  /**
   * The settings' tax changed (`percentage`, or null with tax off): its inclusive rate is made
   * or made active again, and Agora's other rates are set aside (inactive), as Stripe keeps
   * them on past invoices.
   */
  syncTaxRate(percentage: number | null): Promise<void>;
  /**
   * A subscription's draft invoice (`invoice.created`) and its subscription carry the tax rate
   * configured now (none with tax off), so a renewal after a change of the settings shows it.
   */
  alignInvoiceTax(invoiceId: string): Promise<void>;
};

/**
 * Stripe behind the provider interface (contract 4.3). The browser collects the payment method
 * with Stripe's Payment Element on a SetupIntent (card and bank details go from the browser to
 * Stripe, never through Agora); Agora then makes the customer and the subscription itself, with
 * a price of the member's amount (`price_data`), the configured tax included, first charged at
 * the renewal date of a period already paid for (a trial until then). Everything that creates
 * something carries an idempotency key, so a retried call makes one thing.
 */
export function createStripeProvider(deps: StripeProviderDependencies): StripeProvider {
  const { stripe } = deps;
  let product: Promise<string> | undefined;
  const taxRates = new Map<number, Promise<string>>();

  /** The membership product: made once, found again after a restart (it has a fixed id). */
  function membershipProduct(): Promise<string> {
    product ??= stripeCall("find the membership product", async () => {
      try {
        return (await stripe.products.retrieve(MEMBERSHIP_PRODUCT_ID)).id;
      } catch (error) {
        if (!isMissing(error)) throw error;
        const made = await stripe.products.create(
          { id: MEMBERSHIP_PRODUCT_ID, name: "Membership" },
          { idempotencyKey: `product:${MEMBERSHIP_PRODUCT_ID}` },
        );
        return made.id;
      }
    });
    product.catch(() => (product = undefined));
    return product;
  }

  /** Agora's inclusive tax rates (`agora: membership`), active or not. */
  async function ourTaxRates(): Promise<Stripe.TaxRate[]> {
    const rates = await stripe.taxRates.list({ inclusive: true, limit: 100 });
    return rates.data.filter((rate) => rate.metadata?.agora === "membership");
  }

  /**
   * The inclusive tax rate of this percentage: Agora's, active again if it was set aside, or
   * made once. A percentage keeps one rate, so an id remembered by any server stays valid.
   */
  function taxRateId(percentage: number): Promise<string> {
    let found = taxRates.get(percentage);
    if (!found) {
      found = stripeCall("find the tax rate", async () => {
        const ours = (await ourTaxRates()).find((rate) => rate.percentage === percentage);
        if (ours && !ours.active) await stripe.taxRates.update(ours.id, { active: true });
        if (ours) return ours.id;
        const made = await stripe.taxRates.create(
          {
            display_name: "VAT",
            percentage,
            inclusive: true,
            metadata: { agora: "membership" },
          },
          { idempotencyKey: `tax-rate:${percentage}` },
        );
        return made.id;
      });
      found.catch(() => taxRates.delete(percentage));
      taxRates.set(percentage, found);
    }
    return found;
  }

  /** The rates a price carries now: the configured one, or none with tax off. */
  async function currentTaxRates(): Promise<string[]> {
    const percentage = await deps.taxRate();
    return percentage ? [await taxRateId(percentage)] : [];
  }

  const sameRates = (rates: (string | Stripe.TaxRate)[] | null | undefined, ids: string[]) => {
    const current = (rates ?? []).map((rate) => (typeof rate === "string" ? rate : rate.id));
    return current.length === ids.length && current.every((id) => ids.includes(id));
  };

  async function subscription(id: string): Promise<Stripe.Subscription | undefined> {
    return stripeCall("read a subscription", async () => {
      try {
        return await stripe.subscriptions.retrieve(id);
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    });
  }

  /** The payment method a setup made: for iDEAL, the SEPA Debit method Stripe generated. */
  async function setUpMethod(intent: Stripe.SetupIntent): Promise<Stripe.PaymentMethod> {
    const attempt = intent.latest_attempt;
    const generated =
      attempt && typeof attempt !== "string"
        ? idOf(attempt.payment_method_details.ideal?.generated_sepa_debit)
        : undefined;
    const id = generated ?? idOf(intent.payment_method);
    if (!id) throw new SetupIncompleteError("The setup made no payment method");
    return stripe.paymentMethods.retrieve(id);
  }

  /** A customer's EU VAT id, added once: the invoices Stripe makes for them show it. */
  async function addVatNumber(customerId: string, value: string, setupId: string): Promise<void> {
    const known = await stripe.customers.listTaxIds(customerId, { limit: 100 });
    if (known.data.some((taxId) => taxId.type === "eu_vat" && taxId.value === value)) return;
    await stripe.customers.createTaxId(
      customerId,
      { type: "eu_vat", value },
      { idempotencyKey: `tax-id:${setupId}` },
    );
  }

  /** Pays a failed invoice (a renewal's, or a difference's) now with the new payment method. */
  async function payOpenInvoice(failed: {
    paymentId: string;
    mandateId: string;
    idempotencyKey: string;
  }): Promise<{ paymentId: string }> {
    return stripeCall("pay a failed invoice", async () => {
      const invoice = await stripe.invoices.retrieve(failed.paymentId);
      if (invoice.status === "open" || invoice.status === "uncollectible") {
        try {
          await stripe.invoices.pay(
            failed.paymentId,
            { payment_method: failed.mandateId, off_session: true },
            { idempotencyKey: `recover:${failed.idempotencyKey}` },
          );
        } catch (error) {
          // Declined again: an outcome, reported by the webhook (payment failed).
          if (!isDeclined(error)) throw error;
        }
      }
      return { paymentId: failed.paymentId };
    });
  }

  const provider: StripeProvider = {
    name: "stripe",
    methods: STRIPE_METHODS_BY_COUNTRY[deps.country],
    stripe,

    async startSetup(request) {
      const method = request.method;
      if (method === "gc_direct-debit" || !provider.methods.includes(method)) {
        throw new SetupIncompleteError(`Stripe does not take ${method} here`);
      }
      const base = {
        allowed_payment_method_types: [METHOD_TYPES[method]],
        usage: "off_session" as const,
        metadata: { agoraFlow: request.flowToken },
      };
      const options = { idempotencyKey: `setup:${request.flowToken}` };
      if (!isRedirectMethod(method)) {
        const intent = await stripeCall("start a setup", () =>
          stripe.setupIntents.create(base, options),
        );
        if (!intent.client_secret) throw new SetupIncompleteError("Stripe gave no client secret");
        // Stripe sends the payer back with `setup_intent=<id>`: the id is what they return with.
        return {
          providerFlowId: intent.id,
          returnToken: intent.id,
          params: { clientSecret: intent.client_secret },
        };
      }
      // PayPal's and the bank's pages refuse to open in a frame, where Stripe.js would send the
      // payer: the setup is confirmed here, with what the Payment Element would have sent, and
      // the payer opens Stripe's page for it in the whole window, as GoCardless's.
      const { client } = request;
      if (!client) throw new Error(`A ${method} setup needs the payer's browser`);
      const intent = await stripeCall("start a setup", () =>
        stripe.setupIntents.create(
          {
            ...base,
            confirm: true,
            payment_method_data: {
              type: METHOD_TYPES[method],
              billing_details: {
                name: `${request.firstname} ${request.lastname}`.trim(),
                email: request.email,
              },
            },
            mandate_data: {
              customer_acceptance: {
                type: "online",
                online: { ip_address: client.ipAddress, user_agent: client.userAgent },
              },
            },
            return_url: request.completeUrl,
          },
          options,
        ),
      );
      const redirectUrl = intent.next_action?.redirect_to_url?.url;
      if (intent.status !== "requires_action" || !redirectUrl) {
        throw new SetupIncompleteError(`Stripe did not send the payer on (${intent.status})`);
      }
      return { providerFlowId: intent.id, returnToken: intent.id, params: { redirectUrl } };
    },

    async setupStatus(providerFlowId) {
      const intent = await stripeCall("read a setup", () =>
        stripe.setupIntents.retrieve(providerFlowId),
      );
      if (intent.status === "succeeded") return "succeeded";
      return intent.status === "canceled" ? "failed" : "pending";
    },

    async setupFailure(providerFlowId) {
      const intent = await stripeCall("read a setup", () =>
        stripe.setupIntents.retrieve(providerFlowId),
      );
      return failureOf(intent);
    },

    async completeSetup(providerFlowId, customer) {
      return stripeCall("complete a setup", async (): Promise<CompletedSetup> => {
        const intent = await stripe.setupIntents.retrieve(providerFlowId, {
          expand: ["latest_attempt"],
        });
        if (intent.status !== "succeeded") {
          throw new SetupIncompleteError("The payment method was not set up", failureOf(intent));
        }
        const method = await setUpMethod(intent);
        const details = method.billing_details;
        // The names Agora knows, else those the payer gave Stripe's form (a join by card).
        const name = `${customer.firstname} ${customer.lastname}`.trim() || details.name || "";
        const address = details.address?.line1
          ? {
              line1: details.address.line1,
              line2: details.address.line2 ?? "",
              city: details.address.city ?? "",
              postal_code: details.address.postal_code ?? "",
              country: details.address.country ?? "",
            }
          : undefined;
        const known = customer.customerId
          ? await stripe.customers.retrieve(customer.customerId).catch((error: unknown) => {
              if (isMissing(error)) return undefined;
              throw error;
            })
          : undefined;
        let customerId: string;
        if (known && !known.deleted) {
          customerId = known.id;
          await stripe.customers.update(customerId, {
            email: customer.email,
            ...(name ? { name } : {}),
            ...(address ? { address } : {}),
          });
          if (customer.vatNumber) await addVatNumber(customerId, customer.vatNumber, intent.id);
        } else {
          const made = await stripe.customers.create(
            {
              email: customer.email,
              ...(name ? { name } : {}),
              ...(address ? { address } : {}),
              ...(customer.vatNumber
                ? { tax_id_data: [{ type: "eu_vat", value: customer.vatNumber }] }
                : {}),
              metadata: { agoraSetup: intent.id },
            },
            { idempotencyKey: `customer:${intent.id}` },
          );
          customerId = made.id;
        }
        if (idOf(method.customer) !== customerId) {
          await stripe.paymentMethods.attach(method.id, { customer: customerId });
        }
        await stripe.customers.update(customerId, {
          invoice_settings: { default_payment_method: method.id },
        });
        const billingAddress = addressOf(details.address);
        return {
          customerId,
          mandateId: method.id,
          method: methodOf(method.type),
          payer: { ...splitName(details.name), ...(billingAddress ? { billingAddress } : {}) },
        };
      });
    },

    async cancelSetup(providerFlowId) {
      await stripeCall("cancel a setup", async () => {
        const intent = await stripe.setupIntents.retrieve(providerFlowId);
        if (intent.status === "succeeded" || intent.status === "canceled") return;
        await stripe.setupIntents.cancel(providerFlowId);
      });
    },

    async createSubscription(request) {
      const [currency, taxRateIds, productId, now] = await Promise.all([
        deps.currency(),
        currentTaxRates(),
        membershipProduct(),
        deps.now(),
      ]);
      // A period already paid for: nothing is charged until it ends (a trial to that day).
      const later = request.startAt.getTime() > now.getTime() + 60_000;
      const created = await stripeCall("create a subscription", () =>
        stripe.subscriptions.create(
          {
            customer: request.customerId,
            default_payment_method: request.mandateId,
            items: [
              {
                price_data: {
                  currency: currency.toLowerCase(),
                  product: productId,
                  unit_amount: request.chargeable,
                  recurring: { interval: request.period === "annually" ? "year" : "month" },
                },
              },
            ],
            default_tax_rates: taxRateIds,
            off_session: true,
            // The first invoice may need days (a direct debit): the subscription waits for it.
            payment_behavior: "allow_incomplete",
            ...(later ? { trial_end: toUnix(request.startAt) } : {}),
          },
          { idempotencyKey: `subscription:${request.idempotencyKey}` },
        ),
      );
      return stateOf(created);
    },

    async getSubscription(subscriptionId) {
      const found = await subscription(subscriptionId);
      return found && stateOf(found);
    },

    async updateSubscription(subscriptionId, change) {
      const current = await subscription(subscriptionId);
      const item = current?.items.data[0];
      if (!current || !item) throw new SetupIncompleteError(`No subscription ${subscriptionId}`);
      const price = item.price;
      const updated = await stripeCall("change a subscription", () =>
        stripe.subscriptions.update(subscriptionId, {
          ...(change.chargeable !== undefined
            ? {
                items: [
                  {
                    id: item.id,
                    price_data: {
                      currency: price.currency,
                      product: idOf(price.product) ?? MEMBERSHIP_PRODUCT_ID,
                      unit_amount: change.chargeable,
                      recurring: { interval: price.recurring?.interval ?? "month" },
                    },
                  },
                ],
                // The new amount from the next invoice: a difference paid now is a charge of
                // its own (`charge`), as the contract's rules decide.
                proration_behavior: "none" as const,
              }
            : {}),
          ...(change.mandateId !== undefined ? { default_payment_method: change.mandateId } : {}),
        }),
      );
      return stateOf(updated);
    },

    async cancelSubscription(subscriptionId) {
      const current = await subscription(subscriptionId);
      if (!current || !LIVE_STATUSES.includes(current.status)) return;
      await stripeCall("cancel a subscription", () => stripe.subscriptions.cancel(subscriptionId));
    },

    async charge(request) {
      const [currency, taxRateIds] = await Promise.all([deps.currency(), currentTaxRates()]);
      return stripeCall("charge", async () => {
        const invoice = await stripe.invoices.create(
          {
            customer: request.customerId,
            // The same tax included as in the subscription's invoices.
            default_tax_rates: taxRateIds,
            collection_method: "charge_automatically",
            default_payment_method: request.mandateId,
            pending_invoice_items_behavior: "exclude",
            description: request.description,
            auto_advance: true,
            // Read back by the webhook as a payment of that period.
            ...(request.renewalOf
              ? {
                  metadata: {
                    [RENEWAL_OF.subscription]: request.renewalOf.subscriptionId,
                    [RENEWAL_OF.periodEnd]: request.renewalOf.periodEnd.toISOString(),
                  },
                }
              : {}),
          },
          { idempotencyKey: `charge:${request.idempotencyKey}:invoice` },
        );
        await stripe.invoiceItems.create(
          {
            customer: request.customerId,
            invoice: invoice.id,
            amount: request.amount,
            currency: currency.toLowerCase(),
            description: request.description,
          },
          { idempotencyKey: `charge:${request.idempotencyKey}:item` },
        );
        const current = await stripe.invoices.retrieve(invoice.id);
        if (current.status === "draft") await stripe.invoices.finalizeInvoice(invoice.id);
        if (current.status === "draft" || current.status === "open") {
          try {
            await stripe.invoices.pay(
              invoice.id,
              {},
              {
                idempotencyKey: `charge:${request.idempotencyKey}:pay`,
              },
            );
          } catch (error) {
            // A declined charge is an outcome, reported by the webhook (payment failed).
            if (!isDeclined(error)) throw error;
          }
        }
        return { paymentId: invoice.id };
      });
    },

    // What Stripe's own retry does, with the new method: the open invoice is paid, so its
    // period (or a difference charged now) is charged once and Stripe stops retrying it.
    payFailedRenewal: payOpenInvoice,
    payFailedCharge: payOpenInvoice,

    async paymentSource(mandateId) {
      return stripeCall("read a payment method", async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(mandateId);
          // Detached from its customer: nothing will be charged to it any more.
          return method.customer ? sourceOf(method) : undefined;
        } catch (error) {
          if (isMissing(error)) return undefined;
          throw error;
        }
      });
    },

    async hasPendingPayment(customerId) {
      const open = await stripeCall("list invoices", () =>
        stripe.invoices.list({ customer: customerId, status: "open", limit: 1 }),
      );
      return open.data.length > 0;
    },

    async updateCustomer(customerId, details) {
      const update: Stripe.CustomerUpdateParams = {};
      if (details.email !== undefined) update.email = details.email;
      if (details.firstname !== undefined && details.lastname !== undefined) {
        update.name = `${details.firstname} ${details.lastname}`.trim();
      }
      if (Object.keys(update).length === 0) return;
      await stripeCall("update a customer", async () => {
        try {
          await stripe.customers.update(customerId, update);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },

    async deleteCustomer(customerId) {
      // Stripe cancels the customer's subscriptions with it.
      await stripeCall("delete a customer", async () => {
        try {
          await stripe.customers.del(customerId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },

    async syncTaxRate(percentage) {
      await stripeCall("set the tax rate", async () => {
        if (percentage) {
          // Asked of Stripe again: the rate remembered may have been set aside since.
          taxRates.delete(percentage);
          await taxRateId(percentage);
        }
        for (const rate of await ourTaxRates()) {
          if (rate.active && rate.percentage !== percentage) {
            await stripe.taxRates.update(rate.id, { active: false });
          }
        }
      });
    },

    async alignInvoiceTax(invoiceId) {
      await stripeCall("set an invoice's tax rate", async () => {
        const invoice = await stripe.invoices.retrieve(invoiceId);
        const subscriptionId = idOf(invoice.parent?.subscription_details?.subscription);
        // Only a subscription's invoice that can still change.
        if (invoice.status !== "draft" || !subscriptionId) return;
        const ids = await currentTaxRates();
        if (!sameRates(invoice.default_tax_rates, ids)) {
          await stripe.invoices.update(invoiceId, { default_tax_rates: ids.length ? ids : "" });
        }
        const current = await subscription(subscriptionId);
        if (current && !sameRates(current.default_tax_rates, ids)) {
          await stripe.subscriptions.update(subscriptionId, {
            default_tax_rates: ids.length ? ids : "",
            proration_behavior: "none",
          });
        }
      });
    },

    async cancelMandate(mandateId) {
      await stripeCall("detach a payment method", async () => {
        try {
          const method = await stripe.paymentMethods.retrieve(mandateId);
          if (method.customer) await stripe.paymentMethods.detach(mandateId);
        } catch (error) {
          if (!isMissing(error)) throw error;
        }
      });
    },
  };
  return provider;
}
