import { describe, expect, it } from "vitest";
import { contrast, readableOn, TEXT_CONTRAST, textOn } from "./contrast";
import { parseHexColor } from "./hex";
import { themeVariables } from "./variables";

const WHITE = parseHexColor("#ffffff");
const BLACK = parseHexColor("#000000");
const triple = (value: string) => {
  const [r, g, b] = value.split(", ").map(Number);
  return { r: r!, g: g!, b: b!, a: 1 };
};

describe("contrast", () => {
  it("gives WCAG's ratios", () => {
    expect(contrast(BLACK, WHITE)).toBe(21);
    expect(contrast(WHITE, WHITE)).toBe(1);
    // WebAIM's checker gives 2.91 for the default link colour and 4.83 for #767676 on white.
    expect(contrast(parseHexColor("#43a796"), WHITE)).toBeCloseTo(2.91, 2);
    expect(contrast(WHITE, parseHexColor("#767676"))).toBeCloseTo(4.54, 2);
  });
});

describe("readableOn", () => {
  it("keeps a colour that reads, and darkens one that does not only as far as needed", () => {
    const navy = parseHexColor("#262453");
    expect(readableOn(navy, WHITE)).toEqual(navy);
    const teal = parseHexColor("#43a796");
    const text = readableOn(teal, WHITE);
    expect(contrast(text, WHITE)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(text).toEqual({ r: 50, g: 125, b: 113, a: 1 });
  });

  it("lightens a colour on a dark background, and ends at black or white", () => {
    const navy = parseHexColor("#262453");
    expect(contrast(readableOn(navy, BLACK), BLACK)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(readableOn(WHITE, WHITE)).toEqual({ r: 115, g: 115, b: 115, a: 1 });
    expect(readableOn(BLACK, BLACK)).toEqual({ r: 128, g: 128, b: 128, a: 1 });
  });
});

describe("textOn", () => {
  it("writes white on dark colours and black on light ones", () => {
    expect(textOn(parseHexColor("#262453"), WHITE, BLACK)).toEqual(WHITE);
    expect(textOn(parseHexColor("#f5cc5b"), WHITE, BLACK)).toEqual(BLACK);
    expect(textOn(parseHexColor("#43a796"), WHITE, BLACK)).toEqual(BLACK);
  });
});

describe("theme text colours", () => {
  it.each(["#ffe066", "#43a796", "#ff0000", "#262453", "#8e8e8e", "#00ff00"])(
    "read at AA whatever colours a theme picks (%s)",
    (hex) => {
      const vars = themeVariables({ colors: { primary: hex, link: hex, danger: hex } });
      // Text sits on white cards and on the primary-5 pages and primary-10 hovers.
      const backgrounds = [WHITE, triple(vars["--c-primary-5"]!), triple(vars["--c-primary-10"]!)];
      for (const name of ["primary", "link", "danger"]) {
        const text = triple(vars[`--c-${name}-text`]!);
        for (const background of backgrounds) {
          expect(contrast(text, background)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        }
        const color = triple(vars[`--c-${name}`]!);
        expect(contrast(triple(vars[`--c-on-${name}`]!), color)).toBeGreaterThanOrEqual(
          TEXT_CONTRAST,
        );
      }
    },
  );
});
