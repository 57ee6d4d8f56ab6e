// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { buttonNamed } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { TabsSection } from "./TabsSection";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  history.replaceState(null, "", "/");
});

const tabNames = (list: string) =>
  [...document.querySelectorAll(`[role="tablist"][aria-label="${list}"] [role="tab"]`)].map((tab) =>
    tab.getAttribute("aria-label"),
  );

describe("TabsSection", () => {
  it("marks the questions' tab complete once the example's questions are fixed", () => {
    history.replaceState(null, "", "/admin/ui-toolkit?part=questions");
    view = render(<TabsSection />);
    expect(tabNames("Parts of the example callout").slice(0, 2)).toEqual([
      "Intro, complete",
      "Questions, has problems",
    ]);
    act(() => buttonNamed(view!.container, "Give every question a label").click());
    expect(tabNames("Parts of the example callout")[1]).toBe("Questions, complete");
    expect(view.container.querySelector('[role="tabpanel"]')?.textContent).toContain(
      "Every question has a label.",
    );
  });

  it("marks the toolkit's own page in the bar of admin pages", () => {
    history.replaceState(null, "", "/admin/ui-toolkit");
    view = render(<TabsSection />);
    const current = view.container.querySelector('nav[aria-label="Admin pages"] [aria-current]');
    expect(current?.textContent).toBe("UI toolkit");
  });
});
