import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { FONT_SCRIPTS, FONTS, fontScriptsFor } from "@core/theme/fonts";

const DIR = join(import.meta.dirname, "fonts");
const stylesheets = readdirSync(DIR).sort();
const selfHosted = Object.entries(FONTS)
  .filter(([, font]) => font.selfHosted)
  .map(([id]) => id);

describe("self-hosted fonts", () => {
  it("each have a Latin stylesheet in fonts/, and the system fonts none", () => {
    for (const id of selfHosted) expect(stylesheets).toContain(`${id}-latin.css`);
    const fonts = new Set(
      stylesheets.map((file) => file.replace(/-(latin|cyrillic|greek)\.css$/, "")),
    );
    expect([...fonts].sort()).toEqual([...selfHosted].sort());
  });

  it.each(stylesheets)(
    "%s holds only weights 400, 600 and 700, woff2 files of its script",
    (file) => {
      const css = readFileSync(join(DIR, file), "utf8");
      const match = /^(.+)-(latin|cyrillic|greek)\.css$/.exec(file)!;
      const id = match[1]!;
      const script = match[2] as keyof typeof FONT_SCRIPTS;
      const weights = [...css.matchAll(/font-weight: (\d+);/g)].map((match) => Number(match[1]));
      expect(weights.length).toBeGreaterThan(0);
      expect(weights.every((weight) => [400, 600, 700].includes(weight))).toBe(true);
      const sources = [...css.matchAll(/url\("([^"]+)"\)/g)].map((match) => match[1]!);
      expect(sources).toHaveLength(weights.length);
      for (const source of sources) {
        expect(source).toMatch(/\.woff2$/);
        const subset = new RegExp(`/files/${id}-([a-z-]+)-\\d00-normal\\.woff2$`).exec(source)?.[1];
        expect(FONT_SCRIPTS[script]).toContain(subset);
      }
      // Every face names its characters, so a browser fetches only the files a page's text needs.
      expect(css.match(/unicode-range:/g)).toHaveLength(weights.length);
    },
  );

  it("keep each stylesheet small", () => {
    for (const file of stylesheets) {
      expect(readFileSync(join(DIR, file)).length).toBeLessThan(3_000);
    }
  });
});

describe("fontScriptsFor", () => {
  it.each([
    ["en", ["latin"]],
    ["de-x-informal", ["latin"]],
    ["pt", ["latin"]],
    ["ru", ["latin", "cyrillic"]],
    ["el", ["latin", "greek"]],
  ])("%s reads %j", (locale, scripts) => {
    expect(fontScriptsFor(locale)).toEqual(scripts);
  });
});
