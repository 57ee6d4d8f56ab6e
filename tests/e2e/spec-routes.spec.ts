import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { clippedFocusRings } from "./focus-rings";
import { adminCookie, demo, expect, logIn, test, type AgoraServer } from "./fixtures";

/**
 * Who opens the pages: nobody signed in, the demo member, a member who reviews the demo's
 * callout (and no other), an admin, the demo superadmin.
 */
type Role = "anonymous" | "member" | "reviewer" | "admin" | "superadmin";

/** The demo's records whose ids fill the routes' parameters. */
interface DemoIds {
  callout: string;
  contact: string;
  notice: string;
  response: string;
}

interface SpecRoute {
  /** A pattern of the route tables, `:name` for a parameter. */
  pattern: string;
  /** Who may open it; anyone else is sent to log in (anonymous) or home with a refusal. */
  may: readonly Role[];
  /** Where opening it leads, when it is not the page itself (a redirect or a return page). */
  leadsTo?: (role: Role) => RegExp;
  /** Whose page it is for the axe pass: the staff's (as the superadmin) or a member's. */
  axe?: "staff" | "member";
}

const ANYONE: readonly Role[] = ["anonymous", "member", "reviewer", "admin", "superadmin"];
const SIGNED_IN: readonly Role[] = ["member", "reviewer", "admin", "superadmin"];
const STAFF: readonly Role[] = ["admin", "superadmin"];
/** The callout's staff: the admins and its reviewers. */
const CALLOUT_STAFF: readonly Role[] = ["reviewer", ...STAFF];
const SUPERADMIN: readonly Role[] = ["superadmin"];

const home = (role: Role) => (role === "member" || role === "reviewer" ? /\/profile$/ : /\/admin$/);

/**
 * The route tables of SPEC.md section 2 and behaviour.md section B, once, with the pages the
 * dashboard has beyond them (marked): each pattern with who may open it.
 */
const ROUTES: readonly SpecRoute[] = [
  { pattern: "/", may: SIGNED_IN, leadsTo: home },
  { pattern: "/profile", may: SIGNED_IN, axe: "member" },
  { pattern: "/profile/account", may: SIGNED_IN, axe: "member" },
  { pattern: "/profile/contribution", may: SIGNED_IN, axe: "member" },
  { pattern: "/profile/contribution/cancel", may: SIGNED_IN, axe: "member" },
  // Return pages with no payment flow to complete: they go on to the contribution page.
  {
    pattern: "/profile/contribution/complete",
    may: SIGNED_IN,
    leadsTo: () => /\/profile\/contribution$/,
  },
  {
    pattern: "/profile/contribution/payment-method/complete",
    may: SIGNED_IN,
    leadsTo: () => /\/profile\/contribution$/,
  },
  { pattern: "/callouts", may: ANYONE, axe: "member" },
  { pattern: "/callouts/:slug", may: ANYONE, axe: "member" },
  { pattern: "/callouts/:slug/respond", may: ANYONE, axe: "member" },
  { pattern: "/callouts/:slug/thanks", may: ANYONE, axe: "member" },
  { pattern: "/callouts/:slug/map", may: ANYONE, axe: "member" },
  { pattern: "/callouts/:slug/gallery", may: ANYONE, axe: "member" },
  { pattern: "/join", may: ANYONE },
  { pattern: "/join/failed", may: ANYONE },
  // With no payment flow to complete, joining has failed.
  { pattern: "/join/complete", may: ANYONE, leadsTo: () => /\/join\/failed$/ },
  { pattern: "/join/confirm-email", may: ANYONE },
  { pattern: "/join/confirm-email/:unknown", may: ANYONE },
  { pattern: "/join/setup", may: SIGNED_IN },
  // The demo asks no join survey: the page sends a new member on to their home, once it knows.
  {
    pattern: "/join/survey",
    may: SIGNED_IN,
    leadsTo: () => /\/profile\?welcomeMessage=true$/,
  },
  // Someone signed in already goes on home.
  {
    pattern: "/auth/login",
    may: ANYONE,
    leadsTo: (role) => (role === "anonymous" ? /\/auth\/login$/ : home(role)),
  },
  { pattern: "/auth/forgot-password", may: ANYONE },
  { pattern: "/auth/lost-device", may: ANYONE },
  { pattern: "/auth/reset-device/:unknown", may: ANYONE },
  { pattern: "/auth/reset-password/:unknown", may: ANYONE },
  { pattern: "/auth/set-password/:unknown", may: ANYONE },
  { pattern: "/admin", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/add", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/tags", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/import", may: STAFF, axe: "staff" }, // beyond the tables
  { pattern: "/admin/contacts/:contact", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/:contact/account", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/:contact/callouts", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/:contact/contribution", may: STAFF, axe: "staff" },
  { pattern: "/admin/contacts/:contact/activity", may: STAFF, axe: "staff" }, // beyond
  { pattern: "/admin/callouts", may: CALLOUT_STAFF, axe: "staff" },
  { pattern: "/admin/callouts/new", may: STAFF, axe: "staff" },
  { pattern: "/admin/callouts/edit/:callout", may: STAFF, axe: "staff" },
  { pattern: "/admin/callouts/view/:callout", may: CALLOUT_STAFF, axe: "staff" },
  { pattern: "/admin/callouts/view/:callout/responses", may: CALLOUT_STAFF, axe: "staff" },
  {
    pattern: "/admin/callouts/view/:callout/responses/:response",
    may: CALLOUT_STAFF,
    // Opened on its own (a link in an email), a response writes its bucket into the address.
    leadsTo: () => /\/responses\/[^/?]+\?bucket=[a-z]+$/,
    axe: "staff",
  },
  { pattern: "/admin/callouts/view/:callout/responses/tags", may: CALLOUT_STAFF, axe: "staff" },
  { pattern: "/admin/notices", may: STAFF, axe: "staff" },
  { pattern: "/admin/notices/add", may: STAFF, axe: "staff" },
  { pattern: "/admin/notices/edit/:notice", may: STAFF, axe: "staff" },
  { pattern: "/admin/notices/view/:notice", may: STAFF, axe: "staff" },
  { pattern: "/admin/payments", may: STAFF, axe: "staff" },
  { pattern: "/admin/ui-toolkit", may: STAFF },
  { pattern: "/admin/settings", may: STAFF, axe: "staff" },
  { pattern: "/admin/settings/theme", may: STAFF, axe: "staff" },
  { pattern: "/admin/settings/payments", may: STAFF, axe: "staff" }, // beyond
  { pattern: "/admin/settings/email", may: STAFF, axe: "staff" },
  { pattern: "/admin/settings/email/welcome", may: STAFF, axe: "staff" }, // beyond
  { pattern: "/admin/settings/api-keys", may: STAFF, axe: "staff" },
  { pattern: "/admin/settings/newsletter", may: STAFF, axe: "staff" }, // beyond
  { pattern: "/admin/settings/api", may: SUPERADMIN, axe: "staff" }, // beyond
  { pattern: "/admin/settings/webhooks", may: SUPERADMIN, axe: "staff" }, // beyond
  { pattern: "/admin/membership-builder", may: STAFF, axe: "staff" },
  { pattern: "/admin/membership-builder/intro", may: STAFF, axe: "staff" },
  { pattern: "/admin/membership-builder/email", may: STAFF, axe: "staff" },
  { pattern: "/admin/membership-builder/confirmation", may: STAFF, axe: "staff" },
  { pattern: "/admin/membership-builder/embed", may: STAFF, axe: "staff" }, // beyond
  { pattern: "/_theme", may: ANYONE },
];

/** A demo callout with a map, a gallery and responses. */
const SLUG = "where-does-the-water-stand";

/** The pattern with its parameters filled from the demo. */
function pathOf(pattern: string, ids: DemoIds): string {
  return pattern
    .replace(":slug", SLUG)
    .replace(":unknown", "00000000-0000-4000-8000-000000000000")
    .replace(":contact", ids.contact)
    .replace(":callout", ids.callout)
    .replace(":response", ids.response)
    .replace(":notice", ids.notice);
}

async function demoIds(url: string): Promise<DemoIds> {
  const cookie = await adminCookie(url);
  const get = async <T>(path: string): Promise<T> => {
    const response = await fetch(`${url}/api/1.0/${path}`, { headers: { cookie } });
    expect(response.ok, path).toBe(true);
    return (await response.json()) as T;
  };
  const callout = await get<{ id: string }>(`callout/${SLUG}`);
  const responses = await get<{ items: { id: string }[] }>(`callout/${SLUG}/responses?limit=1`);
  const contacts = await get<{ items: { id: string }[] }>(`contact?limit=1`);
  const notice = await fetch(`${url}/api/1.0/notice`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify({ name: "Route walk", text: "<p>On every route.</p>" }),
  });
  expect(notice.ok, "notice").toBe(true);
  return {
    callout: callout.id,
    contact: contacts.items[0]!.id,
    response: responses.items[0]!.id,
    notice: ((await notice.json()) as { id: string }).id,
  };
}

/** A new member made a reviewer of the demo's callout, as an admin does on its Tags page. */
async function newReviewer(agora: AgoraServer, calloutId: string) {
  const reviewer = await agora.newContact({ roles: ["member"], firstname: "Reviewer" });
  const added = await fetch(`${agora.url}/api/1.0/callout/${calloutId}/reviewers`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie: await adminCookie(agora.url) },
    body: JSON.stringify({ contactId: reviewer.id }),
  });
  expect(added.ok, "reviewer added").toBe(true);
  return reviewer;
}

async function signIn(page: Page, agora: AgoraServer, role: Role, ids: DemoIds): Promise<void> {
  if (role === "anonymous") return;
  const who =
    role === "admin"
      ? await agora.newContact({ roles: ["admin"] })
      : role === "reviewer"
        ? await newReviewer(agora, ids.callout)
        : demo(role);
  await logIn(page, agora.url, who);
  await expect(page).toHaveURL(home(role));
}

/**
 * Opens a path as a link in the dashboard would (the page's own router, no reload: the walk
 * stays quick); the server's answer for the address itself is checked on its own.
 */
async function open(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => history.pushState(null, "", to), path);
}

/** Opens the page and checks it is there: not the not-found page, its main heading shown. */
async function expectPage(page: Page, path: string, leadsTo?: RegExp): Promise<void> {
  await open(page, path);
  await expect(page, path).toHaveURL(leadsTo ?? new RegExp(`${escape(path)}$`));
  await expect(page.getByRole("heading", { level: 1 }).first(), path).toBeVisible();
  await expect(page.getByRole("heading", { name: "Page not found" }), path).toHaveCount(0);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The routes a role's walk opens. The admin may open what the superadmin may, less the routes
 * kept for superadmins: the pages themselves are walked (and checked with axe) as the
 * superadmin, so the admin's walk is where the two roles differ, and home.
 */
const walkOf = (role: Role): readonly SpecRoute[] =>
  role === "admin"
    ? ROUTES.filter(
        (route) =>
          route.pattern === "/admin" ||
          route.may.includes("admin") !== route.may.includes("superadmin"),
      )
    : ROUTES;

/** Whose pages a role's walk also checks with axe at 1280 px (at 390 px: the tests below). */
const AXE_AT_1280: Partial<Record<Role, SpecRoute["axe"]>> = {
  superadmin: "staff",
  member: "member",
};

/** axe's WCAG 2.2 AA checks and clipped focus rings of the open page, once it has settled. */
async function expectAccessible(page: Page, label: string): Promise<void> {
  await settled(page);
  expect.soft(await axeViolations(page), label).toEqual([]);
  expect.soft(await clippedFocusRings(page), `focus rings on ${label}`).toEqual([]);
}

for (const role of ["anonymous", "member", "reviewer", "admin", "superadmin"] as const) {
  const axe = AXE_AT_1280[role];
  test(`every route of the spec resolves for ${role === "anonymous" ? "a visitor" : `the ${role}`}, or sends them where it should${axe ? `; every ${axe} route passes axe's WCAG 2.2 AA checks at 1280 px` : ""}`, async ({
    page,
    agora,
  }) => {
    test.setTimeout(300_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    const ids = await demoIds(agora.url);
    await page.goto(`${agora.url}/auth/login`);
    await signIn(page, agora, role, ids);
    for (const route of walkOf(role)) {
      const path = pathOf(route.pattern, ids);
      if (role === "anonymous") {
        // The server knows every address of the table: none answers its 404.
        const answer = await page.request.get(`${agora.url}${path}`, {
          headers: { Accept: "text/html" },
        });
        expect(answer.status(), path).toBe(200);
      }
      if (route.may.includes(role)) {
        await expectPage(page, path, route.leadsTo?.(role));
        if (axe && route.axe === axe) await expectAccessible(page, `${path} at 1280 px`);
      } else if (role === "anonymous") {
        await open(page, path);
        await expect(page, path).toHaveURL(
          `${agora.url}/auth/login?next=${encodeURIComponent(path)}`,
        );
      } else {
        await open(page, path);
        await expect(page, path).toHaveURL(home(role));
        const refusal = page
          .getByRole("list", { name: "Notifications" })
          .getByRole("listitem")
          .filter({ hasText: "You don't have access to that." });
        await expect(refusal, path).toHaveCount(1);
        // Closed, so the next refusal is its own.
        await refusal.getByRole("button", { name: "Close notification" }).click();
        await expect(refusal).toHaveCount(0);
      }
    }
  });
}

/** Waits until the page has what it loads: no spinner turning, nothing marked busy. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.querySelector("[aria-busy='true']") &&
      !document
        .getAnimations()
        .some(
          (animation) =>
            animation.playState === "running" &&
            animation.effect?.getTiming().iterations === Infinity,
        ),
  );
}

/** The phone's width: the 1280 px checks run in the walks above. */
const PHONE = { width: 390, height: 844 };

for (const [role, whose] of [
  ["superadmin", "staff"],
  ["member", "member"],
] as const) {
  test(`every ${whose} route passes axe's WCAG 2.2 AA checks at ${PHONE.width} px`, async ({
    page,
    agora,
  }) => {
    test.setTimeout(240_000);
    await page.setViewportSize(PHONE);
    const ids = await demoIds(agora.url);
    await page.goto(`${agora.url}/auth/login`);
    await signIn(page, agora, role, ids);
    for (const route of ROUTES.filter((candidate) => candidate.axe === whose)) {
      const path = pathOf(route.pattern, ids);
      await expectPage(page, path, route.leadsTo?.(role));
      await expectAccessible(page, `${path} at ${PHONE.width} px`);
    }
    // The phone menu, open: axe-clean too; Esc closes it and gives the focus back.
    await expectPage(page, role === "member" ? "/profile" : "/admin");
    const toggle = page.getByRole("button", { name: "Menu", exact: true });
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await page.locator("#main-menu a").first().focus();
    expect.soft(await axeViolations(page), "the open phone menu").toEqual([]);
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
}
