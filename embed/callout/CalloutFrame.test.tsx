// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { sendToHost } from "@ui/embed/outbox";
import { loadRules } from "@ui/callout-form/rules";
import { json, makeCallout } from "@tests/support/ui/callout";
import { clearQueries } from "@stores/query";
import { forgetCallouts, preloadCallout } from "@ui/callout/callout-query";
import { LazyErrorSummary } from "@ui/form/LazyErrorSummary";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { keepTopInView } from "../shared/host";
import { CalloutFrame } from "./CalloutFrame";

vi.mock("@ui/embed/outbox", () => ({ sendToHost: vi.fn() }));
vi.mock("../shared/host", () => ({ keepTopInView: vi.fn(), watchTop: vi.fn() }));

let view: Rendered | undefined;

beforeAll(async () => {
  await Promise.all([
    loadRules(),
    import("@ui/callout/SubmitExtras"),
    import("@ui/callout/extras"),
    import("./OtherPage"),
    LazyErrorSummary.load(),
  ]);
});

beforeEach(() => {
  vi.spyOn(globalThis, "fetch").mockImplementation(async (url, init) => {
    if (init?.method === "POST") return json(200, { id: "r1" });
    return String(url).startsWith("/api/1.0/callout/water")
      ? json(200, makeCallout({ access: "only-anonymous" }))
      : json(404);
  });
});

afterEach(() => {
  view?.unmount();
  view = undefined;
  vi.restoreAllMocks();
  vi.mocked(sendToHost).mockClear();
  vi.mocked(keepTopInView).mockClear();
  clearQueries();
  forgetCallouts();
  sessionStorage.clear();
});

async function show(path: string) {
  history.replaceState(null, "", path);
  await preloadCallout(path.split("/")[3]!, null);
  view = render(<CalloutFrame />);
  await settle();
}

describe("CalloutFrame", () => {
  it("goes straight to the form, without the intro, and tells the host nothing yet", async () => {
    await show("/embed/callouts/water");
    expect(view!.container.querySelector("form")).not.toBeNull();
    expect(view!.container.textContent).not.toContain("We are collecting stories.");
    expect(view!.container.querySelector("h1")).toBeNull();
    expect(sendToHost).not.toHaveBeenCalled();
    expect(keepTopInView).not.toHaveBeenCalled();
  });

  it("moves on to the thank-you after a response, telling the host and keeping in view", async () => {
    await show("/embed/callouts/water");
    fillIn(fieldLabelled(view!.container, "What happened?"), "Brown water");
    await press(buttonNamed(view!.container, "Send"));
    expect(location.pathname).toBe("/embed/callouts/water/thanks");
    expect(vi.mocked(sendToHost).mock.calls).toEqual([
      [{ type: "submitted", callout: "water" }],
      [{ type: "page-changed", view: "thanks" }],
    ]);
    expect(keepTopInView).toHaveBeenCalledOnce();
    // The thank-you's code loads on first use: React renders it within the submission's
    // act(), Preact (the frames') a moment later.
    await settle();
    expect(view!.container.textContent).toContain("We read every answer.");
    expect(document.activeElement?.textContent).toBe("Thank you!");
  });

  it("tells the reader when the server fails, since a frame has no notifications", async () => {
    vi.mocked(fetch).mockImplementation(async (url, init) =>
      init?.method === "POST"
        ? json(500, { code: "internal-error" })
        : json(200, makeCallout({ access: "only-anonymous" })),
    );
    await show("/embed/callouts/water");
    fillIn(fieldLabelled(view!.container, "What happened?"), "Brown water");
    await press(buttonNamed(view!.container, "Send"));
    expect(location.pathname).toBe("/embed/callouts/water");
    expect(view!.container.querySelector("[role=alert]")?.textContent).toContain(
      "Oops, something went wrong!",
    );
    expect(sendToHost).not.toHaveBeenCalledWith({ type: "submitted", callout: "water" });
  });

  it("follows the browser's back button", async () => {
    await show("/embed/callouts/water/thanks");
    expect(view!.container.textContent).toContain("We read every answer.");
    history.replaceState(null, "", "/embed/callouts/water");
    window.dispatchEvent(new PopStateEvent("popstate"));
    await settle();
    expect(view!.container.querySelector("form")).not.toBeNull();
    expect(sendToHost).toHaveBeenCalledWith({ type: "page-changed", view: "form" });
  });

  it("says when the callout could not load, with Try again and a link to the full page", async () => {
    vi.mocked(fetch)
      .mockResolvedValueOnce(json(503, { code: "internal-error" }))
      .mockImplementation(async () => json(200, makeCallout({ access: "only-anonymous" })));
    await show("/embed/callouts/water");
    const alerts = view!.container.querySelectorAll("[role=alert]");
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain("This form can't load right now.");
    const link = alerts[0]!.querySelector("a");
    expect(link?.textContent).toBe("Open it in a new tab");
    expect(link?.getAttribute("href")).toBe(`${location.origin}/callouts/water`);
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(view!.container.querySelector("form")).toBeNull();
    await press(buttonNamed(view!.container, "Try again"));
    await settle();
    expect(view!.container.querySelector("[role=alert]")).toBeNull();
    expect(view!.container.querySelector("form")).not.toBeNull();
  });

  it("says a missing callout does not exist, with nothing to try again", async () => {
    await show("/embed/callouts/nothing");
    expect(view!.container.textContent).toContain("This callout does not exist");
    expect(view!.container.querySelector("[role=alert]")).toBeNull();
    expect(view!.container.querySelector("button")).toBeNull();
    expect(view!.container.querySelector("form")).toBeNull();
  });

  it("says so for an address that is no callout's", async () => {
    await show("/embed/callouts/water/nothing");
    expect(view!.container.textContent).toContain("This callout does not exist");
  });
});
