// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { SavedFilterList } from "./SavedFilterList";

let view: Rendered;
afterEach(() => view.unmount());

describe("SavedFilterList", () => {
  it("offers filters chosen in place as buttons, the chosen one pressed, with counts", async () => {
    const onSelect = vi.fn();
    view = render(
      <SavedFilterList
        label="Segments"
        entries={[
          { id: "", name: "All contacts", count: 1200 },
          { id: "a", name: "Donors", count: 3 },
        ]}
        selected="a"
        onSelect={onSelect}
      />,
    );
    const list = view.container.querySelector("ul")!;
    expect(list.getAttribute("aria-label")).toBe("Segments");
    const buttons = [...list.querySelectorAll("button")];
    expect(buttons.map((button) => button.textContent)).toEqual(["All contacts1,200", "Donors3"]);
    expect(buttons.map((button) => button.getAttribute("aria-pressed"))).toEqual(["false", "true"]);
    await press(buttonNamed(view.container, "All contacts1,200"));
    expect(onSelect).toHaveBeenCalledWith("");
  });

  it("offers filters kept in the address as links, the current one marked", () => {
    view = render(
      <SavedFilterList
        labelledBy="views-label"
        entries={[
          { id: "a", name: "Verified", href: "/responses?view=a" },
          { id: "b", name: "Latest", href: "/responses?view=b" },
        ]}
        selected="b"
      />,
    );
    const links = [...view.container.querySelectorAll("a")];
    expect(links.map((link) => [link.getAttribute("href"), link.textContent])).toEqual([
      ["/responses?view=a", "Verified"],
      ["/responses?view=b", "Latest"],
    ]);
    expect(links.map((link) => link.getAttribute("aria-current"))).toEqual([null, "true"]);
    expect(view.container.querySelector("ul")!.getAttribute("aria-labelledby")).toBe("views-label");
  });
});
