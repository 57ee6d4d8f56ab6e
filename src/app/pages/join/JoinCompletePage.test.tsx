// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { settle } from "@tests/support/ui/form";
import { loadDraft, saveDraft } from "@ui/join-form/join-draft";
import { render, type Rendered } from "@ui/testing/render";
import JoinCompletePage from "./JoinCompletePage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const kept = {
  period: "monthly",
  amount: "12",
  noContribution: false,
  email: "reader@example.org",
  paymentMethod: "s_card",
  payFee: false,
  firstname: "",
  lastname: "",
} as const;

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;

async function open(address: string, params: Record<string, string> = {}) {
  history.replaceState(null, "", address);
  view = render(<JoinCompletePage params={params} />);
  await vi.waitFor(async () => {
    await settle();
    if (!fetch.mock.calls.length) throw new Error("Not sent");
  });
  await settle();
}

beforeEach(() => {
  sessionStorage.clear();
  fetch = vi.spyOn(globalThis, "fetch");
});

afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
});

describe("JoinCompletePage", () => {
  it("on the site, says why on /join/failed, the email only in session storage", async () => {
    saveDraft({ values: kept, paymentFlowId: "flow-1" });
    fetch.mockResolvedValue(json(400, { code: "payment-declined", message: "Not set up" }));
    await open("/join/complete?paymentFlowId=flow-1");
    expect(location.pathname + location.search).toBe("/join/failed?reason=declined");
    expect(loadDraft()?.values.email).toBe("reader@example.org");
  });

  it("from the frame, goes back in the tab's history to the article", async () => {
    const go = vi.spyOn(history, "go").mockImplementation(() => {});
    fetch.mockImplementation(() =>
      Promise.resolve(json(400, { code: "payment-cancelled", message: "Not set up" })),
    );
    const leftAt = history.length;
    history.pushState(null, "", "/checkout/test/abc");
    history.pushState(null, "", "/join/complete/return");
    await open(`/join/complete/return/${leftAt}?paymentFlowId=flow-1`, {
      length: String(leftAt),
    });
    // Past the checkout and this page.
    expect(go).toHaveBeenCalledWith(-2);
    view.unmount();

    // Back here again for the same flow (a capped history landed on the checkout): no loop.
    go.mockClear();
    await open(`/join/complete/return/${leftAt}?paymentFlowId=flow-1`, {
      length: String(leftAt - 1),
    });
    expect(go).not.toHaveBeenCalled();
    expect(location.pathname + location.search).toBe("/join/failed?reason=cancelled");
  });

  it("forgets the draft once the join went through", async () => {
    saveDraft({ values: kept, paymentFlowId: "flow-1" });
    fetch.mockResolvedValue(json(204));
    await open("/join/complete?paymentFlowId=flow-1");
    expect(location.pathname).toBe("/join/confirm-email");
    expect(loadDraft()).toBeUndefined();
  });

  it("asks to check the inbox when the join's email went already (the provider told us first)", async () => {
    saveDraft({ values: kept, paymentFlowId: "flow-1" });
    fetch.mockResolvedValue(json(409, { code: "join-completed", message: "Complete" }));
    await open("/join/complete?paymentFlowId=flow-1");
    expect(location.pathname).toBe("/join/confirm-email");
    expect(loadDraft()).toBeUndefined();
  });
});
