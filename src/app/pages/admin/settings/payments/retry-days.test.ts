import { describe, expect, it } from "vitest";
import { formatRetryDays, parseRetryDays } from "./retry-days";

describe("the retry schedule as typed", () => {
  it("reads days separated by commas or spaces, blank as none", () => {
    expect(parseRetryDays("3, 7, 14")).toEqual([3, 7, 14]);
    expect(parseRetryDays(" 3 7;14 ")).toEqual([3, 7, 14]);
    expect(parseRetryDays("")).toEqual([]);
  });

  it("refuses anything but whole numbers", () => {
    expect(parseRetryDays("3, seven")).toBeUndefined();
    expect(parseRetryDays("2.5")).toBeUndefined();
    expect(parseRetryDays("-3")).toBeUndefined();
  });

  it("writes a schedule as it reads it", () => {
    expect(parseRetryDays(formatRetryDays([3, 7, 14]))).toEqual([3, 7, 14]);
  });
});
