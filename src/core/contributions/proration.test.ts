import { describe, expect, it } from "vitest";
import { decideProration, planProration } from "./proration";

const now = new Date("2025-03-10T12:00:00Z");
/** Renewal four whole months (and a bit) away: an annual contributor part-way through. */
const renewal = new Date("2025-07-20T00:00:00Z");

describe("planProration", () => {
  it("starts at once, free, when there is nothing to change", () => {
    expect(
      planProration({
        currentMonthly: null,
        nextMonthly: 5,
        renewalDate: renewal,
        now,
        prorate: true,
      }),
    ).toEqual({ monthsLeft: 0, oneOff: 0, charge: 0, startsNow: true });
  });

  it("starts at once, free, when nothing is paid up", () => {
    expect(
      planProration({ currentMonthly: 5, nextMonthly: 10, renewalDate: null, now, prorate: true }),
    ).toEqual({ monthsLeft: 0, oneOff: 0, charge: 0, startsNow: true });
  });

  it("charges the difference for the months left when the member pays now", () => {
    // (10 - 5) x 4 months
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 10,
        renewalDate: renewal,
        now,
        prorate: true,
      }),
    ).toEqual({ monthsLeft: 4, oneOff: 20, charge: 20, startsNow: true });
  });

  it("starts at renewal when the member does not pay now", () => {
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 10,
        renewalDate: renewal,
        now,
        prorate: false,
      }),
    ).toEqual({ monthsLeft: 4, oneOff: 20, charge: 0, startsNow: false });
  });

  it("starts a decrease at renewal and never refunds", () => {
    expect(
      planProration({
        currentMonthly: 10,
        nextMonthly: 5,
        renewalDate: renewal,
        now,
        prorate: true,
      }),
    ).toEqual({ monthsLeft: 4, oneOff: -20, charge: 0, startsNow: false });
  });

  it("counts a difference under 1 as 0 and starts at once", () => {
    // (5.2 - 5) x 4 = 0.80
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 5.2,
        renewalDate: renewal,
        now,
        prorate: false,
      }),
    ).toEqual({ monthsLeft: 4, oneOff: 0.8, charge: 0, startsNow: true });
  });

  it("charges a difference of exactly 1", () => {
    // (5.25 - 5) x 4 = 1.00
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 5.25,
        renewalDate: renewal,
        now,
        prorate: true,
      }),
    ).toMatchObject({ oneOff: 1, charge: 1, startsNow: true });
  });

  it("rounds the difference down to the cent, without float noise", () => {
    // Annual 100 -> 110 is 8.333… -> 9.1666… a month; x 4 = 3.3333… -> 3.33
    expect(
      planProration({
        currentMonthly: 100 / 12,
        nextMonthly: 110 / 12,
        renewalDate: renewal,
        now,
        prorate: true,
      }),
    ).toMatchObject({ oneOff: 3.33, charge: 3.33 });
    // (5.1 - 5) x 10 is 0.9999999… in floating point, and 1 in money.
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 5.1,
        renewalDate: new Date("2026-01-10T12:00:00Z"),
        now,
        prorate: true,
      }),
    ).toMatchObject({ monthsLeft: 10, oneOff: 1, charge: 1 });
  });

  it("has nothing to prorate within the last month (a monthly contribution)", () => {
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 10,
        renewalDate: new Date("2025-04-01T00:00:00Z"),
        now,
        prorate: true,
      }),
    ).toEqual({ monthsLeft: 0, oneOff: 0, charge: 0, startsNow: true });
  });

  it("treats a renewal date in the past as nothing left", () => {
    expect(
      planProration({
        currentMonthly: 5,
        nextMonthly: 10,
        renewalDate: new Date("2025-03-01T00:00:00Z"),
        now,
        prorate: false,
      }),
    ).toEqual({ monthsLeft: 0, oneOff: 0, charge: 0, startsNow: true });
  });
});

describe("decideProration", () => {
  it("covers every branch on its own", () => {
    expect(decideProration(0, true)).toEqual({ charge: 0, startsNow: true });
    expect(decideProration(0.99, false)).toEqual({ charge: 0, startsNow: true });
    expect(decideProration(1, true)).toEqual({ charge: 1, startsNow: true });
    expect(decideProration(1, false)).toEqual({ charge: 0, startsNow: false });
    expect(decideProration(-0.5, true)).toEqual({ charge: 0, startsNow: false });
  });
});
