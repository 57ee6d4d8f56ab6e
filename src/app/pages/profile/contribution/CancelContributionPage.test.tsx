// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ContributionInfo } from "@core/contributions";
import { clearQueries } from "@stores/query";
import { settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import CancelContributionPage from "./CancelContributionPage";

let view: Rendered;

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

function serve(info: ContributionInfo) {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
    String(input) === "/api/1.0/contact/me/contribution"
      ? json(200, info)
      : json(404, { httpCode: 404 }),
  );
}

/** Opens the page once the contribution loaded (before, it speaks of no date). */
async function open(expected: string) {
  view = render(<CancelContributionPage />);
  await vi.waitFor(
    async () => {
      await settle();
      if (!view.container.textContent?.includes(expected)) throw new Error("Not loaded");
    },
    { timeout: 10_000 },
  );
}

const state = (paidUntil: string, status: "active" | "payment-failed") =>
  ({
    type: "Automatic",
    amount: 5,
    period: "monthly",
    membershipStatus: "active",
    membership: {
      status,
      paidUntil,
      ...(status === "active" ? { nextPaymentAt: paidUntil } : {}),
      paymentInFlight: false,
      can: { changeAmount: false, changePaymentMethod: true, cancel: true, restart: false },
    },
  }) as ContributionInfo;

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
});

describe("CancelContributionPage", () => {
  it("says the day the membership ends, which the pages show once cancelled", async () => {
    serve(state("2099-05-08T10:00:00.000Z", "active"));
    await open("May 8, 2099");
    expect(view.container.textContent).toContain(
      "If you cancel, you stay a member until May 8, 2099, the end of the period you paid for.",
    );
  });

  it("says a membership whose paid period is over ends at once", async () => {
    serve(state("2020-05-08T10:00:00.000Z", "payment-failed"));
    await open("at once");
    expect(view.container.textContent).toContain("If you cancel, your membership ends at once");
  });
});
