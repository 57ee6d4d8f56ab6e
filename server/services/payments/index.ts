import type { Emit } from "../events/emit";
import type { PaymentContent } from "@core/content";
import { HttpError } from "@core/errors";
import type { PaymentMethod } from "@core/fees";
import type { PaymentProviderName } from "@core/payments";
import type { PaymentSettings } from "../../config-payments";
import type { Database } from "../../db/connection";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import type { JobLog, JobRunner } from "../jobs";
import type { PaymentClock } from "./clock";
import { createEventHandler } from "./events";
import { createKnownObjects } from "./known-objects";
import { manualProvider } from "./manual";
import { ProviderError, type PaymentProvider } from "./provider";
import { createGoCardlessProvider } from "./gocardless";
import { createGoCardlessApi } from "./gocardless/api";
import { createGoCardlessWebhook } from "./gocardless/webhook";
import { stripeClient } from "./stripe/client";
import { createStripeProvider, type StripeProvider } from "./stripe";
import { createStripeWebhook } from "./stripe/webhook";
import { createTestProvider, type TestProvider } from "./test-provider";

export { createPaymentClock, type PaymentClock } from "./clock";
export { ProviderEvent } from "./events";
export * from "./provider";

export interface PaymentsDependencies {
  db: Database;
  content: ContentService;
  email: EmailService;
  jobs: JobRunner;
  log: JobLog;
  baseUrl: string;
  /** The time payments run on (made before the services that read memberships). */
  clock: PaymentClock;
  /** The real providers configured; with none, the test provider takes payments if allowed. */
  settings: PaymentSettings;
  /** Tells outbound webhooks of payments (services/outbound-webhooks). */
  emit?: Emit;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/** Completes the flow of a provider's own id (`providerFlowId`) as the payer's return would. */
export type SetupFulfilled = (
  provider: PaymentProviderName,
  providerFlowId: string,
) => Promise<void>;

type TaxSetting = Pick<PaymentContent, "taxRateEnabled" | "taxRate">;

/** The tax included in prices, as a whole percentage; null when tax is off. */
function taxPercentage(payment: TaxSetting): number | null {
  return payment.taxRateEnabled && payment.taxRate > 0 ? payment.taxRate : null;
}

/** Whether a real provider is configured, which turns the test provider (and its clock) off. */
export function hasRealProvider(settings: PaymentSettings): boolean {
  return settings.stripe !== undefined || settings.gocardless !== undefined;
}

/** Whether the built-in test provider takes payments: no real provider, and allowed here. */
export function takesTestPayments(settings: PaymentSettings): boolean {
  return !hasRealProvider(settings) && settings.testPayments !== false;
}

/**
 * The payment providers an instance takes money with, the clock they run on, and the one
 * handler of what they report. Stripe and GoCardless take their methods when their keys are
 * configured (`config-payments.ts`); without either, the built-in test provider takes card and
 * direct debit payments behind the same interface (`provider.ts`), unless it is turned off
 * (production without `AGORA_TEST_PAYMENTS=1`): then no method is offered. `manual` stands
 * for money admins record themselves.
 */
export function createPaymentsService(deps: PaymentsDependencies) {
  const { clock, settings, content } = deps;
  const events = createEventHandler(deps);
  const providers = new Map<PaymentProviderName, PaymentProvider>([["manual", manualProvider]]);
  let test: TestProvider | undefined;
  let stripeWebhook: ReturnType<typeof createStripeWebhook> | undefined;
  let stripeProvider: StripeProvider | undefined;
  let goCardlessWebhook: ReturnType<typeof createGoCardlessWebhook> | undefined;
  const currency = async () => (await content.get("general")).currencyCode;
  // Set once the services that complete flows exist (services/index.ts).
  let setupFulfilled: SetupFulfilled | undefined;
  if (settings.stripe) {
    const stripe = stripeClient(settings.stripe);
    stripeProvider = createStripeProvider({
      stripe,
      country: settings.stripe.country,
      currency,
      taxRate: async () => taxPercentage(await content.get("payment")),
      now: clock.now,
    });
    providers.set("stripe", stripeProvider);
    stripeWebhook = createStripeWebhook({
      stripe,
      webhookSecret: settings.stripe.webhookSecret,
      events,
      known: createKnownObjects(deps.db, "stripe"),
      alignInvoiceTax: stripeProvider.alignInvoiceTax,
    });
  }
  if (settings.gocardless) {
    const api = createGoCardlessApi(settings.gocardless);
    providers.set("gocardless", createGoCardlessProvider({ api, currency }));
    goCardlessWebhook = createGoCardlessWebhook({
      api,
      webhookSecret: settings.gocardless.webhookSecret,
      events,
      known: createKnownObjects(deps.db, "gocardless"),
      setupFulfilled: async (billingRequestId) => {
        await setupFulfilled?.("gocardless", billingRequestId);
      },
    });
  }
  if (takesTestPayments(settings)) {
    test = createTestProvider({ ...deps, clock, events });
    providers.set("test", test.provider);
  }
  const methods: PaymentMethod[] = [...providers.values()].flatMap((provider) => [
    ...provider.methods,
  ]);

  return {
    clock,
    events,
    /** The test provider (its checkout page and clock), while it is the one taking payments. */
    test,
    /** Stripe's webhook, when Stripe is configured. */
    stripeWebhook,
    /** GoCardless's webhook, when GoCardless is configured. */
    goCardlessWebhook,
    /** The methods readers can pay with now, in the order the join form offers them. */
    methods,
    /** What the browser needs of Stripe: its publishable key and the account's region. */
    stripePublic: settings.stripe
      ? { publishableKey: settings.stripe.publishableKey, country: settings.stripe.country }
      : undefined,
    /** Who completes a payment flow a provider reports set up before the payer came back. */
    onSetupFulfilled(handler: SetupFulfilled): void {
      setupFulfilled = handler;
    },
    /**
     * The payment settings' tax is about to change: Stripe's inclusive rate follows (made or
     * made active again; set aside with tax off). A 503 when Stripe cannot be reached, so the
     * settings are not saved apart from it.
     */
    async taxChanged(payment: TaxSetting): Promise<void> {
      try {
        await stripeProvider?.syncTaxRate(taxPercentage(payment));
      } catch (error) {
        if (!(error instanceof ProviderError)) throw error;
        throw new HttpError(503, {
          message: "Stripe cannot be reached just now to change the tax rate; please try again",
        });
      }
    },
    /** The provider of a stored contribution; undefined when it is no longer configured. */
    provider(name: PaymentProviderName): PaymentProvider | undefined {
      return providers.get(name);
    },
    /** The provider that takes a method now; undefined when none does. */
    forMethod(method: PaymentMethod): PaymentProvider | undefined {
      return [...providers.values()].find((provider) => provider.methods.includes(method));
    },
  };
}
