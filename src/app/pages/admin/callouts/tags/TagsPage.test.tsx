// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { SEARCH_DELAY_MS } from "../../shared/SearchField";
import {
  CALLOUT,
  admin,
  contact,
  fakeApi,
  json,
  resetPage,
  reviewer,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import TagsPage from "./TagsPage";

const ID = CALLOUT.id;
const TAGS = [
  {
    id: "7a000000-0000-4000-8000-000000000001",
    name: "Checked",
    description: "",
    responseCount: 12,
  },
  {
    id: "7a000000-0000-4000-8000-000000000002",
    name: "Follow up",
    description: "",
    responseCount: 3,
  },
];
const PAT = contact("9a000000-0000-4000-8000-000000000001", "Pat");
const SAM = contact("9a000000-0000-4000-8000-000000000002", "Sam");

let view: Rendered;
let requests: FakeRequest[];

async function open(user = admin) {
  ({ requests } = fakeApi((request) => {
    const { method, path } = request;
    if (path === `callout/${ID}`) return json(200, CALLOUT);
    if (method === "GET" && path === `callout/${ID}/tags`) return json(200, TAGS);
    if (method === "POST" && path === `callout/${ID}/tags`) {
      const name = (request.body as { name: string }).name;
      return name === "Checked"
        ? json(400, { httpCode: 400, code: "duplicate-tag-name", message: "Taken" })
        : json(200, { id: "new", name, description: "" });
    }
    if (path.startsWith(`callout/${ID}/tags/`))
      return json(method === "DELETE" ? 204 : 200, TAGS[0]);
    if (method === "GET" && path === `callout/${ID}/reviewers`) {
      return json(200, [{ id: "rv1", contact: PAT, createdAt: "2026-03-01T00:00:00.000Z" }]);
    }
    if (path === `callout/${ID}/reviewer-candidates`) return json(200, [SAM]);
    if (method === "POST" && path === `callout/${ID}/reviewers`) {
      return json(200, { id: "rv2", contact: SAM, createdAt: "2026-03-10T00:00:00.000Z" });
    }
    if (method === "DELETE" && path === `callout/${ID}/reviewers/rv1`) return json(204);
    return undefined;
  }));
  visit(`/admin/callouts/view/${ID}/responses/tags`, user);
  view = render(<TagsPage params={{ id: ID }} />);
  await settle();
}

const dialog = () => view.container.querySelector<HTMLElement>("dialog[open]")!;
const sent = (method: string) => requests.filter((request) => request.method === method);

afterEach(() => {
  view.unmount();
  resetPage();
  vi.useRealTimers();
});

describe("TagsPage", () => {
  it("lists the tags with how many responses carry each, linked to those responses", async () => {
    await open();
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(rows.slice(0, 2)).toEqual([
      ["Checked", "12"],
      ["Follow up", "3"],
    ]);
    const link = view.container.querySelector<HTMLAnchorElement>(
      'a[aria-label="12 responses tagged Checked"]',
    )!;
    expect(new URL(link.href).search).toBe(`?tag=${TAGS[0]!.id}`);
  });

  it("creates a tag, and says so next to the field when the name is taken", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Tag name"), "Checked");
    await press(buttonNamed(view.container, "Add tag"));
    expect(view.container.textContent).toContain("This callout has a tag of that name already.");
    fillIn(fieldLabelled(view.container, "Tag name"), "  Photos ");
    await press(buttonNamed(view.container, "Add tag"));
    expect(sent("POST").at(-1)?.body).toEqual({ name: "Photos" });
    expect($notifications.get().at(-1)?.title).toBe("The tag “Photos” is ready to use.");
  });

  it("deletes a tag after saying how many responses it comes off", async () => {
    await open();
    await press(
      view.container.querySelector<HTMLButtonElement>('button[aria-label="Delete “Checked”"]')!,
    );
    expect(dialog().textContent).toContain("It comes off the 12 responses that carry it.");
    await press(buttonNamed(dialog(), "Delete tag"));
    expect(sent("DELETE")[0]?.path).toBe(`callout/${ID}/tags/${TAGS[0]!.id}`);
  });

  it("merges one tag into another", async () => {
    await open();
    await press(
      view.container.querySelector<HTMLButtonElement>(
        'button[aria-label="Merge “Follow up” into another tag"]',
      )!,
    );
    expect(dialog().textContent).toContain(
      "The 3 responses tagged with it get the tag you choose instead",
    );
    fillIn(fieldLabelled(dialog(), "Merge into"), TAGS[0]!.id);
    await press(buttonNamed(dialog(), "Merge"));
    const merge = sent("POST").at(-1)!;
    expect(merge.path).toBe(`callout/${ID}/tags/${TAGS[0]!.id}/merge`);
    expect(merge.body).toEqual({ tagIds: [TAGS[1]!.id] });
  });

  it("adds a reviewer found by name or email, and removes one after asking", async () => {
    await open();
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    fillIn(
      fieldLabelled(view.container, "Add a reviewer: search contacts by name or email"),
      "sam",
    );
    act(() => vi.advanceTimersByTime(SEARCH_DELAY_MS));
    vi.useRealTimers();
    await settle();
    const search = requests.find((request) => request.path.endsWith("/reviewer-candidates"))!;
    expect(search.query.get("search")).toBe("sam");
    await press(
      view.container.querySelector<HTMLButtonElement>(
        'button[aria-label="Add Sam Tester as a reviewer"]',
      )!,
    );
    expect(sent("POST").at(-1)?.body).toEqual({ contactId: SAM.id });

    await press(
      view.container.querySelector<HTMLButtonElement>('button[aria-label="Remove Pat Tester"]')!,
    );
    expect(dialog().textContent).toContain("They will no longer see this callout");
    await press(buttonNamed(dialog(), "Remove reviewer"));
    expect(sent("DELETE")[0]?.path).toBe(`callout/${ID}/reviewers/rv1`);
  });

  it("shows reviewers the reviewers, without adding or removing them", async () => {
    await open(reviewer);
    expect(view.container.textContent).toContain("Pat Tester");
    expect(view.container.textContent).not.toContain("Add a reviewer");
    expect(view.container.querySelector('button[aria-label="Remove Pat Tester"]')).toBeNull();
  });
});
