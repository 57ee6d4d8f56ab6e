// A fake of Stripe.js for tests; only test files import this module.
import type { Stripe, StripeError } from "@stripe/stripe-js";
import type { LoadStripe } from "@ui/payments/stripe/stripe-step";

/** What the fake's `confirmSetup` answers. */
export type Outcome = { error: Partial<StripeError> } | { setupIntent: { id: string } };

/**
 * A fake of Stripe.js's public interface, as much as the step uses: `elements()`,
 * `elements.create("payment")` with `mount`/`destroy`, and `confirmSetup`, whose outcome each
 * test chooses. It records what it was given.
 */
export function fakeStripe(outcome: () => Promise<Outcome>) {
  const calls: { method: string; args: unknown[] }[] = [];
  const mounted: HTMLElement[] = [];
  const elements = {
    create: (...args: unknown[]) => {
      calls.push({ method: "create", args });
      return {
        mount: (target: HTMLElement) => {
          // Stripe's element is a frame; a stand-in element keeps happy-dom from loading one.
          const frame = document.createElement("div");
          frame.dataset.stripeElement = "payment";
          target.append(frame);
          mounted.push(target);
        },
        destroy: () => {
          calls.push({ method: "destroy", args: [] });
          for (const target of mounted) target.replaceChildren();
        },
      };
    },
  };
  const stripe = {
    elements: (...args: unknown[]) => {
      calls.push({ method: "elements", args });
      return elements;
    },
    confirmSetup: (...args: unknown[]) => {
      calls.push({ method: "confirmSetup", args });
      return outcome();
    },
  };
  const loaded: string[] = [];
  // The fake covers the calls the step makes, not all of Stripe.js.
  const load: LoadStripe = (key) => {
    loaded.push(key);
    return Promise.resolve(stripe as unknown as Stripe);
  };
  return { load, calls, loaded };
}
