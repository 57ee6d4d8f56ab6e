// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { Pager } from "./Pager";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe("Pager", () => {
  it("moves a page at a time, never past the ends, and says where the reader is", async () => {
    const onChange = vi.fn();
    view = render(<Pager page={1} pages={3} onChange={onChange} label="Archive pages" />);
    const nav = view.container.querySelector("nav")!;
    expect(nav.getAttribute("aria-label")).toBe("Archive pages");
    expect(nav.textContent).toContain("Page 1 of 3");
    expect(buttonNamed(view.container, "Previous page").disabled).toBe(true);
    await press(buttonNamed(view.container, "Next page"));
    expect(onChange).toHaveBeenCalledWith(2);
    view.unmount();
    view = render(<Pager page={3} pages={3} onChange={onChange} label="Archive pages" />);
    expect(buttonNamed(view.container, "Next page").disabled).toBe(true);
  });

  it("shows nothing when everything fits on one page", () => {
    view = render(<Pager page={1} pages={1} onChange={() => undefined} label="Pages" />);
    expect(view.container.innerHTML).toBe("");
  });
});
