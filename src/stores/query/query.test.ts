import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { read, type ApiRead } from "@core/api/call";
import { query, setQueryData } from "./api-query";
import {
  clearQueries,
  invalidate,
  MAX_ENTRIES,
  queryOf,
  settled,
  UNUSED_FOR_MS,
  type Loader,
  type QueryState,
} from "./query";

let fetch: MockInstance<typeof globalThis.fetch>;
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch");
});
afterEach(() => {
  vi.restoreAllMocks();
  clearQueries();
});

/** Subscribes and records every state; answers the unsubscriber and the record. */
function watch<T>(request: ApiRead<T>) {
  const seen: QueryState<T>[] = [];
  const stop = query<T>(request).subscribe((state) => seen.push(state));
  return { seen, stop };
}

/** `watch` for a query of a loader. */
function watchLoader<T>(loader: Loader<T>) {
  const seen: QueryState<T>[] = [];
  const stop = queryOf(loader).subscribe((state) => seen.push(state));
  return { seen, stop };
}

describe("query", () => {
  it("asks once for readers of the same request, and gives them all the answer", async () => {
    fetch.mockImplementation(async () => json({ total: 1 }));
    const a = watch(read("api-key", { limit: 10 }));
    const b = watch(read("api-key", { limit: 10 }));
    await tick();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(a.seen.at(-1)).toEqual({ status: "ready", data: { total: 1 }, refreshing: false });
    expect(b.seen.at(-1)).toEqual(a.seen.at(-1));
    a.stop();
    b.stop();
  });

  it("asks again after a change under its path, showing the old answer meanwhile", async () => {
    let total = 1;
    fetch.mockImplementation(async () => json({ total }));
    const list = watch(read("api-key"));
    const other = watch(read("callout"));
    await tick();
    total = 2;
    invalidate(read("api-key"));
    expect(list.seen.at(-1)).toEqual({ status: "ready", data: { total: 1 }, refreshing: true });
    await tick();
    expect(list.seen.at(-1)).toEqual({ status: "ready", data: { total: 2 }, refreshing: false });
    expect(fetch).toHaveBeenCalledTimes(3);
    list.stop();
    other.stop();
  });

  it("reports a failure, and shows only the latest answer when an older one arrives late", async () => {
    fetch.mockImplementationOnce(async () => json({ httpCode: 500 }, 500));
    const failing = watch(read("contact/me/mfa"));
    await tick();
    expect(failing.seen.at(-1)?.status).toBe("failed");
    failing.stop();

    let answerFirst!: (response: Response) => void;
    fetch
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockImplementationOnce(async () => json({ version: "new" }));
    const list = watch(read("notice"));
    invalidate(read("notice"));
    await tick();
    answerFirst(json({ version: "old" }));
    await tick();
    expect(list.seen.at(-1)).toEqual({
      status: "ready",
      data: { version: "new" },
      refreshing: false,
    });
    list.stop();
  });

  it("shows a change's answer at once, over an answer asked for before it", async () => {
    let answer!: (response: Response) => void;
    fetch.mockImplementationOnce(() => new Promise((resolve) => (answer = resolve)));
    const contact = watch(read("contact/me", { with: "profile" }));
    setQueryData(read("contact/me", { with: "profile" }), { firstname: "Ada" });
    expect(contact.seen.at(-1)).toEqual({
      status: "ready",
      data: { firstname: "Ada" },
      refreshing: false,
    });
    answer(json({ firstname: "Old" }));
    await tick();
    expect(contact.seen.at(-1)?.status === "ready" && contact.seen.at(-1)).toMatchObject({
      data: { firstname: "Ada" },
    });
    contact.stop();
  });

  it("keeps what it shows when a refresh fails", async () => {
    fetch.mockImplementationOnce(async () => json({ total: 1 }));
    fetch.mockImplementationOnce(async () => json({ httpCode: 500 }, 500));
    const list = watch(read("notice"));
    await tick();
    invalidate(read("notice"));
    await tick();
    expect(list.seen.at(-1)).toEqual({ status: "ready", data: { total: 1 }, refreshing: false });
    list.stop();
  });
});

describe("queries of a loader", () => {
  it("asks a kept query once for the visit, and again after a change under its path", async () => {
    let version = 1;
    const load = vi.fn(async () => version);
    const loader = { key: "callout water", path: "callout/water", load, keep: true };
    const first = watchLoader(loader);
    expect(await settled(queryOf(loader))).toEqual({ status: "ready", data: 1, refreshing: false });
    first.stop();
    const again = watchLoader(loader);
    expect(again.seen.at(-1)).toEqual({ status: "ready", data: 1, refreshing: false });
    expect(load).toHaveBeenCalledTimes(1);
    version = 2;
    invalidate(read("callout"));
    await tick();
    expect(again.seen.at(-1)).toEqual({ status: "ready", data: 2, refreshing: false });
    expect(load).toHaveBeenCalledTimes(2);
    again.stop();
  });
});

describe("eviction", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    fetch.mockImplementation(async () => json({ total: 1 }));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("drops an answer nobody has shown for a while, and keeps one in use", async () => {
    const unused = watch(read("notice"));
    const used = watch(read("api-key"));
    await vi.advanceTimersByTimeAsync(0);
    unused.stop();
    const unusedStore = query(read("notice"));
    const usedStore = query(read("api-key"));
    await vi.advanceTimersByTimeAsync(UNUSED_FOR_MS + 2000);
    // Eviction runs when another answer is asked for.
    watch(read("callout")).stop();
    expect(query(read("api-key"))).toBe(usedStore);
    expect(query(read("notice"))).not.toBe(unusedStore);
    expect(used.seen.at(-1)).toEqual({ status: "ready", data: { total: 1 }, refreshing: false });
    used.stop();
  });

  it("keeps an answer left a moment ago", async () => {
    const recent = watch(read("notice"));
    await vi.advanceTimersByTimeAsync(0);
    recent.stop();
    const store = query(read("notice"));
    await vi.advanceTimersByTimeAsync(60_000);
    watch(read("callout")).stop();
    expect(query(read("notice"))).toBe(store);
    expect(store.get()).toMatchObject({ status: "ready", data: { total: 1 } });
  });

  it("keeps at most a fixed number of answers, dropping those unused longest", async () => {
    const first = watch(read("notice", { page: 0 }));
    await vi.advanceTimersByTimeAsync(0);
    first.stop();
    const store = query(read("notice", { page: 0 }));
    const inUse = watch(read("api-key"));
    await vi.advanceTimersByTimeAsync(2000);
    for (let page = 1; page < MAX_ENTRIES; page++) query(read("notice", { page }));
    expect(query(read("notice", { page: 0 }))).not.toBe(store);
    expect(query(read("api-key")).get()).toMatchObject({ status: "ready" });
    inUse.stop();
  });
});
