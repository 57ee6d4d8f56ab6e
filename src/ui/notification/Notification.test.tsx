// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { $notifications, addNotification, removeNotification } from "@stores/notifications";
import { render, type Rendered } from "../testing/render";
import { Notification } from "./Notification";
import { NotificationList } from "./NotificationList";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

const closeButton = () =>
  view!.container.querySelector<HTMLButtonElement>('button[aria-label="Close notification"]');

describe("Notification", () => {
  it("shows the title, description and a spoken variant", () => {
    view = render(<Notification variant="warning" title="Check this" description="More words" />);
    expect(view.container.textContent).toBe("Warning: Check thisMore words");
    expect(view.container.querySelector("svg")?.getAttribute("aria-hidden")).toBe("true");
    expect(closeButton()).toBeNull();
  });

  it("has a close button when it can be closed", () => {
    const onClose = vi.fn();
    view = render(<Notification mode="inline" title="Saved" onClose={onClose} />);
    act(() => closeButton()!.click());
    expect(onClose).toHaveBeenCalledOnce();
  });

  it("draws the countdown ring in one-second steps", () => {
    view = render(<Notification title="Saved" onClose={() => {}} countdownMs={8000} />);
    const progress = closeButton()!.querySelector<SVGElement>("circle[pathLength]");
    expect(progress?.style.animationDuration).toBe("8000ms");
    expect(progress?.style.animationTimingFunction).toBe("steps(8, end)");
  });
});

describe("NotificationList", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    act(() => {
      for (const { id } of $notifications.get()) removeNotification(id);
    });
    vi.useRealTimers();
  });

  const region = () => view!.container.querySelector('[aria-live="polite"]');
  const items = () => Array.from(view!.container.querySelectorAll("li"));

  it("is a polite live region, present before any toast", () => {
    view = render(<NotificationList />);
    expect(region()).not.toBeNull();
    expect(items()).toHaveLength(0);
  });

  it("stacks toasts oldest first and marks errors as alerts", () => {
    view = render(<NotificationList />);
    act(() => {
      addNotification({ title: "First", variant: "success" });
      addNotification({ title: "Second", variant: "error" });
    });
    expect(items().map((li) => li.textContent)).toEqual(["Success: First", "Error: Second"]);
    expect(items()[0]?.querySelector('[role="alert"]')).toBeNull();
    expect(items()[1]?.querySelector('[role="alert"]')).not.toBeNull();
    expect(region()?.querySelector("ol")?.getAttribute("aria-label")).toBe("Notifications");
  });

  it("removes a toast when its close button is clicked", () => {
    view = render(<NotificationList />);
    act(() => {
      addNotification({ title: "Closable", removeable: true, timeout: 0 });
    });
    act(() => closeButton()!.click());
    expect(items()).toHaveLength(0);
    expect($notifications.get()).toEqual([]);
  });

  it("shows no close button when not removeable, and a ring only for 'auto'", () => {
    view = render(<NotificationList />);
    act(() => {
      addNotification({ title: "Fixed", removeable: false });
      addNotification({ title: "Manual", removeable: true });
      addNotification({ title: "Auto" });
    });
    const [fixed, manual, auto] = items();
    expect(fixed?.querySelector("button")).toBeNull();
    expect(manual?.querySelector("button circle")).toBeNull();
    expect(auto?.querySelector("button circle[pathLength]")).not.toBeNull();
  });

  it("removes an 'auto' toast after 8 s unless the pointer rests on it", () => {
    view = render(<NotificationList />);
    act(() => {
      addNotification({ title: "Auto" });
      addNotification({ title: "Hovered" });
    });
    const hovered = items()[1]!.firstElementChild!;
    // What a browser sends as the pointer arrives (React listens to the first, Preact to the
    // second).
    act(() => {
      hovered.dispatchEvent(new MouseEvent("mouseover", { bubbles: true }));
      hovered.dispatchEvent(new MouseEvent("mouseenter"));
    });
    act(() => vi.advanceTimersByTime(8000));
    expect(items().map((li) => li.textContent)).toEqual(["Hovered"]);
  });

  it("offers a toast's action, which stays until pressed and then goes", () => {
    view = render(<NotificationList />);
    const undo = vi.fn();
    act(() => {
      addNotification({
        title: "Moved 3 responses",
        variant: "success",
        action: { label: "Undo", onClick: undo },
      });
    });
    act(() => vi.advanceTimersByTime(60_000));
    const button = [...items()[0]!.querySelectorAll("button")].find(
      (b) => b.textContent === "Undo",
    )!;
    act(() => button.click());
    expect(undo).toHaveBeenCalledOnce();
    expect(items()).toHaveLength(0);
  });
});
