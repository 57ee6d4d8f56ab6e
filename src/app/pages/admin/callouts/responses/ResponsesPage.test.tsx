// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CalloutResponse } from "@core/callouts/response";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { NotificationList } from "@ui/notification/NotificationList";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  contact,
  fakeApi,
  json,
  pageOf,
  resetPage,
  rulesOf,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import ResponsesPage from "./ResponsesPage";

const ID = CALLOUT.id;
const PATH = `/admin/callouts/view/${ID}/responses`;
const TAGS = [
  { id: "7a000000-0000-4000-8000-000000000001", name: "Checked", description: "" },
  { id: "7a000000-0000-4000-8000-000000000002", name: "Follow up", description: "" },
];
const PAT = contact("9a000000-0000-4000-8000-000000000001", "Pat");

const response = (number: number): CalloutResponse => ({
  id: `re000000-0000-4000-8000-00000000000${number}`,
  number,
  createdAt: "2026-03-05T10:00:00.000Z",
  updatedAt: "2026-03-05T10:00:00.000Z",
  bucket: "",
  guestName: number === 1 ? "Gil Guest" : null,
  guestEmail: number === 1 ? "gil@example.org" : null,
  contact: number === 2 ? contact("c2", "Casey") : null,
  assignee: number === 2 ? PAT : null,
  tags: number === 2 ? [TAGS[0]!] : [],
  answers: { report: { depth: "knee", what: `Water ${number}` } },
});

/** How many responses the inbox holds: more than a page, as at a busy desk. */
const INBOX_TOTAL = 1204;

let view: Rendered;
let requests: FakeRequest[];

function serve() {
  ({ requests } = fakeApi((request) => {
    const { method, path } = request;
    if (method === "GET" && path === `callout/${ID}`) return json(200, CALLOUT);
    if (method === "POST" && path === `callout/${ID}/tags`) {
      return json(200, { id: "t-new", name: "Volunteers", description: "" });
    }
    if (path === `callout/${ID}/tags`) return json(200, TAGS);
    if (path === `callout/${ID}/reviewers`) {
      return json(200, [{ id: "rv1", contact: PAT, createdAt: "2026-03-01T00:00:00.000Z" }]);
    }
    if (path === `callout/${ID}/views`) return json(200, []);
    if (method === "GET" && path === `callout/${ID}/responses`) {
      const rules = rulesOf(request) as { rules: { condition?: string }[] };
      const inbox = "condition" in (rules.rules[0] ?? {});
      const total = inbox ? INBOX_TOTAL : 3;
      if (request.query.get("limit") === "0") return json(200, pageOf([], total));
      return json(200, pageOf([response(1), response(2)], total));
    }
    if (method === "PATCH" && path === "callout-responses") {
      return json(200, { affected: INBOX_TOTAL, changeId: "ch1" });
    }
    if (method === "POST" && path === "callout-responses/changes/ch1/undo") {
      return json(200, { affected: INBOX_TOTAL, changeId: "ch2" });
    }
    return undefined;
  }));
}

async function open(search = "") {
  serve();
  visit(`${PATH}${search}`);
  view = render(
    <>
      <ResponsesPage params={{ id: ID }} />
      <NotificationList />
    </>,
  );
  await settle();
}

const lists = () =>
  requests.filter(
    (request) => request.path === `callout/${ID}/responses` && request.query.get("limit") === "25",
  );
const checkbox = (label: string) =>
  view.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const dialog = () => view.container.querySelector<HTMLElement>("dialog[open]")!;
const select = (label: string) =>
  [...view.container.querySelectorAll("label")].find((element) => element.textContent === label)!
    .control as HTMLSelectElement;

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ResponsesPage", () => {
  it("keeps the Columns button in the row of Filters and Export, not on a row of its own", async () => {
    await open();
    const columns = buttonNamed(view.container, "Columns");
    const row = buttonNamed(view.container, "Filters").parentElement!;
    expect(row.contains(columns)).toBe(true);
    expect(row.contains(buttonNamed(view.container, "Export"))).toBe(true);
    expect(view.container.querySelector('[role="tabpanel"]')!.contains(columns)).toBe(false);
    // The selection's bar above the table holds the triage tip while nothing is selected.
    expect(view.container.querySelector('[role="tabpanel"]')!.textContent).toContain(
      "Open a response and press ? for the keys that triage it.",
    );
    await press(columns);
    const choices = view.container.querySelector('[role="group"]')!.querySelectorAll("label");
    const tags = [...choices].find((label) => label.textContent === "Tags")!;
    await act(async () => tags.querySelector("input")!.click());
    expect(
      [...view.container.querySelectorAll("thead th")].map((th) => th.textContent),
    ).not.toContain("Tags");
  });

  it("asks the API for what the address says: bucket, quick filters, order, page, columns", async () => {
    const tag = TAGS[1]!.id;
    await open(`?bucket=verified&tag=${tag}&assignee=none&sort=-number&page=2&answer=report.depth`);
    const list = lists().at(-1)!;
    expect(list.query.get("sort")).toBe("number");
    expect(list.query.get("order")).toBe("DESC");
    expect(list.query.get("offset")).toBe("25");
    expect(list.query.getAll("with")).toEqual(["assignee", "contact", "tags", "answers"]);
    expect(rulesOf(list)).toEqual({
      condition: "AND",
      rules: [
        { field: "bucket", operator: "equal", value: ["verified"] },
        { field: "tags", operator: "contains", value: [tag] },
        { field: "assignee", operator: "is_empty", value: [] },
      ],
    });
    expect(select("Tag").value).toBe(tag);
    expect(select("Assignee").value).toBe("none");
    const headers = [...view.container.querySelectorAll("thead th")].map((th) => th.textContent);
    expect(headers).toContain("How deep?");
    const cells = [...view.container.querySelectorAll("tbody tr")][0]!.textContent;
    expect(cells).toContain("Gil Guest (guest)gil@example.org");
    expect(cells).toContain("Knee-deep");
  });

  it("links each response with the list it is in, so its page can go on through it", async () => {
    await open("?bucket=trash&sort=number");
    const link = view.container.querySelector<HTMLAnchorElement>("tbody a")!;
    expect(link.textContent).toBe("Response 1");
    const url = new URL(link.href);
    expect(url.pathname).toBe(`${PATH}/${response(1).id}`);
    expect(url.searchParams.get("bucket")).toBe("trash");
    expect(url.searchParams.get("sort")).toBe("number");
  });

  it("counts each bucket with the filter, and keeps a changed filter and tab in the address", async () => {
    await open();
    const tabs = [...view.container.querySelectorAll('[role="tab"]')].map((tab) =>
      tab.getAttribute("aria-label"),
    );
    expect(tabs).toEqual(["Inbox, 1,204", "Verified, 3", "Trash, 3"]);

    act(() => {
      select("Assignee").value = "me";
      select("Assignee").dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(location.search).toBe("?assignee=me");
    await press(buttonNamed(view.container, "Checked"));
    expect(new URLSearchParams(location.search).get("tag")).toBe(TAGS[0]!.id);
    expect(rulesOf(lists().at(-1)!).rules.slice(1)).toEqual([
      { field: "tags", operator: "contains", value: [TAGS[0]!.id] },
      { field: "assignee", operator: "equal", value: ["me"] },
    ]);
  });

  it("leaves out a filter on questions the form no longer has, and says so", async () => {
    const gone = JSON.stringify({
      condition: "AND",
      rules: [{ field: "answers.old.question", operator: "is_not_empty", value: [] }],
    });
    await open(`?rules=${encodeURIComponent(gone)}`);
    expect(view.container.textContent).toContain(
      "The filter in this address no longer fits the callout's questions, so it is left out.",
    );
    expect(rulesOf(lists().at(-1)!).rules).toHaveLength(1);
  });

  it("says how many a change of every matching response touches, then offers to undo it", async () => {
    await open();
    act(() => checkbox("Select all rows on this page").click());
    await press(buttonNamed(view.container, "Select all 1,204 matching rows"));
    await press(buttonNamed(view.container, "Move…"));
    expect(dialog().textContent).toContain("Move 1,204 responses to Verified?");
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);

    await press(buttonNamed(dialog(), "Move 1,204 responses"));
    const patch = requests.find((request) => request.method === "PATCH")!;
    const body = patch.body as { rules: { rules: unknown[] }; updates: unknown };
    expect(body.updates).toEqual({ bucket: "verified" });
    expect(body.rules.rules.slice(0, 2)).toEqual([
      { field: "calloutId", operator: "equal", value: [ID] },
      {
        condition: "OR",
        rules: [
          { field: "bucket", operator: "is_empty", value: [] },
          { field: "bucket", operator: "equal", value: ["inbox"] },
        ],
      },
    ]);
    const toast = $notifications.get().at(-1)!;
    expect(toast.title).toBe("Moved to Verified. 1,204 responses changed.");
    expect(view.container.querySelector("dialog[open]")).toBeNull();

    const undo = [...view.container.querySelectorAll("li button")].find(
      (button) => button.textContent === "Undo",
    ) as HTMLButtonElement;
    await press(undo);
    expect(requests.some((request) => request.path === "callout-responses/changes/ch1/undo")).toBe(
      true,
    );
    expect($notifications.get().at(-1)?.title).toBe("Undone: 1,204 responses are as they were.");
  });

  it("names hand-picked responses by id in a bulk change", async () => {
    await open();
    act(() => checkbox("Select “Response 1”").click());
    act(() => checkbox("Select “Response 2”").click());
    await press(buttonNamed(view.container, "Assign…"));
    act(() => {
      select("Assign to").value = PAT.id;
      select("Assign to").dispatchEvent(new Event("change", { bubbles: true }));
    });
    expect(dialog().textContent).toContain("Assign 2 responses to Pat Tester?");
    await press(buttonNamed(dialog(), "Assign"));
    const body = requests.find((request) => request.method === "PATCH")!.body as {
      rules: { rules: [unknown, { condition: string; rules: { value: string[] }[] }] };
      updates: unknown;
    };
    expect(body.updates).toEqual({ assigneeId: PAT.id });
    expect(body.rules.rules[1].rules.map((rule) => rule.value[0])).toEqual([
      response(1).id,
      response(2).id,
    ]);
  });

  it("tags responses with a new tag, made when the change is confirmed", async () => {
    await open();
    act(() => checkbox("Select “Response 1”").click());
    await press(buttonNamed(view.container, "Tag…"));
    fillIn(dialog().querySelector<HTMLSelectElement>("select")!, "new");
    expect(dialog().textContent).toContain("Name the new tag.");
    expect(buttonNamed(dialog(), "Add the tag").disabled).toBe(true);
    fillIn(fieldLabelled(dialog(), "Name of the new tag"), " Volunteers ");
    expect(dialog().textContent).toContain("Add the tag “Volunteers” to 1 response?");
    expect(requests.some((request) => request.method === "POST")).toBe(false);
    await press(buttonNamed(dialog(), "Add the tag"));
    const created = requests.find((request) => request.method === "POST")!;
    expect(created.body).toEqual({ name: "Volunteers" });
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect((patch.body as { updates: unknown }).updates).toEqual({ tags: ["+t-new"] });
  });

  it("exports the filtered list as a file, with its progress, and saves it", async () => {
    await open("?bucket=verified");
    const saved = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved(this.download);
    });
    const csv = "Number,Answer\n1,a\n2,b\n3,c\n";
    const answer = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      String(input).includes("/responses.csv")
        ? new Response(csv, {
            headers: {
              "X-Total-Count": "3",
              "Content-Type": "text/csv",
              "Content-Disposition": 'attachment; filename="responses-flooding.csv"',
            },
          })
        : answer(input, init),
    );
    await press(buttonNamed(view.container, "Export"));
    expect(dialog().textContent).toContain("All 3 responses in Verified.");
    await press(buttonNamed(dialog(), "Export"));
    const url = vi
      .mocked(globalThis.fetch)
      .mock.calls.find(([input]) => String(input).includes("/responses.csv"))![0];
    expect(JSON.parse(new URL(String(url), "http://x").searchParams.get("rules")!)).toEqual({
      condition: "AND",
      rules: [{ field: "bucket", operator: "equal", value: ["verified"] }],
    });
    expect(saved).toHaveBeenCalledWith("responses-flooding.csv");
    expect($notifications.get().at(-1)?.title).toBe(
      "responses-flooding.csv is saved, with 3 responses.",
    );
  });

  it("moves through the responses with j and k, ticks one with x and lists the keys on ?", async () => {
    await open();
    const key = (k: string) =>
      act(() => {
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }),
        );
      });
    key("j");
    key("j");
    expect(document.activeElement?.textContent).toBe("Response 2");
    key("k");
    expect(document.activeElement?.textContent).toBe("Response 1");
    key("x");
    const first = view.container.querySelector("tbody tr")!;
    expect(first.querySelector<HTMLInputElement>('input[type="checkbox"]')!.checked).toBe(true);
    key("?");
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    expect(dialog.textContent).toContain("Keyboard shortcuts");
    expect(dialog.textContent).toContain("Next row");
  });
});
