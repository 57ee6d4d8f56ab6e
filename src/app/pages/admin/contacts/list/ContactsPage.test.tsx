// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Contact } from "@core/contacts/contact";
import type { Segment } from "@core/segments";
import type { ContactTag } from "@core/contact-tags";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  contact,
  fakeApi,
  json,
  pageOf,
  resetPage,
  rulesOf,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import ContactsPage from "./ContactsPage";

const people: Contact[] = [
  {
    ...contact("p1", "Ada"),
    tags: [],
    roles: [{ role: "member", dateAdded: "2025-04-02T00:00:00.000Z", dateExpires: null }],
  },
  { ...contact("p2", "Grace"), contributionAmount: 5, contributionPeriod: "monthly", tags: [] },
];
const tags: ContactTag[] = [{ id: "t1", name: "Donors", description: "", contactCount: 0 }];
const segments: Segment[] = [
  {
    id: "s1",
    name: "Members",
    description: "",
    order: 0,
    contactCount: 1,
    ruleGroup: {
      condition: "AND",
      rules: [{ field: "activeMembership", operator: "equal", value: [true] }],
    },
  },
];

let view: Rendered;

function serve() {
  return fakeApi((request) => {
    if (request.path === "contact-tags" && request.method === "GET") return json(200, tags);
    if (request.path === "segments" && request.method === "GET") return json(200, segments);
    if (request.path === "segments" && request.method === "POST") {
      return json(200, { ...segments[0], ...(request.body as object), id: "s2" });
    }
    if (request.path === "segments/s1" && request.method === "PATCH") {
      return json(200, { ...segments[0], ...(request.body as object) });
    }
    if (request.path === "segments/s1" && request.method === "DELETE") return json(204);
    if (request.path === "segments/s1" && request.method === "PUT") {
      return json(200, { ...(request.body as object), id: "s1", contactCount: 1 });
    }
    if (request.path === "contact" && request.method === "GET") {
      return json(200, pageOf(people.slice(0, Number(request.query.get("limit"))), 60));
    }
    if (request.path === "contact" && request.method === "PATCH") {
      return json(200, { affected: 60, changeId: "change-1" });
    }
    if (request.path === "contact-tags" && request.method === "POST") {
      return json(200, { id: "t-new", description: "", ...(request.body as object) });
    }
    if (request.path === "contact/changes/change-1/undo") {
      return json(200, { affected: 60, changeId: null });
    }
    return undefined;
  });
}

const lists = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === "contact" && request.query.get("limit") === "25");

async function open(path = "/admin/contacts") {
  visit(path);
  view = render(<ContactsPage />);
  await settle();
}

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ContactsPage", () => {
  it("lists the contacts newest first with their contribution, and links each to its page", async () => {
    const { requests } = serve();
    await open();
    const [list] = lists(requests);
    expect(list!.query.get("sort")).toBe("joined");
    expect(list!.query.get("order")).toBe("DESC");
    expect(list!.query.get("rules")).toBeNull();
    const link = view.container.querySelector<HTMLAnchorElement>('a[href="/admin/contacts/p2"]');
    expect(link?.textContent).toBe("Grace Tester");
    expect(view.container.textContent).toContain("£5 a month");
  });

  it("shows the segments with their counts, and lists a chosen segment's contacts", async () => {
    const { requests } = serve();
    await open("/admin/contacts?segment=s1&search=ada");
    const members = buttonNamed(view.container, "Members1");
    expect(members.getAttribute("aria-pressed")).toBe("true");
    const rules = rulesOf(lists(requests).at(-1)!);
    expect(rules.condition).toBe("AND");
    expect(rules.rules[1]).toEqual(segments[0]!.ruleGroup);
    expect(JSON.stringify(rules.rules[0])).toContain('"value":["ada"]');
  });

  it("opens a chosen segment with its rules in the filter, and its edited rules stand in its place", async () => {
    const { requests } = serve();
    await open("/admin/contacts?segment=s1");
    expect(view.container.textContent).not.toContain("No rules yet");
    expect(fieldLabelled<HTMLSelectElement>(view.container, "Field").value).toBe(
      "activeMembership",
    );
    expect(rulesOf(lists(requests).at(-1)!)).toEqual(segments[0]!.ruleGroup);
    // A segment's rules are edited, not cleared away: it would still hold them.
    expect(view.container.textContent).not.toContain("Clear the filters");
    expect(view.container.textContent).not.toContain("Update the segment");
    view.unmount();

    const edited = {
      condition: "AND",
      rules: [{ field: "activeMembership", operator: "equal", value: [false] }],
    };
    await open(`/admin/contacts?segment=s1&rules=${encodeURIComponent(JSON.stringify(edited))}`);
    expect(rulesOf(lists(requests).at(-1)!)).toEqual(edited);
    await press(buttonNamed(view.container, "Update the segment"));
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect(patch.body).toEqual({ ruleGroup: edited });
    expect(window.location.search).toBe("?segment=s1");
    expect($notifications.get().at(-1)!.action?.label).toBe("Undo");
  });

  it("goes back to a segment's own rules from edited ones, and another segment starts afresh", async () => {
    serve();
    const edited = {
      condition: "AND",
      rules: [{ field: "firstname", operator: "equal", value: ["Ada"] }],
    };
    await open(`/admin/contacts?segment=s1&rules=${encodeURIComponent(JSON.stringify(edited))}`);
    await press(buttonNamed(view.container, "Back to the segment's rules"));
    expect(window.location.search).toBe("?segment=s1");
    expect(fieldLabelled<HTMLSelectElement>(view.container, "Field").value).toBe(
      "activeMembership",
    );
    visit(`/admin/contacts?segment=s1&rules=${encodeURIComponent(JSON.stringify(edited))}`);
    await settle();
    await press(buttonNamed(view.container, "All contacts60"));
    expect(window.location.search).toBe("");
  });

  it("narrows the list to the contacts tagged with the tag picked, kept in the address", async () => {
    const { requests } = serve();
    await open("/admin/contacts?search=ada");
    const picker = fieldLabelled<HTMLSelectElement>(view.container, "Tagged with");
    act(() => {
      picker.value = "t1";
      picker.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(new URLSearchParams(window.location.search).get("tag")).toBe("t1");
    const rules = rulesOf(lists(requests).at(-1)!);
    expect(rules.rules.at(-1)).toEqual({
      condition: "AND",
      rules: [{ field: "tags", operator: "contains", value: ["t1"] }],
    });
    expect(JSON.stringify(rules.rules[0])).toContain('"value":["ada"]');
    act(() => {
      picker.value = "";
      picker.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await settle();
    expect(window.location.search).toBe("?search=ada");
  });

  it("tags the chosen contacts with a new tag named on the spot", async () => {
    const { requests } = serve();
    await open();
    const ada = view.container.querySelector<HTMLInputElement>(
      'input[aria-label="Select “Ada Tester”"]',
    )!;
    act(() => ada.click());
    await press(buttonNamed(view.container, "Tag…"));
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    fillIn(dialog.querySelector<HTMLSelectElement>("select")!, "new");
    expect(buttonNamed(dialog, "Add the tag").disabled).toBe(true);
    fillIn(fieldLabelled(dialog, "Name of the new tag"), " Volunteers ");
    expect(dialog.textContent).toContain("Add the tag “Volunteers” to 1 contact?");
    await press(buttonNamed(dialog, "Add the tag"));
    const created = requests.find((r) => r.method === "POST" && r.path === "contact-tags")!;
    expect(created.body).toEqual({ name: "Volunteers" });
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect(patch.body).toEqual({
      rules: { condition: "OR", rules: [{ field: "id", operator: "equal", value: ["p1"] }] },
      updates: { tags: ["+t-new"] },
    });
  });

  it("exports only the chosen contacts from the selection's own Export", async () => {
    serve();
    await open("/admin/contacts?search=a");
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(() => undefined);
    const answer = globalThis.fetch;
    const fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) =>
      String(input).includes("/contact.csv")
        ? new Response("Id\np2\n", {
            headers: {
              "X-Total-Count": "1",
              "Content-Disposition": 'attachment; filename="contacts.csv"',
            },
          })
        : answer(input, init),
    );
    const grace = view.container.querySelector<HTMLInputElement>(
      'input[aria-label="Select “Grace Tester”"]',
    )!;
    act(() => grace.click());
    await press(buttonNamed(view.container, "Export…"));
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    expect(dialog.textContent).toContain("The selected contact.");
    await press(buttonNamed(dialog, "Export CSV"));
    const url = fetch.mock.calls.find(([input]) => String(input).includes("/contact.csv"))![0];
    expect(JSON.parse(new URL(String(url), "http://x").searchParams.get("rules")!)).toEqual({
      condition: "OR",
      rules: [{ field: "id", operator: "equal", value: ["p2"] }],
    });
    expect($notifications.get().at(-1)?.title).toBe("contacts.csv is saved, with 1 contact.");
  });

  it("tags every matching contact after saying how many, and offers Undo", async () => {
    const { requests } = serve();
    await open("/admin/contacts?search=a");
    const all = view.container.querySelector<HTMLInputElement>(
      'input[aria-label="Select all rows on this page"]',
    )!;
    await press(all as unknown as HTMLButtonElement);
    await press(buttonNamed(view.container, "Select all 60 matching rows"));
    await press(buttonNamed(view.container, "Tag…"));
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    fillIn(dialog.querySelector<HTMLSelectElement>("select")!, "t1");
    expect(dialog.textContent).toContain("Add the tag “Donors” to 60 contacts?");
    await press(buttonNamed(dialog, "Add the tag"));
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect(patch.body).toEqual({
      rules: rulesOf(lists(requests)[0]!),
      updates: { tags: ["+t1"] },
    });
    const toast = $notifications.get().at(-1)!;
    expect(toast.title).toBe("Tagged “Donors”. 60 contacts changed.");
    await act(async () => toast.action!.onClick());
    await settle();
    expect(requests.some((request) => request.path === "contact/changes/change-1/undo")).toBe(true);
    expect($notifications.get().at(-1)!.title).toBe("Undone: 60 contacts are as they were.");
  });

  it("renames the chosen segment in a dialog that checks the name", async () => {
    const { requests } = serve();
    await open("/admin/contacts?segment=s1");
    await press(
      view.container.querySelector<HTMLButtonElement>(
        'button[aria-label="Rename segment “Members”"]',
      )!,
    );
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    const name = dialog.querySelector<HTMLInputElement>("input")!;
    expect(name.value).toBe("Members");
    fillIn(name, "  ");
    await press(buttonNamed(dialog, "Rename"));
    expect(requests.some((request) => request.method === "PATCH")).toBe(false);
    expect(name.getAttribute("aria-invalid")).toBe("true");
    fillIn(name, "Paying members");
    await press(buttonNamed(dialog, "Rename"));
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect(patch.path).toBe("segments/s1");
    expect(patch.body).toEqual({ name: "Paying members" });
    expect($notifications.get().at(-1)!.title).toBe("“Members” is now called “Paying members”.");
  });

  it("deletes the chosen segment after naming it, and Undo puts it back under its id", async () => {
    const { requests } = serve();
    await open("/admin/contacts?segment=s1");
    await press(
      view.container.querySelector<HTMLButtonElement>(
        'button[aria-label="Delete segment “Members”"]',
      )!,
    );
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    expect(dialog.textContent).toContain("Delete the segment “Members”?");
    await press(buttonNamed(dialog, "Delete segment"));
    expect(requests.some((r) => r.method === "DELETE" && r.path === "segments/s1")).toBe(true);
    expect(window.location.search).not.toContain("segment=s1");
    await settle();
    expect(document.activeElement?.textContent).toMatch(/^All contacts/);
    const toast = $notifications.get().at(-1)!;
    expect(toast.title).toBe("The segment “Members” is deleted.");
    await act(async () => toast.action!.onClick());
    await settle();
    expect(requests.some((r) => r.method === "POST")).toBe(false);
    const put = requests.find((r) => r.method === "PUT" && r.path === "segments/s1")!;
    expect(put.body).toEqual({
      name: "Members",
      description: "",
      ruleGroup: segments[0]!.ruleGroup,
      order: 0,
    });
    expect($notifications.get().at(-1)!.title).toBe("The segment “Members” is back.");
    expect(new URLSearchParams(window.location.search).get("segment")).toBe("s1");
  });

  it("updates the chosen segment with the search and filters, with Undo", async () => {
    const { requests } = serve();
    await open("/admin/contacts");
    expect(view.container.textContent).not.toContain("Update the segment");
    view.unmount();
    await open("/admin/contacts?segment=s1&search=ada");
    const shown = rulesOf(lists(requests).at(-1)!);
    await press(buttonNamed(view.container, "Update the segment"));
    const patch = requests.find((request) => request.method === "PATCH")!;
    expect(patch.path).toBe("segments/s1");
    expect(patch.body).toEqual({ ruleGroup: shown });
    expect(window.location.search).not.toContain("search=");
    const toast = $notifications.get().at(-1)!;
    expect(toast.title).toBe("The segment “Members” now has the current filters.");
    await act(async () => toast.action!.onClick());
    await settle();
    const undo = requests.filter((request) => request.method === "PATCH").at(-1)!;
    expect(undo.body).toEqual({ ruleGroup: segments[0]!.ruleGroup });
  });

  it("sorts by member since, which the roles give, and keeps hidden columns in the address", async () => {
    const { requests } = serve();
    await open();
    expect(lists(requests).at(-1)!.query.getAll("with")).toContain("roles");
    const headers = () =>
      [...view.container.querySelectorAll("thead th")].map((th) => th.textContent?.trim());
    expect(headers()).toContain("Member since");
    const row = (name: string) =>
      [...view.container.querySelectorAll("tbody tr")].find((tr) =>
        tr.textContent?.includes(name),
      )!;
    expect(row("Ada").textContent).toContain("Apr 2, 2025");
    expect(row("Grace").textContent).toContain("Not a member");

    const since = [...view.container.querySelectorAll<HTMLButtonElement>("thead th button")].find(
      (button) => button.textContent?.includes("Member since"),
    )!;
    await press(since);
    expect(window.location.search).toContain("sort=membershipStarts");
    expect(lists(requests).at(-1)!.query.get("sort")).toBe("membershipStarts");

    await press(buttonNamed(view.container, "Columns"));
    const email = [...view.container.querySelectorAll("label")].find(
      (label) => label.textContent === "Email",
    )!;
    await press(email.querySelector("input") as unknown as HTMLButtonElement);
    expect(new URLSearchParams(window.location.search).get("hide")).toBe("email");
    expect(headers()).not.toContain("Email");
  });

  it("focuses the search on /, moves through the contacts with j and opens one with Enter", async () => {
    serve();
    await open();
    const key = (k: string) =>
      act(() => {
        (document.activeElement ?? document.body).dispatchEvent(
          new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }),
        );
      });
    key("/");
    expect(document.activeElement?.getAttribute("type")).toBe("search");
    act(() => (document.activeElement as HTMLElement).blur());
    key("j");
    key("j");
    expect(document.activeElement?.textContent).toBe("Grace Tester");
    key("x");
    const row = document.activeElement!.closest("tr")!;
    const box = row.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(box.checked).toBe(true);
    act(() => box.focus());
    key("Enter");
    expect(window.location.pathname).toBe("/admin/contacts/p2");
  });
});
