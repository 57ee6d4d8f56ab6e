import { describe, expect, it } from "vitest";
import { contrast, TEXT_CONTRAST } from "./contrast";
import { themeVariables } from "./variables";

/**
 * The default theme, worked out by hand from the tint rule (see tints.test.ts); the text and
 * "on" colours by the contrast rule (see contrast.test.ts).
 */
const DEFAULT_VARIABLES = {
  "--c-primary": "38, 36, 83",
  "--c-primary-5": "244, 244, 246",
  "--c-primary-10": "233, 233, 238",
  "--c-primary-20": "212, 211, 221",
  "--c-primary-40": "168, 167, 186",
  "--c-primary-70": "103, 102, 135",
  "--c-primary-80": "81, 80, 117",
  "--c-primary-text": "38, 36, 83",
  "--c-on-primary": "255, 255, 255",
  "--c-body": "38, 36, 83",
  "--c-body-40": "168, 167, 186",
  "--c-body-60": "125, 124, 152",
  "--c-body-80": "81, 80, 117",
  "--c-body-text": "38, 36, 83",
  "--c-on-body": "255, 255, 255",
  "--c-link": "67, 167, 150",
  "--c-link-10": "236, 246, 245",
  "--c-link-30": "199, 229, 224",
  "--c-link-70": "123, 193, 182",
  "--c-link-110": "60, 150, 135",
  "--c-link-text": "44, 109, 97",
  "--c-on-link": "0, 0, 0",
  "--c-warning": "245, 204, 91",
  "--c-warning-10": "254, 250, 239",
  "--c-warning-30": "252, 240, 206",
  "--c-warning-70": "248, 219, 140",
  "--c-warning-text": "123, 102, 46",
  "--c-on-warning": "0, 0, 0",
  "--c-success": "134, 169, 96",
  "--c-success-10": "243, 246, 239",
  "--c-success-30": "219, 229, 207",
  "--c-success-70": "170, 195, 144",
  "--c-success-110": "121, 152, 86",
  "--c-success-text": "87, 110, 62",
  "--c-on-success": "0, 0, 0",
  "--c-danger": "206, 61, 61",
  "--c-danger-10": "250, 236, 236",
  "--c-danger-30": "240, 197, 197",
  "--c-danger-70": "221, 119, 119",
  "--c-danger-110": "185, 55, 55",
  "--c-danger-text": "185, 55, 55",
  "--c-on-danger": "255, 255, 255",
  "--c-white": "255, 255, 255",
  "--c-white-text": "102, 102, 102",
  "--c-on-white": "0, 0, 0",
  "--c-black": "0, 0, 0",
  "--c-black-text": "0, 0, 0",
  "--c-on-black": "255, 255, 255",
  "--c-body-muted": "81, 80, 117",
  "--c-grey-lighter": "238, 238, 238",
  "--c-grey-light": "199, 199, 199",
  "--c-grey": "164, 164, 164",
  "--c-grey-dark": "95, 95, 95",
  "--c-grey-darker": "67, 67, 67",
  "--ff-body": '"Open Sans", sans-serif',
  "--ff-title": '"Open Sans", sans-serif',
};

describe("themeVariables", () => {
  it("writes every variable of the default theme", () => {
    expect(themeVariables(undefined)).toEqual(DEFAULT_VARIABLES);
  });

  it("gives the same result for no theme, null and an empty theme", () => {
    expect(themeVariables(null)).toEqual(DEFAULT_VARIABLES);
    expect(themeVariables({})).toEqual(DEFAULT_VARIABLES);
    expect(themeVariables({ colors: {}, fonts: {} })).toEqual(DEFAULT_VARIABLES);
  });

  it("writes the same set of variables for any theme", () => {
    const custom = themeVariables({
      colors: { primary: "red", link: "nope" },
      fonts: { body: "rubik", title: "roboto-slab" },
    });
    expect(Object.keys(custom)).toEqual(Object.keys(DEFAULT_VARIABLES));
  });

  it("writes colours as bare r, g, b triples", () => {
    for (const [name, value] of Object.entries(themeVariables(undefined))) {
      if (name.startsWith("--c-")) expect(value).toMatch(/^\d{1,3}, \d{1,3}, \d{1,3}$/);
    }
  });

  it("derives tints from the theme's colours", () => {
    const variables = themeVariables({ colors: { primary: "#ff0000", danger: "#000000" } });
    expect(variables["--c-primary"]).toBe("255, 0, 0");
    expect(variables["--c-primary-10"]).toBe("255, 230, 230");
    expect(variables["--c-body"]).toBe("255, 0, 0");
    expect(variables["--c-body-60"]).toBe("255, 102, 102");
    expect(variables["--c-danger-110"]).toBe("0, 0, 0");
    expect(variables["--c-danger-30"]).toBe("179, 179, 179");
  });

  it("keeps secondary text readable on the page when the body colour is bright", () => {
    const variables = themeVariables({ colors: { primary: "#cc0066" } });
    const rgb = (name: string) => {
      const [r, g, b] = variables[name]!.split(", ").map(Number) as [number, number, number];
      return { r, g, b, a: 1 };
    };
    expect(contrast(rgb("--c-body-80"), rgb("--c-primary-10"))).toBeLessThan(TEXT_CONTRAST);
    expect(contrast(rgb("--c-body-muted"), rgb("--c-primary-10"))).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );
  });

  it("falls back per colour when one is invalid instead of failing", () => {
    const variables = themeVariables({ colors: { primary: "#ff0000", link: "#12" } });
    expect(variables["--c-primary"]).toBe("255, 0, 0");
    expect(variables["--c-link"]).toBe(DEFAULT_VARIABLES["--c-link"]);
    expect(variables["--c-link-30"]).toBe(DEFAULT_VARIABLES["--c-link-30"]);
  });

  it("keeps the greys whatever the theme", () => {
    const variables = themeVariables({ colors: { black: "#111111", white: "#fafafa" } });
    expect(variables["--c-grey-lighter"]).toBe("238, 238, 238");
    expect(variables["--c-grey-darker"]).toBe("67, 67, 67");
    expect(variables["--c-black"]).toBe("17, 17, 17");
    expect(variables["--c-white"]).toBe("250, 250, 250");
  });

  it("writes the chosen fonts as stacks, title following body", () => {
    expect(themeVariables({ fonts: { body: "roboto-slab" } })).toMatchObject({
      "--ff-body": '"Roboto Slab", serif',
      "--ff-title": '"Roboto Slab", serif',
    });
    expect(themeVariables({ fonts: { body: "ubuntu", title: "work-sans" } })).toMatchObject({
      "--ff-body": '"Ubuntu", sans-serif',
      "--ff-title": '"Work Sans", sans-serif',
    });
  });

  it("uses Open Sans for an unknown body font", () => {
    expect(themeVariables({ fonts: { body: "comic-sans" } })["--ff-body"]).toBe(
      '"Open Sans", sans-serif',
    );
  });
});
