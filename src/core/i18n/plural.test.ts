import { readFile } from "node:fs/promises";
import { setupI18n } from "@lingui/core";
import { formatter } from "@lingui/format-po";
import { msg, plural } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";

const CATALOGS = ["shared", "dashboard", "admin"];

// The same message the waiting screen shows (src/app/boot/Boot.tsx), so the ids match.
const attemptsLeft = (left: number) =>
  msg`${plural(left, { one: "# attempt left", other: "# attempts left" })}`;

describe("plural forms", () => {
  it("uses Russian's own forms: one for 1 and 21, few for 2 and 22, many for 5, 11 and 25", async () => {
    const i18n = setupI18n({
      locale: "ru",
      messages: { ru: (await import("../../../locales/ru/dashboard.po")).messages },
    });
    const say = (n: number) => i18n._(attemptsLeft(n));
    expect(say(1)).toBe("Осталась 1 попытка");
    expect(say(21)).toBe("Осталась 21 попытка");
    expect(say(2)).toBe("Осталось 2 попытки");
    expect(say(22)).toBe("Осталось 22 попытки");
    expect(say(5)).toBe("Осталось 5 попыток");
    expect(say(11)).toBe("Осталось 11 попыток");
    expect(say(25)).toBe("Осталось 25 попыток");
  });

  it("has every message translated in every locale", async () => {
    // Read the PO files themselves: compiled catalogs fill gaps from English, hiding them.
    const po = formatter();
    const read = async (locale: string) => {
      const catalogs = await Promise.all(
        CATALOGS.map(async (name) =>
          po.parse(
            await readFile(
              new URL(`../../../locales/${locale}/${name}.po`, import.meta.url),
              "utf8",
            ),
            { locale, sourceLocale: "en", filename: `${name}.po` },
          ),
        ),
      );
      return Object.assign({}, ...catalogs) as NonNullable<(typeof catalogs)[number]>;
    };
    const english = Object.keys((await read("en")) ?? {});
    expect(english.length).toBeGreaterThan(50);
    for (const locale of LOCALES.filter((l) => l !== "en")) {
      const catalog = (await read(locale)) ?? {};
      const missing = english.filter((id) => !catalog[id]?.translation);
      expect(missing, `${locale} lacks translations`).toEqual([]);
    }
  });
});
