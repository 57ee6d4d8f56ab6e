// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { Contact } from "@core/contacts";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, pageOf, resetPage, visit } from "@tests/support/app/callouts";
import { ADA, CONTACT_ID, openDialog } from "@tests/support/app/contact";
import ContactContributionPage from "./ContactContributionPage";

let view: Rendered;

const AUTOMATIC: Contact = {
  ...ADA,
  contribution: {
    type: "Automatic",
    amount: 10,
    period: "monthly",
    paymentSource: {
      method: "s_card",
      isLink: false,
      brand: "Visa",
      last4: "4242",
      expiryMonth: 4,
      expiryYear: 2030,
    },
    renewalDate: "2025-05-01T00:00:00.000Z",
    membershipStatus: "active",
    membership: {
      status: "active",
      paidUntil: "2025-05-01T00:00:00.000Z",
      nextPaymentAt: "2025-05-01T00:00:00.000Z",
      nextPaymentAmount: 10,
      paymentInFlight: false,
      can: { changeAmount: true, changePaymentMethod: true, cancel: true, restart: false },
    },
  },
};

const PAYMENTS = [
  {
    id: "p1",
    amount: 10,
    chargeDate: "2025-04-01T00:00:00.000Z",
    status: "failed",
    purpose: "renewal",
  },
  {
    id: "p2",
    amount: 55,
    chargeDate: "2025-03-01T00:00:00.000Z",
    status: "successful",
    purpose: "difference",
  },
];

function serve(contact: Contact) {
  return fakeApi((request) => {
    if (request.path === `contact/${CONTACT_ID}` && request.method === "GET") {
      return json(200, contact);
    }
    if (request.path === `contact/${CONTACT_ID}/payment`) return json(200, pageOf(PAYMENTS, 30));
    if (request.path === `contact/${CONTACT_ID}/contribution/force`) {
      return json(200, contact.contribution);
    }
    if (request.path === `contact/${CONTACT_ID}/contribution/cancel`) return json(204);
    return undefined;
  });
}

async function open(search = "") {
  visit(`/admin/contacts/${CONTACT_ID}/contribution${search}`);
  view = render(<ContactContributionPage params={{ id: CONTACT_ID }} />);
  await settle();
}

const toasts = () => $notifications.get().map((notification) => notification.title);

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ContactContributionPage", () => {
  it("records a manual contribution with its amount, period, source and reference", async () => {
    const { requests } = serve(ADA);
    await open();
    expect(view.container.textContent).toContain("Manual (recorded by staff)");
    expect(view.container.textContent).toContain("Cash, R-1");
    const force = view.container.querySelector<HTMLFormElement>(
      "form[aria-labelledby='contact-force']",
    )!;
    fillIn(fieldLabelled(force, "Amount"), "12.5");
    fillIn(fieldLabelled<HTMLSelectElement>(force, "Period"), "annually");
    await press(buttonNamed(force, "Save contribution"));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.path).toBe(`contact/${CONTACT_ID}/contribution/force`);
    expect(patch?.body).toEqual({
      type: "Manual",
      amount: 12.5,
      period: "annually",
      source: "Cash",
      reference: "R-1",
    });
    expect(toasts()).toContain("The manual contribution is saved.");
  });

  it("asks for the amount of a manual contribution next to its field", async () => {
    const { requests } = serve({
      ...ADA,
      contribution: { type: "None", membershipStatus: "none" },
    });
    await open();
    const force = view.container.querySelector<HTMLFormElement>(
      "form[aria-labelledby='contact-force']",
    )!;
    const manual = force.querySelector<HTMLInputElement>("input[value='Manual']")!;
    manual.click();
    await settle();
    await press(buttonNamed(force, "Save contribution"));
    expect(fieldLabelled(force, "Amount").getAttribute("aria-invalid")).toBe("true");
    expect(force.textContent).toContain("Enter the amount.");
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);
  });

  it("refuses an amount that is not whole cents next to its field", async () => {
    const { requests } = serve(ADA);
    await open();
    const force = view.container.querySelector<HTMLFormElement>(
      "form[aria-labelledby='contact-force']",
    )!;
    fillIn(fieldLabelled(force, "Amount"), "4.999999999");
    await press(buttonNamed(force, "Save contribution"));
    expect(fieldLabelled(force, "Amount").getAttribute("aria-invalid")).toBe("true");
    expect(force.textContent).toContain(
      "Enter an amount with at most two decimals, such as 5 or 7.50.",
    );
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);
  });

  it("cancels an automatic contribution after saying membership lasts to the end of the period", async () => {
    const { requests } = serve(AUTOMATIC);
    await open();
    expect(view.container.querySelector("form[aria-labelledby='contact-force']")).toBeNull();
    expect(view.container.textContent).toContain("Visa •••• 4242");
    await press(buttonNamed(view.container, "Cancel the contribution"));
    const dialog = openDialog(view.container)!;
    expect(dialog.textContent).toContain(
      "They stay a member until May 1, 2025, the end of the period they paid for.",
    );
    await press(buttonNamed(dialog, "Cancel contribution"));
    expect(
      requests.some((request) => request.path === `contact/${CONTACT_ID}/contribution/cancel`),
    ).toBe(true);
    expect(toasts()).toContain("The automatic contribution of ada@example.org is cancelled.");
  });

  it("pages and sorts the payment history on the server, failed payments marked", async () => {
    const { requests } = serve(AUTOMATIC);
    await open("?sort=amount&order=ASC&page=2");
    const read = requests.find((request) => request.path === `contact/${CONTACT_ID}/payment`);
    expect(read?.query.get("sort")).toBe("amount");
    expect(read?.query.get("order")).toBe("ASC");
    expect(read?.query.get("offset")).toBe("12");
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows[0]).toContain("Failed");
    expect(rows[1]).toContain("Successful");
  });

  it("says what each payment was for", async () => {
    serve(AUTOMATIC);
    await open();
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) => row.textContent);
    expect(rows[0]).toContain("Renewal");
    expect(rows[1]).toContain("Change of amount");
  });

  it("tells an ended membership with its reason and day, never 'Ended until'", async () => {
    serve({
      ...AUTOMATIC,
      contribution: {
        ...AUTOMATIC.contribution!,
        paymentSource: undefined,
        renewalDate: undefined,
        membershipStatus: "expired",
        membershipExpiryDate: "2025-04-26T00:00:00.000Z",
        cancellationDate: "2025-04-20T00:00:00.000Z",
        membership: {
          status: "ended",
          endedReason: "payment-failed",
          paidUntil: "2025-04-05T00:00:00.000Z",
          accessEndsAt: "2025-04-26T00:00:00.000Z",
          paymentInFlight: false,
          can: { changeAmount: false, changePaymentMethod: false, cancel: false, restart: true },
        },
      },
    });
    await open();
    const text = view.container.textContent ?? "";
    expect(text).toContain("Ended after failed payments on April 26, 2025");
    expect(text).not.toContain("until");
  });

  it("shows a failed payment with the day access ends", async () => {
    serve({
      ...AUTOMATIC,
      contribution: {
        ...AUTOMATIC.contribution!,
        renewalDate: undefined,
        membership: {
          status: "payment-failed",
          paidUntil: "2025-05-01T00:00:00.000Z",
          accessEndsAt: "2025-05-22T00:00:00.000Z",
          paymentInFlight: false,
          can: { changeAmount: false, changePaymentMethod: true, cancel: true, restart: false },
        },
      },
    });
    await open();
    const text = view.container.textContent ?? "";
    expect(text).toContain("Last payment failed until May 22, 2025");
    expect(text).toContain("Card: Visa •••• 4242");
  });
});
