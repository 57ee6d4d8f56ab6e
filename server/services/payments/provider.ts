import type { SetupFailure } from "@core/payments/setup-failure";
import type { DeliveryAddress } from "@core/contacts";
import type { PaymentFlowParams, PaymentSource } from "@core/contributions";
import type { ContributionPeriod, PaymentMethod } from "@core/fees";
import type { PaymentProviderName } from "@core/payments";

/**
 * What Agora asks of a payment provider (Stripe, GoCardless, the built-in test provider, and
 * "manual" for money paid outside Agora). Amounts are in cents; dates are the provider's time.
 * Providers report what happens later (payments, ends of subscriptions) as events, which the
 * shared handler applies (`events.ts`); nothing here waits for a payment's outcome.
 *
 * Calls that create something take an idempotency key: called twice with one key, they make
 * one thing and answer it again (Stripe's Idempotency-Key, GoCardless's idempotency key, the
 * test provider's unique keys), so completing a flow twice never charges twice.
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** The methods it takes payments with, as configured. */
  readonly methods: readonly PaymentMethod[];

  /** Starts collecting a payment method: a secret for the browser's form, or a page to open. */
  startSetup(request: SetupRequest): Promise<StartedSetup>;
  /** Whether the payer finished the setup. */
  setupStatus(providerFlowId: string): Promise<SetupStatus>;
  /**
   * Why a setup that did not succeed failed, for the payer; without it, a `failed` setup was
   * cancelled and a `pending` one is not finished.
   */
  setupFailure?(providerFlowId: string): Promise<SetupFailure>;
  /**
   * The customer and the reusable payment method (mandate) of a finished setup, with what the
   * payer told the provider. The customer is the one given, or made from `customer`. Answers
   * the same when called again; throws `SetupIncompleteError` when the setup did not succeed.
   */
  completeSetup(providerFlowId: string, customer: CustomerRequest): Promise<CompletedSetup>;
  /** Gives up a setup that was never completed (a join flow that expired). */
  cancelSetup(providerFlowId: string): Promise<void>;

  /** Charges `chargeable` every period from `startAt` (now, or an existing renewal date). */
  createSubscription(subscription: NewSubscription): Promise<SubscriptionState>;
  getSubscription(subscriptionId: string): Promise<SubscriptionState | undefined>;
  /** A new amount or payment method from the next charge on. */
  updateSubscription(
    subscriptionId: string,
    change: SubscriptionChange,
  ): Promise<SubscriptionState>;
  /** Stops future charges; a subscription already ended is no error. */
  cancelSubscription(subscriptionId: string): Promise<void>;

  /** A one-off charge, such as the difference of a change paid now. */
  charge(charge: OneOffCharge): Promise<{ paymentId: string }>;
  /**
   * Pays a failed renewal now with a new payment method (as Stripe pays an open invoice), and
   * stops the provider's own retries of it on the old one, so the period is charged once.
   * Answers the payment that now pays the period (the same one, or a new one that reports it
   * as that subscription's); calling again answers it again and charges nothing more.
   */
  payFailedRenewal(renewal: FailedRenewal): Promise<{ paymentId: string }>;
  /**
   * The same for a failed one-off charge still being retried (a change's difference): paid
   * now with the new method, the old one's retries stopped. Answers the payment that now pays
   * it (the same one, or a new one-off).
   */
  payFailedCharge(charge: FailedCharge): Promise<{ paymentId: string }>;

  /** The payment method as the member sees it (brand and last digits, bank, …). */
  paymentSource(mandateId: string): Promise<PaymentSource | undefined>;
  /** Whether a payment of the customer is still on its way (a direct debit takes days). */
  hasPendingPayment(customerId: string): Promise<boolean>;
  /** Keeps the provider's customer record in step with the contact's name and email. */
  updateCustomer(customerId: string, details: Partial<CustomerDetails>): Promise<void>;
  /** The contact was deleted: its customer goes, and with it its subscriptions. */
  deleteCustomer(customerId: string): Promise<void>;
  /** Drops a payment method (a cancelled contribution, a replaced method). */
  cancelMandate(mandateId: string): Promise<void>;
}

export interface CustomerDetails {
  email: string;
  firstname: string;
  lastname: string;
}

export interface CustomerRequest extends CustomerDetails {
  /** The contact's customer at this provider already, if any. */
  customerId: string | null;
  vatNumber?: string | undefined;
}

export interface SetupRequest {
  method: PaymentMethod;
  email: string;
  firstname: string;
  lastname: string;
  /**
   * Agora's id for the flow. Providers that send the payer back to `completeUrl` themselves
   * add it there as `paymentFlowId` (src/core/payments, `PAYMENT_FLOW_PARAM`).
   */
  flowToken: string;
  completeUrl: string;
  /**
   * The payer's browser, which accepts the mandate: Stripe records it when the server confirms
   * a setup itself (PayPal, iDEAL). The routes give it; a setup started without one (the demo)
   * cannot use those methods.
   */
  client?: PayerClient;
  /** What will be charged, when a contribution starts: its page may show it. */
  charge?: {
    amount: number;
    period: ContributionPeriod;
    /** Per period in cents, fee included. */
    chargeable: number;
  };
}

export interface PayerClient {
  ipAddress: string;
  userAgent: string;
}

export interface StartedSetup {
  providerFlowId: string;
  /** The id the payer comes back with: `flowToken`, or the provider's own (`setup_intent`). */
  returnToken: string;
  params: PaymentFlowParams;
}

export type SetupStatus = "pending" | "succeeded" | "failed";

export interface CompletedSetup {
  customerId: string;
  mandateId: string;
  /** The method set up, which may differ from the one asked for (iDEAL becomes SEPA Debit). */
  method: PaymentMethod;
  payer: { firstname?: string; lastname?: string; billingAddress?: DeliveryAddress };
}

export interface NewSubscription {
  customerId: string;
  mandateId: string;
  /** Per period in cents, fee included. */
  chargeable: number;
  period: ContributionPeriod;
  /** The first charge: now, or the renewal date of a membership already paid for. */
  startAt: Date;
  idempotencyKey: string;
}

export interface SubscriptionChange {
  chargeable?: number;
  mandateId?: string;
}

export interface SubscriptionState {
  id: string;
  status: "active" | "ended";
  chargeable: number;
  period: ContributionPeriod;
  /** When the next charge is due (the renewal date); null once it ended. */
  nextChargeAt: Date | null;
}

/**
 * The metadata keys of a payment Agora took for a subscription's failed one on a new payment
 * method (`payFailedRenewal`, or `charge` at another provider): the subscription and the end
 * of the period it pays, read back by the webhooks.
 */
export const RENEWAL_OF = { subscription: "agora_subscription", periodEnd: "agora_period_end" };

export interface OneOffCharge {
  customerId: string;
  mandateId: string;
  /** Cents. */
  amount: number;
  description: string;
  idempotencyKey: string;
  /**
   * A renewal that failed at another provider, which this charge pays: reported back as a
   * payment of that subscription's period (Stripe and GoCardless; the test provider is never
   * offered beside another).
   */
  renewalOf?: { subscriptionId: string; periodEnd: Date };
}

export interface FailedRenewal {
  /** The provider's id of the failed payment (a Stripe invoice, a GoCardless payment). */
  paymentId: string;
  subscriptionId: string;
  customerId: string;
  /** The new payment method to pay it with. */
  mandateId: string;
  /** Cents: what failed, charged again as it was. */
  amount: number;
  /** The end of the period it pays for. */
  periodEnd: Date;
  idempotencyKey: string;
}

export interface FailedCharge {
  /** The provider's id of the failed one-off payment (a Stripe invoice, a GoCardless payment). */
  paymentId: string;
  customerId: string;
  /** The new payment method to pay it with. */
  mandateId: string;
  /** Cents: what failed, charged again as it was. */
  amount: number;
  description: string;
  idempotencyKey: string;
}

/** The payer did not finish the provider's step, or it was declined: a 400 for the caller. */
export class SetupIncompleteError extends Error {
  override readonly name = "SetupIncompleteError";

  constructor(
    message: string,
    /** What the payer is told; `incomplete` when the provider does not say. */
    readonly reason: SetupFailure = "incomplete",
  ) {
    super(message);
  }
}

/** The provider could not be reached or refused a call it should have taken. */
export class ProviderError extends Error {
  override readonly name = "ProviderError";
}

/**
 * A webhook's event that needs the provider, which could not be reached: the webhook answers
 * 503 and the provider delivers the event again later.
 */
export class WebhookProviderError extends Error {
  override readonly name = "WebhookProviderError";

  constructor(
    readonly eventId: string,
    cause: ProviderError,
  ) {
    super(cause.message, { cause });
  }
}

/** Runs what one event needs of the provider; an unreachable provider names the event. */
export async function forEvent<T>(eventId: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof ProviderError) throw new WebhookProviderError(eventId, error);
    throw error;
  }
}
