// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../../testing/render";
import { fakeStripe, type Outcome } from "@tests/support/ui/fake-stripe";
import { StripeForm, type StripeFormProps } from "./StripeForm";

let view: Rendered | undefined;

afterEach(() => {
  view?.unmount();
  view = undefined;
});

async function show(outcome: () => Promise<Outcome>, change: Partial<StripeFormProps> = {}) {
  const fake = fakeStripe(outcome);
  const go = vi.fn<(url: string) => boolean>(() => true);
  const onBack = vi.fn();
  view = render(
    <StripeForm
      id="pay"
      publishableKey="pk_test_123"
      clientSecret="seti_1_secret_2"
      theme={{ colors: { primary: "#123456" } }}
      email="sam@example.org"
      completeUrl="/join/complete"
      submitLabel="Contribute £5 a month"
      onBack={onBack}
      go={go}
      load={fake.load}
      {...change}
    />,
  );
  await settle();
  const container = view.container;
  const field = (label: string) => fieldLabelled(container, label);
  const submit = () => buttonNamed(container, "Contribute £5 a month");
  return { ...fake, go, onBack, container, field, submit };
}

const confirmations = (calls: { method: string; args: unknown[] }[]) =>
  calls.filter((call) => call.method === "confirmSetup");

describe("StripeForm", () => {
  it("mounts the Payment Element for the setup, themed, beside the name fields", async () => {
    const { container, loaded, calls, field, submit } = await show(() =>
      Promise.resolve({ error: {} }),
    );
    expect(loaded).toEqual(["pk_test_123"]);
    expect(container.querySelector("[data-stripe-element]")).not.toBeNull();
    expect(calls[0]).toMatchObject({
      method: "elements",
      args: [{ clientSecret: "seti_1_secret_2", locale: "en" }],
    });
    expect(field("First name").getAttribute("autocomplete")).toBe("given-name");
    expect(field("Last name").getAttribute("autocomplete")).toBe("family-name");
    expect(submit().disabled).toBe(false);
    expect(container.querySelector("[role=status]")).toBeNull();
  });

  it("requires a first and last name, says so next to each field and sends nothing", async () => {
    const { container, calls, field, submit } = await show(() => Promise.resolve({ error: {} }));
    fillIn(field("Last name"), "Lindqvist");
    await press(submit());
    const firstname = field("First name");
    expect(firstname.getAttribute("aria-invalid")).toBe("true");
    expect(container.textContent).toContain("Enter your first name");
    expect(container.textContent).not.toContain("Enter your last name");
    expect(document.activeElement).toBe(firstname);
    expect(confirmations(calls)).toHaveLength(0);
  });

  it("shows Stripe's error next to the element and lets the reader try again", async () => {
    const { container, calls, field, submit, go } = await show(() =>
      Promise.resolve({ error: { type: "card_error", message: "Your card was declined." } }),
    );
    fillIn(field("First name"), "Sam");
    fillIn(field("Last name"), "Lindqvist");
    await press(submit());
    const alert = container.querySelector("[role=alert]");
    expect(alert?.textContent).toBe("Your card was declined.");
    expect(go).not.toHaveBeenCalled();
    expect(submit().disabled).toBe(false);
    await press(submit());
    expect(confirmations(calls)).toHaveLength(2);
  });

  it("confirms with the name, the email and the return address, then opens it", async () => {
    const { calls, field, submit, go } = await show(() =>
      Promise.resolve({ setupIntent: { id: "seti_42" } }),
    );
    fillIn(field("First name"), " Sam ");
    fillIn(field("Last name"), "Lindqvist");
    await press(submit());
    expect(confirmations(calls)).toEqual([
      {
        method: "confirmSetup",
        args: [
          {
            elements: expect.anything(),
            redirect: "if_required",
            confirmParams: {
              return_url: `${location.origin}/join/complete`,
              payment_method_data: {
                billing_details: { name: "Sam Lindqvist", email: "sam@example.org" },
              },
            },
          },
        ],
      },
    ]);
    expect(go).toHaveBeenCalledWith(`${location.origin}/join/complete?setup_intent=seti_42`);
  });

  it("offers a link when the completion page could not be opened", async () => {
    const { container, field, submit } = await show(
      () => Promise.resolve({ setupIntent: { id: "seti_42" } }),
      { go: () => false, name: { firstname: "Sam", lastname: "Lindqvist" } },
    );
    expect(field("First name").value).toBe("Sam");
    await press(submit());
    const link = container.querySelector<HTMLAnchorElement>("[role=status] a");
    expect(link?.href).toBe(`${location.origin}/join/complete?setup_intent=seti_42`);
    expect(link?.target).toBe("_top");
  });

  it("says when Stripe.js cannot load, and goes back on request", async () => {
    const { container, submit, onBack } = await show(() => Promise.resolve({ error: {} }), {
      load: () => Promise.reject(new Error("blocked")),
    });
    expect(container.querySelector("[role=alert]")?.textContent).toContain(
      "Card and bank payments could not be loaded",
    );
    expect(submit().disabled).toBe(true);
    await press(buttonNamed(container, "Back"));
    expect(onBack).toHaveBeenCalledOnce();
  });

  it("says Stripe is unavailable without a publishable key, without loading anything", async () => {
    const { container, loaded } = await show(() => Promise.resolve({ error: {} }), {
      publishableKey: "",
    });
    expect(loaded).toEqual([]);
    expect(container.querySelector("[role=alert]")?.textContent).toContain(
      "Card and bank payments could not be loaded",
    );
  });

  it("takes the element off the page when it goes", async () => {
    const { calls } = await show(() => Promise.resolve({ error: {} }));
    view!.unmount();
    view = undefined;
    expect(calls.at(-1)).toEqual({ method: "destroy", args: [] });
  });
});
