// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import { makeCallout } from "@tests/support/ui/callout";
import { render } from "@ui/testing/render";
import { CalloutCard } from "./CalloutCard";

describe("CalloutCard", () => {
  it("shows the cover image when the callout has one", () => {
    const view = render(<CalloutCard callout={makeCallout({ image: "/api/1.0/images/a.avif" })} />);
    expect(view.container.querySelector("img")?.getAttribute("src")).toContain("a.avif");
    view.unmount();
  });

  it("shows a plain tile, hidden from screen readers, when it has none", () => {
    const view = render(<CalloutCard callout={makeCallout({ image: "" })} />);
    expect(view.container.querySelector("img")).toBeNull();
    const article = view.container.querySelector("article")!;
    expect(article.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    view.unmount();
  });
});
