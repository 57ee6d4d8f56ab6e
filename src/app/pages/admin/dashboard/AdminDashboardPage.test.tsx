// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { CurrentUser } from "@core/contacts";
import type { Stats, StatsFigures } from "@core/stats";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import AdminDashboardPage from "./AdminDashboardPage";

const admin: CurrentUser = {
  id: "c1",
  email: "ada@example.org",
  firstname: "Ada",
  lastname: "Admin",
  displayName: "Ada Admin",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["admin"],
};

const figures = (overrides: Partial<StatsFigures>): StatsFigures => ({
  from: "2025-03-01T00:00:00.000Z",
  to: "2025-03-31T00:00:00.000Z",
  newContacts: 0,
  newMembers: 0,
  cancellations: 0,
  responses: 0,
  totalRevenue: null,
  averageContribution: null,
  ...overrides,
});

const STATS: Stats = {
  ...figures({
    newMembers: 12,
    cancellations: 2,
    responses: 40,
    totalRevenue: 1500,
    averageContribution: 7.5,
  }),
  previous: figures({
    from: "2025-01-30T00:00:00.000Z",
    to: "2025-03-01T00:00:00.000Z",
    newMembers: 8,
    cancellations: 0,
    responses: 40,
    totalRevenue: 1200,
    averageContribution: 10,
  }),
  months: Array.from({ length: 12 }, (_, i) => ({
    month: `2024-${String(i + 1).padStart(2, "0")}`,
    members: 100 + i,
    revenue: 10 * i,
  })),
  recentMembers: [
    {
      contact: { ...admin, id: "m1", displayName: "Mina Okafor", activeRoles: ["member"] },
      since: "2025-03-30T10:00:00.000Z",
    },
  ],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let statsAnswer: () => Response;

beforeEach(() => {
  statsAnswer = () => json(200, STATS);
  $currentUser.set(admin);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname === "/api/1.0/stats") return statsAnswer();
    if (url.pathname === "/api/1.0/callout") {
      return json(200, {
        total: 1,
        offset: 0,
        count: 1,
        items: [
          {
            id: "k1",
            slug: "water",
            title: "Water quality",
            excerpt: "Tell us about your water",
            responseCount: 17,
          },
        ],
      });
    }
    return json(404, { httpCode: 404, name: "NotFoundError" });
  });
});

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  $currentUser.set(null);
});

const figureText = (key: string) =>
  [...view.container.querySelectorAll(`[data-figure="${key}"] dd`)].map((dd) => dd.textContent);

describe("AdminDashboardPage", () => {
  it("welcomes the admin and compares the last 30 days with the 30 before", async () => {
    view = render(<AdminDashboardPage />);
    await settle();
    expect(view.container.querySelector("h1")?.textContent).toBe("Welcome, Ada");
    expect(figureText("totalRevenue")).toEqual(["£1,500.00", "Up 25% from £1,200.00"]);
    expect(figureText("averageContribution")).toEqual(["£7.50", "Down 25% from £10.00"]);
    expect(figureText("newMembers")).toEqual(["12", "Up 50% from 8"]);
    expect(figureText("cancellations")).toEqual(["2", "0 in the 30 days before"]);
    expect(figureText("responses")).toEqual(["40", "Same as the 30 days before"]);
  });

  it("gives the months' numbers as a table beside the charts", async () => {
    view = render(<AdminDashboardPage />);
    await settle();
    const rows = [...view.container.querySelectorAll("details tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows[0]).toEqual(["January 2024", "100", "£0.00"]);
    expect(rows[11]).toEqual(["December 2024", "111", "£110.00"]);
    // The charts themselves are pictures of that table, hidden from screen readers.
    expect(view.container.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(2);
  });

  it("shows the newest members and the latest open callout with its responses", async () => {
    view = render(<AdminDashboardPage />);
    await settle();
    const member = view.container.querySelector<HTMLAnchorElement>('a[href="/admin/contacts/m1"]');
    expect(member?.textContent).toBe("Mina Okafor");
    // To the callout's staff pages, not the readers' page.
    const link = (href: string) => view.container.querySelector(`a[href="${href}"]`)?.textContent;
    expect(link("/admin/callouts/view/k1")).toBe("Water quality");
    expect(link("/admin/callouts/view/k1/responses")).toBe("17 responses so far");
    expect(link("/admin/contacts/add")).toBe("Add a contact");
    expect(link("/admin/contacts/import")).toBe("Import contacts");
  });

  it("says when the figures cannot load and asks again", async () => {
    statsAnswer = () => json(500, { httpCode: 500, name: "InternalServerError" });
    view = render(<AdminDashboardPage />);
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      "The figures could not load.",
    );
    // The newest members come with them: their card says so rather than staying empty.
    expect(view.container.textContent).toContain("They come with the figures above.");
    statsAnswer = () => json(200, STATS);
    await press(buttonNamed(view.container, "Try again"));
    await settle();
    expect(figureText("newMembers")[0]).toBe("12");
  });
});
