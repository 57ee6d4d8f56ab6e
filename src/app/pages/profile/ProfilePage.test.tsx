// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Callout } from "@core/callouts/callout";
import type { CurrentUser } from "@core/contacts/current-user";
import { CONTENT } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import type { ContributionInfo } from "@core/contributions/schemas";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import ProfilePage from "./ProfilePage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const page = (items: unknown[]) => ({ total: items.length, offset: 0, count: items.length, items });

const callout = (slug: string, extra: Partial<Callout> = {}) =>
  ({
    id: `id-${slug}`,
    slug,
    title: `Title of ${slug}`,
    excerpt: `Excerpt of ${slug}`,
    image: `images/${slug}`,
    status: "open",
    starts: "2026-11-01T09:00:00.000Z",
    expires: "2027-02-01T09:00:00.000Z",
    access: "member",
    hidden: false,
    hasAnswered: false,
    ...extra,
  }) as Callout;

const member: CurrentUser = {
  id: "m1",
  email: "ada@example.org",
  firstname: "Ada",
  lastname: "Lovelace",
  displayName: "Ada Lovelace",
  joined: "2025-01-02T00:00:00.000Z",
  activeRoles: ["member"],
  isReviewer: false,
};

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let callouts: Response | (() => Response);
let contribution: Response | (() => Response);

const text = () => view.container.textContent ?? "";
const asked = (path: string) =>
  fetch.mock.calls
    .map(([input]) => new URL(String(input), "http://agora.test"))
    .filter((url) => url.pathname === `/api/1.0/${path}`);

async function open() {
  history.replaceState(null, "", "/profile");
  view = render(<ProfilePage />);
  await vi.waitFor(async () => {
    await settle();
    if (text().includes("Loading")) throw new Error("Still loading");
  });
}

beforeEach(() => {
  $general.set({ ...GENERAL_DEFAULTS, currencyCode: "GBP", currencySymbol: "£" });
  $currentUser.set(member);
  callouts = () => json(200, page([callout("water"), callout("rent", { expires: null })]));
  contribution = () =>
    json(200, {
      type: "Automatic",
      amount: 5,
      period: "monthly",
      membershipStatus: "active",
      membership: {
        status: "payment-failed",
        accessEndsAt: "2027-01-19T00:00:00.000Z",
        paymentInFlight: false,
        can: { changeAmount: false, changePaymentMethod: true, cancel: true, restart: false },
      },
    } satisfies ContributionInfo);
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = new URL(String(input), "http://agora.test");
    const reply = (answer: Response | (() => Response)) =>
      typeof answer === "function" ? answer() : answer;
    if (url.pathname === "/api/1.0/callout") return reply(callouts);
    if (url.pathname === "/api/1.0/contact/me/contribution") return reply(contribution);
    if (url.pathname === "/api/1.0/notice") return json(200, page([]));
    if (url.pathname === "/api/1.0/content/profile") return json(200, CONTENT.profile.defaults);
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  view.unmount();
  clearQueries();
  $currentUser.set(null);
  vi.restoreAllMocks();
});

describe("ProfilePage", () => {
  it("greets the member and shows their contribution, the open callouts and their details", async () => {
    await open();
    expect(view.container.querySelector("h1")?.textContent).toBe("Hello, Ada!");
    const headings = [...view.container.querySelectorAll("h2")].map((h) => h.textContent);
    expect(headings).toEqual(["Your contribution", "Open callouts", "Your details"]);
    expect(text()).toContain("Your last payment failed");
    const links = [...view.container.querySelectorAll("a")].map((link) => [
      link.textContent,
      link.getAttribute("href"),
    ]);
    expect(links).toEqual([
      ["View open callouts", "/callouts"],
      ["Manage contribution", "/profile/contribution"],
      ["Update payment method", "/profile/contribution"],
      ["View all callouts", "/callouts"],
      ["Title of water", "/callouts/water"],
      ["Title of rent", "/callouts/rent"],
      ["Change your details, password or two-factor authentication", "/profile/account"],
    ]);
    expect(view.container.querySelector("nav")?.getAttribute("aria-label")).toBe("Quick actions");
    expect(text()).toContain("Excerpt of water");
    expect(text()).toContain("Open until February 1, 2027");

    // The newest three open callouts that lists show.
    const [list] = asked("callout");
    expect(Object.fromEntries(list!.searchParams)).toMatchObject({
      sort: "starts",
      order: "DESC",
      limit: "3",
      rules: JSON.stringify({
        condition: "AND",
        rules: [
          { field: "status", operator: "equal", value: ["open"] },
          { field: "hidden", operator: "equal", value: [false] },
        ],
      }),
    });
  });

  it("leaves contributions out when the organisation hides them", async () => {
    $general.set({ ...$general.get(), hideContribution: true });
    await open();
    expect(text()).not.toContain("contribution");
    expect(asked("contact/me/contribution")).toHaveLength(0);
    expect([...view.container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Open callouts",
      "Your details",
    ]);
  });

  it("says when there is no open callout, and when the callouts or the contribution fail", async () => {
    callouts = () => json(200, page([]));
    await open();
    expect(text()).toContain("There are no open callouts right now.");
    view.unmount();
    clearQueries();

    callouts = () => json(500, { httpCode: 500 });
    contribution = () => json(500, { httpCode: 500 });
    await open();
    const alerts = [...view.container.querySelectorAll('[role="alert"]')].map((a) => a.textContent);
    expect(alerts).toEqual([
      expect.stringContaining("Your contribution can't load right now."),
      expect.stringContaining("We couldn't load the open callouts."),
    ]);
    // Each with its retry.
    expect(alerts.every((alert) => alert?.endsWith("Try again"))).toBe(true);
    // The way to the contribution page stays.
    expect(text()).toContain("Manage contribution");
  });
});
