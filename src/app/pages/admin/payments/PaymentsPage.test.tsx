// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Payment, PaymentPage } from "@core/payments";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import PaymentsPage from "./PaymentsPage";

const contact = {
  id: "c-1",
  email: "mina@example.org",
  firstname: "Mina",
  lastname: "Okafor",
  displayName: "Mina Okafor",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["member" as const],
};

const PAYMENTS: Payment[] = [
  {
    id: "p1",
    amount: 12.5,
    chargeDate: "2025-03-20T12:00:00.000Z",
    status: "successful",
    purpose: "difference",
    contact,
  },
  {
    id: "p2",
    amount: 5,
    chargeDate: "2025-03-10T12:00:00.000Z",
    status: "failed",
    purpose: "renewal",
    contact: null,
  },
];

/** The list; the tabs' request (`totals=true`) gets the totals too. */
const PAGE: PaymentPage = {
  total: 2,
  offset: 0,
  count: 2,
  items: PAYMENTS,
  totals: [
    { status: "successful", count: 1, amount: 12.5 },
    { status: "failed", count: 1, amount: 5 },
  ],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let answer: (url: URL) => Response;

/** The `rules` of every payment list request, as sent. */
const rulesSent = () =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://localhost"))
    .filter((url) => url.pathname === "/api/1.0/payment")
    .map((url) => JSON.parse(url.searchParams.get("rules") ?? "null") as unknown);

async function open(address = "/admin/payments") {
  history.replaceState(null, "", address);
  view = render(<PaymentsPage />);
  await settle();
}

beforeEach(() => {
  answer = () => json(200, PAGE);
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/1.0/payment") return answer(url);
    return json(404, { httpCode: 404, name: "NotFoundError" });
  });
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
});

describe("PaymentsPage", () => {
  it("lists payments with their contact, purpose, status, date and amount, the totals and counts", async () => {
    await open();
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) =>
      [...row.querySelectorAll("th, td")].map((cell) => cell.textContent?.trim()),
    );
    expect(rows).toEqual([
      ["Mina Okafor", "Change of amount", "£12.50", "Mar 20, 2025", "Successful"],
      ["Deleted contact", "Renewal", "£5.00", "Mar 10, 2025", "Failed"],
    ]);
    const headers = [...view.container.querySelectorAll("thead th")].map((cell) =>
      cell.textContent?.trim(),
    );
    expect(headers[1]).toBe("What for");
    const link = view.container.querySelector<HTMLAnchorElement>("tbody a");
    expect(link?.getAttribute("href")).toBe("/admin/contacts/c-1");
    const totals = [...view.container.querySelectorAll("[data-total]")].map((item) =>
      item.textContent?.trim(),
    );
    expect(totals).toEqual(["Successful (1)£12.50", "Failed (1)£5.00"]);
    const tabs = [...view.container.querySelectorAll('[role="tab"]')].map((tab) =>
      tab.textContent?.replace(/\s+/g, " ").trim(),
    );
    expect(tabs).toEqual(["All 2", "Successful 1", "Pending 0", "Failed 1", "Cancelled 0"]);
    expect(buttonNamed(view.container, "Export 2 as CSV")).toBeTruthy();
    // Newest first unless asked otherwise; the totals once per filter, not with each page.
    const sent = fetch.mock.calls.map(([input]) => new URL(String(input), "http://localhost"));
    const [listed, counted] = [
      sent.filter((url) => url.searchParams.get("limit") === "25"),
      sent.filter((url) => url.searchParams.get("totals") === "true"),
    ];
    expect(listed.map((url) => url.searchParams.get("sort"))).toEqual(["chargeDate"]);
    expect(listed.map((url) => url.searchParams.get("order"))).toEqual(["DESC"]);
    expect(listed.map((url) => url.searchParams.get("totals"))).toEqual([null]);
    expect(counted.map((url) => url.searchParams.get("limit"))).toEqual(["1"]);
  });

  it("asks for one status on its tab, keeping it in the address", async () => {
    await open();
    const failed = [...view.container.querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) =>
      tab.textContent?.startsWith("Failed"),
    )!;
    act(() => failed.click());
    await settle();
    expect(location.search).toBe("?status=failed");
    expect(rulesSent()).toContainEqual({
      condition: "AND",
      rules: [{ field: "status", operator: "equal", value: ["failed"] }],
    });
  });

  it("filters by amount and charge date, saying what is wrong next to the field", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Amount from"), "lots");
    await press(buttonNamed(view.container, "Apply filters"));
    expect(
      document.getElementById(`${fieldLabelled(view.container, "Amount from").id}-error`)
        ?.textContent,
    ).toBe("Enter an amount such as 10 or 12.50.");
    expect(rulesSent().every((rules) => rules === null)).toBe(true);

    fillIn(fieldLabelled(view.container, "Amount from"), "10");
    fillIn(fieldLabelled(view.container, "Charged from"), "2025-03-01");
    await press(buttonNamed(view.container, "Apply filters"));
    expect(new URLSearchParams(location.search).get("minAmount")).toBe("10");
    expect(rulesSent()).toContainEqual({
      condition: "AND",
      rules: [
        { field: "amount", operator: "greater_or_equal", value: [10] },
        { field: "chargeDate", operator: "greater_or_equal", value: ["2025-03-01"] },
      ],
    });
  });

  it("says when nothing matches, and when the list cannot load", async () => {
    answer = () => json(200, { total: 0, offset: 0, count: 0, items: [], totals: [] });
    await open("/admin/payments?status=cancelled");
    // Only the tab narrows the list: it names the status, there is no filter to blame.
    expect(view.container.textContent).toContain("No payments with the status “Cancelled”.");
    view.unmount();
    clearQueries();

    await open("/admin/payments?status=cancelled&minAmount=10");
    expect(view.container.textContent).toContain("No payment matches these filters.");
    view.unmount();
    clearQueries();

    answer = () => json(500, { httpCode: 500, name: "InternalServerError" });
    await open();
    expect(view.container.textContent).toContain("We couldn't load the payments.");
  });
});
