// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { stripeAppearance } from "./appearance";
import { fakeStripe, type Outcome } from "@tests/support/ui/fake-stripe";
import { STRIPE_FAILED, STRIPE_UNAVAILABLE, mountStripeStep } from "./stripe-step";

const payer = { firstname: "Sam", lastname: "Lindqvist", email: "sam@example.org" };
const options = {
  publishableKey: "pk_test_123",
  clientSecret: "seti_1_secret_2",
  appearance: stripeAppearance({ colors: { primary: "#123456" }, fonts: { body: "roboto" } }),
  locale: "pt-BR",
};

async function mounted(outcome: () => Promise<Outcome>) {
  const fake = fakeStripe(outcome);
  const container = document.createElement("div");
  const result = await mountStripeStep(container, { ...options, load: fake.load });
  if (!("step" in result)) throw new Error("The step did not mount");
  return { ...fake, container, step: result.step };
}

describe("the Stripe step", () => {
  it("loads Stripe.js with the key and mounts the Payment Element for the setup, themed", async () => {
    const { calls, loaded, container } = await mounted(() => Promise.resolve({ error: {} }));
    expect(loaded).toEqual(["pk_test_123"]);
    expect(container.querySelector("[data-stripe-element]")).not.toBeNull();
    expect(calls[0]).toEqual({
      method: "elements",
      args: [
        {
          clientSecret: "seti_1_secret_2",
          locale: "pt",
          appearance: {
            theme: "stripe",
            variables: expect.objectContaining({
              colorPrimary: "#123456",
              fontFamily: expect.stringContaining("Roboto"),
            }),
          },
        },
      ],
    });
    expect(calls[1]).toEqual({
      method: "create",
      args: [
        "payment",
        {
          fields: { billingDetails: { name: "never", email: "never" } },
          wallets: { applePay: "auto", googlePay: "auto" },
        },
      ],
    });
  });

  it("confirms with the reader's name and email and the return address", async () => {
    const { step, calls } = await mounted(() =>
      Promise.resolve({ error: { type: "card_error", message: "Your card was declined." } }),
    );
    const error = await step.confirm(payer, "https://agora.example/join/complete");
    expect(calls.at(-1)).toEqual({
      method: "confirmSetup",
      args: [
        {
          elements: expect.anything(),
          redirect: "if_required",
          confirmParams: {
            return_url: "https://agora.example/join/complete",
            payment_method_data: {
              billing_details: { name: "Sam Lindqvist", email: "sam@example.org" },
            },
          },
        },
      ],
    });
    // Stripe's words for a decline, in the reader's language, shown beside the element.
    expect(error).toEqual({ error: { text: "Your card was declined." } });
  });

  it("answers the return address with the setup's id when Stripe needs no redirect", async () => {
    const { step } = await mounted(() => Promise.resolve({ setupIntent: { id: "seti_42" } }));
    expect(await step.confirm(payer, "https://agora.example/join/complete?x=1")).toEqual({
      returnTo: "https://agora.example/join/complete?x=1&setup_intent=seti_42",
    });
  });

  it("shows details Stripe found invalid in its words", async () => {
    const { step } = await mounted(() =>
      Promise.resolve({ error: { type: "validation_error", message: "Your IBAN is incomplete." } }),
    );
    expect(await step.confirm(payer, "https://agora.example/r")).toEqual({
      error: { text: "Your IBAN is incomplete." },
    });
  });

  it("says in its own words when Stripe fails otherwise or cannot be reached", async () => {
    const { step } = await mounted(() =>
      Promise.resolve({ error: { type: "api_error", message: "Internal: req_123" } }),
    );
    expect(await step.confirm(payer, "https://agora.example/r")).toEqual({
      error: { message: STRIPE_FAILED },
    });
    const offline = await mounted(() => Promise.reject(new Error("network")));
    expect(await offline.step.confirm(payer, "https://agora.example/r")).toEqual({
      error: { message: STRIPE_FAILED },
    });
  });

  it("reports Stripe.js that does not load", async () => {
    const container = document.createElement("div");
    const failing = await mountStripeStep(container, {
      ...options,
      load: () => Promise.reject(new Error("blocked")),
    });
    expect(failing).toEqual({ error: { message: STRIPE_UNAVAILABLE } });
    const missing = await mountStripeStep(container, {
      ...options,
      load: () => Promise.resolve(null),
    });
    expect(missing).toEqual({ error: { message: STRIPE_UNAVAILABLE } });
    expect(container.childElementCount).toBe(0);
  });

  it("takes the element off the page", async () => {
    const { step, container } = await mounted(() => Promise.resolve({ error: {} }));
    step.destroy();
    expect(container.childElementCount).toBe(0);
  });
});
