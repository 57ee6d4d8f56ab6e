// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { Spinner } from "./Spinner";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

describe("Spinner", () => {
  it("is hidden from assistive technology without a label", () => {
    view = render(<Spinner />);
    const root = view.container.firstElementChild;
    expect(root?.getAttribute("aria-hidden")).toBe("true");
    expect(root?.getAttribute("role")).toBeNull();
  });

  it("announces its label as a status", () => {
    view = render(<Spinner label="Loading" size="lg" />);
    const status = view.container.querySelector('[role="status"]');
    expect(status?.textContent).toBe("Loading");
  });
});
