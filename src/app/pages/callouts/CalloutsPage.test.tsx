// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import type { RuleGroup } from "@core/rules/rule";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { json, makeCallout } from "@tests/support/ui/callout";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { archiveQuery } from "./archive";
import CalloutsPage from "./CalloutsPage";

const member = TEST_MEMBER;

const open = makeCallout({ id: "o1", slug: "open-one", title: "Water now" });
const ended = makeCallout({
  id: "e1",
  slug: "ended-one",
  title: "Floods last year",
  status: "ended",
  expires: "2024-03-01T12:00:00.000Z",
  hasAnswered: true,
});

let view: Rendered | undefined;
let history: string[];
let fetch: MockInstance<typeof globalThis.fetch>;

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (url) => {
    const rules = new URL(String(url), "http://x").searchParams.get("rules") ?? "";
    const items = rules.includes('"open"') ? [open] : [ended];
    return json(200, { total: items.length, offset: 0, count: items.length, items });
  });
});

afterEach(() => {
  view?.unmount();
  clearQueries();
  view = undefined;
  vi.restoreAllMocks();
  $currentUser.set(null);
});

async function show(path = "/callouts") {
  const location = memoryLocation({ path, record: true });
  history = location.history!;
  view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <CalloutsPage />
    </Router>,
  );
  await settle();
}

/** The `rules` of each archive request (ended callouts), in order. */
const archiveRules = () =>
  fetch.mock.calls
    .map(([url]) => new URL(String(url), "http://x").searchParams)
    .filter((params) => params.get("rules")?.includes('"ended"'))
    .map((params) => (JSON.parse(params.get("rules")!) as RuleGroup).rules);

const headings = () =>
  [...view!.container.querySelectorAll("h2, h3")].map((heading) => heading.textContent);

describe("CalloutsPage", () => {
  it("lists open callouts, then the archive, for everyone", async () => {
    await show();
    expect(headings()).toEqual(["Open callouts", "Water now", "Archive", "Floods last year"]);
    expect(view!.container.textContent).toContain("Closed on March 1, 2024");
    expect(view!.container.textContent).toContain("You answered");
    expect(view!.container.querySelector('a[href="/callouts/open-one"]')).not.toBeNull();
    expect(() => fieldLabelled(view!.container, "Only callouts I answered")).toThrow();
    // Hidden callouts stay out of the lists for staff too, who are shown every callout.
    const openRules = fetch.mock.calls
      .map(([url]) => new URL(String(url), "http://x").searchParams.get("rules") ?? "")
      .find((rules) => rules.includes('"open"'));
    expect((JSON.parse(openRules!) as RuleGroup).rules).toEqual([
      { field: "status", operator: "equal", value: ["open"] },
      { field: "hidden", operator: "equal", value: [false] },
    ]);
  });

  it("searches the archive by title, from the address too", async () => {
    await show();
    fillIn(fieldLabelled(view!.container, "Search the archive"), "  flood ");
    await press(buttonNamed(view!.container, "Search"));
    expect(history.at(-1)).toBe("/callouts?q=flood");
    expect(archiveRules().at(-1)).toEqual([
      { field: "status", operator: "equal", value: ["ended"] },
      { field: "hidden", operator: "equal", value: [false] },
      { field: "title", operator: "contains", value: ["flood"] },
    ]);

    await press(buttonNamed(view!.container, "Clear search"));
    expect(history.at(-1)).toBe("/callouts");
    expect(fieldLabelled(view!.container, "Search the archive").value).toBe("");
  });

  it("shows a search given in the address", async () => {
    await show("/callouts?q=flood&page=2");
    expect(fieldLabelled(view!.container, "Search the archive").value).toBe("flood");
    const [url] = fetch.mock.calls.find(([candidate]) => String(candidate).includes("ended"))!;
    expect(new URL(String(url), "http://x").searchParams.get("offset")).toBe("15");
  });

  it("offers signed-in readers the callouts they answered", async () => {
    $currentUser.set(member);
    await show();
    const answered = fieldLabelled(view!.container, "Only callouts I answered");
    expect(answered.checked).toBe(false);
    act(() => answered.click());
    await settle();
    expect(history.at(-1)).toBe("/callouts?answered=1");
    expect(archiveRules().at(-1)).toEqual([
      { field: "status", operator: "equal", value: ["ended"] },
      { field: "hidden", operator: "equal", value: [false] },
      { field: "answeredBy", operator: "equal", value: ["me"] },
    ]);
    expect(fieldLabelled(view!.container, "Only callouts I answered").checked).toBe(true);
  });
});

describe("archive queries", () => {
  it("filters by answers only for people signed in", () => {
    const { query = {} } = archiveQuery({ q: "", answered: true, page: 1 }, false);
    expect((query.rules as RuleGroup).rules).toEqual([
      { field: "status", operator: "equal", value: ["ended"] },
      { field: "hidden", operator: "equal", value: [false] },
    ]);
    expect(query).toMatchObject({ sort: "expires", order: "DESC", limit: 15, offset: 0 });
  });
});
