// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { CONTENT } from "@core/content";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import PaymentsSettingsPage from "./PaymentsSettingsPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
const text = () => view.container.textContent ?? "";
const calls = (method: string) => fetch.mock.calls.filter(([, init]) => init?.method === method);

beforeEach(async () => {
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/content/payment") {
      return json(200, { ...CONTENT.payment.defaults, testPayments: true });
    }
    if (url === "/api/1.0/test-provider/clock" && init?.method === "POST") {
      return json(200, {
        now: "2027-01-05T10:00:00.000Z",
        offsetSeconds: 31 * 86_400,
        ran: { charged: 2, paid: 1, retrying: 1, failed: 0, ended: 0 },
      });
    }
    if (url === "/api/1.0/test-provider/clock") {
      return json(200, { now: "2026-12-05T10:00:00.000Z", offsetSeconds: 0 });
    }
    return json(404, { httpCode: 404 });
  });
  view = render(<PaymentsSettingsPage />);
  await settle();
});

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("PaymentsSettingsPage", () => {
  it("moves the test clock and shows what the move ran", async () => {
    const moves = view.container.querySelector(
      '[role="group"][aria-labelledby="test-clock-moves"]',
    );
    expect(moves?.textContent).toContain("Move the test clock forward by");
    await press(buttonNamed(view.container, "1 month"));
    await settle();
    expect(JSON.parse(String(calls("POST")[0]?.[1]?.body))).toEqual({ advance: "P1M" });
    expect(text()).toContain("31 days ahead of real time");
    const figures = view.container.querySelector('dl[aria-label="What moving the clock ran"]');
    expect(figures?.textContent).toContain("Payments taken2");
    expect(figures?.textContent).toContain("Failed, to be tried again1");
  });

  it("names the test checkout's card, IBAN and outcomes", () => {
    expect(text()).toContain("4242 4242 4242 4242");
    expect(text()).toContain("Insufficient funds later");
  });

  it("refuses a retry schedule out of order at the field, sending nothing", async () => {
    const field = fieldLabelled(
      view.container,
      "Test payments: days a failed payment is tried again",
    );
    fillIn(field, "7, 3");
    const form = field.closest("form")!;
    await press(buttonNamed(form, "Save"));
    expect(document.getElementById(`${field.id}-error`)?.textContent).toContain("in order");
    expect(calls("PATCH")).toEqual([]);
  });
});
