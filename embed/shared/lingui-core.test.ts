import { createCompiledCatalog } from "@lingui/cli/api";
import { setupI18n as linguiI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { setupI18n } from "./lingui-core";

/** Source messages, compiled as the build compiles a catalog. */
const SOURCE = {
  plain: "Send your answer",
  args: "Hello {name}, you have {count} new",
  plural: "{count, plural, =0 {none left} one {# attempt left} other {# attempts left}}",
  offset:
    "{guests, plural, offset:1 =0 {nobody} =1 {{host}} one {{host} and # other} other {{host} and # others}}",
  ordinal: "{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}",
  select: "{role, select, admin {Staff} other {Reader {name}}}",
  number: "Paid {amount, number} of {share, number, percent}",
  date: "Closed on {when, date} at {when, time, short}",
  escapes: "Caf\\u00e9 \\x41",
  tags: "Read <0>the terms</0> and <1/>",
};

function compiled(locale: string): Messages {
  const { source } = createCompiledCatalog(locale, SOURCE, { namespace: "es" });
  const literal = /JSON\.parse\((".*")\)/.exec(source)?.[1];
  return JSON.parse(JSON.parse(literal ?? '""') as string) as Messages;
}

const VALUES = [
  { name: "Ada", count: 0, guests: 0, host: "Bo", place: 1, role: "admin" },
  { name: "Ada", count: 1, guests: 1, host: "Bo", place: 2, role: "x" },
  { name: "Ada", count: 2, guests: 2, host: "Bo", place: 3, role: "x" },
  { name: "Ada", count: 5, guests: 3, host: "Bo", place: 11, role: "x" },
  { name: "Ada", count: 21, guests: 22, host: "Bo", place: 23, role: "x" },
].map((values) => ({
  ...values,
  amount: 1234.5,
  share: 0.25,
  when: new Date(Date.UTC(2026, 0, 5, 9, 30)),
}));

describe("the frames' Lingui runtime", () => {
  it.each(["en", "de", "ru", "fr"])(
    "writes every compiled message as Lingui does (%s)",
    (locale) => {
      const messages = compiled(locale);
      const ours = setupI18n({ locale, messages: { [locale]: messages } });
      const theirs = linguiI18n({ locale, messages: { [locale]: messages } });
      for (const id of [...Object.keys(SOURCE), "missing id"]) {
        for (const values of VALUES) {
          expect(ours._(id, values), `${id} ${JSON.stringify(values)}`).toBe(theirs._(id, values));
          expect(ours._({ id, values })).toBe(theirs._({ id, values }));
        }
      }
      const when = new Date(Date.UTC(2026, 0, 5));
      expect(ours.date(when)).toBe(theirs.date(when));
      expect(ours.date(when, { dateStyle: "long" })).toBe(theirs.date(when, { dateStyle: "long" }));
      expect(ours.number(0.5, { style: "percent" })).toBe(theirs.number(0.5, { style: "percent" }));
    },
  );

  it("formats with the locales it was activated with, and tells listeners of each change", () => {
    const ours = setupI18n();
    const theirs = linguiI18n();
    let changes = 0;
    const stop = ours.on("change", () => (changes += 1));
    for (const i18n of [ours, theirs]) {
      i18n.load("de", compiled("de"));
      i18n.activate("de", ["de-CH"]);
    }
    stop();
    ours.activate("en");
    expect(changes).toBe(2);
    expect(ours.locale).toBe("en");
    ours.activate("de", ["de-CH"]);
    expect([ours.locale, ours.locales]).toEqual(["de", ["de-CH"]]);
    expect(ours.number(1234.5)).toBe(theirs.number(1234.5));
    expect(ours._("number", { amount: 1234.5, share: 0.1 })).toBe(
      theirs._("number", { amount: 1234.5, share: 0.1 }),
    );
  });
});
