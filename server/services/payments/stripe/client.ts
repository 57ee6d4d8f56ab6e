import Stripe from "stripe";
import type { StripeSettings } from "@server/config-payments";
import { ProviderError } from "../provider";

/**
 * The Stripe API version Agora is written against: pinned, so a change of the account's default
 * version in Stripe's dashboard never changes the shapes Agora reads (the SDK's own version).
 */
export const STRIPE_API_VERSION = "2026-10-28.endive";

/** The official client, pointed at Stripe (or, in tests, at the stand-in of `endpoint`). */
export function stripeClient(settings: Pick<StripeSettings, "secretKey" | "endpoint">): Stripe {
  return new Stripe(settings.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    // Network failures and 409s are retried with the same idempotency key.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Agora" },
    ...(settings.endpoint ?? {}),
  });
}

function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Whether Stripe answered that the object does not exist (deleted, or never made). */
export function isMissing(error: unknown): boolean {
  return isStripeError(error) && error.code === "resource_missing";
}

/** Whether Stripe declined a charge (an outcome its webhook reports, not an error of ours). */
export function isDeclined(error: unknown): boolean {
  return error instanceof Stripe.errors.StripeCardError;
}

/**
 * Runs calls to Stripe, answering Stripe's refusals and outages as a `ProviderError` (a 503 for
 * the caller, a retry for a job) named by Stripe's error type and code: Stripe's messages can
 * quote what was sent, so they are not passed on.
 */
export async function stripeCall<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (isStripeError(error)) {
      throw new ProviderError(
        `Stripe refused to ${what}: ${error.type}${error.code ? ` (${error.code})` : ""}`,
      );
    }
    throw error;
  }
}

/** Unix seconds, as Stripe's dates are. */
export const toUnix = (date: Date): number => Math.floor(date.getTime() / 1000);
export const fromUnix = (seconds: number): Date => new Date(seconds * 1000);

/** A subscription, or nothing when Stripe has none of that id. */
export async function readSubscription(
  stripe: Stripe,
  id: string,
): Promise<Stripe.Subscription | undefined> {
  return stripeCall("read a subscription", async () => {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  });
}
