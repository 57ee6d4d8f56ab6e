// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { sessionDraftStore } from "./session-draft";

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
});

describe("sessionDraftStore", () => {
  it("writes, reads and clears a draft in session storage", () => {
    const store = sessionDraftStore("draft:a");
    expect(store.read()).toBeUndefined();
    store.write({ answers: { one: { name: "Ada" } }, slideId: "one" });
    expect(sessionDraftStore("draft:a").read()).toEqual({
      answers: { one: { name: "Ada" } },
      slideId: "one",
    });
    expect(sessionDraftStore("draft:b").read()).toBeUndefined();
    store.clear();
    expect(store.read()).toBeUndefined();
  });

  it.each(["not json", "null", "[]", '{"answers": []}', '{"answers": {"one": "x"}}'])(
    "ignores a stored %j",
    (stored) => {
      sessionStorage.setItem("draft:a", stored);
      expect(sessionDraftStore("draft:a").read()).toBeUndefined();
    },
  );

  it("drops a slide id that is not a string", () => {
    sessionStorage.setItem("draft:a", '{"answers": {}, "slideId": 3}');
    expect(sessionDraftStore("draft:a").read()).toEqual({ answers: {}, slideId: undefined });
  });

  it("keeps working when storage is full", () => {
    vi.spyOn(sessionStorage, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    const store = sessionDraftStore("draft:a");
    expect(() => store.write({ answers: {} })).not.toThrow();
    expect(store.read()).toBeUndefined();
  });

  it("keeps working when storage is forbidden", () => {
    vi.spyOn(globalThis, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("no", "SecurityError");
    });
    const store = sessionDraftStore("draft:a");
    expect(() => store.write({ answers: {} })).not.toThrow();
    expect(() => store.clear()).not.toThrow();
    expect(store.read()).toBeUndefined();
  });
});
