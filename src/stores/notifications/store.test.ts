import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { notify } from "./notify";
import {
  $notifications,
  addNotification,
  leavePage,
  pauseNotification,
  removeNotification,
  resumeNotification,
} from "./store";

const ids = () => $notifications.get().map((entry) => entry.id);

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  for (const id of ids()) removeNotification(id);
  vi.useRealTimers();
});

describe("notifications store", () => {
  it("gives auto-incrementing ids and keeps the oldest first", () => {
    const first = addNotification({ title: "One" });
    const second = addNotification({ title: "Two" });
    expect(second).toBe(first + 1);
    expect(ids()).toEqual([first, second]);
  });

  it("fills in the defaults", () => {
    const id = addNotification({ title: "Saved" });
    expect($notifications.get()).toEqual([
      { id, title: "Saved", variant: "default", mode: "normal", removeable: "auto", timeout: 8000 },
    ]);
  });

  it("removes a page's toasts once the address leaves that page, and no other", () => {
    const changed = addNotification({ title: "Changed", page: "/profile/contribution" });
    const anywhere = addNotification({ title: "Signed in" });
    leavePage("/profile/contribution");
    expect(ids()).toEqual([changed, anywhere]);
    leavePage("/checkout/test/abc");
    expect(ids()).toEqual([anywhere]);
  });

  it("removes a toast after 5000 ms by default", () => {
    const id = addNotification({ title: "Saved", removeable: true });
    vi.advanceTimersByTime(4999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it("removes an 'auto' toast after 8 s", () => {
    const id = addNotification({ title: "Saved", removeable: "auto" });
    vi.advanceTimersByTime(7999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it("honours an explicit timeout, also with 'auto'", () => {
    addNotification({ title: "Quick", removeable: "auto", timeout: 2000 });
    vi.advanceTimersByTime(2000);
    expect(ids()).toEqual([]);
  });

  it("keeps a toast with timeout 0 until it is removed", () => {
    const id = addNotification({ title: "Sticky", timeout: 0 });
    vi.advanceTimersByTime(60_000);
    expect(ids()).toEqual([id]);
    removeNotification(id);
    expect(ids()).toEqual([]);
  });

  it("removes by id and leaves the others", () => {
    const a = addNotification({ title: "A" });
    const b = addNotification({ title: "B" });
    const c = addNotification({ title: "C" });
    removeNotification(b);
    expect(ids()).toEqual([a, c]);
    removeNotification(b);
    expect(ids()).toEqual([a, c]);
  });

  it("pauses and resumes the countdown", () => {
    const id = addNotification({ title: "Read me", removeable: true });
    vi.advanceTimersByTime(3000);
    pauseNotification(id);
    vi.advanceTimersByTime(10_000);
    expect(ids()).toEqual([id]);
    resumeNotification(id);
    vi.advanceTimersByTime(1999);
    expect(ids()).toEqual([id]);
    vi.advanceTimersByTime(1);
    expect(ids()).toEqual([]);
  });

  it("offers a shorthand per variant", () => {
    notify.success("S", { removeable: true });
    notify.warning("W");
    notify.error("E", { description: "Details", timeout: 0 });
    notify.info("I");
    const list = $notifications.get();
    expect(list.map((entry) => entry.variant)).toEqual(["success", "warning", "error", "default"]);
    expect(list[0]?.removeable).toBe(true);
    expect(list[2]).toMatchObject({ title: "E", description: "Details", timeout: 0 });
  });
});
