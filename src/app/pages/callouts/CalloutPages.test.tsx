// @vitest-environment happy-dom
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  it,
  vi,
  type MockInstance,
} from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { loadRules } from "@ui/callout-form/rules";
import { json, makeCallout } from "@tests/support/ui/callout";
import type { ReaderCallout } from "@ui/callout/types";
import { forgetCallouts } from "@ui/callout/callout-query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { $pageTitle } from "../../router/page-title";
import type { PageProps } from "../../router/types";
import CalloutPage from "./CalloutPage";
import RespondPage from "./RespondPage";
import ThanksPage from "./ThanksPage";

let view: Rendered | undefined;
let history: string[];
let fetch: MockInstance<typeof globalThis.fetch>;

// What loads on demand is loaded once here, so it is at hand at once.
beforeAll(async () => {
  await Promise.all([
    loadRules(),
    import("@ui/callout/SubmitExtras"),
    import("@ui/callout/extras"),
    import("./OwnAnswerBody"),
  ]);
});

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch");
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  clearQueries();
  forgetCallouts();
  sessionStorage.clear();
  $currentUser.set(null);
});

/** The API: this callout for GET, and a stored response for POST. */
function serve(callout: ReaderCallout | undefined) {
  fetch.mockImplementation(async (url, init) => {
    if (init?.method === "POST") return json(200, { id: "r1" });
    if (String(url).startsWith("/api/1.0/callout/water")) {
      return callout ? json(200, callout) : json(404, { httpCode: 404, name: "NotFoundError" });
    }
    return json(404);
  });
}

async function open(Page: (props: PageProps) => unknown, path: string) {
  const location = memoryLocation({ path, record: true });
  history = location.history!;
  const Component = Page as (props: PageProps) => React.ReactNode;
  view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Component params={{ id: "water" }} />
    </Router>,
  );
  await settle();
  return view.container;
}

const text = () => view!.container.textContent ?? "";

async function answer() {
  fillIn(fieldLabelled(view!.container, "What happened?"), "Brown water");
  await press(buttonNamed(view!.container, "Send"));
}

describe("callout pages", () => {
  it("shows the intro, the share links and the form on the callout page", async () => {
    serve(makeCallout({ image: "images/cover.avif" }));
    await open(CalloutPage, "/callouts/water");
    expect(view!.container.querySelector("h1")?.textContent).toBe("Tell us about your water");
    expect(text()).toContain("We are collecting stories.");
    expect(text()).toContain("Share this callout");
    expect(view!.container.querySelector("img")?.getAttribute("src")).toBe(
      "/api/1.0/images/cover.avif?w=1440",
    );
    expect(view!.container.querySelector("form")).not.toBeNull();
    const [url] = fetch.mock.calls[0]!;
    expect(String(url)).toBe(
      "/api/1.0/callout/water?with=form&with=responseViewSchema&with=variantNames&with=hasAnswered",
    );
  });

  it("asks for the callout in the reader's language, and falls back to the default", async () => {
    fetch.mockImplementation(async (url) =>
      String(url).includes("variant=de")
        ? json(404, { httpCode: 404, name: "NotFoundError" })
        : json(200, makeCallout()),
    );
    await open(RespondPage, "/callouts/water/respond?lang=de");
    expect(fetch.mock.calls.map(([url]) => String(url))).toEqual([
      expect.stringContaining("&variant=de"),
      expect.not.stringContaining("variant="),
    ]);
    expect(view!.container.querySelector("form")).not.toBeNull();
  });

  it("offers the languages of a translated callout", async () => {
    serve(makeCallout({ variantNames: ["default", "de"] }));
    await open(CalloutPage, "/callouts/water?lang=en");
    const links = [...view!.container.querySelectorAll("nav a")];
    expect(links.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["English", "/callouts/water?lang=en"],
      ["Deutsch (formell)", "/callouts/water?lang=de"],
    ]);
  });

  it("says when there is no such callout", async () => {
    serve(undefined);
    await open(CalloutPage, "/callouts/water");
    expect(view!.container.querySelector("h1")?.textContent).toBe("Callout not found");
    expect($pageTitle.get()).toBeUndefined();
  });

  it("says when the callout could not load, and loads it on Try again", async () => {
    let down = true;
    fetch.mockImplementation(async () =>
      down ? json(503, { httpCode: 503, name: "ServiceUnavailable" }) : json(200, makeCallout()),
    );
    await open(CalloutPage, "/callouts/water");
    const alert = view!.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("The callout could not load.");
    expect(view!.container.querySelector("h1")).toBeNull();
    down = false;
    await press(buttonNamed(view!.container, "Try again"));
    await settle();
    expect(view!.container.querySelector('[role="alert"]')).toBeNull();
    expect(view!.container.querySelector("h1")?.textContent).toBe("Tell us about your water");
  });

  it("names the document after the callout while its page is open", async () => {
    serve(makeCallout());
    await open(CalloutPage, "/callouts/water");
    expect($pageTitle.get()).toBe("Tell us about your water");
    view!.unmount();
    view = undefined;
    expect($pageTitle.get()).toBeUndefined();
  });

  it("goes on to the thank-you page after a response, keeping the language", async () => {
    serve(makeCallout());
    await open(RespondPage, "/callouts/water/respond?lang=en");
    await answer();
    expect(history.at(-1)).toBe("/callouts/water/thanks?lang=en");
  });

  it("sends the reader to the callout's redirect instead, when it has one", async () => {
    const assign = vi.spyOn(window.location, "assign").mockImplementation(() => undefined);
    serve(makeCallout({ thanksRedirect: "https://news.example.org/thanks" }));
    await open(RespondPage, "/callouts/water/respond");
    await answer();
    expect(assign).toHaveBeenCalledWith("https://news.example.org/thanks");
    expect(history.at(-1)).toBe("/callouts/water/respond");
  });

  it("asks non-members to log in to answer a members-only callout", async () => {
    serve(makeCallout({ access: "member" }));
    await open(CalloutPage, "/callouts/water");
    const login = [...view!.container.querySelectorAll("a")].find(
      (link) => link.textContent === "Log in",
    );
    expect(login?.getAttribute("href")).toBe("/auth/login?next=%2Fcallouts%2Fwater");
    expect(view!.container.querySelector("form")).toBeNull();
  });

  it("lets a member who answered read their own answer, read-only, from the callout's page", async () => {
    $currentUser.set({
      id: "m1",
      email: "ada@example.org",
      firstname: "Ada",
      lastname: "Lovelace",
      displayName: "Ada Lovelace",
      joined: "2025-01-02T00:00:00.000Z",
      activeRoles: ["member"],
      isReviewer: false,
    });
    const callout = makeCallout({ access: "member", hasAnswered: true });
    fetch.mockImplementation(async (url) => {
      const asked = new URL(String(url), "http://agora.test");
      if (asked.pathname === `/api/1.0/callout/${callout.id}/responses`) {
        const answers = { s1: { story: "Brown water on Tuesday" } };
        return json(200, {
          total: 1,
          offset: 0,
          count: 1,
          items: [{ id: "r1", number: 4, createdAt: "2026-11-20T10:00:00.000Z", answers }],
        });
      }
      return json(200, callout);
    });
    await open(CalloutPage, "/callouts/water");
    expect(text()).toContain("You have already answered this callout.");
    const see = buttonNamed(view!.container, "See your answer");
    expect(see.getAttribute("aria-expanded")).toBe("false");
    await press(see);
    await vi.waitFor(async () => {
      await settle();
      if (!text().includes("Brown water")) throw new Error("Not shown");
    });
    const hide = buttonNamed(view!.container, "Hide your answer");
    expect(hide.getAttribute("aria-expanded")).toBe("true");
    const region = view!.container.querySelector(`[id="${hide.getAttribute("aria-controls")}"]`);
    expect(region?.querySelector("h2")?.textContent).toBe("Your answer");
    expect(region?.textContent).toContain("Sent on November 20, 2026");
    expect([...region!.querySelectorAll("dt, dd")].map((item) => item.textContent)).toEqual([
      "What happened?",
      "Brown water on Tuesday",
    ]);
    // Only their own, the latest, whoever they are.
    const own = fetch.mock.calls
      .map(([url]) => new URL(String(url), "http://agora.test"))
      .find((url) => url.pathname.endsWith("/responses"));
    expect(Object.fromEntries(own!.searchParams)).toMatchObject({
      limit: "1",
      sort: "createdAt",
      order: "DESC",
      rules: JSON.stringify({
        condition: "AND",
        rules: [{ field: "contact", operator: "equal", value: ["me"] }],
      }),
    });
    expect(view!.container.querySelector("form input")).toBeNull();
    await press(hide);
    expect(text()).not.toContain("Brown water");
  });

  it("offers no answer to see to a reader who has not answered", async () => {
    serve(makeCallout({ status: "ended", expires: "2025-01-01T00:00:00.000Z" }));
    await open(CalloutPage, "/callouts/water");
    expect(text()).toContain("This callout closed on");
    expect(text()).not.toContain("See your answer");
  });

  it("thanks the reader, then offers sharing and other callouts open to them", async () => {
    const others = [
      makeCallout({ id: "c2", slug: "buses", title: "Late buses", access: "guest" }),
      makeCallout({ id: "c3", slug: "club", title: "Members' vote", access: "member" }),
    ];
    serve(makeCallout());
    const served = fetch.getMockImplementation()!;
    fetch.mockImplementation(async (url, init) =>
      String(url).startsWith("/api/1.0/callout?")
        ? json(200, { total: 3, offset: 0, count: 3, items: [makeCallout(), ...others] })
        : served(url, init),
    );
    await open(ThanksPage, "/callouts/water/thanks");
    expect(text()).toContain("We read every answer.");
    expect(view!.container.querySelector("details[open] summary")?.textContent).toBe(
      "Share this callout",
    );
    const offered = [...view!.container.querySelectorAll("#next-callouts + ul a")];
    expect(offered.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Late buses", "/callouts/buses"],
    ]);
  });

  it("offers only what the newsroom chose after the thank-you", async () => {
    serve(makeCallout({ thanksNextSteps: [] }));
    await open(ThanksPage, "/callouts/water/thanks");
    expect(text()).not.toContain("Share this callout");
    expect(fetch.mock.calls.some(([url]) => String(url).startsWith("/api/1.0/callout?"))).toBe(
      false,
    );
  });
});
