// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import {
  PEOPLE,
  PEOPLE_COLUMNS,
  PeopleTable,
  type PeopleTableProps,
} from "@tests/support/ui/table";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const show = (props: PeopleTableProps = {}) => {
  view = render(<PeopleTable {...props} />);
  return view.container;
};
const $ = <T extends Element = HTMLElement>(selector: string) =>
  view!.container.querySelector<T>(selector);
const $$ = (selector: string) => [...view!.container.querySelectorAll<HTMLElement>(selector)];
const headers = () => $$("thead th").map((th) => th.textContent);
const bodyRows = () => $$("tbody tr").map((tr) => [...tr.children].map((c) => c.textContent));

describe("DataTable", () => {
  it("draws a captioned table whose first column names each row", () => {
    show();
    const table = $("table")!;
    expect(table.querySelector("caption")?.textContent).toBe("Members");
    const region = table.closest('[role="region"]')!;
    expect(document.getElementById(region.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Members",
    );
    expect(region.getAttribute("tabindex")).toBe("0");
    expect(headers()).toEqual(["Name", "Email", "Joined"]);
    expect(bodyRows()).toEqual([
      ["Ada", "ada@example.org", "2024"],
      ["Grace", "grace@example.org", "2023"],
      ["Linus", "linus@example.org", "2025"],
    ]);
    expect($$("tbody th").map((th) => [th.getAttribute("scope"), th.textContent])).toEqual([
      ["row", "Ada"],
      ["row", "Grace"],
      ["row", "Linus"],
    ]);
  });

  it("asks for an order with real buttons in its sortable headers and marks the sorted one", async () => {
    const onSortChange = vi.fn();
    show({ sort: { column: "joined", order: "DESC" }, onSortChange });
    const th = (name: string) => $$("thead th").find((cell) => cell.textContent === name)!;
    expect(th("Joined").getAttribute("aria-sort")).toBe("descending");
    expect(th("Name").hasAttribute("aria-sort")).toBe(false);
    expect(th("Email").querySelector("button")).toBeNull();
    expect(th("Joined").querySelector("button svg")?.getAttribute("aria-hidden")).toBe("true");

    await press(buttonNamed(view!.container, "Joined"));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "joined", order: "ASC" });
    await press(buttonNamed(view!.container, "Name"));
    expect(onSortChange).toHaveBeenLastCalledWith({ column: "name", order: "ASC" });

    view!.rerender(
      <PeopleTable sort={{ column: "name", order: "ASC" }} onSortChange={onSortChange} />,
    );
    expect(th("Name").getAttribute("aria-sort")).toBe("ascending");
    expect(th("Joined").hasAttribute("aria-sort")).toBe(false);
  });

  it("labels each cell with its header when rows may turn into cards, and keeps columns' least widths", () => {
    show({
      narrowAsCards: true,
      onSortChange: vi.fn(),
      columns: PEOPLE_COLUMNS.map((column) =>
        column.id === "joined" ? { ...column, minWidth: "5rem" } : column,
      ),
    });
    const cells = $$("tbody tr")[0]!.children;
    // The row's name is the card's title: no label, unless its column asks for one.
    expect(cells[0]!.hasAttribute("data-label")).toBe(false);
    expect(cells[1]!.getAttribute("data-label")).toBe("Email");
    expect(cells[2]!.getAttribute("data-label")).toBe("Joined");
    expect(cells[2]!.textContent).toBe("2024");
    // Sortable headers stay in the cards' header row; others step aside.
    expect($$("thead th").map((th) => th.hasAttribute("data-sortable"))).toEqual([
      true,
      false,
      true,
    ]);
    const joined = $$("thead th")[2]!;
    expect(joined.style.getPropertyValue("--column-min-width")).toBe("5rem");
    expect((cells[2] as HTMLElement).style.getPropertyValue("--column-min-width")).toBe("5rem");
    expect((cells[1] as HTMLElement).style.getPropertyValue("--column-min-width")).toBe("");
  });

  it("labels the cards' titles of a column that asks for it", () => {
    show({
      narrowAsCards: true,
      columns: PEOPLE_COLUMNS.map((column) =>
        column.id === "name" ? { ...column, titleLabelled: true } : column,
      ),
    });
    expect($$("tbody th").map((th) => th.getAttribute("data-label"))).toEqual([
      "Name",
      "Name",
      "Name",
    ]);
  });

  it("leaves cells unlabelled in a table that only scrolls", () => {
    show();
    expect($$("tbody [data-label]")).toEqual([]);
  });

  it("shows headers as plain text when nobody listens for a new order", () => {
    show({ sort: { column: "name", order: "ASC" } });
    expect($("thead button")).toBeNull();
  });

  it("leaves out hidden columns", () => {
    show({ hiddenColumns: ["email"] });
    expect(headers()).toEqual(["Name", "Joined"]);
    expect(bodyRows()[0]).toEqual(["Ada", "2024"]);
  });

  it("shows grey bars on a first load, hidden from screen readers, and says it is loading", () => {
    show({ rows: undefined, loading: true });
    expect($("table")!.getAttribute("aria-busy")).toBe("true");
    const rows = $$("tbody tr");
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((row) => row.getAttribute("aria-hidden") === "true")).toBe(true);
    expect(rows.every((row) => row.children.length === 3)).toBe(true);
    expect($('[role="status"]')?.textContent).toBe("Loading");
  });

  it("keeps the rows it has while the next ones load, and is busy meanwhile", () => {
    show({ loading: true });
    expect($("table")!.getAttribute("aria-busy")).toBe("true");
    expect(bodyRows().map((row) => row[0])).toEqual(["Ada", "Grace", "Linus"]);
    view!.rerender(<PeopleTable />);
    expect($("table")!.hasAttribute("aria-busy")).toBe(false);
    expect($('[role="status"]')?.textContent).toBe("");
  });

  it("says when there is nothing, with the action it is given", () => {
    show({
      rows: [],
      emptyMessage: "Nobody has joined yet.",
      emptyAction: <button type="button">Invite someone</button>,
    });
    const cell = $("tbody td")!;
    expect(cell.getAttribute("colspan")).toBe("3");
    expect(cell.textContent).toBe("Nobody has joined yet.Invite someone");
    view!.unmount();
    show({ rows: [] });
    expect($("tbody td")!.textContent).toBe("There is nothing to show.");
  });

  it("says a failure at once, and tries again when asked", async () => {
    const onRetry = vi.fn();
    show({
      failed: true,
      errorMessage: "The members could not be loaded.",
      onRetry,
      paging: { page: 1, pageSize: 1, onPageChange: () => undefined, label: "Pages" },
    });
    const alert = $('[role="alert"]')!;
    expect(alert.textContent).toContain("The members could not be loaded.");
    expect($$("tbody tr")).toHaveLength(1);
    expect($("nav")).toBeNull();
    await press(buttonNamed(alert, "Try again"));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it("pages with the shared pager, from the total on the server", async () => {
    const onPageChange = vi.fn();
    show({ total: 7, paging: { page: 2, pageSize: 3, onPageChange, label: "Pages of members" } });
    expect($("nav")!.getAttribute("aria-label")).toBe("Pages of members");
    expect($("nav")!.textContent).toContain("Page 2 of 3");
    await press(buttonNamed(view!.container, "Next page"));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it("opens and closes a row's sub-row with its disclosure button", () => {
    show({ expandable: true, renderSubRow: (person) => `Answers of ${person.name}` });
    expect(headers()).toEqual(["Details", "Name", "Email", "Joined"]);
    const disclosure = $$("tbody button")[1]!;
    expect(disclosure.getAttribute("aria-label")).toBe("Details of “Grace”");
    expect(disclosure.getAttribute("aria-expanded")).toBe("false");
    expect(view!.container.textContent).not.toContain("Answers of");

    act(() => disclosure.click());
    expect(disclosure.getAttribute("aria-expanded")).toBe("true");
    const subRow = document.getElementById(disclosure.getAttribute("aria-controls")!)!;
    expect(subRow.tagName).toBe("TR");
    expect(subRow.previousElementSibling?.contains(disclosure)).toBe(true);
    expect(subRow.textContent).toBe("Answers of Grace");
    expect(subRow.querySelector("td")!.getAttribute("colspan")).toBe("4");
    expect(view!.container.textContent).not.toContain("Answers of Ada");

    act(() => disclosure.click());
    expect(disclosure.getAttribute("aria-expanded")).toBe("false");
    expect(view!.container.textContent).not.toContain("Answers of");
  });

  it("shows every sub-row, without buttons, when they are not expandable", () => {
    show({ renderSubRow: (person) => `Answers of ${person.name}` });
    expect($("tbody button")).toBeNull();
    expect(bodyRows()).toHaveLength(PEOPLE.length * 2);
    expect(bodyRows()[1]).toEqual(["Answers of Ada"]);
  });
});
