import { describe, expect, it } from "vitest";
import { testDatabasePerFile } from "../../test-support/database";
import { createPaymentClock } from "./clock";

const database = testDatabasePerFile();
const DAY = 86_400_000;

describe("the payment clock", () => {
  it("is real time while a real provider takes payments, and does not move", async () => {
    const clock = createPaymentClock(database().db, {
      movable: false,
      cacheMs: 0,
      realNow: () => 1_000_000,
    });
    expect(await clock.now()).toEqual(new Date(1_000_000));
    await expect(clock.moveTo(new Date(5_000_000))).rejects.toThrow();
  });

  it("moves forward only, and every server sees it within the cache time", async () => {
    let real = Date.UTC(2025, 0, 1);
    const realNow = () => real;
    const here = createPaymentClock(database().db, { movable: true, cacheMs: 1000, realNow });
    const there = createPaymentClock(database().db, { movable: true, cacheMs: 1000, realNow });
    expect(await there.now()).toEqual(new Date(real));

    await here.moveTo(new Date(real + 30 * DAY));
    expect(await here.now()).toEqual(new Date(real + 30 * DAY));
    // The other server read the offset a moment ago: it sees the move after its cache time.
    expect(await there.now()).toEqual(new Date(real));
    real += 1001;
    expect(await there.now()).toEqual(new Date(real + 30 * DAY));

    // Back is refused without an error: the offset stays.
    await here.moveTo(new Date(real));
    expect(await here.offsetMs()).toBe(30 * DAY);
  });
});
