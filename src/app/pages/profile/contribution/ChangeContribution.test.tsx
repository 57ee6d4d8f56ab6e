// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONTENT } from "@core/content";
import type { ErrorCode } from "@core/errors/codes";
import { clearQueries } from "@stores/query";
import { $notifications, removeNotification } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import {
  GENERIC_WORDS,
  alertsIn,
  fieldRefusal,
  refusalBody,
  refusalText,
  saysAt,
} from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import { ChangeContribution, type ChangeContributionProps } from "./ChangeContribution";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
/** The server's answer to the change, and to its preview when a test refuses that. */
let refusal: { status: number; body: unknown } | undefined;
let previewRefusal: { status: number; body: unknown } | undefined;

const props: ChangeContributionProps = {
  info: {
    type: "Automatic",
    amount: 5,
    period: "monthly",
    payFee: false,
    membershipStatus: "active",
    renewalDate: "2040-01-20T00:00:00.000Z",
  } as ChangeContributionProps["info"],
  join: { ...CONTENT.join.defaults, showAbsorbFee: true, minMonthlyAmount: 3 },
  currency: "GBP",
  symbol: "£",
};

const text = () => view.container.textContent ?? "";
const amountField = () => fieldLabelled(view.container, "Amount per month");
const feeField = () => fieldLabelled(view.container, "I'll cover the payment fee");

/** Types a new amount, waits for its price, and sends the change. */
async function change(amount = "10") {
  view = render(<ChangeContribution {...props} />);
  fillIn(amountField(), amount);
  await vi.waitFor(
    async () => {
      await settle();
      if (text().includes("Working out the amounts")) throw new Error("Not priced yet");
    },
    { timeout: 5_000 },
  );
  if (!previewRefusal) await press(buttonNamed(view.container, "Change my contribution"));
}

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/contact/me/contribution/preview") {
      if (previewRefusal) return json(previewRefusal.status, previewRefusal.body);
      return json(200, { chargeNow: 0, nextPaymentAmount: 10 });
    }
    if (url === "/api/1.0/contact/me/contribution" && init?.method === "PATCH") {
      if (refusal) return json(refusal.status, refusal.body);
      return json(200, { ...props.info, amount: 10 });
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  refusal = undefined;
  previewRefusal = undefined;
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ChangeContribution's refusals", () => {
  // Every refusal `PATCH /contact/:id/contribution` documents (server/routes/contributions),
  // and what the member reads for it.
  const coded: [number, ErrorCode, string][] = [
    [
      400,
      "cant-update-contribution",
      "Your contribution can't be changed right now. Please try again once your latest payment has gone through.",
    ],
    [400, "no-payment-method", refusalText(400, "no-payment-method")],
    [400, "payment-declined", refusalText(400, "payment-declined")],
    [
      409,
      "change-in-progress",
      "Your contribution is being changed in another window. Reload the page to see the change.",
    ],
    [409, "charge-changed", "The amount to pay now has changed"],
  ];

  it.each(coded)("says what a %i %s means", async (status, code, words) => {
    refusal = { status, body: refusalBody(status, code) };
    await change();
    expect(alertsIn(view.container)).toContain(words);
    for (const generic of GENERIC_WORDS) expect(text()).not.toContain(generic);
  });

  it("says the contact is gone, or the role may not change it, without a code", async () => {
    refusal = { status: 404, body: { httpCode: 404, message: "No such contact" } };
    await change();
    expect(alertsIn(view.container)).toContain("This no longer exists");
    view.unmount();
    refusal = { status: 403, body: { httpCode: 403, message: "Forbidden" } };
    await change();
    expect(alertsIn(view.container)).toContain("Your role doesn't allow this change.");
  });

  const fields: [string, string, string, () => HTMLElement][] = [
    ["amount", "below-minimum", "The minimum is £4 a month", amountField],
    ["amount", "amount", "Please enter an amount above 0, in whole cents", amountField],
    ["chargeNow", "hasWholeCents", "Please enter an amount in whole cents", amountField],
    ["payFee", "fee-required", "must cover the payment fee", feeField],
    ["payFee", "fee-not-offered", "Covering the payment fee isn't offered", feeField],
  ];

  it.each(fields)(
    "shows a refused %s (%s) at its field",
    async (property, kind, words, control) => {
      const server = kind === "below-minimum" ? "The minimum is 4 a month" : "Refused";
      refusal = {
        status: 400,
        body: refusalBody(400, undefined, fieldRefusal(property, kind, server)),
      };
      await change();
      expect(saysAt(control(), words)).toBe(true);
      expect(document.activeElement).toBe(control());
      for (const generic of GENERIC_WORDS) expect(text()).not.toContain(generic);
    },
  );

  it("says a period no longer offered for the whole form", async () => {
    const errors = fieldRefusal("period", "period-not-offered", "Offered annually");
    refusal = { status: 400, body: refusalBody(400, undefined, errors) };
    await change();
    expect(alertsIn(view.container)).toContain("no longer offered for this period");
  });

  it("shows the preview's refusal of the amount at the amount, and drops it for another", async () => {
    const errors = fieldRefusal("amount", "below-minimum", "The minimum is 4 a month");
    previewRefusal = { status: 400, body: refusalBody(400, undefined, errors) };
    await change("3.50");
    expect(saysAt(amountField(), "The minimum is £4 a month")).toBe(true);
    expect(text()).not.toContain("Working out the amounts");
    previewRefusal = undefined;
    fillIn(amountField(), "12");
    expect(saysAt(amountField(), "The minimum")).toBe(false);
  });
});
