// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { ContactTag } from "@core/contact-tags";
import { $notifications } from "@stores/notifications";
import type { ValidationErrorItem } from "@core/errors/body";
import type { ErrorCode } from "@core/errors/codes";
import { fieldRefusal, refusalBody, refusalText, saysAt } from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, resetPage, visit, type FakeRequest } from "@tests/support/app/callouts";
import ContactTagsPage from "./ContactTagsPage";

const TAGS: ContactTag[] = [
  { id: "7b000000-0000-4000-8000-000000000001", name: "Donors", description: "", contactCount: 40 },
  { id: "7b000000-0000-4000-8000-000000000002", name: "Sources", description: "", contactCount: 1 },
];

let view: Rendered;
let requests: FakeRequest[];
/** What the server answers a new tag, where a test makes it refuse. */
let refusal: { code?: ErrorCode; errors?: ValidationErrorItem[] } | undefined;

async function open() {
  ({ requests } = fakeApi((request) => {
    const { method, path } = request;
    if (method === "GET" && path === "contact-tags") return json(200, TAGS);
    if (method === "POST" && path === "contact-tags") {
      const name = (request.body as { name: string }).name;
      if (refusal) return json(400, refusalBody(400, refusal.code, refusal.errors));
      return name === "Donors"
        ? json(400, { httpCode: 400, code: "duplicate-tag-name", message: "Taken" })
        : json(200, { id: "new", name, description: "", contactCount: 0 });
    }
    if (method === "PATCH" && path.startsWith("contact-tags/")) return json(200, TAGS[0]);
    if (method === "DELETE" && path.startsWith("contact-tags/")) {
      return json(200, { removedFrom: 40 });
    }
    return undefined;
  }));
  visit("/admin/contacts/tags");
  view = render(<ContactTagsPage />);
  await settle();
}

const dialog = () => view.container.querySelector<HTMLElement>("dialog[open]")!;
const sent = (method: string) => requests.filter((request) => request.method === method);

afterEach(() => {
  refusal = undefined;
  view.unmount();
  resetPage();
});

describe("ContactTagsPage", () => {
  it("lists the tags with how many contacts carry each, linked to those contacts", async () => {
    await open();
    const rows = [...view.container.querySelectorAll("tbody tr")].map((row) =>
      [...row.children].slice(0, 2).map((cell) => cell.textContent),
    );
    expect(rows).toEqual([
      ["Donors", "40"],
      ["Sources", "1"],
    ]);
    const link = view.container.querySelector<HTMLAnchorElement>(
      'a[aria-label="40 contacts tagged Donors"]',
    )!;
    // The list's quick "Tagged with" filter, set to the tag.
    expect(link.getAttribute("href")).toBe(`/admin/contacts?tag=${TAGS[0]!.id}`);
  });

  it("creates a tag, and says so next to the field when the name is taken", async () => {
    await open();
    fillIn(fieldLabelled(view.container, "Tag name"), "Donors");
    await press(buttonNamed(view.container, "Add tag"));
    expect(view.container.textContent).toContain("There is a tag of that name already.");
    fillIn(fieldLabelled(view.container, "Tag name"), " Readers ");
    await press(buttonNamed(view.container, "Add tag"));
    expect(sent("POST").at(-1)?.body).toEqual({ name: "Readers" });
    expect($notifications.get().at(-1)?.title).toBe("The tag “Readers” is ready to use.");
  });

  it("renames a tag in a dialog", async () => {
    await open();
    await press(
      view.container.querySelector<HTMLButtonElement>('button[aria-label="Rename “Sources”"]')!,
    );
    fillIn(fieldLabelled(dialog(), "Tag name"), "Tipsters");
    await press(buttonNamed(dialog(), "Rename"));
    const patch = sent("PATCH").at(-1)!;
    expect(patch.path).toBe(`contact-tags/${TAGS[1]!.id}`);
    expect(patch.body).toEqual({ name: "Tipsters" });
    expect($notifications.get().at(-1)?.title).toBe("“Sources” is now called “Tipsters”.");
  });

  it("deletes a tag after saying how many contacts it comes off", async () => {
    await open();
    await press(
      view.container.querySelector<HTMLButtonElement>('button[aria-label="Delete “Donors”"]')!,
    );
    expect(dialog().textContent).toContain("It comes off the 40 contacts that carry it.");
    await press(buttonNamed(dialog(), "Delete tag"));
    expect(sent("DELETE")[0]?.path).toBe(`contact-tags/${TAGS[0]!.id}`);
    expect($notifications.get().at(-1)?.title).toBe(
      "The tag “Donors” is deleted, and removed from 40 contacts.",
    );
  });

  describe("says each refusal of a new tag in its own words, at the name", () => {
    it.each([
      { refused: { code: "duplicate-tag-name" }, says: "There is a tag of that name already." },
      {
        refused: { errors: fieldRefusal("name", "isSafeText") },
        says: "This text holds a character that can't be saved. Please retype it.",
      },
      {
        refused: { errors: fieldRefusal("name", "maxLength", "Must be at most 100 characters") },
        says: "Please use at most 100 characters",
      },
      { refused: { code: "unknown-tag" }, says: refusalText(400, "unknown-tag"), form: true },
    ] as const)("$says", async (row) => {
      refusal = row.refused;
      await open();
      fillIn(fieldLabelled(view.container, "Tag name"), "Readers");
      await press(buttonNamed(view.container, "Add tag"));
      if ("form" in row) expect(view.container.textContent).toContain(row.says);
      else expect(saysAt(fieldLabelled(view.container, "Tag name"), row.says)).toBe(true);
    });
  });
});
