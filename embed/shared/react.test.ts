// @vitest-environment happy-dom
import { atom } from "nanostores";
import { render, type ComponentChild, type RefObject } from "preact";
import { act } from "preact/test-utils";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createElement as h, createRef, useSyncExternalStore } from "./react";

// The frames' stand-in for React, on Preact without compat (see react.ts).
let root: HTMLElement;
afterEach(() => {
  render(null, root);
  root.remove();
});
function mount(node: ComponentChild) {
  root = document.createElement("div");
  document.body.append(root);
  act(() => render(node, root));
}

describe("the frames' React", () => {
  it("hands a function component its ref as a prop, as React 19 does", () => {
    const ref: RefObject<HTMLInputElement | null> = createRef();
    function Field({ ref }: { ref?: RefObject<HTMLInputElement | null> }) {
      return h("input", { ref, name: "field" });
    }
    mount(h(Field, { ref }));
    expect(ref.current?.name).toBe("field");
  });

  it("fires a text field's onChange on every keystroke, not on blur", () => {
    const changed = vi.fn();
    mount(h("input", { onChange: changed }));
    const input = root.querySelector("input")!;
    input.value = "a";
    act(() => void input.dispatchEvent(new Event("input", { bubbles: true })));
    expect(changed).toHaveBeenCalledOnce();
  });

  it("leaves a checkbox's onChange on the change event", () => {
    const changed = vi.fn();
    mount(h("input", { type: "checkbox", onChange: changed }));
    const box = root.querySelector("input")!;
    act(() => void box.dispatchEvent(new Event("input", { bubbles: true })));
    expect(changed).not.toHaveBeenCalled();
    act(() => void box.dispatchEvent(new Event("change", { bubbles: true })));
    expect(changed).toHaveBeenCalledOnce();
  });

  it("renders again when an outside store changes", () => {
    const $count = atom(1);
    function Count() {
      return h(
        "p",
        null,
        useSyncExternalStore((listener) => $count.listen(listener), $count.get),
      );
    }
    mount(h(Count, null));
    expect(root.textContent).toBe("1");
    act(() => $count.set(2));
    expect(root.textContent).toBe("2");
  });
});
