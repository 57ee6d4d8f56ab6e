// @vitest-environment happy-dom
import { act } from "react";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type Mock,
  type MockInstance,
} from "vitest";
import { json } from "@tests/support/ui/callout";
import { fakeStripe } from "@tests/support/ui/fake-stripe";
import { LazyStripeForm } from "../payments/stripe/LazyStripeForm";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { fieldRefusal, refusalBody, refusalText, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "../testing/render";
import { JoinForm, type JoinFormProps } from "./JoinForm";
import { loadDraft, saveDraft } from "./join-draft";
import type { JoinSettings } from "./join-model";

const settings: JoinSettings = {
  join: {
    title: "Join the Bugle",
    subtitle: "<p>Readers pay for our reporting.</p>",
    initialAmount: 5,
    initialPeriod: "monthly",
    periods: [
      { name: "monthly", presetAmounts: [3, 5, 10] },
      { name: "annually", presetAmounts: [36, 60] },
    ],
    showNoContribution: true,
    paymentMethods: ["s_card", "gc_direct-debit"],
    minMonthlyAmount: 1,
    showAbsorbFee: true,
    stripePublicKey: "pk_test_bugle",
  },
  payment: { stripeCountry: "gb", taxRateEnabled: true, taxRate: 20, noticeText: "" },
  general: {
    organisationName: "The Bugle",
    currencyCode: "GBP",
    currencySymbol: "£",
    privacyLink: "https://bugle.example.org/privacy",
    hideContribution: false,
    theme: {},
  },
};

// Stripe.js comes from Stripe's servers: its loader answers a fake of Stripe.js here.
const stripe = vi.hoisted(() => ({ fake: undefined as ReturnType<typeof fakeStripe> | undefined }));
vi.mock("@stripe/stripe-js/pure", () => ({
  loadStripe: (key: string) => stripe.fake!.load(key),
}));

let view: Rendered | undefined;
let fetch: MockInstance<typeof globalThis.fetch>;
let go: Mock<(url: string) => boolean>;

beforeAll(async () => {
  // Loaded on submit: here before, so a test's submission need not wait for the transform.
  await import("./submit-join");
  await LazyStripeForm.load();
  await import("@stripe/stripe-js/pure");
});

beforeEach(() => {
  sessionStorage.clear();
  fetch = vi
    .spyOn(globalThis, "fetch")
    .mockResolvedValue(json(200, { redirectUrl: "/checkout/test/abc" }));
  go = vi.fn<(url: string) => boolean>(() => true);
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
});

function show(
  query = "",
  change: Partial<JoinSettings["join"]> = {},
  props: Partial<JoinFormProps> = {},
) {
  view = render(
    <JoinForm
      settings={{ ...settings, join: { ...settings.join, ...change } }}
      query={new URLSearchParams(query)}
      go={go}
      {...props}
    />,
  );
  return view.container;
}

const field = (label: string) => fieldLabelled(view!.container, label);
const text = () => view!.container.textContent ?? "";
const submitButton = () => view!.container.querySelector<HTMLButtonElement>("button[type=submit]")!;
const key = (target: HTMLElement, name: string) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true }));
  });
const sent = () => {
  const [, init] = fetch.mock.calls.find(([, init]) => init?.method === "POST")!;
  return JSON.parse(String(init!.body)) as Record<string, unknown>;
};

describe("JoinForm", () => {
  it("says, under the button, when payments are in test mode", () => {
    show();
    expect(text()).not.toContain("Test mode");
    view?.unmount();
    view = render(
      <JoinForm
        settings={{ ...settings, payment: { ...settings.payment, testPayments: true } }}
        query={new URLSearchParams()}
        go={go}
      />,
    );
    expect(text()).toContain("Test mode: payments go to a test provider");
  });

  it("shows the organisation's texts, the default amount and the total on the button", () => {
    show();
    expect(text()).toContain("Join the Bugle");
    expect(text()).toContain("Readers pay for our reporting.");
    expect(field("Amount per month").value).toBe("5");
    expect(submitButton().textContent).toBe("Contribute £5 a month");
    expect(text()).toContain("Contributions include VAT at 20%.");
  });

  it("fills amount and period from the address", () => {
    show("amount=120&period=annually");
    expect(field("Amount per year").value).toBe("120");
    expect(submitButton().textContent).toBe("Contribute £120 a year");
  });

  it("steps with the arrow keys and the buttons, never below the minimum going down", () => {
    show("amount=2");
    const amount = field("Amount per month");
    key(amount, "ArrowUp");
    expect(amount.value).toBe("3");
    key(amount, "ArrowDown");
    key(amount, "ArrowDown");
    key(amount, "ArrowDown");
    expect(amount.value).toBe("1");
    act(() => view!.container.querySelector<HTMLButtonElement>("[aria-label='Add 1']")!.click());
    expect(amount.value).toBe("2");
  });

  it("says the minimum as the reader types, next to the amount", () => {
    show("", { minMonthlyAmount: 3 });
    fillIn(field("Amount per month"), "2");
    expect(field("Amount per month").getAttribute("aria-invalid")).toBe("true");
    expect(text()).toContain("The minimum is £3 a month");
    fillIn(field("Amount per month"), "4");
    expect(text()).not.toContain("The minimum is");
  });

  it("converts the amount when the period changes and picks a suggested amount", () => {
    show();
    act(() => field("Annually").click());
    expect(field("Amount per year").value).toBe("60");
    act(() => buttonNamed(view!.container, "£36").click());
    expect(field("Amount per year").value).toBe("36");
    expect(buttonNamed(view!.container, "£36").getAttribute("aria-pressed")).toBe("true");
  });

  it("adds the fee when the reader covers it, and forces it at exactly 1 a month", () => {
    show("amount=10");
    act(() => field("I'll cover the fee").click());
    expect(submitButton().textContent).toBe("Contribute £10.35 a month");
    fillIn(field("Amount per month"), "1");
    const forced = field("At £1 a month, the fee is added to your contribution");
    expect(forced.checked).toBe(true);
    expect(forced.disabled).toBe(true);
  });

  it("offers no fee on annual contributions", () => {
    show("period=annually");
    expect(text()).not.toContain("I'll cover the fee");
  });

  it("checks the email when the reader submits, and sends nothing", async () => {
    show();
    await press(submitButton());
    expect(text()).toContain("Enter your email address");
    expect(document.activeElement).toBe(field("Email"));
    fillIn(field("Email"), "not an address");
    expect(text()).toContain("Enter an email address like name@example.org");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
  });

  it("sends the join and opens the provider's page", async () => {
    show("amount=10");
    fillIn(field("Email"), "reader@example.org");
    act(() => field("Direct debit").click());
    await press(submitButton());
    await settle();
    expect(sent()).toMatchObject({
      email: "reader@example.org",
      confirmUrl: "/join/confirm-email",
      contribution: {
        amount: 10,
        period: "monthly",
        payFee: false,
        paymentMethod: "gc_direct-debit",
        completeUrl: "/join/complete",
      },
    });
    expect(go).toHaveBeenCalledWith("/checkout/test/abc");
  });

  it("asks the names for PayPal and opens PayPal's page the server answers", async () => {
    fetch.mockResolvedValue(json(200, { redirectUrl: "https://stripe.example/paypal/seti_1" }));
    show("", { paymentMethods: ["s_card", "s_paypal"] });
    fillIn(field("Email"), "reader@example.org");
    expect(text()).not.toContain("First name");
    act(() => field("PayPal").click());
    await press(submitButton());
    await settle();
    // Nothing is sent without the names: PayPal's page is next, with no form of ours after it.
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    expect(text()).toContain("Enter your first name");
    expect(document.activeElement).toBe(field("First name"));
    fillIn(field("First name"), "Pat");
    fillIn(field("Last name"), "Payer");
    await press(submitButton());
    await settle();
    expect(sent()).toMatchObject({
      firstname: "Pat",
      lastname: "Payer",
      contribution: { paymentMethod: "s_paypal" },
    });
    expect(text()).not.toContain("Your payment details");
    expect(go).toHaveBeenCalledWith("https://stripe.example/paypal/seti_1");
  });

  it("joins without a contribution, then asks to check the inbox", async () => {
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    show();
    act(() => field("No contribution right now").click());
    expect(submitButton().textContent).toBe("Join now");
    fillIn(field("Email"), "reader@example.org");
    await press(submitButton());
    await settle();
    expect(sent().contribution).toBeUndefined();
    expect(go).toHaveBeenCalledWith("/join/confirm-email");
  });

  it("offers only joining without a contribution while no payment provider takes one", async () => {
    fetch.mockResolvedValue(new Response(null, { status: 204 }));
    show("", { paymentMethods: [] });
    expect(text()).toContain("Contributions are not available yet");
    expect(view!.container.querySelector("#join-amount")).toBeNull();
    expect(view!.container.querySelector("#join-no-contribution")).toBeNull();
    expect(submitButton().textContent).toBe("Join now");
    fillIn(field("Email"), "reader@example.org");
    await press(submitButton());
    await settle();
    expect(sent().contribution).toBeUndefined();
    expect(go).toHaveBeenCalledWith("/join/confirm-email");
  });

  it("says joining is not available yet when it needs a contribution nobody can take", () => {
    show("", { paymentMethods: [], showNoContribution: false });
    expect(text()).toContain("Join the Bugle");
    expect(text()).toContain("Joining with a contribution is not available yet");
    expect(view!.container.querySelector("form")).toBeNull();
    expect(view!.container.querySelector("button")).toBeNull();
  });

  it("shows the server's refusal next to the field", async () => {
    fetch.mockResolvedValue(
      json(400, {
        code: "invalid-body",
        message: "Invalid body",
        errors: [{ property: "contribution.paymentMethod", constraints: { x: "not offered" } }],
      }),
    );
    show();
    fillIn(field("Email"), "reader@example.org");
    await press(submitButton());
    await settle();
    expect(text()).toContain("This payment method is not offered. Please choose another one.");
    expect(go).not.toHaveBeenCalled();
  });

  describe("says each refusal in its own words, at its field", () => {
    it.each([
      {
        answer: refusalBody(400, undefined, fieldRefusal("contribution.amount", "isValid")),
        at: "Amount per month",
        says: "Check the amount: we can't take this one",
      },
      {
        answer: refusalBody(400, undefined, fieldRefusal("contribution.payFee", "isValid")),
        at: "Amount per month",
        says: "Check the amount: we can't take this one",
      },
      {
        answer: refusalBody(400, undefined, fieldRefusal("email", "email")),
        at: "Email",
        says: "Enter an email address like name@example.org",
      },
      {
        answer: refusalBody(400, "duplicate-email"),
        at: "Email",
        says: refusalText(400, "duplicate-email"),
      },
    ])("$says", async ({ answer, at, says }) => {
      fetch.mockResolvedValue(json(400, answer));
      show();
      fillIn(field("Email"), "reader@example.org");
      await press(submitButton());
      await settle();
      expect(saysAt(field(at), says)).toBe(true);
      expect(go).not.toHaveBeenCalled();
    });

    it("too many joins from here", async () => {
      fetch.mockResolvedValue(json(429, refusalBody(429, "TOO_MANY_REQUESTS")));
      show();
      fillIn(field("Email"), "reader@example.org");
      await press(submitButton());
      await settle();
      expect(text()).toContain(refusalText(429, "TOO_MANY_REQUESTS"));
    });
  });

  it("offers a link when the page cannot be opened from here", async () => {
    go.mockReturnValue(false);
    show();
    fillIn(field("Email"), "reader@example.org");
    await press(submitButton());
    await settle();
    const link = [...view!.container.querySelectorAll("a")].find(
      (a) => a.textContent === "Continue",
    );
    expect(link?.getAttribute("href")).toBe(`${location.origin}/checkout/test/abc`);
    expect(link?.target).toBe("_top");
  });

  it("asks for the card in Stripe's form with the form's email, and back keeps the values", async () => {
    stripe.fake = fakeStripe(() => Promise.resolve({ setupIntent: { id: "seti_9" } }));
    // A new answer for each of the two submissions: a body reads once.
    fetch.mockImplementation(() => Promise.resolve(json(200, { clientSecret: "seti_9_secret_x" })));
    show("amount=10");
    fillIn(field("Email"), "reader@example.org");
    act(() => field("Card").click());
    await press(submitButton());
    await settle();
    expect(sent().contribution).toMatchObject({ paymentMethod: "s_card", amount: 10 });
    expect(stripe.fake.loaded).toEqual(["pk_test_bugle"]);
    expect(text()).toContain("Your payment details");
    expect(view!.container.querySelector("[data-stripe-element]")).not.toBeNull();

    await press(buttonNamed(view!.container, "Back"));
    expect(field("Amount per month").value).toBe("10");
    expect(field("Email").value).toBe("reader@example.org");
    expect(field("Card").checked).toBe(true);

    await press(submitButton());
    await settle();
    fillIn(field("First name"), "Rae");
    fillIn(field("Last name"), "Reader");
    await press(buttonNamed(view!.container, "Contribute £10 a month"));
    const confirmed = stripe.fake.calls.find((call) => call.method === "confirmSetup");
    expect(confirmed?.args[0]).toMatchObject({
      confirmParams: {
        return_url: `${location.origin}/join/complete`,
        payment_method_data: {
          billing_details: { name: "Rae Reader", email: "reader@example.org" },
        },
      },
    });
    expect(go).toHaveBeenCalledWith(`${location.origin}/join/complete?setup_intent=seti_9`);
  });
});

describe("JoinForm after a checkout that failed", () => {
  const kept = {
    period: "annually",
    amount: "84",
    noContribution: false,
    email: "reader@example.org",
    paymentMethod: "s_card",
    payFee: false,
    firstname: "",
    lastname: "",
  } as const;

  it("keeps what the reader typed and the flow's id before leaving for the provider", async () => {
    fetch.mockResolvedValue(
      json(200, { redirectUrl: "/checkout/test/abc", paymentFlowId: "flow-1" }),
    );
    show("amount=10", {}, { returnHere: true });
    fillIn(field("Email"), "reader@example.org");
    await press(submitButton());
    await settle();
    // From the frame, the return page finds the article at this place in the tab's history.
    expect(sent()).toMatchObject({
      contribution: { amount: 10, completeUrl: `/join/complete/return/${history.length}` },
    });
    expect(loadDraft()).toEqual({
      values: expect.objectContaining({ email: "reader@example.org", amount: "10" }),
      paymentFlowId: "flow-1",
    });
  });

  it("opens as the reader left it, says why, and tries again from there", async () => {
    saveDraft({ values: kept, paymentFlowId: "flow-1" });
    show("amount=10", {}, { failure: "declined" });
    expect(text()).toContain("Your card was declined");
    expect(text()).toContain("Nothing was charged.");
    expect(field("Email").value).toBe("reader@example.org");
    expect(field("Amount per year").value).toBe("84");
    expect(field("Card").checked).toBe(true);
    await press(buttonNamed(view!.container, "Try again"));
    await settle();
    expect(sent()).toMatchObject({
      email: "reader@example.org",
      contribution: { amount: 84, period: "annually", paymentMethod: "s_card" },
    });
    expect(text()).not.toContain("Your card was declined");
  });

  it("words a refused direct debit and a cancelled payment", () => {
    saveDraft({ values: { ...kept, paymentMethod: "gc_direct-debit" } });
    show("", {}, { failure: "declined" });
    expect(text()).toContain("Your bank refused the direct debit");
    view!.unmount();
    show("", {}, { failure: "cancelled" });
    expect(text()).toContain("The payment was cancelled");
  });

  it("drops what the settings no longer offer", () => {
    saveDraft({ values: { ...kept, paymentMethod: "s_paypal", period: "annually" } });
    show("", { periods: [{ name: "monthly", presetAmounts: [3, 5] }] });
    expect(field("Amount per month").value).toBe("5");
    expect(field("Card").checked).toBe(true);
    expect(field("Email").value).toBe("reader@example.org");
  });

  it("keeps nothing in the membership builder's preview", () => {
    saveDraft({ values: kept });
    show("", {}, { preview: true });
    expect(field("Email").value).toBe("");
  });
});
