import { describe, expect, it } from "vitest";
import { parseColor } from "./color";

const rgba = (r: number, g: number, b: number, a = 1) => ({ r, g, b, a });

function expectRejected(input: string): void {
  expect(() => parseColor(input)).toThrow(/^Failed to parse color$/);
}

describe("parseColor: hex", () => {
  it.each([
    ["#262453", rgba(38, 36, 83)],
    ["#fff", rgba(255, 255, 255)],
    ["#f80", rgba(255, 136, 0)],
    ["#000", rgba(0, 0, 0)],
    ["#f808", rgba(255, 136, 0, 0x88 / 255)],
    ["#26245380", rgba(38, 36, 83, 128 / 255)],
    ["#262453ff", rgba(38, 36, 83, 1)],
    ["#26245300", rgba(38, 36, 83, 0)],
    ["#AbCdEf", rgba(171, 205, 239)],
    ["#ABC", rgba(170, 187, 204)],
  ])("parses %s", (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each(["#", "#1", "#12", "#12345", "#1234567", "#123456789", "#ggg", "#12345g", "262453"])(
    "rejects %s",
    expectRejected,
  );

  it.each(["##262453", "# 262453", "#262453;", "#26 24 53", "0x262453"])(
    "rejects %s",
    expectRejected,
  );
});

describe("parseColor: rgb() and rgba()", () => {
  it.each([
    ["rgb(38, 36, 83)", rgba(38, 36, 83)],
    ["rgb(38,36,83)", rgba(38, 36, 83)],
    ["rgb( 38 , 36 , 83 )", rgba(38, 36, 83)],
    ["rgba(38, 36, 83, 0.5)", rgba(38, 36, 83, 0.5)],
    ["rgba(38, 36, 83, 50%)", rgba(38, 36, 83, 0.5)],
    ["rgba(38, 36, 83)", rgba(38, 36, 83)],
    ["rgb(38, 36, 83, 0.25)", rgba(38, 36, 83, 0.25)],
    ["rgb(38 36 83)", rgba(38, 36, 83)],
    ["rgb(38   36\t83)", rgba(38, 36, 83)],
    ["rgb(38 36 83 / 0.5)", rgba(38, 36, 83, 0.5)],
    ["rgb(38 36 83/.5)", rgba(38, 36, 83, 0.5)],
    ["rgb(38 36 83 / 25%)", rgba(38, 36, 83, 0.25)],
    ["rgba(38 36 83 / 1)", rgba(38, 36, 83, 1)],
    ["rgb(100%, 50%, 0%)", rgba(255, 128, 0)],
    ["rgb(100% 0% 20%)", rgba(255, 0, 51)],
    ["rgb(38.4, 36.6, 83)", rgba(38, 37, 83)],
    ["rgb(+1, 2, 3)", rgba(1, 2, 3)],
    ["rgb(1e2, 0, 0)", rgba(100, 0, 0)],
    ["rgb(0, 0, 0, 0)", rgba(0, 0, 0, 0)],
    ["rgb(255, 255, 255, 1)", rgba(255, 255, 255, 1)],
    ["RGB(38, 36, 83)", rgba(38, 36, 83)],
    ["RGBA(38, 36, 83, 50%)", rgba(38, 36, 83, 0.5)],
    ["rgb(38,\n36,\n83)", rgba(38, 36, 83)],
  ])("parses %s", (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    "rgb(256, 0, 0)",
    "rgb(-1, 0, 0)",
    "rgb(0, 0, 300)",
    "rgb(101%, 0%, 0%)",
    "rgb(-1%, 0%, 0%)",
    "rgba(0, 0, 0, 1.5)",
    "rgba(0, 0, 0, -0.1)",
    "rgba(0, 0, 0, 101%)",
    "rgb(1e999, 0, 0)",
  ])("rejects the out-of-range %s", expectRejected);

  it.each([
    "rgb()",
    "rgb(0, 0)",
    "rgb(0 0)",
    "rgb(0, 0, 0, 0, 0)",
    "rgb(0 0 0 0)",
    "rgb(0, 0 0)",
    "rgb(0, 0, 0 / 1)",
    "rgb(0 0 0 / 1 / 1)",
    "rgb(0 0 0 /)",
    "rgb(0, 0, 0,)",
    "rgb(, 0, 0)",
    "rgb(a, b, c)",
    "rgb(none 0 0)",
    "rgb(1., 0, 0)",
    "rgb(0x10, 0, 0)",
    "rgb(10px, 0, 0)",
    "rgb(0, 0, 0",
    "rgb 0 0 0",
    "rgb (0, 0, 0)",
    "rgb(0, 0, 0) extra",
    "rgbx(0, 0, 0)",
  ])("rejects the malformed %s", expectRejected);
});

describe("parseColor: hsl() and hsla()", () => {
  it.each([
    ["hsl(0, 100%, 50%)", rgba(255, 0, 0)],
    ["hsl(120, 100%, 50%)", rgba(0, 255, 0)],
    ["hsl(240 100% 50%)", rgba(0, 0, 255)],
    ["hsl(0, 0%, 100%)", rgba(255, 255, 255)],
    ["hsl(0, 0%, 0%)", rgba(0, 0, 0)],
    ["hsl(300, 0%, 50%)", rgba(128, 128, 128)],
    ["hsla(120, 100%, 25%, 0.5)", rgba(0, 128, 0, 0.5)],
    ["hsl(120 100% 25% / 40%)", rgba(0, 128, 0, 0.4)],
    ["hsl(120, 100%, 25%, 0.5)", rgba(0, 128, 0, 0.5)],
    ["hsla(120 100% 25%)", rgba(0, 128, 0)],
    ["hsl(243, 40%, 23%)", rgba(38, 35, 82)],
    ["HSL(0, 100%, 50%)", rgba(255, 0, 0)],
  ])("parses %s", (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it.each([
    ["180deg", "hsl(180deg, 100%, 50%)"],
    ["0.5turn", "hsl(0.5turn 100% 50%)"],
    ["200grad", "hsl(200grad, 100%, 50%)"],
    ["π rad", `hsl(${Math.PI}rad, 100%, 50%)`],
    ["-180 (wraps)", "hsl(-180, 100%, 50%)"],
    ["540 (wraps)", "hsl(540, 100%, 50%)"],
  ])("reads the hue %s", (_label, input) => {
    expect(parseColor(input)).toEqual(rgba(0, 255, 255));
  });

  it("accepts saturation and lightness without a percent sign", () => {
    expect(parseColor("hsl(120, 100, 50)")).toEqual(rgba(0, 255, 0));
  });

  it.each([
    "hsl(0, 101%, 50%)",
    "hsl(0, -1%, 50%)",
    "hsl(0, 50%, 101%)",
    "hsl(0, 50%, -1%)",
    "hsl(0, 150, 50)",
    "hsla(0, 0%, 0%, 2)",
    "hsl(1e999, 50%, 50%)",
  ])("rejects the out-of-range %s", expectRejected);

  it.each([
    "hsl(0px, 50%, 50%)",
    "hsl(deg, 50%, 50%)",
    "hsl(0deg5, 50%, 50%)",
    "hsl(0, 50%)",
    "hsl(0 50% 50% 1)",
    "hsl(0, 50%%, 50%)",
    "hsl(0, 50 %, 50%)",
  ])("rejects the malformed %s", expectRejected);
});

describe("parseColor: names", () => {
  it.each([
    ["red", rgba(255, 0, 0)],
    ["RebeccaPurple", rgba(102, 51, 153)],
    ["  navy  ", rgba(0, 0, 128)],
    ["GREY", rgba(128, 128, 128)],
    ["gray", rgba(128, 128, 128)],
    ["yellowgreen", rgba(154, 205, 50)],
  ])("parses %s", (input, expected) => {
    expect(parseColor(input)).toEqual(expected);
  });

  it("parses transparent as fully transparent black", () => {
    expect(parseColor("transparent")).toEqual(rgba(0, 0, 0, 0));
    expect(parseColor(" Transparent ")).toEqual(rgba(0, 0, 0, 0));
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "notacolor", "re d"])(
    "rejects %s",
    expectRejected,
  );
});

describe("parseColor: everything else", () => {
  it.each([
    "",
    "   ",
    "currentcolor",
    "inherit",
    "none",
    "hwb(0 0% 0%)",
    "color(srgb 1 0 0)",
    "lab(50% 40 59)",
    "var(--c-primary)",
    "38, 36, 83",
  ])("rejects %j", expectRejected);

  it("rejects a value that is not a string", () => {
    // Stored themes are JSON: guard against numbers and nulls at run time.
    expect(() => parseColor(0x262453 as unknown as string)).toThrow("Failed to parse color");
    expect(() => parseColor(null as unknown as string)).toThrow("Failed to parse color");
  });

  it("throws a plain Error with exactly the documented message", () => {
    let caught: unknown;
    try {
      parseColor("nope");
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(Error);
    expect((caught as Error).message).toBe("Failed to parse color");
  });
});
