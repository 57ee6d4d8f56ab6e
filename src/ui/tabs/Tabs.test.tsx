// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { Tabs, type PageTab, type PanelTab } from ".";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  history.replaceState(null, "", "/");
});

type Part = "intro" | "questions" | "thanks";
const PARTS: PanelTab<Part>[] = [
  { id: "intro", label: "Intro", status: "valid" },
  { id: "questions", label: "Questions", status: "invalid" },
  { id: "thanks", label: "Thank you" },
];

const showPanels = (activation?: "automatic" | "manual", clearParams?: string[]) => {
  view = render(
    <Tabs
      label="Callout"
      tabs={PARTS}
      param="part"
      activation={activation}
      clearParams={clearParams}
    >
      {(part) => <p>Editing the {part}</p>}
    </Tabs>,
  );
  return view.container;
};

const tabs = () => [...view!.container.querySelectorAll<HTMLElement>('[role="tab"]')];
const nameOf = (element: Element) => element.getAttribute("aria-label");
const tabNamed = (name: string) => tabs().find((tab) => tab.textContent?.startsWith(name))!;
const panel = () => view!.container.querySelector<HTMLElement>('[role="tabpanel"]')!;
const press = (key: string) =>
  act(() => {
    document.activeElement!.dispatchEvent(new KeyboardEvent("keydown", { key, bubbles: true }));
  });

describe("Tabs in one page", () => {
  it("is a named tablist with one tab stop, the selected tab's, labelling its panel", () => {
    showPanels();
    const list = view!.container.querySelector('[role="tablist"]')!;
    expect(list.getAttribute("aria-label")).toBe("Callout");
    expect(tabs().map((tab) => tab.getAttribute("aria-selected"))).toEqual([
      "true",
      "false",
      "false",
    ]);
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([0, -1, -1]);
    expect(panel().getAttribute("aria-labelledby")).toBe(tabNamed("Intro").id);
    expect(tabNamed("Intro").getAttribute("aria-controls")).toBe(panel().id);
    expect(panel().tabIndex).toBe(0);
    expect(panel().textContent).toBe("Editing the intro");
  });

  it("says each tab's status in its name, shown by an icon", () => {
    showPanels();
    expect(tabs().map(nameOf)).toEqual(["Intro, complete", "Questions, has problems", "Thank you"]);
    expect(tabs().map((tab) => tab.textContent)).toEqual(["Intro", "Questions", "Thank you"]);
    expect(tabNamed("Questions").querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("keeps the selected tab in its query parameter, other parameters untouched", () => {
    history.replaceState(null, "", "/builder?sort=-date");
    showPanels();
    act(() => tabNamed("Thank you").click());
    expect(location.search).toBe("?sort=-date&part=thanks");
    expect(tabNamed("Thank you").getAttribute("aria-selected")).toBe("true");
    expect(panel().textContent).toBe("Editing the thanks");
    act(() => tabNamed("Intro").click());
    expect(location.search).toBe("?sort=-date");
  });

  it("opens on the tab the address names, and on the first for an unknown one", () => {
    history.replaceState(null, "", "/builder?part=questions");
    showPanels();
    expect(panel().textContent).toBe("Editing the questions");
    view!.unmount();
    history.replaceState(null, "", "/builder?part=settings");
    showPanels();
    expect(panel().textContent).toBe("Editing the intro");
  });

  it("selects as the arrow keys move, wrapping, and with Home and End", () => {
    history.replaceState(null, "", "/builder");
    showPanels();
    act(() => tabNamed("Intro").focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(tabNamed("Questions"));
    expect(location.search).toBe("?part=questions");
    expect(tabs().map((tab) => tab.tabIndex)).toEqual([-1, 0, -1]);
    press("End");
    expect(document.activeElement).toBe(tabNamed("Thank you"));
    press("ArrowRight");
    expect(document.activeElement).toBe(tabNamed("Intro"));
    expect(location.search).toBe("");
    press("ArrowLeft");
    expect(panel().textContent).toBe("Editing the thanks");
    press("Home");
    expect(panel().textContent).toBe("Editing the intro");
  });

  it("replaces the address while arrowing, so Back leaves the page rather than each tab", () => {
    history.replaceState(null, "", "/builder");
    showPanels();
    const before = history.length;
    act(() => tabNamed("Intro").focus());
    press("ArrowRight");
    press("ArrowRight");
    expect(history.length).toBe(before);
    act(() => tabNamed("Intro").click());
    expect(history.length).toBe(before + 1);
  });

  it("with manual activation, moves focus only until Enter or a click selects", () => {
    history.replaceState(null, "", "/builder");
    showPanels("manual");
    act(() => tabNamed("Intro").focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(tabNamed("Questions"));
    expect(location.search).toBe("");
    expect(panel().textContent).toBe("Editing the intro");
    // A button's Enter is its click.
    act(() => (document.activeElement as HTMLButtonElement).click());
    expect(location.search).toBe("?part=questions");
    expect(panel().textContent).toBe("Editing the questions");
  });

  it("drops the panels' own parameters on a change of tab", () => {
    history.replaceState(null, "", "/builder?page=3&q=rent");
    showPanels("automatic", ["page"]);
    act(() => tabNamed("Questions").click());
    expect(location.search).toBe("?q=rent&part=questions");
  });

  it("shows counts in the locale's digits, read after the label", () => {
    view = render(
      <Tabs
        label="Buckets"
        param="bucket"
        tabs={[
          { id: "inbox", label: "Inbox", count: 12 },
          { id: "archived", label: "Archived", count: 1234 },
        ]}
      >
        {(bucket) => bucket}
      </Tabs>,
    );
    expect(tabs().map(nameOf)).toEqual(["Inbox, 12", "Archived, 1,234"]);
    expect(tabs().map((tab) => tab.textContent)).toEqual(["Inbox 12", "Archived 1,234"]);
  });
});

const SETTINGS: PageTab[] = [
  { href: "/admin/settings", label: "General" },
  { href: "/admin/settings/theme", label: "Theme", status: "invalid" },
  { href: "/admin/settings/email", label: "Email", count: 3 },
];

const links = () => [...view!.container.querySelectorAll<HTMLAnchorElement>("nav a")];

describe("Tabs as pages", () => {
  it("is a named navigation of links, the current page's marked", () => {
    history.replaceState(null, "", "/admin/settings/email/welcome");
    view = render(<Tabs label="Settings" tabs={SETTINGS} />);
    expect(view.container.querySelector("nav")?.getAttribute("aria-label")).toBe("Settings");
    expect(view.container.querySelector('[role="tab"], [role="tablist"]')).toBeNull();
    expect(links().map((link) => link.getAttribute("href"))).toEqual([
      "/admin/settings",
      "/admin/settings/theme",
      "/admin/settings/email",
    ]);
    expect(links().map((link) => link.getAttribute("aria-current"))).toEqual([null, null, "page"]);
    expect(links().map(nameOf)).toEqual(["General", "Theme, has problems", "Email, 3"]);
  });

  it("goes to a tab's page without reloading, and marks it", () => {
    history.replaceState(null, "", "/admin/settings");
    view = render(<Tabs label="Settings" tabs={SETTINGS} />);
    act(() => links()[1]!.click());
    expect(location.pathname).toBe("/admin/settings/theme");
    expect(links()[1]!.getAttribute("aria-current")).toBe("page");
    expect(links()[0]!.hasAttribute("aria-current")).toBe(false);
  });

  it("moves focus between the links with the arrow keys, Home and End, without following them", () => {
    history.replaceState(null, "", "/admin/settings");
    view = render(<Tabs label="Settings" tabs={SETTINGS} />);
    act(() => links()[0]!.focus());
    press("ArrowRight");
    expect(document.activeElement).toBe(links()[1]);
    press("End");
    expect(document.activeElement).toBe(links()[2]);
    press("ArrowRight");
    expect(document.activeElement).toBe(links()[0]);
    expect(location.pathname).toBe("/admin/settings");
    // Every link stays a tab stop, as links in a navigation are.
    expect(links().map((link) => link.tabIndex)).toEqual([0, 0, 0]);
  });
});

describe("Tabs in a narrow bar", () => {
  it("keeps the selected tab in view when the tabs grow after the first paint", () => {
    // happy-dom lays nothing out: each tab is 100 px wide in a bar showing 150 px, and a
    // ResizeObserver reports a tab's change of size when the test says so.
    const observers: (() => void)[] = [];
    const original = globalThis.ResizeObserver;
    globalThis.ResizeObserver = class {
      constructor(private readonly callback: () => void) {
        observers.push(() => this.callback());
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    let width = 60;
    const offsets = Object.getOwnPropertyDescriptors(HTMLElement.prototype);
    Object.defineProperties(HTMLElement.prototype, {
      offsetLeft: {
        configurable: true,
        get(this: HTMLElement) {
          const bar = this.closest('[role="tablist"]');
          const index = bar ? [...bar.querySelectorAll('[role="tab"]')].indexOf(this) : -1;
          return index < 0 ? 0 : index * width;
        },
      },
      offsetWidth: { configurable: true, get: () => width },
      clientWidth: { configurable: true, get: () => 150 },
    });
    try {
      history.replaceState(null, "", "/?part=thanks");
      showPanels();
      const bar = view!.container.querySelector<HTMLElement>('[role="tablist"]')!;
      // At 60 px each, the third tab (120–180) shows once the bar scrolls by 30.
      expect(bar.scrollLeft).toBe(30);
      width = 100;
      act(() => observers.forEach((report) => report()));
      expect(bar.scrollLeft).toBe(150);
    } finally {
      globalThis.ResizeObserver = original;
      for (const name of ["offsetLeft", "offsetWidth", "clientWidth"] as const) {
        Object.defineProperty(HTMLElement.prototype, name, offsets[name]!);
      }
    }
  });
});
