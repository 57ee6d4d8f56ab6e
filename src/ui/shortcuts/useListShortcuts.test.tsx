// @vitest-environment happy-dom
import { act, useRef, useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { ShortcutsHelp } from "./ShortcutsDialog";
import { useListShortcuts } from "./useListShortcuts";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  window.history.replaceState(null, "", "/");
});

const PEOPLE = ["Ada", "Grace", "Katherine"];

/** A list as the staff screens draw it: a search, rows with a checkbox and a link each. */
function List() {
  const area = useRef<HTMLElement>(null);
  const help = useListShortcuts(area);
  const [ticked, setTicked] = useState<string[]>([]);
  return (
    <section ref={area}>
      <input type="search" aria-label="Search" defaultValue="old" />
      <input type="text" aria-label="Note" />
      <ShortcutsHelp help={help} />
      <table>
        <tbody>
          {PEOPLE.map((name) => (
            <tr key={name}>
              <td>
                <input
                  type="checkbox"
                  aria-label={`Select ${name}`}
                  checked={ticked.includes(name)}
                  onChange={() =>
                    setTicked((now) =>
                      now.includes(name) ? now.filter((n) => n !== name) : [...now, name],
                    )
                  }
                />
              </td>
              <td>
                <a href={`#${name}`}>{name}</a>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const key = (k: string, target: Element = document.activeElement ?? document.body) =>
  act(() => {
    target.dispatchEvent(new KeyboardEvent("keydown", { key: k, bubbles: true, cancelable: true }));
  });
const focused = () =>
  document.activeElement?.textContent || document.activeElement?.getAttribute("aria-label");
const box = (name: string) =>
  view!.container.querySelector<HTMLInputElement>(`input[aria-label="Select ${name}"]`)!;

describe("useListShortcuts", () => {
  it("moves through the rows with j and k, focusing each row's link", () => {
    view = render(<List />);
    key("j");
    expect(focused()).toBe("Ada");
    key("j");
    key("j");
    key("j");
    expect(focused()).toBe("Katherine");
    key("k");
    expect(focused()).toBe("Grace");
  });

  it("ticks the focused row with x, and opens it with Enter from its checkbox", () => {
    view = render(<List />);
    key("j");
    key("j");
    key("x");
    expect(box("Grace").checked).toBe(true);
    expect(box("Ada").checked).toBe(false);
    act(() => box("Grace").focus());
    key("x");
    expect(box("Grace").checked).toBe(false);
    key("Enter");
    expect(window.location.hash).toBe("#Grace");
  });

  it("focuses the search with /, and leaves keys alone while typing in a field", () => {
    view = render(<List />);
    key("/");
    const search = view.container.querySelector<HTMLInputElement>('input[type="search"]')!;
    expect(document.activeElement).toBe(search);
    key("j", search);
    expect(document.activeElement).toBe(search);
    const note = view.container.querySelector<HTMLInputElement>('input[aria-label="Note"]')!;
    act(() => note.focus());
    key("x", note);
    key("?", note);
    expect(document.querySelector("dialog[open]")).toBeNull();
  });

  it("leaves keys with Ctrl, Alt or Meta to the browser", () => {
    view = render(<List />);
    act(() => {
      document.body.dispatchEvent(
        new KeyboardEvent("keydown", { key: "j", ctrlKey: true, bubbles: true }),
      );
    });
    expect(focused()).not.toBe("Ada");
  });

  it("lists the shortcuts in a dialog on ?, and keys do nothing behind it", () => {
    view = render(<List />);
    key("?");
    const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
    expect(dialog.textContent).toContain("Keyboard shortcuts");
    const rows = [...dialog.querySelectorAll("dt")].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(rows).toContainEqual(["j", "Next row"]);
    expect(rows).toContainEqual(["x", "Select or unselect the row"]);
    key("j", document.body);
    expect(focused()).not.toBe("Ada");
  });
});
