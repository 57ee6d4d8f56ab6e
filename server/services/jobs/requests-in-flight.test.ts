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
});
