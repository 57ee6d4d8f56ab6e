// @vitest-environment happy-dom
import { act, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Link, Route, Router, Switch, useLocation } from "wouter";
import { buttonNamed } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { useLeaveGuard } from "./use-leave-guard";

/** A page with a form that is dirty or not, and ways to leave it. */
function FormPage({ startDirty }: { startDirty: boolean }) {
  const [dirty, setDirty] = useState(startDirty);
  const [, navigate] = useLocation();
  const guard = useLeaveGuard(dirty);
  return (
    <div>
      <h1>Form</h1>
      {guard}
      <button type="button" onClick={() => setDirty(!dirty)}>
        {dirty ? "Save" : "Edit"}
      </button>
      <Link href="/elsewhere">Elsewhere</Link>
      <button type="button" onClick={() => navigate("/form?page=2")}>
        Next page
      </button>
      <button type="button" onClick={() => navigate("/elsewhere", { replace: true })}>
        Go away
      </button>
    </div>
  );
}

let view: Rendered | undefined;

function show(startDirty: boolean) {
  view = render(
    <Router>
      <Switch>
        <Route path="/form">
          <FormPage startDirty={startDirty} />
        </Route>
        <Route path="/elsewhere">
          <h1>Elsewhere</h1>
        </Route>
      </Switch>
    </Router>,
  );
}

const heading = () => view!.container.querySelector("h1")?.textContent;
const dialog = () => view!.container.querySelector("dialog")!;
const click = (element: HTMLElement) => act(() => element.click());
const link = () => view!.container.querySelector<HTMLAnchorElement>('a[href="/elsewhere"]')!;
const beforeUnload = () => {
  const event = new Event("beforeunload", { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

beforeEach(() => history.replaceState(null, "", "/form"));
afterEach(() => {
  view?.unmount();
  vi.restoreAllMocks();
});

describe("useLeaveGuard", () => {
  it("lets a page without unsaved changes go, and the browser leave without asking", () => {
    show(false);
    expect(beforeUnload()).toBe(false);
    click(link());
    expect(location.pathname).toBe("/elsewhere");
    expect(heading()).toBe("Elsewhere");
  });

  it("asks before a link leaves a page with unsaved changes, and stays on Cancel", () => {
    show(true);
    click(link());
    expect(location.pathname).toBe("/form");
    expect(heading()).toBe("Form");
    expect(dialog().open).toBe(true);
    expect(dialog().textContent).toContain("Leave this page?");
    expect(dialog().textContent).toContain("If you leave this page, they are lost.");
    click(buttonNamed(dialog(), "Cancel"));
    expect(dialog().open).toBe(false);
    expect(location.pathname).toBe("/form");
  });

  it("leaves once the person says so, by a link or by navigate", () => {
    show(true);
    click(link());
    click(buttonNamed(dialog(), "Leave without saving"));
    expect(location.pathname).toBe("/elsewhere");
    expect(heading()).toBe("Elsewhere");
  });

  it("holds a replacing navigation too, but not a new query on the same page", () => {
    show(true);
    click(buttonNamed(view!.container, "Next page"));
    expect(location.search).toBe("?page=2");
    expect(dialog().open).toBe(false);
    click(buttonNamed(view!.container, "Go away"));
    expect(location.pathname).toBe("/form");
    expect(dialog().open).toBe(true);
  });

  it("has the browser ask before the page unloads, until the changes are saved", () => {
    show(true);
    expect(beforeUnload()).toBe(true);
    click(buttonNamed(view!.container, "Save"));
    expect(beforeUnload()).toBe(false);
    click(link());
    expect(location.pathname).toBe("/elsewhere");
  });

  it("holds Back where the browser tells of it first (the Navigation API), and goes on a yes", () => {
    const traverseTo = vi.fn(() => ({ finished: Promise.resolve() }));
    const navigation = Object.assign(new EventTarget(), { traverseTo });
    Object.defineProperty(window, "navigation", { value: navigation, configurable: true });
    try {
      show(true);
      const back = (destination: string) => {
        const event = Object.assign(new Event("navigate", { cancelable: true }), {
          navigationType: "traverse",
          destination: { url: `${location.origin}${destination}`, key: "entry-1" },
        });
        act(() => {
          navigation.dispatchEvent(event);
        });
        return event.defaultPrevented;
      };
      // Back within the page (an earlier query) is the page's own business.
      expect(back("/form?page=1")).toBe(false);
      expect(back("/elsewhere")).toBe(true);
      expect(dialog().open).toBe(true);
      click(buttonNamed(dialog(), "Leave without saving"));
      expect(traverseTo).toHaveBeenCalledWith("entry-1");
      // The traversal that yes starts goes through.
      expect(back("/elsewhere")).toBe(false);
    } finally {
      Reflect.deleteProperty(window, "navigation");
    }
  });

  it("stops asking once the page with the form is gone", () => {
    show(true);
    view!.unmount();
    view = undefined;
    expect(beforeUnload()).toBe(false);
    history.pushState(null, "", "/elsewhere");
    expect(location.pathname).toBe("/elsewhere");
  });
});
