// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { clearQueries } from "@stores/query";
import { json } from "@tests/support/ui/callout";
import { settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { JoinFrame } from "./JoinFrame";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
  clearQueries();
  vi.restoreAllMocks();
});

describe("JoinFrame", () => {
  it("says the form can't load in one alert, with Try again and the full page's link", async () => {
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => json(503, { httpCode: 503 }));
    history.replaceState(null, "", "/embed/join");
    view = render(<JoinFrame />);
    await settle();
    // One alert, so screen readers announce the failure once.
    const alerts = view.container.querySelectorAll('[role="alert"]');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain("This form can't load right now.");
    expect(alerts[0]!.querySelector("a")?.getAttribute("href")).toBe(`${location.origin}/join`);
    expect(alerts[0]!.querySelector("button")?.textContent).toBe("Try again");
  });
});
