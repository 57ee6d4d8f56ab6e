// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import { clearQueries } from "@stores/query";
import { settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { PaymentMethodCompletePage } from "./ContributionReturnPage";

let view: Rendered;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

const INFO = {
  type: "Automatic",
  amount: 5,
  period: "monthly",
  membershipStatus: "active",
} as ContributionInfo;

/** Answers the completion with these, one per call; counts the calls. */
function serve(...answers: Response[]) {
  const calls: string[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/contact/me/payment-method/complete" && init?.method === "POST") {
      calls.push(String(init.body));
      return answers.shift() ?? json(500, { httpCode: 500 });
    }
    return json(404, { httpCode: 404 });
  });
  return calls;
}

async function until(check: () => boolean) {
  await vi.waitFor(
    async () => {
      await settle();
      if (!check()) throw new Error("Not yet");
    },
    { timeout: 10_000 },
  );
}

const text = () => view.container.textContent ?? "";

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  history.replaceState(null, "", "/");
});

describe("the payment method's return page", () => {
  it("says another window is still finishing (409), and finishes when tried again", async () => {
    history.replaceState(
      null,
      "",
      "/profile/contribution/payment-method/complete?paymentFlowId=f1",
    );
    const calls = serve(
      json(409, {
        httpCode: 409,
        code: "change-in-progress",
        message: "The contribution is being changed",
      }),
      json(200, INFO),
    );
    view = render(<PaymentMethodCompletePage />);
    await until(() => text().includes("still being saved"));
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain(
      "Your new payment method is still being saved in another window or tab.",
    );
    expect(alert?.textContent).toContain("Wait a moment, then try again to finish here.");
    const back = view.container.querySelector<HTMLAnchorElement>('a[href="/profile/contribution"]');
    expect(back?.textContent).toBe("Back to your contribution");
    expect(location.pathname).toBe("/profile/contribution/payment-method/complete");

    const retry = [...view.container.querySelectorAll("button")].find(
      (button) => button.textContent === "Try again",
    );
    act(() => retry?.click());
    await until(() => location.pathname === "/profile/contribution");
    expect(location.search).toBe("?updatedPaymentSource");
    expect(calls).toEqual([
      JSON.stringify({ paymentFlowId: "f1" }),
      JSON.stringify({ paymentFlowId: "f1" }),
    ]);
  });

  it("goes to the contribution page, which tells the state, after any other refusal", async () => {
    history.replaceState(
      null,
      "",
      "/profile/contribution/payment-method/complete?paymentFlowId=f2",
    );
    serve(json(400, { httpCode: 400, code: "payment-incomplete", message: "Not finished" }));
    view = render(<PaymentMethodCompletePage />);
    await until(() => location.pathname === "/profile/contribution");
    expect(location.search).toBe("");
    expect(text()).not.toContain("Try again");
  });
});
