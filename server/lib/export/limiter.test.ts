import { describe, expect, it } from "vitest";
import { createRequestsInFlight } from "../requests-in-flight";
import { createExportLimiter } from "./limiter";

/** Whether the promise has settled, after everything already queued has run. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(
    () => (done = true),
    () => (done = true),
  );
  await new Promise((resolve) => setImmediate(resolve));
  return done;
}

describe("the export limiter", () => {
  it("runs two exports at once; a third waits until one finishes, and says it is next", async () => {
    const limiter = createExportLimiter(2);
    const first = await limiter.acquire("ada");
    await limiter.acquire("bea");
    const third = limiter.acquire("cy", { ticket: "t3" });
    expect(await settled(third)).toBe(false);
    expect(limiter.position("cy", "t3")).toBe(0);
    expect(limiter.running).toBe(2);

    first();
    first(); // Giving it back twice frees one slot only.
    expect(await settled(third)).toBe(true);
    expect(limiter.position("cy", "t3")).toBeUndefined();
    expect(limiter.running).toBe(2);
  });

  it("takes turns by caller, first come first served within each, and counts who is ahead", async () => {
    const limiter = createExportLimiter(1);
    const running = await limiter.acquire("ada");
    const order: string[] = [];
    const queue = (caller: string, ticket: string) =>
      limiter.acquire(caller, { ticket }).then((release) => {
        order.push(ticket);
        return release;
      });
    const tickets = { a1: "ada", a2: "ada", a3: "ada", b1: "bea", c1: "cy", b2: "bea" };
    const waiting = new Map(
      Object.entries(tickets).map(([ticket, caller]) => [ticket, queue(caller, ticket)]),
    );
    // Round one: a1, b1, c1; round two: a2, b2; then a3.
    const expected = ["a1", "b1", "c1", "a2", "b2", "a3"] as const;
    expect(expected.map((ticket) => limiter.position(tickets[ticket], ticket))).toEqual([
      0, 1, 2, 3, 4, 5,
    ]);
    expect(limiter.position("bea", "a1")).toBeUndefined();

    running();
    for (const [index, ticket] of expected.entries()) {
      const release = await waiting.get(ticket);
      expect(order).toEqual(expected.slice(0, index + 1));
      release?.();
    }
  });

  it("forgets a waiting export whose caller went away", async () => {
    const limiter = createExportLimiter(1);
    const release = await limiter.acquire("ada");
    const controller = new AbortController();
    const left = limiter.acquire("bea", { ticket: "gone", signal: controller.signal });
    const stays = limiter.acquire("cy", { ticket: "stays" });
    expect(limiter.position("cy", "stays")).toBe(1);
    controller.abort(new Error("Went away"));
    await expect(left).rejects.toThrow("Went away");
    expect(limiter.position("cy", "stays")).toBe(0);
    release();
    expect(await settled(stays)).toBe(true);
  });

  it("sets an export's request aside while it waits and streams, counting it back after", async () => {
    const requests = createRequestsInFlight();
    const limiter = createExportLimiter(1, requests);
    requests.started();
    const release = await limiter.acquire("ada");
    requests.started();
    const controller = new AbortController();
    const waiting = limiter.acquire("bea", { signal: controller.signal });
    // Both exports' requests are background work: nothing is being answered.
    expect(requests.serving()).toBe(false);
    controller.abort(new Error("Went away"));
    await expect(waiting).rejects.toThrow("Went away");
    expect(requests.serving()).toBe(true);
    requests.ended();
    release();
    release();
    expect(requests.serving()).toBe(true);
    requests.ended();
    expect(requests.serving()).toBe(false);
  });
});
