// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Contact } from "@core/contacts";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { CONTENT, type JoinSetupContent } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { SetupForm } from "@app/pages/shared/join-setup/SetupForm";
import JoinSetupPage from "./JoinSetupPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const CONTACT: Contact = { ...TEST_MEMBER, firstname: "", lastname: "" };

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let setup: JoinSetupContent;
/** What `/newsletter/groups` answers: join setup's own groups, as without a provider. */
let offered: JoinSetupContent["newsletterGroups"] | undefined;

const field = (label: string) => fieldLabelled(view.container, label);
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const patches = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body)) as unknown }));

async function open() {
  history.replaceState(null, "", "/join/setup");
  view = render(<JoinSetupPage />);
  await vi.waitFor(
    async () => {
      await settle();
      if (!view.container.querySelector("form")) throw new Error("Not loaded");
    },
    { timeout: 10_000 },
  );
}

async function fillInRequired() {
  fillIn(field("First name"), " Ada ");
  fillIn(field("Last name"), "Lovelace");
  fillIn(field("New password"), "Engine-1843");
  fillIn(field("Repeat the new password"), "Engine-1843");
}

beforeEach(() => {
  $general.set({ ...GENERAL_DEFAULTS, organisationName: "Harbour Ledger" });
  setup = {
    ...CONTENT["join/setup"].defaults,
    welcome: "<p>Thanks for joining the Ledger.</p>",
    showNewsletterOptIn: true,
    newsletterTitle: "Our newsletters",
    newsletterGroups: [
      { id: "weekly", label: "The weekly digest", checked: true },
      { id: "events", label: "Events", checked: false },
    ],
  };
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/content/join/setup") return json(200, setup);
    if (url === "/api/1.0/newsletter/groups") return json(200, offered ?? setup.newsletterGroups);
    if (url.startsWith("/api/1.0/contact/me")) {
      if (init?.method === "PATCH") {
        const body = JSON.parse(String(init.body)) as Partial<Contact>;
        return json(200, { ...CONTACT, ...body });
      }
      return json(200, CONTACT);
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
  $general.set(GENERAL_DEFAULTS);
  $currentUser.set(null);
  offered = undefined;
});

describe("JoinSetupPage", () => {
  it("shows the welcome and the newsletter groups, those ticked by default ticked", async () => {
    await open();
    expect(view.container.textContent).toContain("Thanks for joining the Ledger.");
    expect(view.container.textContent).toContain("Our newsletters");
    expect((field("The weekly digest") as HTMLInputElement).checked).toBe(true);
    expect((field("Events") as HTMLInputElement).checked).toBe(false);
    // No delivery address is asked for unless the organisation wants one.
    expect(view.container.textContent).not.toContain("Address line 1");
  });

  it("saves the names, password and newsletter groups, then opens the profile with the welcome", async () => {
    await open();
    await fillInRequired();
    await press(buttonNamed(view.container, "Continue"));
    expect(patches()).toEqual([
      {
        url: "/api/1.0/contact/me",
        body: {
          firstname: "Ada",
          lastname: "Lovelace",
          password: "Engine-1843",
          profile: { newsletterStatus: "subscribed", newsletterGroups: ["weekly"] },
        },
      },
    ]);
    expect(location.pathname + location.search).toBe("/profile?welcomeMessage=true");
  });

  it("offers the newsletter audience's groups when one is connected", async () => {
    offered = [
      { id: "a1b2", label: "Morning briefing", checked: true },
      { id: "c3d4", label: "Investigations", checked: false },
    ];
    await open();
    expect((field("Morning briefing") as HTMLInputElement).checked).toBe(true);
    expect((field("Investigations") as HTMLInputElement).checked).toBe(false);
    expect(view.container.textContent).not.toContain("The weekly digest");
    await fillInRequired();
    await press(buttonNamed(view.container, "Continue"));
    expect(patches()[0]?.body).toMatchObject({
      profile: { newsletterStatus: "subscribed", newsletterGroups: ["a1b2"] },
    });
  });

  it("goes on to the survey when there is one", async () => {
    setup = { ...setup, surveySlug: "what-do-you-read" };
    await open();
    await fillInRequired();
    await press(buttonNamed(view.container, "Continue"));
    expect(location.pathname).toBe("/join/survey");
  });

  it("says next to the fields what is missing or does not match, and sends nothing", async () => {
    await open();
    fillIn(field("New password"), "Engine-1843");
    fillIn(field("Repeat the new password"), "Engine-1844");
    await press(buttonNamed(view.container, "Continue"));
    expect(errorOf("join-setup-firstname")).toBeTruthy();
    expect(errorOf("join-setup-confirmPassword")).toBeTruthy();
    expect(patches()).toEqual([]);
  });

  it("asks for a delivery address when the organisation sends post", async () => {
    setup = { ...setup, showMailOptIn: true, mailTitle: "Our print edition", mailOptIn: "Post it" };
    await open();
    expect(view.container.textContent).toContain("Our print edition");
    expect(field("Post it")).toBeTruthy();
    expect(field("Address line 1")).toBeTruthy();
  });
});

describe("SetupForm in the membership builder's preview", () => {
  it("works but sends nothing", async () => {
    history.replaceState(null, "", "/admin/membership-builder/confirmation");
    view = render(<SetupForm setup={setup} contact={CONTACT} preview />);
    await settle();
    await fillInRequired();
    await press(buttonNamed(view.container, "Continue"));
    expect(patches()).toEqual([]);
    expect(location.pathname).toBe("/admin/membership-builder/confirmation");
  });
});
