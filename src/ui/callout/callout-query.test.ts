import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { MAX_ENTRIES, clearQueries } from "@stores/query/query";
import { json, makeCallout } from "@tests/support/ui/callout";
import { forgetCallouts, preloadCallout } from "./callout-query";

let fetch: MockInstance<typeof globalThis.fetch>;
/** The variants asked for, in order: `default` when the request names none. */
const asked = () =>
  fetch.mock.calls.map(
    ([url]) => new URL(String(url), "http://localhost").searchParams.get("variant") ?? "default",
  );

beforeEach(() => {
  // Every callout has its default texts only.
  fetch = vi
    .spyOn(globalThis, "fetch")
    .mockImplementation(async () => json(200, makeCallout({ variantNames: ["default"] })));
});

afterEach(() => {
  vi.restoreAllMocks();
  forgetCallouts();
  clearQueries();
});

describe("calloutQuery's variants", () => {
  it("asks for a language a callout lacks only until its variants are known", async () => {
    await preloadCallout("water", "de");
    expect(asked()).toEqual(["de"]);
    fetch.mockClear();
    await preloadCallout("water", "fr");
    expect(asked()).toEqual(["default"]);
  });

  it("forgets the variants learned longest ago beyond the query store's cap", async () => {
    await preloadCallout("water", "de");
    for (let index = 0; index < MAX_ENTRIES; index++) await preloadCallout(`other-${index}`);
    fetch.mockClear();
    await preloadCallout("water", "fr");
    expect(asked()[0]).toBe("fr");
  });
});
