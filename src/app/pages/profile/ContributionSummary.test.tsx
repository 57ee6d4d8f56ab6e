// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ContributionInfo } from "@core/contributions/schemas";
import type { MembershipState } from "@core/contributions/state";
import { render, type Rendered } from "@ui/testing/render";
import { ContributionSummary } from "./ContributionSummary";

const can = { changeAmount: true, changePaymentMethod: true, cancel: true, restart: false };

function info(
  membership: Partial<MembershipState> | undefined,
  extra: Partial<ContributionInfo> = {},
) {
  return {
    type: "Automatic",
    amount: 5,
    period: "monthly",
    membershipStatus: "active",
    ...extra,
    membership: membership && { status: "active", paymentInFlight: false, can, ...membership },
  } as ContributionInfo;
}

let view: Rendered;
afterEach(() => view.unmount());

function show(value: ContributionInfo) {
  view = render(<ContributionSummary info={value} currency="GBP" />);
  const links = [...view.container.querySelectorAll("a")].map((link) => ({
    name: link.textContent,
    href: link.getAttribute("href"),
  }));
  return { text: view.container.textContent ?? "", links };
}

describe("ContributionSummary", () => {
  it("active: the amount, the next payment and the way to manage it", () => {
    const { text, links } = show(
      info({
        status: "active",
        paidUntil: "2027-01-05T00:00:00.000Z",
        nextPaymentAt: "2027-01-05T00:00:00.000Z",
        nextPaymentAmount: 5.35,
      }),
    );
    expect(text).toContain("Active");
    expect(text).toContain("£5 a month");
    expect(text).toContain("Next payment: £5.35 on January 5, 2027.");
    expect(links).toEqual([{ name: "Manage contribution", href: "/profile/contribution" }]);
    const heading = view.container.querySelector("h2");
    expect(heading?.textContent).toBe("Your contribution");
    expect(view.container.querySelector("section")?.getAttribute("aria-labelledby")).toBe(
      heading?.id,
    );
  });

  it("active with a payment on its way says so instead of a date", () => {
    const { text } = show(
      info(
        { status: "active", paymentInFlight: true, nextPaymentAt: "2027-01-05T00:00:00.000Z" },
        { period: "annually", amount: 60 },
      ),
    );
    expect(text).toContain("£60 a year");
    expect(text).toContain("Your latest payment is on its way.");
    expect(text).not.toContain("Next payment");
  });

  it("payment-failed: says the payment failed and leads to updating the payment method", () => {
    const { text, links } = show(
      info({ status: "payment-failed", accessEndsAt: "2027-01-19T00:00:00.000Z" }),
    );
    expect(text).toContain("Your last payment failed");
    expect(text).toContain("Update your payment method by January 19, 2027 to stay a member.");
    expect(links).toEqual([{ name: "Update payment method", href: "/profile/contribution" }]);
  });

  it("cancelled-expiring: member until the end of the paid period, no next payment", () => {
    const { text, links } = show(
      info({
        status: "cancelled-expiring",
        paidUntil: "2027-01-26T00:00:00.000Z",
        accessEndsAt: "2027-01-26T00:00:00.000Z",
      }),
    );
    expect(text).toContain("Cancelled: member until January 26, 2027");
    expect(text).toContain("No more payments will be taken.");
    expect(text).not.toContain("Next payment");
    expect(links).toEqual([{ name: "Manage contribution", href: "/profile/contribution" }]);
  });

  it("ended: when, and why when payments failed; no amount; the way back", () => {
    const ended = (endedReason: MembershipState["endedReason"]) =>
      info(
        { status: "ended", endedReason, accessEndsAt: "2026-11-02T00:00:00.000Z" },
        { membershipStatus: "expired" },
      );
    let shown = show(ended("payment-failed"));
    expect(shown.text).toContain("Ended");
    expect(shown.text).toContain(
      "Your membership ended on November 2, 2026, after your payments failed.",
    );
    expect(shown.text).not.toContain("£5");
    expect(shown.links).toEqual([{ name: "Contribute again", href: "/profile/contribution" }]);
    view.unmount();
    shown = show(ended("cancelled"));
    expect(shown.text).toContain("Your membership ended on November 2, 2026.");
    expect(shown.text).not.toContain("failed");
  });

  it("none: not contributing, with the way to start", () => {
    const { text, links } = show(
      info(
        { status: "none", can: { ...can, restart: true } },
        { type: "None", amount: undefined, period: undefined, membershipStatus: "none" },
      ),
    );
    expect(text).toContain("Not contributing");
    expect(links).toEqual([{ name: "Start contributing", href: "/profile/contribution" }]);
  });

  it("without the membership state, shows no status of its own making, only the way to manage", () => {
    const { text, links } = show(info(undefined, { renewalDate: "2027-01-05T00:00:00.000Z" }));
    expect(text).toBe("Your contribution£5 a monthManage contribution");
    expect(links).toHaveLength(1);
  });
});
