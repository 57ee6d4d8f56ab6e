// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Callout } from "@core/callouts/callout";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  admin,
  fakeApi,
  json,
  pageOf,
  resetPage,
  reviewer,
  rulesOf,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import CalloutListPage from "./CalloutListPage";
import { SEARCH_DELAY_MS } from "../../shared/SearchField";

const callouts: Callout[] = [
  { ...CALLOUT, id: "c1", title: "Where does the water stand?", responseCount: 1204 },
  {
    ...CALLOUT,
    id: "c2",
    slug: "rents",
    title: "Housing costs",
    status: "draft",
    starts: null,
    hidden: true,
    responseCount: 0,
  },
];

let view: Rendered;

/** The staff list's answer: the callouts of the asked status; a tab's count is its total. */
function serve(items: Callout[] = callouts) {
  return fakeApi((request) => {
    if (request.path !== "callout") return undefined;
    const rules = rulesOf(request).rules as { field: string; value: string[] }[];
    const status = rules.find((rule) => rule.field === "status")?.value[0];
    const matching = items.filter((callout) => !status || callout.status === status);
    return json(
      200,
      pageOf(matching.slice(0, Number(request.query.get("limit"))), matching.length),
    );
  });
}

async function open(path = "/admin/callouts", user = admin) {
  visit(path, user);
  view = render(<CalloutListPage />);
  await settle();
}

const lists = (requests: FakeRequest[]) =>
  requests.filter((request) => request.query.get("limit") === "25");
const tab = (name: RegExp) =>
  [...view.container.querySelectorAll<HTMLElement>('[role="tab"]')].find((element) =>
    name.test(element.getAttribute("aria-label") ?? ""),
  )!;

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("CalloutListPage", () => {
  it("lists the callouts the person reviews, with status, listing, responses and dates", async () => {
    const { requests } = serve();
    await open();
    const [list] = lists(requests);
    expect(rulesOf(list!)).toEqual({
      condition: "AND",
      rules: [{ field: "canReview", operator: "equal", value: [true] }],
    });
    expect(list!.query.get("sort")).toBe("starts");
    expect(list!.query.get("order")).toBe("DESC");
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["Where does the water stand?/flooding", "Open", "Listed", "1,204", "Mar 1, 2026", "Not set"],
      ["Housing costs/rents", "Draft", "Hidden", "0", "Not set", "Not set"],
    ]);
    expect(view.container.querySelector("tbody a")?.getAttribute("href")).toBe(
      "/admin/callouts/view/c1",
    );
  });

  it("counts each status in its tab, and keeps the tab in the address", async () => {
    const { requests } = serve();
    await open();
    expect(tab(/^All/).getAttribute("aria-label")).toBe("All, 2");
    expect(tab(/^Drafts/).getAttribute("aria-label")).toBe("Drafts, 1");
    expect(tab(/^Scheduled/).getAttribute("aria-label")).toBe("Scheduled, 0");

    await press(tab(/^Drafts/) as HTMLButtonElement);
    expect(location.search).toBe("?status=draft");
    expect(rulesOf(lists(requests).at(-1)!).rules[1]).toEqual({
      field: "status",
      operator: "equal",
      value: ["draft"],
    });
    expect(view.container.querySelectorAll("tbody tr")).toHaveLength(1);
  });

  it("opens the tab and search a link with the predecessor's ?filter= and ?s= meant", async () => {
    const { requests } = serve();
    await open("/admin/callouts?filter=draft&s=rent");
    expect(location.search).toBe("?status=draft&search=rent");
    expect(tab(/^Drafts/).getAttribute("aria-selected")).toBe("true");
    expect(rulesOf(lists(requests).at(-1)!).rules.slice(1)).toEqual([
      { field: "status", operator: "equal", value: ["draft"] },
      { field: "title", operator: "contains", value: ["rent"] },
    ]);
  });

  it("searches by title once typing pauses, sorts by a header, and keeps both in the address", async () => {
    const { requests } = serve();
    await open("/admin/callouts?status=open");
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fillIn(fieldLabelled(view.container, "Search by title"), "water");
    expect(location.search).toBe("?status=open");
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    vi.useRealTimers();
    await settle();
    expect(location.search).toBe("?status=open&search=water");
    expect(rulesOf(lists(requests).at(-1)!).rules.at(-1)).toEqual({
      field: "title",
      operator: "contains",
      value: ["water"],
    });

    await press(buttonNamed(view.container, "Responses"));
    expect(location.search).toBe("?status=open&search=water&sort=responseCount");
    expect(lists(requests).at(-1)!.query.get("sort")).toBe("responseCount");
  });

  it("says when nothing matches, and clears the search from there", async () => {
    serve([]);
    await open("/admin/callouts?search=nothing");
    expect(view.container.textContent).toContain("No callouts match “nothing”.");
    await press(buttonNamed(view.container, "Clear the search"));
    expect(location.search).toBe("");
    expect(view.container.textContent).toContain("There are no callouts yet.");
  });

  it("offers Create callout to admins only", async () => {
    serve();
    await open();
    expect(view.container.querySelector('a[href="/admin/callouts/new"]')?.textContent).toBe(
      "Create callout",
    );
    view.unmount();
    resetPage();
    serve([]);
    await open("/admin/callouts", reviewer);
    expect(view.container.querySelector('a[href="/admin/callouts/new"]')).toBeNull();
    expect(view.container.textContent).toContain("You don't review any callouts yet.");
  });

  it("says when the list could not load, and asks again on Try again", async () => {
    let failing = true;
    fakeApi((request) =>
      failing
        ? json(500, { httpCode: 500 })
        : request.path === "callout"
          ? json(200, pageOf(callouts))
          : undefined,
    );
    await open();
    const alert = view.container.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain("We couldn't load the callouts.");
    failing = false;
    await press(buttonNamed(alert, "Try again"));
    expect(view.container.querySelectorAll("tbody tr")).toHaveLength(2);
  });
});
