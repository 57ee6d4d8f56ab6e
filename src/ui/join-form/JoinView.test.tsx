// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueries } from "@stores/query";
import { json } from "@tests/support/ui/callout";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { JoinView } from "./JoinView";

const JOIN = {
  title: "Join the Bugle",
  subtitle: "",
  initialAmount: 5,
  initialPeriod: "monthly",
  periods: [{ name: "monthly", presetAmounts: [3, 5, 10] }],
  showNoContribution: false,
  paymentMethods: ["s_card"],
  minMonthlyAmount: 1,
  showAbsorbFee: false,
  stripePublicKey: "",
};
const PAYMENT = { stripeCountry: "gb", taxRateEnabled: false, taxRate: 0, noticeText: "" };

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearQueries();
  vi.restoreAllMocks();
});

describe("JoinView", () => {
  it("says the settings could not load, with a retry that asks again for both and shows the form", async () => {
    let down = true;
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const path = String(input);
      if (path.endsWith("/content/payment")) {
        return down ? json(503, { httpCode: 503 }) : json(200, PAYMENT);
      }
      return json(200, JOIN);
    });
    view = render(
      <JoinView query={new URLSearchParams()} failed={<p>The join form can't load.</p>} />,
    );
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe("Loading the form");
    await settle();
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("The join form can't load.");
    down = false;
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(
      fetch.mock.calls.filter(([url]) => String(url).endsWith("/content/payment")),
    ).toHaveLength(2);
    expect(view.container.textContent).toContain("Join the Bugle");
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
  });
});
