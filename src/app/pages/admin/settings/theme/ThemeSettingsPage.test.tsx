// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Content } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $general } from "@stores/settings";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { alertsIn, refusalBody, saysAt } from "@tests/support/ui/refusals";
import type { ValidationErrorItem } from "@core/errors/body";
import { render, type Rendered } from "@ui/testing/render";
import { applyTheme } from "@ui/theme";
import ThemeSettingsPage from "./ThemeSettingsPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let general: Content["general"];

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const variable = (name: string) => document.documentElement.style.getPropertyValue(name);
const radio = (label: string) =>
  [...view.container.querySelectorAll("label")]
    .find((candidate) => candidate.textContent?.includes(label))!
    .querySelector<HTMLInputElement>('input[type="radio"]')!;
const patches = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

beforeEach(async () => {
  general = {
    ...GENERAL_DEFAULTS,
    theme: { colors: { primary: "#0f4c5c" }, fonts: { body: "rubik" } },
  };
  $general.set(general);
  // What main.tsx does: the saved theme follows the settings.
  const stop = $general.subscribe((settings) => applyTheme(settings.theme));
  onCleanup.push(stop);
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (url === "/api/1.0/content/general") {
      if (init?.method === "PATCH") {
        general = { ...general, ...(JSON.parse(String(init.body)) as object) };
      }
      return json(200, general);
    }
    if (url.startsWith("/api/1.0/callout?")) {
      return json(200, { total: 0, offset: 0, count: 0, items: [] });
    }
    return json(404, {});
  });
  view = render(<ThemeSettingsPage />);
  await settle();
});

const onCleanup: (() => void)[] = [];
afterEach(() => {
  view.unmount();
  for (const stop of onCleanup.splice(0)) stop();
  clearQueries();
  vi.restoreAllMocks();
  $general.set(GENERAL_DEFAULTS);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ThemeSettingsPage", () => {
  it("opens on the saved theme's own colours and fonts", () => {
    expect(radio("Your own").checked).toBe(true);
    expect(field("Primary").value).toBe("#0f4c5c");
    expect(field<HTMLSelectElement>("Font of text").value).toBe("rubik");
    expect(field<HTMLSelectElement>("Font of titles").value).toBe("");
    expect(variable("--c-primary")).toBe("15, 76, 92");
  });

  it("shows a colour on the whole dashboard as it is typed, and the saved one after leaving", () => {
    fillIn(field("Primary"), "#aa0000");
    expect(variable("--c-primary")).toBe("170, 0, 0");
    // The settings reload after a navigation: the shown theme stays.
    act(() => $general.set({ ...general }));
    expect(variable("--c-primary")).toBe("170, 0, 0");
    fillIn(field("Primary"), "#aa00");
    // Half typed: the saved colour meanwhile.
    expect(variable("--c-primary")).toBe("15, 76, 92");
    fillIn(field("Primary"), "#aa0000");
    view.unmount();
    view = render(<div />);
    expect(variable("--c-primary")).toBe("15, 76, 92");
  });

  it("takes a colour from the picker too", () => {
    const picker = view.container.querySelector<HTMLInputElement>(
      'input[type="color"][aria-label="Pick the Primary colour"]',
    )!;
    expect(picker.value).toBe("#0f4c5c");
    fillIn(picker, "#123456");
    expect(field("Primary").value).toBe("#123456");
  });

  it("warns of a colour that falls short of WCAG AA, next to it", () => {
    expect(view.container.textContent).not.toContain("WCAG AA asks");
    fillIn(field("Text"), "#bbbbbb");
    const warning = document.getElementById(`${field("Text").id}-contrast`)!;
    expect(warning.textContent).toMatch(/Text in this colour reads at 1[.,]\d : 1/);
    expect(field("Text").getAttribute("aria-describedby")).toContain(warning.id);
  });

  it("refuses a colour that is no hex colour next to it, and saves nothing", async () => {
    fillIn(field("Links"), "teal");
    await press(buttonNamed(view.container, "Save theme"));
    expect(document.getElementById(`${field("Links").id}-error`)?.textContent).toBe(
      "Enter a colour as # and 3 or 6 hex digits, such as #262453",
    );
    expect(patches()).toEqual([]);
  });

  it("saves the default scheme by name, with the fonts chosen", async () => {
    act(() => radio("Default").click());
    expect(view.container.querySelector('input[type="color"]')).toBeNull();
    fillIn(field<HTMLSelectElement>("Font of titles"), "roboto-slab");
    await press(buttonNamed(view.container, "Save theme"));
    expect(patches()).toEqual([
      { theme: { colors: { _name: "default" }, fonts: { body: "rubik", title: "roboto-slab" } } },
    ]);
    expect($general.get().theme).toEqual({
      colors: { _name: "default" },
      fonts: { body: "rubik", title: "roboto-slab" },
    });
    expect($notifications.get().map((n) => n.title)).toContain(
      "The theme is saved. Members see it now.",
    );
  });

  describe("says each refusal of the theme in its own words, at its field", () => {
    /** The server's error at `theme.<part>.<name>`. */
    const refusedAt = (part: string, name: string, kind: string): ValidationErrorItem[] => [
      {
        property: "theme",
        children: [{ property: part, children: [{ property: name, constraints: { [kind]: "" } }] }],
      },
    ];

    it.each([
      {
        refused: refusedAt("colors", "primary", "isColor"),
        at: "Primary",
        says: "such as #262453",
      },
      { refused: refusedAt("colors", "danger", "isColor"), at: "Danger", says: "such as #262453" },
      { refused: refusedAt("fonts", "body", "isFont"), at: "Font of text", says: "fonts offered" },
    ])("$at: $says", async ({ refused, at, says }) => {
      fetch.mockImplementationOnce(async () => json(400, refusalBody(400, undefined, refused)));
      fillIn(field("Links"), "#123456");
      await press(buttonNamed(view.container, "Save theme"));
      expect(saysAt(field(at), says)).toBe(true);
    });

    it("says a role that may not change the theme so", async () => {
      fetch.mockImplementationOnce(async () => json(403, refusalBody(403, undefined)));
      fillIn(field("Links"), "#123456");
      await press(buttonNamed(view.container, "Save theme"));
      expect(alertsIn(view.container)).toContain("Your role doesn't allow this change");
    });
  });

  it("goes back to the defaults, and to the saved theme, before saving", async () => {
    await press(buttonNamed(view.container, "Reset to the defaults"));
    expect(radio("Default").checked).toBe(true);
    expect(field<HTMLSelectElement>("Font of text").value).toBe("open-sans");
    expect(variable("--c-primary")).toBe("38, 36, 83");
    await press(buttonNamed(view.container, "Undo changes"));
    expect(radio("Your own").checked).toBe(true);
    expect(variable("--c-primary")).toBe("15, 76, 92");
  });

  it("says where the callout frame would show when no callout is open", () => {
    expect(view.container.textContent).toContain("Open a callout to see its frame here.");
  });
});
