// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { CONTENT } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import type { CurrentUser } from "@core/contacts/current-user";
import type { ContributionInfo } from "@core/contributions";
import type { Payment } from "@core/payments/payment";
import { $notifications, leavePage, removeNotification } from "@stores/notifications";
import { $currentUser } from "@stores/session";
import { clearQueries } from "@stores/query";
import { $general } from "@stores/settings";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import ContributionPage from "./ContributionPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

/** Six whole months and some days from now: the proration counts six months. */
function inSixMonths(): string {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() + 6);
  date.setUTCDate(20);
  if (date.getTime() - Date.now() < 183 * 86_400_000) date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString();
}

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let info: ContributionInfo;
let payments: Payment[];
/** What the server's preview says a change charges now. */
let previewCharge: number;
/** Whether the test provider takes the payments. */
let testPayments = false;

const text = () => view.container.textContent ?? "";
const member = (firstname: string, lastname: string): CurrentUser => ({
  id: "m1",
  email: "m@example.org",
  firstname,
  lastname,
  displayName: `${firstname} ${lastname}`.trim(),
  joined: new Date().toISOString(),
  activeRoles: [],
  isReviewer: false,
});
const bodiesOf = (method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);
const patches = () => bodiesOf("PATCH");

/** Waits for the page to say something (the preview is asked once typing pauses). */
async function waitForText(pattern: RegExp) {
  await vi.waitFor(
    async () => {
      await settle();
      if (!pattern.test(text())) throw new Error(`Not shown: ${pattern}`);
    },
    { timeout: 5_000 },
  );
}

async function open() {
  history.replaceState(null, "", "/profile/contribution");
  view = render(<ContributionPage />);
  await vi.waitFor(
    async () => {
      await settle();
      if (!text().includes("Payment history")) throw new Error("Not loaded");
    },
    { timeout: 10_000 },
  );
}

beforeEach(() => {
  $general.set({ ...GENERAL_DEFAULTS, currencyCode: "GBP", currencySymbol: "£" });
  info = {
    type: "Automatic",
    amount: 60,
    period: "annually",
    payFee: false,
    membershipStatus: "active",
    renewalDate: inSixMonths(),
    membershipExpiryDate: inSixMonths(),
    membership: {
      status: "active",
      paidUntil: inSixMonths(),
      nextPaymentAt: inSixMonths(),
      nextPaymentAmount: 60,
      paymentInFlight: false,
      can: { changeAmount: true, changePaymentMethod: true, cancel: true, restart: false },
    },
    paymentSource: {
      method: "s_card",
      brand: "visa",
      last4: "4242",
      expiryMonth: 12,
      expiryYear: 2040,
    },
  } as ContributionInfo;
  payments = [];
  previewCharge = 30;
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/contact/me/contribution") {
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body)) as { amount: number };
        info = { ...info, amount: body.amount };
      }
      return json(200, info);
    }
    if (url === "/api/1.0/contact/me/contribution/preview") {
      const body = JSON.parse(String(init?.body)) as { amount: number };
      return json(200, {
        chargeNow: previewCharge,
        nextPaymentAmount: body.amount,
        nextPaymentAt: info.renewalDate,
      });
    }
    if (url === "/api/1.0/content/join") return json(200, CONTENT.join.defaults);
    if (url === "/api/1.0/content/payment") {
      return json(200, { ...CONTENT.payment.defaults, testPayments });
    }
    if (url.startsWith("/api/1.0/contact/me/payment?")) {
      return json(200, {
        items: payments,
        offset: 0,
        count: payments.length,
        total: payments.length,
      });
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.useRealTimers();
  vi.restoreAllMocks();
  $general.set(GENERAL_DEFAULTS);
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ContributionPage", () => {
  it("says so, discreetly, while payments are in test mode", async () => {
    await open();
    expect(text()).not.toContain("Test mode");
    view.unmount();
    clearQueries();
    testPayments = true;
    await open();
    testPayments = false;
    expect(text()).toContain("Test mode: payments go to a test provider");
  });

  it("tells the contribution, its renewal and the payment method in the status box", async () => {
    await open();
    expect(text()).toContain("£60 a year");
    expect(text()).toMatch(/It renews on /);
    expect(text()).toContain("4242");
  });

  it("says a change waits for its difference, and that the member keeps their amount if it failed", async () => {
    const waiting = { amount: 120, awaiting: "difference" as const, differenceFailed: false };
    info = {
      ...info,
      nextAmount: 120,
      membership: info.membership && { ...info.membership, pendingChange: waiting },
    };
    await open();
    expect(text()).toContain("You give £120 once the payment for your change has gone through.");
    view.unmount();
    clearQueries();
    info = {
      ...info,
      membership: info.membership && {
        ...info.membership,
        pendingChange: { ...waiting, differenceFailed: true },
      },
    };
    await open();
    expect(text()).toContain("The payment for your change to £120 failed: you still give £60.");
    expect(text()).not.toMatch(/you give £120\./);
  });

  it("shows the first payment once the provider reports it, without a reload", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    await open();
    expect(text()).toContain("Your first payment is on its way.");

    payments = [
      { id: "p1", amount: 60, chargeDate: new Date().toISOString(), status: "successful" },
    ];
    await act(async () => {
      vi.advanceTimersByTime(2000);
    });
    await settle();
    expect(text()).not.toContain("Your first payment is on its way.");
    expect(
      view.container.querySelector("#payment-history")?.closest("section")?.textContent,
    ).toContain("£60");
  });

  it("says what each payment in the history was for", async () => {
    payments = [
      {
        id: "p2",
        amount: 55,
        chargeDate: "2025-03-01T00:00:00.000Z",
        status: "successful",
        purpose: "difference",
      },
      {
        id: "p1",
        amount: 60,
        chargeDate: "2025-01-01T00:00:00.000Z",
        status: "successful",
        purpose: "first",
      },
    ];
    await open();
    const items = [...view.container.querySelectorAll("#payment-history ~ ul li")].map(
      (item) => item.textContent,
    );
    expect(items[0]).toContain("Change of amount");
    expect(items[0]).toContain("£55");
    expect(items[1]).toContain("First payment");
  });

  it("offers to pay the difference now or start at renewal, and sends the choice", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Amount per year"), "120");
    await waitForText(/Now: pay £30(\.00)? for the rest of this period/);
    const atRenewal = [
      ...view.container.querySelectorAll<HTMLInputElement>('input[type="radio"]'),
    ].find((radio) => radio.value === "renewal")!;
    act(() => atRenewal.click());
    await press(buttonNamed(view.container, "Change my contribution"));
    expect(patches()).toEqual([
      { amount: 120, period: "annually", payFee: false, prorate: false, chargeNow: 0 },
    ]);
    expect($notifications.get().map((note) => note.title)).toEqual([
      "Your contribution is changed.",
    ]);
    // Leaving for a checkout takes it away.
    leavePage("/checkout/test/abc");
    expect($notifications.get()).toEqual([]);
  });

  it("pays the difference now when the member chooses so", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Amount per year"), "120");
    await waitForText(/Now: pay £30/);
    await press(buttonNamed(view.container, "Change my contribution"));
    expect(patches()).toEqual([
      { amount: 120, period: "annually", payFee: false, prorate: true, chargeNow: 30 },
    ]);
  });

  it("shows the server's amounts, not the browser's clock's", async () => {
    previewCharge = 55;
    await open();
    fillIn(fieldLabelled(view.container, "Amount per year"), "120");
    await waitForText(/Now: pay £55(\.00)? for the rest of this period/);
    expect(text()).toMatch(/Your next payment: £120(\.00)? on /);
  });

  it("shows a changed amount to pay now and asks again before charging it", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Amount per year"), "120");
    await waitForText(/Now: pay £30/);
    // The period turned a month meanwhile: the server prices it at 25 now.
    previewCharge = 25;
    let refused = false;
    const answer = fetch.getMockImplementation();
    fetch.mockImplementation(async (input, init) => {
      if (init?.method === "PATCH" && !refused) {
        refused = true;
        return json(409, { httpCode: 409, code: "charge-changed", message: "changed" });
      }
      return answer!(input, init);
    });
    await press(buttonNamed(view.container, "Change my contribution"));
    await waitForText(
      /The amount to pay now has changed to £25(\.00)?\. Check it and confirm again\./,
    );
    expect(text()).toMatch(/Now: pay £25/);
    await press(buttonNamed(view.container, "Change my contribution"));
    expect(patches()).toEqual([
      { amount: 120, period: "annually", payFee: false, prorate: true, chargeNow: 30 },
      { amount: 120, period: "annually", payFee: false, prorate: true, chargeNow: 25 },
    ]);
  });

  it("refuses an amount that is not whole cents, and sends nothing", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Amount per year"), "59.999999999");
    await settle();
    expect(text()).toContain("Enter an amount, such as 5 or 7.50");
    await press(buttonNamed(view.container, "Change my contribution"));
    expect(patches()).toEqual([]);
  });

  it("blocks changes while a payment is on its way, and says why", async () => {
    info = {
      ...info,
      hasPendingPayment: true,
      membership: {
        ...info.membership!,
        paymentInFlight: true,
        can: { ...info.membership!.can, changePaymentMethod: false },
      },
    };
    await open();
    expect(text()).toContain(
      "A payment is on its way. You can change your contribution once it has gone through.",
    );
    fillIn(fieldLabelled(view.container, "Amount per year"), "120");
    await settle();
    act(() => buttonNamed(view.container, "Change my contribution").click());
    await settle();
    expect(patches()).toEqual([]);
  });

  it("asks a member without names for them before PayPal's page, and sends them", async () => {
    $currentUser.set(member("", ""));
    info = {
      ...info,
      paymentSource: { method: "s_paypal", payerEmail: "m@example.org", payerId: "P1" },
    };
    await open();
    await press(buttonNamed(view.container, "Change payment method"));
    expect(text()).toContain("Enter your first name");
    expect(document.activeElement?.id).toBe("change-payment-firstname");
    expect(bodiesOf("PUT")).toEqual([]);

    fillIn(fieldLabelled(view.container, "First name"), " Ada ");
    fillIn(fieldLabelled(view.container, "Last name"), "Lovelace");
    await press(buttonNamed(view.container, "Change payment method"));
    expect(bodiesOf("PUT")).toEqual([
      {
        completeUrl: "/profile/contribution/payment-method/complete",
        firstname: "Ada",
        lastname: "Lovelace",
      },
    ]);
  });

  it("does not ask a member with names on file for them", async () => {
    $currentUser.set(member("Ada", "Lovelace"));
    info = {
      ...info,
      paymentSource: { method: "s_paypal", payerEmail: "m@example.org", payerId: "P1" },
    };
    await open();
    expect(view.container.querySelector("#change-payment-firstname")).toBeNull();
    await press(buttonNamed(view.container, "Change payment method"));
    expect(bodiesOf("PUT")).toEqual([
      { completeUrl: "/profile/contribution/payment-method/complete" },
    ]);
  });

  it("says when cancelling ends the membership: the date the state gives once cancelled", async () => {
    await open();
    const paidUntil = info.membership!.paidUntil!;
    const date = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(paidUntil));
    expect(text()).toContain(`If you cancel, you stay a member until ${date}`);
    view.unmount();
    clearQueries();
    info = {
      ...info,
      cancellationDate: new Date().toISOString(),
      renewalDate: undefined,
      membershipStatus: "expiring",
      membership: {
        status: "cancelled-expiring",
        paidUntil,
        accessEndsAt: paidUntil,
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: true },
      },
    } as ContributionInfo;
    await open();
    expect(text()).toContain(`Your membership ends on ${date}.`);
    expect(text()).not.toMatch(/renews on/);
  });

  it("shows a failed payment, the access end and an enabled update of the method", async () => {
    const graceEnd = new Date(Date.now() + 10 * 86_400_000).toISOString();
    info = {
      ...info,
      hasPendingPayment: false,
      renewalDate: undefined,
      membership: {
        status: "payment-failed",
        paidUntil: new Date(Date.now() - 11 * 86_400_000).toISOString(),
        accessEndsAt: graceEnd,
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: true, cancel: true, restart: false },
      },
    } as ContributionInfo;
    payments = [
      { id: "p2", amount: 60, chargeDate: new Date().toISOString(), status: "failed" },
      { id: "p1", amount: 60, chargeDate: "2025-01-01T00:00:00.000Z", status: "successful" },
    ];
    await open();
    const date = new Intl.DateTimeFormat("en", { dateStyle: "long" }).format(new Date(graceEnd));
    expect(text()).toContain("Your last payment failed.");
    expect(text()).toContain(`You stay a member until ${date}.`);
    expect(text()).not.toContain("on its way");
    // Fixed with a new method, not with a second contribution.
    expect(text()).not.toContain("Start");
    const update = buttonNamed(view.container, "Update payment method");
    expect(update.disabled).toBe(false);
    await press(update);
    expect(bodiesOf("PUT")).toEqual([
      { completeUrl: "/profile/contribution/payment-method/complete" },
    ]);
  });

  it("tells an ended membership, and why, without an 'until'", async () => {
    info = {
      type: "Automatic",
      amount: 5,
      period: "monthly",
      membershipStatus: "expired",
      cancellationDate: new Date().toISOString(),
      membership: {
        status: "ended",
        endedReason: "payment-failed",
        paidUntil: "2025-01-01T00:00:00.000Z",
        accessEndsAt: "2025-01-22T00:00:00.000Z",
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: true },
      },
    } as ContributionInfo;
    await open();
    expect(text()).toContain("Your membership has ended");
    expect(text()).toContain("It ended because your payments failed.");
    expect(text()).toContain("It ended on January 22, 2025.");
    expect(text()).not.toMatch(/until/);
  });
});
