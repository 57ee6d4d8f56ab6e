import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import type { Appearance, SetupIntentResult, Stripe, StripeElementLocale } from "@stripe/stripe-js";

/** What loads Stripe.js: `loadStripe` of `@stripe/stripe-js/pure` (tests give a fake). */
export type LoadStripe = (publishableKey: string) => Promise<Stripe | null>;

/** Fetches Stripe.js from Stripe only now, when a reader chose a Stripe method. */
const loadStripeJs: LoadStripe = async (publishableKey) => {
  const { loadStripe } = await import("@stripe/stripe-js/pure");
  return loadStripe(publishableKey);
};

export interface StripeStepOptions {
  /** The account's publishable key (content `join.stripePublicKey`). */
  publishableKey: string;
  /** The setup's secret the server answered (`PaymentFlowParams.clientSecret`). */
  clientSecret: string;
  /** The theme as Stripe takes it (`stripeAppearance`). */
  appearance: Appearance;
  /** The reader's language; Stripe words its fields and errors in it. */
  locale: string;
  /** Tests only: a fake of Stripe.js. */
  load?: LoadStripe;
}

export interface Payer {
  firstname: string;
  lastname: string;
  email: string;
}

/** Why a step failed: Stripe's own words (already in the reader's language), or ours. */
export type StripeStepError = { text: string } | { message: MessageDescriptor };

/** How a confirmation ended: an error to show beside the element, or where the reader goes. */
export type StripeConfirmation = { error: StripeStepError } | { returnTo: string };

export interface StripeStep {
  /**
   * Confirms the setup with what the reader entered, and answers `returnTo`: `returnUrl` with
   * `setup_intent=<id>`, for the caller to open (in a frame, the host's window rather than the
   * frame). A method whose page refuses frames (PayPal, iDEAL) never comes here: the server
   * confirms it and answers that page as a `redirectUrl`; should Stripe still ask for a page
   * (a card's 3-D Secure), Stripe.js opens it and comes back to `returnUrl` itself.
   */
  confirm(payer: Payer, returnUrl: string): Promise<StripeConfirmation>;
  /** Takes the element off the page (the reader chose another method). */
  destroy(): void;
}

export const STRIPE_UNAVAILABLE = msg`Card and bank payments could not be loaded. Check your connection and try again, or choose another payment method.`;
export const STRIPE_FAILED = msg`The payment method could not be set up. Please try again, or choose another payment method.`;

/** Stripe's locales are two-letter codes (and a few regional ones); "auto" otherwise. */
function elementLocale(locale: string): StripeElementLocale {
  const language = locale.toLowerCase().split(/[-_@]/)[0] ?? "";
  return (/^[a-z]{2}$/.test(language) ? language : "auto") as StripeElementLocale;
}

/** `returnUrl` with the setup's id, as Stripe sends readers back (the server reads the rest). */
function returnAddress(returnUrl: string, setupIntentId: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set("setup_intent", setupIntentId);
  return url.href;
}

/**
 * The browser's Stripe step: loads Stripe.js (only when called), mounts the Payment Element for
 * the setup in `container`, in the organisation's theme, and confirms it. Card and bank
 * details go from Stripe's frame to Stripe; Agora's pages never see them. Apple Pay and Google
 * Pay appear where the browser offers them. The reader's name comes from the form's own
 * fields, so the element does not ask again.
 */
export async function mountStripeStep(
  container: HTMLElement,
  options: StripeStepOptions,
): Promise<{ step: StripeStep } | { error: StripeStepError }> {
  let stripe: Stripe | null;
  try {
    stripe = await (options.load ?? loadStripeJs)(options.publishableKey);
  } catch {
    stripe = null;
  }
  if (!stripe) return { error: { message: STRIPE_UNAVAILABLE } };
  const elements = stripe.elements({
    clientSecret: options.clientSecret,
    appearance: options.appearance,
    locale: elementLocale(options.locale),
  });
  const element = elements.create("payment", {
    fields: { billingDetails: { name: "never", email: "never" } },
    wallets: { applePay: "auto", googlePay: "auto" },
  });
  element.mount(container);
  const ready = stripe;

  return {
    step: {
      async confirm(payer, returnUrl) {
        let result: SetupIntentResult;
        try {
          result = await ready.confirmSetup({
            elements,
            redirect: "if_required",
            confirmParams: {
              return_url: returnUrl,
              payment_method_data: {
                billing_details: {
                  name: `${payer.firstname} ${payer.lastname}`.trim(),
                  email: payer.email,
                },
              },
            },
          });
        } catch {
          return { error: { message: STRIPE_FAILED } };
        }
        if (!result.error) return { returnTo: returnAddress(returnUrl, result.setupIntent.id) };
        const { error } = result;
        // Declines and invalid details come worded for the reader; anything else is ours to say.
        if (error.type === "card_error" || error.type === "validation_error") {
          return { error: error.message ? { text: error.message } : { message: STRIPE_FAILED } };
        }
        return { error: { message: STRIPE_FAILED } };
      },
      destroy() {
        element.destroy();
      },
    },
  };
}
