import { describe, expect, it } from "vitest";
import { createRequestsInFlight } from "./requests-in-flight";

describe("requests in flight", () => {
  it("counts requests as coming while one is answered and for a moment after the last", () => {
    let now = 1000;
    const requests = createRequestsInFlight(() => now);
    expect(requests.busy()).toBe(false);
    requests.started();
    requests.started();
    requests.ended();
    expect(requests.serving()).toBe(true);
    now += 5000;
    requests.ended();
    expect(requests.serving()).toBe(false);
    now += 99;
    expect(requests.busy()).toBe(true);
    now += 1;
    expect(requests.busy()).toBe(false);
  });

  it("does not count a request set aside, nor its end, as one just answered", async () => {
    let now = 1000;
    const requests = createRequestsInFlight(() => now);
    requests.started();
    const quiet = requests.quiet(60_000);
    const restore = requests.setAside();
    expect(requests.serving()).toBe(false);
    expect(requests.busy()).toBe(false);
    await quiet;
    // As the app has it: the request's end counted, then its export's slot given back.
    requests.ended();
    restore();
    expect(requests.busy()).toBe(false);
    now += 10;
    requests.started();
    requests.ended();
    expect(requests.busy()).toBe(true);
  });

  it("lets the waiting for quiet end when the last request does", async () => {
    const requests = createRequestsInFlight();
    await requests.quiet(60_000);
    requests.started();
    const order: string[] = [];
    const quiet = requests.quiet(60_000).then(() => order.push("quiet"));
    await new Promise((resolve) => setImmediate(resolve));
    order.push("answered");
    requests.ended();
    await quiet;
    expect(order).toEqual(["answered", "quiet"]);
  });

  it("waits for calm through a stream of requests, and no longer than told", async () => {
    const requests = createRequestsInFlight();
    const started = performance.now();
    await requests.calm(5, 60_000);
    expect(performance.now() - started).toBeLessThan(5);
    // A client asking one request after another: each answered on the next turn.
    let asking = true;
    void (async () => {
      while (asking) {
        requests.started();
        await new Promise((resolve) => setImmediate(resolve));
        requests.ended();
      }
    })();
    const through = performance.now();
    await requests.calm(5, 40);
    expect(performance.now() - through).toBeGreaterThanOrEqual(39);
    asking = false;
    await new Promise((resolve) => setImmediate(resolve));
    const after = performance.now();
    await requests.calm(5, 60_000);
    expect(performance.now() - after).toBeGreaterThanOrEqual(4);
  });
});
