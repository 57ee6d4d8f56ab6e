// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { selectionCount, type TableSelection } from "./selection";
import { StatefulPeopleTable } from "@tests/support/ui/table";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const checkbox = (label: string) =>
  view!.container.querySelector<HTMLInputElement>(`input[aria-label="${label}"]`)!;
const pageBox = () => checkbox("Select all rows on this page");
const said = () => view!.container.querySelector('[aria-live="polite"]')!.textContent;
const click = (element: HTMLElement) => act(() => element.click());
const button = (name: string) => buttonNamed(view!.container, name);
const hasButton = (name: string) =>
  [...view!.container.querySelectorAll("button")].some((b) => b.textContent === name);

function open(total = 10) {
  const onSelection = vi.fn<(selection: TableSelection) => void>();
  const bulk = vi.fn((selection: TableSelection, count: number) => (
    <button type="button" data-kind={selection.kind}>
      Export {count}
    </button>
  ));
  view = render(<StatefulPeopleTable total={total} onSelection={onSelection} bulkActions={bulk} />);
  return { onSelection, bulk };
}

describe("DataTable selection", () => {
  it("ticks rows by their names and says how many are selected", () => {
    const { onSelection } = open();
    expect(said()).toBe("");
    expect(hasButton("Export 0")).toBe(false);

    click(checkbox("Select “Grace”"));
    expect(checkbox("Select “Grace”").checked).toBe(true);
    expect(said()).toBe("1 selected");
    expect(pageBox().checked).toBe(false);
    expect(pageBox().indeterminate).toBe(true);
    expect(onSelection).toHaveBeenLastCalledWith({ kind: "some", ids: new Set(["p2"]) });
    expect(hasButton("Export 1")).toBe(true);

    click(checkbox("Select “Ada”"));
    expect(said()).toBe("2 selected");
    click(checkbox("Select “Grace”"));
    expect(said()).toBe("1 selected");
  });

  it("selects the page, then every matching row, then nothing", async () => {
    const { onSelection, bulk } = open(10);
    click(pageBox());
    expect(pageBox().checked).toBe(true);
    expect(pageBox().indeterminate).toBe(false);
    expect(said()).toBe("3 selected");

    await press(button("Select all 10 matching rows"));
    expect(onSelection).toHaveBeenLastCalledWith({ kind: "all" });
    expect(said()).toBe("All 10 matching rows are selected");
    expect(hasButton("Select all 10 matching rows")).toBe(false);
    expect(document.activeElement).toBe(button("Clear selection"));
    const [selection, count] = bulk.mock.lastCall!;
    expect([selection, count]).toEqual([{ kind: "all" }, 10]);
    expect(selectionCount(selection, 10)).toBe(10);

    await press(button("Clear selection"));
    expect(onSelection).toHaveBeenLastCalledWith({ kind: "some", ids: new Set() });
    expect(said()).toBe("");
    expect(pageBox().checked).toBe(false);
    expect(checkbox("Select “Ada”").checked).toBe(false);
    expect(document.activeElement).toBe(pageBox());
  });

  it("keeps the rest of the page when a row is unticked from all matching", async () => {
    open(10);
    click(pageBox());
    await press(button("Select all 10 matching rows"));
    click(checkbox("Select “Ada”"));
    expect(said()).toBe("2 selected");
    expect(checkbox("Select “Grace”").checked).toBe(true);
    expect(pageBox().indeterminate).toBe(true);
  });

  it("unselects the page from its checkbox", () => {
    open(10);
    click(pageBox());
    click(pageBox());
    expect(said()).toBe("");
    expect(checkbox("Select “Linus”").checked).toBe(false);
  });

  it("offers nothing more when the page holds every matching row", () => {
    open(3);
    click(pageBox());
    expect(said()).toBe("3 selected");
    expect([...view!.container.querySelectorAll("button")].map((b) => b.textContent)).toEqual([
      "Clear selection",
      "Export 3",
      "Columns",
    ]);
  });

  it("has nothing to select while the first rows load", () => {
    view = render(<StatefulPeopleTable rows={undefined} loading />);
    expect(pageBox().disabled).toBe(true);
  });
});
