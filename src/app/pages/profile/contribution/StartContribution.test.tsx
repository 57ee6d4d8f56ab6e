// @vitest-environment happy-dom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import type { JoinSettings } from "@ui/join-form/join-model";
import { fakeStripe } from "@tests/support/ui/fake-stripe";
import { LazyStripeForm } from "@ui/payments/stripe/LazyStripeForm";
import { render, type Rendered } from "@ui/testing/render";
import { StartContribution } from "./StartContribution";

// Stripe.js comes from Stripe's servers: its loader answers a fake of Stripe.js here.
const stripe = vi.hoisted(() => ({ fake: undefined as ReturnType<typeof fakeStripe> | undefined }));
vi.mock("@stripe/stripe-js/pure", () => ({
  loadStripe: (key: string) => stripe.fake!.load(key),
}));

const settings: JoinSettings = {
  join: {
    title: "",
    subtitle: "",
    initialAmount: 5,
    initialPeriod: "monthly",
    periods: [{ name: "monthly", presetAmounts: [5, 10] }],
    showNoContribution: false,
    paymentMethods: ["s_card"],
    minMonthlyAmount: 1,
    showAbsorbFee: false,
    stripePublicKey: "pk_test_bugle",
  },
  payment: { stripeCountry: "gb", taxRateEnabled: false, taxRate: 0, noticeText: "" },
  general: {
    organisationName: "The Bugle",
    currencyCode: "GBP",
    currencySymbol: "£",
    privacyLink: "",
    hideContribution: false,
    theme: {},
  },
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;

beforeAll(async () => {
  await LazyStripeForm.load();
  await import("@stripe/stripe-js/pure");
});

beforeEach(() => {
  history.replaceState(null, "", "/profile/contribution");
  $currentUser.set(TEST_MEMBER);
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/content/join") return json(200, settings.join);
    if (url === "/api/1.0/contact/me/contribution" && init?.method === "POST") {
      return json(200, { clientSecret: "seti_7_secret_x" });
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  clearQueries();
  view.unmount();
  vi.restoreAllMocks();
  $currentUser.set(null);
});

describe("StartContribution without a payment provider", () => {
  it("says contributions are not available yet, and offers nothing to send", () => {
    const none = { ...settings, join: { ...settings.join, paymentMethods: [] } };
    view = render(<StartContribution settings={none} restart={false} />);
    expect(view.container.textContent).toContain("Start a contribution");
    expect(view.container.textContent).toContain("Contributions are not available yet.");
    expect(view.container.querySelector("button")).toBeNull();
  });
});

describe("StartContribution with Stripe", () => {
  it("takes the card in Stripe's form for the member and returns to the completion page", async () => {
    stripe.fake = fakeStripe(() => Promise.resolve({ setupIntent: { id: "seti_7" } }));
    view = render(<StartContribution settings={settings} restart={false} />);
    await press(buttonNamed(view.container, "Contribute £5 a month"));
    await settle();
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      amount: 5,
      paymentMethod: "s_card",
      completeUrl: "/profile/contribution/complete",
    });
    expect(stripe.fake.loaded).toEqual(["pk_test_bugle"]);
    expect(fieldLabelled(view.container, "First name").value).toBe("Ada");
    expect(fieldLabelled(view.container, "Last name").value).toBe("Lovelace");

    await press(buttonNamed(view.container, "Contribute £5 a month"));
    const confirmed = stripe.fake.calls.find((call) => call.method === "confirmSetup");
    expect(confirmed?.args[0]).toMatchObject({
      confirmParams: {
        return_url: `${location.origin}/profile/contribution/complete`,
        payment_method_data: {
          billing_details: { name: "Ada Lovelace", email: "ada@example.org" },
        },
      },
    });
    expect(location.pathname + location.search).toBe(
      "/profile/contribution/complete?setup_intent=seti_7",
    );
  });

  it("sends iDEAL's payer to the bank's page the server answers, with the names asked here", async () => {
    fetch.mockImplementation(async (input, init) => {
      if (String(input) === "/api/1.0/contact/me/contribution" && init?.method === "POST") {
        return json(200, { redirectUrl: "https://stripe.example/ideal/seti_8" });
      }
      return json(404, { httpCode: 404 });
    });
    const assign = vi.spyOn(location, "assign").mockImplementation(() => undefined);
    stripe.fake = fakeStripe(() => Promise.resolve({ setupIntent: { id: "seti_8" } }));
    const bank: JoinSettings = {
      ...settings,
      join: { ...settings.join, paymentMethods: ["s_card", "s_ideal"] },
    };
    view = render(<StartContribution settings={bank} restart={false} />);
    expect(view.container.textContent).not.toContain("First name");
    await press(fieldLabelled(view.container, "iDEAL"));
    expect(fieldLabelled(view.container, "First name").value).toBe("Ada");
    fillIn(fieldLabelled(view.container, "Last name"), "");
    await press(buttonNamed(view.container, "Contribute £5 a month"));
    expect(view.container.textContent).toContain("Enter your last name");
    expect(fetch.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);
    fillIn(fieldLabelled(view.container, "Last name"), "King");
    await press(buttonNamed(view.container, "Contribute £5 a month"));
    await settle();
    const [, init] = fetch.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(JSON.parse(String(init!.body))).toMatchObject({
      paymentMethod: "s_ideal",
      firstname: "Ada",
      lastname: "King",
    });
    expect(assign).toHaveBeenCalledWith("https://stripe.example/ideal/seti_8");
    // Stripe.js is not needed: the server confirmed the setup.
    expect(stripe.fake.loaded).toEqual([]);
  });

  it("goes back to the contribution form", async () => {
    stripe.fake = fakeStripe(() => Promise.resolve({ error: {} }));
    view = render(<StartContribution settings={settings} restart />);
    await press(buttonNamed(view.container, "Contribute £5 a month"));
    await settle();
    await press(buttonNamed(view.container, "Back"));
    expect(view.container.textContent).toContain("Restart your contribution");
    expect(fieldLabelled(view.container, "Amount per month").value).toBe("5");
  });
});
