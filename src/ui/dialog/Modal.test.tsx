// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, type Rendered } from "../testing/render";
import { Modal } from "./Modal";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  document.body.replaceChildren();
});

/** A button that had focus before the dialog opened. */
function opener() {
  const button = document.createElement("button");
  document.body.append(button);
  button.focus();
  return button;
}

function show(open: boolean, onClose = vi.fn(), closeOnBackdrop = false) {
  return (
    <Modal open={open} onClose={onClose} label="Pictures" closeOnBackdrop={closeOnBackdrop}>
      <button type="button">Inside</button>
    </Modal>
  );
}

describe("Modal", () => {
  it("opens named, and gives focus back where it was when its open prop turns false", () => {
    const before = opener();
    view = render(show(true));
    const dialog = view.container.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute("aria-label")).toBe("Pictures");
    view!.rerender(show(false));
    expect(dialog.open).toBe(false);
    expect(document.activeElement).toBe(before);
  });

  it("gives focus back when its parent unmounts it open", () => {
    const before = opener();
    view = render(show(true));
    view.unmount();
    view = undefined;
    expect(document.activeElement).toBe(before);
  });

  it("asks to close on Escape, and on a click on the backdrop only when told to", () => {
    const onClose = vi.fn();
    view = render(show(true, onClose));
    const dialog = view.container.querySelector("dialog")!;
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(onClose).toHaveBeenCalledOnce();
    dialog.click();
    expect(onClose).toHaveBeenCalledOnce();
    view!.rerender(show(true, onClose, true));
    view.container.querySelector("button")!.click();
    expect(onClose).toHaveBeenCalledOnce();
    dialog.click();
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
