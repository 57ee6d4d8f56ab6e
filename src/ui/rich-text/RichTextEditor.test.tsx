// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { sanitizeHtml } from "../callout-form/sanitize-html";
import { fillIn, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { RichTextEditor, type RichTextEditorProps, type RichTextHandle } from ".";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

/** The editor with its value kept, as a form keeps it; `changes` hears each new value. */
function Intro(props: Partial<RichTextEditorProps> & { changes?: (html: string) => void }) {
  const { changes, ...rest } = props;
  const [value, setValue] = useState(props.value ?? "");
  return (
    <RichTextEditor
      id="intro"
      label="Introduction"
      {...rest}
      value={value}
      onChange={(html) => {
        setValue(html);
        changes?.(html);
      }}
    />
  );
}

/** Until the editor's code has arrived and drawn the text. */
const loaded = () =>
  vi.waitFor(
    async () => {
      await settle();
      if (!document.getElementById("intro")) throw new Error("The editor has not loaded");
    },
    // The editor is a lazy chunk of its own: on a busy machine it takes a while to import.
    { timeout: 25_000 },
  );

async function show(props: Parameters<typeof Intro>[0] = {}) {
  view = render(<Intro {...props} />);
  await loaded();
  return view.container;
}

const text = () => document.getElementById("intro")!;
const toolbar = () => view!.container.querySelector<HTMLElement>('[role="toolbar"]')!;
const tool = (name: string) =>
  toolbar().querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const key = (target: Element, init: KeyboardEventInit) =>
  act(() => {
    target.dispatchEvent(
      new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init }),
    );
  });
const selectAll = () => {
  act(() => text().focus());
  key(text(), { key: "a", ctrlKey: true });
};

describe("RichTextEditor", () => {
  it("says it is loading until its code arrives", () => {
    view = render(<Intro />);
    expect(view.container.textContent).toContain("Loading the editor…");
  });

  it("is a labelled, described multi-line text box", async () => {
    await show({
      hint: "Shown above the questions.",
      error: "Write an introduction",
      required: true,
    });
    expect(text().getAttribute("contenteditable")).toBe("true");
    expect(text().getAttribute("role")).toBe("textbox");
    expect(text().getAttribute("aria-multiline")).toBe("true");
    expect(document.getElementById(text().getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Introduction*",
    );
    expect(
      text()
        .getAttribute("aria-describedby")!
        .split(" ")
        .map((id) => document.getElementById(id)?.textContent),
    ).toEqual(["Shown above the questions.", "Write an introduction"]);
    expect(text().getAttribute("aria-invalid")).toBe("true");
    expect(text().getAttribute("aria-required")).toBe("true");
  });

  it("shows the HTML it is given, and writes nothing until it is changed", async () => {
    const changes = vi.fn();
    await show({ value: "<h2>Water</h2><p>Tell us <em>everything</em></p>", changes });
    expect(text().innerHTML).toBe("<h2>Water</h2><p>Tell us <em>everything</em></p>");
    expect(changes).not.toHaveBeenCalled();
  });

  it("has a toolbar of named buttons with one tab stop, moved along with the arrow keys", async () => {
    await show();
    expect(toolbar().getAttribute("aria-label")).toBe("Formatting");
    const controlled = document.getElementById(toolbar().getAttribute("aria-controls")!);
    expect(controlled?.getAttribute("role")).toBe("textbox");
    const buttons = [...toolbar().querySelectorAll("button")];
    expect(buttons.map((button) => button.getAttribute("aria-label"))).toEqual([
      "Bold",
      "Italic",
      "Link",
      "Heading 2",
      "Heading 3",
      "Bulleted list",
      "Numbered list",
      "Quote",
      "Undo",
      "Redo",
    ]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([
      0, -1, -1, -1, -1, -1, -1, -1, -1, -1,
    ]);
    expect(tool("Bold").getAttribute("aria-keyshortcuts")).toBe("Control+B");
    expect(tool("Bold").title).toBe("Bold (Ctrl+B)");
    expect(tool("Link").getAttribute("aria-haspopup")).toBe("dialog");

    act(() => tool("Bold").focus());
    key(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tool("Italic"));
    expect(tool("Italic").tabIndex).toBe(0);
    expect(tool("Bold").tabIndex).toBe(-1);
    key(document.activeElement!, { key: "End" });
    expect(document.activeElement).toBe(tool("Redo"));
    key(document.activeElement!, { key: "ArrowRight" });
    expect(document.activeElement).toBe(tool("Bold"));
    key(document.activeElement!, { key: "Escape" });
    expect(document.activeElement).toBe(text());
  });

  it("goes from the text to the toolbar with Alt+F10", async () => {
    await show();
    act(() => text().focus());
    key(text(), { key: "F10", altKey: true });
    expect(document.activeElement).toBe(tool("Bold"));
  });

  it("makes text bold and italic with the shortcuts, and shows it in the pressed states", async () => {
    const changes = vi.fn();
    await show({ value: "<p>Hello world</p>", changes });
    selectAll();
    expect(tool("Bold").getAttribute("aria-pressed")).toBe("false");
    key(text(), { key: "b", ctrlKey: true });
    expect(changes).toHaveBeenLastCalledWith("<p><strong>Hello world</strong></p>");
    expect(tool("Bold").getAttribute("aria-pressed")).toBe("true");
    key(text(), { key: "i", ctrlKey: true });
    expect(changes).toHaveBeenLastCalledWith("<p><em><strong>Hello world</strong></em></p>");
    expect(tool("Italic").getAttribute("aria-pressed")).toBe("true");
    key(text(), { key: "b", ctrlKey: true });
    expect(changes).toHaveBeenLastCalledWith("<p><em>Hello world</em></p>");
  });

  it("formats blocks from the toolbar, and undoes and redoes", async () => {
    const changes = vi.fn();
    await show({ value: "<p>Rents</p>", changes });
    selectAll();
    expect(tool("Undo").getAttribute("aria-disabled")).toBe("true");
    act(() => tool("Heading 2").click());
    expect(changes).toHaveBeenLastCalledWith("<h2>Rents</h2>");
    expect(tool("Heading 2").getAttribute("aria-pressed")).toBe("true");
    act(() => tool("Heading 3").click());
    expect(changes).toHaveBeenLastCalledWith("<h3>Rents</h3>");
    act(() => tool("Heading 3").click());
    expect(changes).toHaveBeenLastCalledWith("<p>Rents</p>");
    act(() => tool("Bulleted list").click());
    expect(changes).toHaveBeenLastCalledWith("<ul><li>Rents</li></ul>");
    expect(tool("Bulleted list").getAttribute("aria-pressed")).toBe("true");
    act(() => tool("Numbered list").click());
    expect(changes).toHaveBeenLastCalledWith("<ol><li>Rents</li></ol>");
    act(() => tool("Numbered list").click());
    expect(changes).toHaveBeenLastCalledWith("<p>Rents</p>");
    act(() => tool("Quote").click());
    expect(changes).toHaveBeenLastCalledWith("<blockquote><p>Rents</p></blockquote>");
    expect(tool("Quote").getAttribute("aria-pressed")).toBe("true");

    expect(tool("Undo").hasAttribute("aria-disabled")).toBe(false);
    act(() => tool("Undo").click());
    expect(changes).toHaveBeenLastCalledWith("<p>Rents</p>");
    act(() => tool("Redo").click());
    expect(changes).toHaveBeenLastCalledWith("<blockquote><p>Rents</p></blockquote>");
    for (const [html] of changes.mock.calls as [string][]) expect(sanitizeHtml(html)).toBe(html);
  });

  it("links the selection to an address from its dialog, completed and checked", async () => {
    const changes = vi.fn();
    await show({ value: "<p>Our site</p>", changes });
    selectAll();
    key(text(), { key: "k", ctrlKey: true });
    const dialog = document.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.textContent).toContain("Add a link");
    const address = dialog.querySelector<HTMLInputElement>("input")!;
    expect(document.activeElement).toBe(address);
    expect(dialog.querySelectorAll("input")).toHaveLength(1); // text is selected: no text field

    fillIn(address, "javascript:alert(1)");
    key(address, { key: "Enter" });
    expect(dialog.textContent).toContain(
      "Links can go to web pages, email addresses and phone numbers only.",
    );
    expect(address.getAttribute("aria-invalid")).toBe("true");
    expect(changes).not.toHaveBeenCalled();

    fillIn(address, "example.org/about");
    key(address, { key: "Enter" });
    const html =
      '<p><a href="https://example.org/about" target="_blank" rel="noopener noreferrer">Our site</a></p>';
    expect(changes).toHaveBeenLastCalledWith(html);
    expect(sanitizeHtml(html)).toBe(html);
    expect(document.querySelector("dialog")).toBeNull();
    expect(document.activeElement).toBe(text());

    act(() => tool("Link").click());
    const again = document.querySelector("dialog")!;
    expect(again.textContent).toContain("Edit the link");
    expect(again.querySelector("input")!.value).toBe("https://example.org/about");
    act(() =>
      [...again.querySelectorAll("button")]
        .find((b) => b.textContent === "Remove the link")!
        .click(),
    );
    expect(changes).toHaveBeenLastCalledWith("<p>Our site</p>");
  });

  it("writes a new link's text where nothing is selected", async () => {
    const changes = vi.fn();
    await show({ value: "<p>See </p>", changes });
    act(() => text().focus());
    // The cursor after "See ", where a click would put it.
    act(() => {
      document.getSelection()!.collapse(text().querySelector("p")!.firstChild, 4);
      document.dispatchEvent(new Event("selectionchange"));
    });
    act(() => tool("Link").click());
    const [address, words] = [...document.querySelectorAll<HTMLInputElement>("dialog input")];
    fillIn(address!, "/callouts");
    fillIn(words!, "our callouts");
    act(() =>
      [...document.querySelectorAll("dialog button")]
        .find((b) => b.textContent === "Add the link")!
        .dispatchEvent(new MouseEvent("click", { bubbles: true })),
    );
    expect(changes).toHaveBeenLastCalledWith('<p>See <a href="/callouts">our callouts</a></p>');
  });

  it("cleans what is pasted to what the editor offers", async () => {
    const changes = vi.fn();
    await show({ changes });
    act(() => text().focus());
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<b style="font-weight:normal"><h1 style="color:red">Title</h1><p class="x"><span style="font-weight:700">Bold</span> <img src="https://example.org/a.png"><font>text</font></p><script>alert(1)</script></b>',
    );
    data.setData("text/plain", "Title Bold text");
    act(() => {
      text().dispatchEvent(
        new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
      );
    });
    expect(changes).toHaveBeenLastCalledWith("<h2>Title</h2><p><strong>Bold</strong> text</p>");
  });

  it("inserts text where the cursor was when a page asks, and says when it gets focus", async () => {
    const changes = vi.fn();
    const focused = vi.fn();
    const handleRef: { current: RichTextHandle | null } = { current: null };
    await show({ changes, value: "<p>Hello !</p>", handleRef, onFocus: focused });
    act(() => text().focus());
    expect(focused).toHaveBeenCalled();
    // The cursor after "Hello ", as a click would put it.
    const node = text().querySelector("p")!.firstChild!;
    act(() => {
      const range = document.createRange();
      range.setStart(node, 6);
      range.collapse(true);
      document.getSelection()!.removeAllRanges();
      document.getSelection()!.addRange(range);
      document.dispatchEvent(new Event("selectionchange"));
    });
    act(() => handleRef.current!.insertText("*|FNAME|*"));
    expect(changes).toHaveBeenLastCalledWith("<p>Hello *|FNAME|*!</p>");
    view!.unmount();
    view = undefined;
    expect(handleRef.current).toBeNull();
  });

  it("starts afresh from a new value given from outside", async () => {
    const changes = vi.fn();
    const props = { id: "intro", label: "Introduction", onChange: changes };
    view = render(<RichTextEditor {...props} value="<p>First</p>" />);
    await loaded();
    view.rerender(<RichTextEditor {...props} value="<p>Second</p>" />);
    expect(text().innerHTML).toBe("<p>Second</p>");
    expect(changes).not.toHaveBeenCalled();
  });

  it("shows its text without tools while disabled", async () => {
    await show({ value: "<p>Fixed</p>", disabled: true });
    expect(text().getAttribute("contenteditable")).toBe("false");
    expect(text().getAttribute("aria-disabled")).toBe("true");
    expect(view!.container.querySelector('[role="toolbar"]')).toBeNull();
  });

  it("shows its placeholder while empty", async () => {
    await show({ placeholder: "Why should people answer?" });
    expect(text().getAttribute("aria-placeholder")).toBe("Why should people answer?");
    expect(text().hasAttribute("data-empty")).toBe(true);
  });
});
