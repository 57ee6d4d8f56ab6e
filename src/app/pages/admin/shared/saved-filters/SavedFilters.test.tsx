// @vitest-environment happy-dom
import { msg } from "@lingui/core/macro";
import { act } from "react";
import { object, size, string } from "superstruct";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import { read, write } from "@core/api/call";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, resetPage, type FakeRequest } from "@tests/support/app/callouts";
import type { SavedFilterKind } from "./saved-filter-kind";
import { SavedFilterActions } from "./SavedFilterActions";
import { SavedFilterDialogs } from "./SavedFilterDialogs";
import { useSavedFilterList, useSavedFilters } from "./useSavedFilters";

/** A saved filter of a made-up kind: its filter is a search text. */
interface Search {
  id: string;
  name: string;
  text: string;
}

const SAVED: Search = { id: "s1", name: "Donors", text: "donor" };

const KIND: SavedFilterKind<Search, string, { name: string }> = {
  id: "search",
  list: read<Search[]>("searches"),
  create: ({ name }, text) => write<Search>("POST", "searches", { name, text }),
  rename: (saved, name) => write<Search>("PATCH", `searches/${saved.id}`, { name }),
  update: (saved, text) => write<Search>("PATCH", `searches/${saved.id}`, { text }),
  remove: (saved) => write("DELETE", `searches/${saved.id}`),
  restore: {
    send: (saved) => write<Search>("PUT", `searches/${saved.id}`, saved),
    done: (saved) => msg`“${saved.name}” is back.`,
    failed: msg`Not restored.`,
  },
  naming: { schema: object({ name: size(string(), 1, 20) }), toBody: (name) => ({ name }) },
  words: {
    saveAs: msg`Save the search`,
    nameLabel: msg`Name of the search`,
    saveSubmit: msg`Save it`,
    saved: (saved) => msg`“${saved.name}” is saved.`,
    update: (saved) => msg`Update “${saved.name}”`,
    updated: (saved) => msg`“${saved.name}” is updated.`,
    updateFailed: msg`Not updated.`,
    rename: (saved) => ({ label: msg`Rename`, name: msg`Rename “${saved.name}”` }),
    delete: (saved) => ({ label: msg`Delete`, name: msg`Delete “${saved.name}”` }),
    deleteTitle: (saved) => msg`Delete “${saved.name}”?`,
    deleteConfirm: msg`Delete it`,
    deleteNote: msg`The records stay.`,
    deleted: (saved) => msg`“${saved.name}” is deleted.`,
    deleteFailed: msg`Not deleted.`,
  },
};

function Searches({
  selected,
  text,
  onSaved,
  onDeleted,
}: {
  selected: string;
  text: string;
  onSaved(saved: Search): void;
  onDeleted(): void;
}) {
  const filters = useSavedFilters(KIND, useSavedFilterList(KIND.list, selected), {
    filter: text,
    onSaved,
    onDeleted,
  });
  const changed = filters.active !== undefined && filters.active.text !== text;
  return (
    <>
      <SavedFilterActions filters={filters} canSave changed={changed} />
      <SavedFilterDialogs filters={filters} />
    </>
  );
}

let view: Rendered;
let requests: FakeRequest[];
let onSaved: Mock<(saved: Search) => void>;
let onDeleted: Mock<() => void>;

/** The searches as the server has them, answering each change with `answer` when given. */
async function open(selected: string, text: string, answer?: (request: FakeRequest) => Response) {
  ({ requests } = fakeApi((request) => {
    if (request.method === "GET" && request.path === "searches") return json(200, [SAVED]);
    if (request.method === "GET") return undefined;
    if (answer) return answer(request);
    if (request.method === "DELETE") return json(204);
    return json(200, { ...SAVED, ...(request.body as object) });
  }));
  view = render(
    <Searches selected={selected} text={text} onSaved={onSaved} onDeleted={onDeleted} />,
  );
  await settle();
}

const dialog = () => document.querySelector<HTMLElement>("dialog[open]");
const byName = (name: string) =>
  view.container.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const changes = () => requests.filter((request) => request.method !== "GET");
const lastToast = () => $notifications.get().at(-1);

beforeEach(() => {
  onSaved = vi.fn<(saved: Search) => void>();
  onDeleted = vi.fn<() => void>();
});

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("saved filters", () => {
  it("saves the list's filter under a name, checked first, and shows the new one", async () => {
    await open("", "ada");
    expect(view.container.textContent).not.toContain("Update");
    await press(buttonNamed(view.container, "Save the search"));
    const form = dialog()!;
    await press(buttonNamed(form, "Save it"));
    expect(changes()).toEqual([]);
    expect(fieldLabelled(form, "Name of the search").getAttribute("aria-invalid")).toBe("true");
    fillIn(fieldLabelled(form, "Name of the search"), "  Ada's  ");
    await press(buttonNamed(form, "Save it"));
    expect(changes()).toMatchObject([
      { method: "POST", path: "searches", body: { name: "Ada's", text: "ada" } },
    ]);
    expect(dialog()).toBeNull();
    expect(lastToast()).toMatchObject({ title: "“Ada's” is saved.", variant: "success" });
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: "Ada's" }));
  });

  it("renames the one the list came from, and says its old and new names", async () => {
    await open("s1", "donor");
    await press(byName("Rename “Donors”"));
    const form = dialog()!;
    expect(form.textContent).toContain("Rename “Donors”");
    fillIn(fieldLabelled(form, "Name of the search"), "Givers");
    await press(buttonNamed(form, "Rename"));
    expect(changes()).toMatchObject([
      { method: "PATCH", path: "searches/s1", body: { name: "Givers" } },
    ]);
    expect(dialog()).toBeNull();
    expect(lastToast()?.title).toBe("“Donors” is now called “Givers”.");
  });

  it("updates it to the list only once the list differs from it", async () => {
    await open("s1", "donor");
    expect(view.container.textContent).not.toContain("Update “Donors”");
    view.unmount();
    resetPage();
    await open("s1", "donors 2026");
    await press(buttonNamed(view.container, "Update “Donors”"));
    expect(changes()).toMatchObject([
      { method: "PATCH", path: "searches/s1", body: { text: "donors 2026" } },
    ]);
    // This kind has no way back from an update: no Undo is offered.
    expect(lastToast()).toMatchObject({ title: "“Donors” is updated.", variant: "success" });
    expect(lastToast()?.action).toBeUndefined();
  });

  it("deletes it after asking, and Undo puts it back as it was and shows it", async () => {
    await open("s1", "donor");
    await press(byName("Delete “Donors”"));
    const question = dialog()!;
    expect(question.textContent).toContain("Delete “Donors”?");
    expect(question.textContent).toContain("The records stay.");
    await press(buttonNamed(question, "Delete it"));
    expect(changes()).toMatchObject([{ method: "DELETE", path: "searches/s1" }]);
    expect(onDeleted).toHaveBeenCalled();
    const toast = lastToast()!;
    expect(toast.title).toBe("“Donors” is deleted.");
    await act(async () => toast.action!.onClick());
    await settle();
    expect(changes().at(-1)).toMatchObject({ method: "PUT", path: "searches/s1", body: SAVED });
    expect(lastToast()?.title).toBe("“Donors” is back.");
    expect(onSaved).toHaveBeenCalledWith(SAVED);
  });

  it("says a refusal with the server's reason, and keeps what was there", async () => {
    await open("s1", "donors 2026", () => json(403, { code: "forbidden", message: "No" }));
    await press(buttonNamed(view.container, "Update “Donors”"));
    const toast = lastToast()!;
    expect(toast).toMatchObject({ title: "Not updated.", variant: "error" });
    expect(toast.description).toBeTruthy();
    expect(buttonNamed(view.container, "Update “Donors”").hasAttribute("disabled")).toBe(false);

    await press(byName("Delete “Donors”"));
    await press(buttonNamed(dialog()!, "Delete it"));
    expect(lastToast()).toMatchObject({ title: "Not deleted.", variant: "error" });
    expect(onDeleted).not.toHaveBeenCalled();
    // The question stays open, to try again or cancel.
    expect(dialog()).not.toBeNull();
  });
});
