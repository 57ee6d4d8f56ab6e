// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { ConfirmDialog } from "./ConfirmDialog";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

function show(open: boolean, handlers = { onConfirm: vi.fn(), onCancel: vi.fn() }) {
  view = render(
    <ConfirmDialog open={open} title="Delete the key?" confirmLabel="Delete" {...handlers}>
      Services using it stop working.
    </ConfirmDialog>,
  );
  return handlers;
}

describe("ConfirmDialog", () => {
  it("asks with a title and text, focus on Cancel, and reports the choice", async () => {
    const handlers = show(true);
    const dialog = view!.container.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    const title = document.getElementById(dialog.getAttribute("aria-labelledby")!);
    expect(title?.textContent).toBe("Delete the key?");
    const text = document.getElementById(dialog.getAttribute("aria-describedby")!);
    expect(text?.textContent).toBe("Services using it stop working.");
    expect(document.activeElement).toBe(buttonNamed(view!.container, "Cancel"));
    await press(buttonNamed(view!.container, "Delete"));
    expect(handlers.onConfirm).toHaveBeenCalledOnce();
    await press(buttonNamed(view!.container, "Cancel"));
    expect(handlers.onCancel).toHaveBeenCalledOnce();
  });

  it("cancels on Escape, and stays closed while its open prop says so", () => {
    const handlers = show(true);
    const dialog = view!.container.querySelector("dialog")!;
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    expect(handlers.onCancel).toHaveBeenCalledOnce();
    view!.unmount();
    show(false);
    expect(view!.container.querySelector("dialog")!.open).toBe(false);
  });
});
