// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "@ui/testing/render";
import { saveDraft } from "@ui/join-form/join-draft";
import JoinFailedPage from "./JoinFailedPage";

let view: Rendered;

const kept = {
  period: "monthly",
  amount: "12",
  noContribution: false,
  email: "reader@example.org",
  paymentMethod: "gc_direct-debit",
  payFee: false,
  firstname: "",
  lastname: "",
} as const;

function open(address: string) {
  history.replaceState(null, "", address);
  view = render(<JoinFailedPage />);
}

const heading = () => view.container.querySelector("h1")?.textContent;
const link = () => view.container.querySelector<HTMLAnchorElement>("a[href='/join']");

beforeEach(() => sessionStorage.clear());
afterEach(() => view.unmount());

describe("JoinFailedPage", () => {
  it("says why the payment failed and offers to try again with the details kept", () => {
    saveDraft({ values: kept });
    open("/join/failed?reason=declined");
    expect(heading()).toBe("Your bank refused the direct debit");
    expect(view.container.textContent).toContain("Your details are kept");
    expect(link()?.textContent).toBe("Try again");
    // The email stays out of the address.
    expect(link()?.getAttribute("href")).toBe("/join");
  });

  it("says a card was declined and a payment cancelled", () => {
    saveDraft({ values: { ...kept, paymentMethod: "s_card" } });
    open("/join/failed?reason=payment-declined");
    expect(heading()).toBe("Your card was declined");
    view.unmount();
    open("/join/failed?reason=cancelled");
    expect(heading()).toBe("The payment was cancelled");
  });

  it("keeps its general words for an expired link or a reason it does not know", () => {
    open("/join/failed?reason=<script>");
    expect(heading()).toBe("Your join didn't go through");
    expect(link()?.textContent).toBe("Back to the join form");
  });
});
