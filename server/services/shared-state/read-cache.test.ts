import { describe, expect, it } from "vitest";
import { createReadCache } from "./read-cache";

describe("createReadCache", () => {
  it("reads once within cacheMs, again after it or once forgotten", async () => {
    let time = 0;
    let reads = 0;
    const cache = createReadCache(async (key: string) => `${key}${++reads}`, {
      cacheMs: 100,
      now: () => time,
    });
    expect(await cache.get("a")).toBe("a1");
    time = 99;
    expect(await cache.get("a")).toBe("a1");
    time = 100;
    expect(await cache.get("a")).toBe("a2");
    cache.forget("a");
    expect(await cache.get("a")).toBe("a3");
    expect(await cache.get("b")).toBe("b4");
    cache.forget();
    expect(await cache.get("b")).toBe("b5");
  });

  it("shares a read in flight, keeps no failed read, and reads every time at cacheMs 0", async () => {
    let reads = 0;
    const failing = createReadCache(
      async () => {
        reads += 1;
        if (reads === 1) throw new Error("down");
        return reads;
      },
      { cacheMs: 1000 },
    );
    const [first, second] = [failing.get("k"), failing.get("k")];
    await expect(first).rejects.toThrow("down");
    await expect(second).rejects.toThrow("down");
    expect(await failing.get("k")).toBe(2);
    expect(reads).toBe(2);

    let uncachedReads = 0;
    const uncached = createReadCache(async () => ++uncachedReads, { cacheMs: 0 });
    await uncached.get("k");
    await uncached.get("k");
    expect(uncachedReads).toBe(2);
  });

  it("reads a miss through the reader given, and keeps what it read", async () => {
    const cache = createReadCache(async () => "default", { cacheMs: 1000 });
    expect(await cache.get("k", async () => "in a transaction")).toBe("in a transaction");
    expect(await cache.get("k")).toBe("in a transaction");
    expect(await cache.get("k", async () => "not read: kept")).toBe("in a transaction");
  });

  it("keeps what a lazy query answered, not the query, which would run on each await", async () => {
    let runs = 0;
    // As a query builder is: it runs each time it is awaited.
    const query = { then: (resolve: (rows: number) => void) => resolve(++runs) };
    const cache = createReadCache(() => query as unknown as Promise<number>, { cacheMs: 1000 });
    expect(await cache.get("k")).toBe(1);
    expect(await cache.get("k")).toBe(1);
    expect(runs).toBe(1);
  });

  it("starts again when it holds maxKeys keys", async () => {
    let reads = 0;
    const load = async (key: number) => {
      reads += 1;
      return key;
    };
    const cache = createReadCache(load, { cacheMs: 1000, maxKeys: 2 });
    await cache.get(1);
    await cache.get(2);
    await cache.get(3); // clears 1 and 2
    await cache.get(1);
    expect(reads).toBe(4);
  });
});
