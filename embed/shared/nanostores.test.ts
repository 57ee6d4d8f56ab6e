import { afterEach, describe, expect, it, vi } from "vitest";
import { atom, onMount } from "./nanostores";

// The frames' Nano Stores (see nanostores.ts): what the shared stores rely on, as Nano Stores does it.
afterEach(() => {
  vi.useRealTimers();
});

describe("the frames' Nano Stores", () => {
  it("tells its listeners of a new value only", () => {
    const $count = atom(1);
    const heard: number[] = [];
    const unbind = $count.listen((value) => heard.push(value));
    $count.set(1);
    $count.set(2);
    unbind();
    $count.set(3);
    expect(heard).toEqual([2]);
    expect($count.get()).toBe(3);
  });

  it("hands a subscriber the value at once", () => {
    const $name = atom("Ada");
    const heard: string[] = [];
    $name.subscribe((value) => heard.push(value))();
    expect(heard).toEqual(["Ada"]);
  });

  it("starts on its first listener, or a read, and stops a second after its last one left", () => {
    vi.useFakeTimers();
    const $store = atom(0);
    const events: string[] = [];
    onMount($store, () => {
      events.push("start");
      $store.set(1);
      return () => events.push("stop");
    });

    expect($store.get()).toBe(1);
    expect(events).toEqual(["start"]);
    const first = $store.listen(() => {});
    const second = $store.listen(() => {});
    vi.advanceTimersByTime(1000);
    expect(events).toEqual(["start"]); // a listener came before the read's stop was due

    first();
    second();
    vi.advanceTimersByTime(999);
    expect(events).toEqual(["start"]);
    vi.advanceTimersByTime(1);
    expect(events).toEqual(["start", "stop"]);

    $store.listen(() => {});
    expect(events).toEqual(["start", "stop", "start"]);
  });

  it("ignores a second unbind of the same listener", () => {
    const $store = atom(0);
    const heard: number[] = [];
    const unbind = $store.listen((value) => heard.push(value));
    $store.listen((value) => heard.push(-value));
    unbind();
    unbind();
    $store.set(5);
    expect(heard).toEqual([-5]);
  });
});
