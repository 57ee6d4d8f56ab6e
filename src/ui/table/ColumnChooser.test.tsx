// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { buttonNamed } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { StatefulPeopleTable } from "@tests/support/ui/table";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const chooserButton = () => buttonNamed(view!.container, "Columns");
const group = () => view!.container.querySelector<HTMLElement>('[role="group"]');
const choice = (name: string) =>
  [...group()!.querySelectorAll("label")]
    .find((label) => label.textContent === name)!
    .querySelector("input")!;
const headers = () => [...view!.container.querySelectorAll("thead th")].map((th) => th.textContent);
const press = (key: string) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });

describe("ColumnChooser", () => {
  it("offers a checkbox per hideable column and hides the column unticked", () => {
    view = render(<StatefulPeopleTable />);
    expect(chooserButton().getAttribute("aria-expanded")).toBe("false");
    expect(group()).toBeNull();

    act(() => chooserButton().click());
    expect(chooserButton().getAttribute("aria-expanded")).toBe("true");
    expect(chooserButton().getAttribute("aria-controls")).toBe(group()!.id);
    expect(document.getElementById(group()!.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Show columns",
    );
    // The first column names the rows, so it is not offered.
    expect([...group()!.querySelectorAll("label")].map((label) => label.textContent)).toEqual([
      "Email",
      "Joined",
    ]);
    expect(document.activeElement).toBe(choice("Email"));

    act(() => choice("Email").click());
    expect(choice("Email").checked).toBe(false);
    expect(headers()).toEqual(["", "Name", "Joined"]);
    expect(view.container.textContent).not.toContain("ada@example.org");

    act(() => choice("Email").click());
    expect(headers()).toEqual(["", "Name", "Email", "Joined"]);
  });

  it("closes on Escape and gives focus back to its button", () => {
    view = render(<StatefulPeopleTable />);
    act(() => chooserButton().focus());
    act(() => chooserButton().click());
    act(() => choice("Joined").focus());
    press("Escape");
    expect(group()).toBeNull();
    expect(chooserButton().getAttribute("aria-expanded")).toBe("false");
    expect(document.activeElement).toBe(chooserButton());
  });

  it("closes on a click elsewhere on the page", () => {
    view = render(<StatefulPeopleTable />);
    act(() => chooserButton().click());
    act(() => {
      view!.container
        .querySelector("caption")!
        .dispatchEvent(new PointerEvent("pointerdown", { bubbles: true }));
    });
    expect(group()).toBeNull();
  });
});
