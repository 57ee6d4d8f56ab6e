import type { Emit } from "../outbound-webhooks/emit";
import type { PaymentMethod } from "../../../src/core/fees";
import type { PaymentProviderName } from "../../../src/core/payments";
import type { PaymentSettings } from "../../config-payments";
import type { Database } from "../../db/connection";
import type { ContentService } from "../content";
import type { EmailService } from "../email";
import type { JobLog, JobRunner } from "../jobs";
import type { PaymentClock } from "./clock";
import { createEventHandler } from "./events";
import { manualProvider } from "./manual";
import type { PaymentProvider } from "./provider";
import { createGoCardlessProvider } from "./gocardless";
import { createGoCardlessApi } from "./gocardless/api";
import { createGoCardlessWebhook } from "./gocardless/webhook";
import { stripeClient } from "./stripe/client";
import { createStripeProvider } from "./stripe";
import { createStripeWebhook } from "./stripe/webhook";
import { createTestProvider, type TestProvider } from "./test-provider";

export { createPaymentClock, type PaymentClock } from "./clock";
export { ProviderEvent, type EventHandler, type EventOutcome } from "./events";
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
  /** The real providers configured; with none, the test provider takes the payments. */
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

/** Whether a real provider is configured, which turns the test provider (and its clock) off. */
export function hasRealProvider(settings: PaymentSettings): boolean {
  return settings.stripe !== undefined || settings.gocardless !== undefined;
}

/**
 * The payment providers an instance takes money with, the clock they run on, and the one
 * handler of what they report. Stripe and GoCardless take their methods when their keys are
 * configured (`config-payments.ts`); without either, the built-in test provider takes card and
 * direct debit payments behind the same interface (`provider.ts`). `manual` stands for money
 * admins record themselves.
 */
export function createPaymentsService(deps: PaymentsDependencies) {
  const { clock, settings, content } = deps;
  const events = createEventHandler(deps);
  const providers = new Map<PaymentProviderName, PaymentProvider>([["manual", manualProvider]]);
  let test: TestProvider | undefined;
  let stripeWebhook: ReturnType<typeof createStripeWebhook> | undefined;
  let goCardlessWebhook: ReturnType<typeof createGoCardlessWebhook> | undefined;
  const currency = async () => (await content.get("general")).currencyCode;
  // Set once the services that complete flows exist (services/index.ts).
  let setupFulfilled: SetupFulfilled | undefined;
  if (settings.stripe) {
    const stripe = stripeClient(settings.stripe);
    providers.set(
      "stripe",
      createStripeProvider({
        stripe,
        country: settings.stripe.country,
        currency,
        taxRate: async () => {
          const payment = await content.get("payment");
          return payment.taxRateEnabled && payment.taxRate > 0 ? payment.taxRate : null;
        },
        now: clock.now,
      }),
    );
    stripeWebhook = createStripeWebhook({
      stripe,
      webhookSecret: settings.stripe.webhookSecret,
      events,
    });
  }
  if (settings.gocardless) {
    const api = createGoCardlessApi(settings.gocardless);
    providers.set("gocardless", createGoCardlessProvider({ api, currency }));
    goCardlessWebhook = createGoCardlessWebhook({
      api,
      webhookSecret: settings.gocardless.webhookSecret,
      events,
      setupFulfilled: async (billingRequestId) => {
        await setupFulfilled?.("gocardless", billingRequestId);
      },
    });
  }
  if (!hasRealProvider(settings)) {
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
