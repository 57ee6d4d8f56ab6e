import { describe, expect, it } from "vitest";
import { EMAIL_TEMPLATE_WORDS, MERGE_FIELD_WORDS } from "@core/email/descriptions";
import { LOCALES } from "@core/i18n";
import { templates as english } from "./en";
import { EMAIL_TEMPLATE_IDS, builtInSource, builtInTemplate, footerWords, mergeFieldsOf } from ".";

const TAG = /\*\|([A-Za-z0-9_-]+)\|\*/g;
const tagsOf = (text: string) => [...text.matchAll(TAG)].map((match) => match[1]);

describe("built-in templates", () => {
  it.each(LOCALES)("%s has every email, in its own words or its fallback's", (locale) => {
    for (const id of EMAIL_TEMPLATE_IDS) {
      const { template } = builtInSource(id, locale);
      expect(template.subject.trim(), `${locale} ${id}`).not.toBe("");
      expect(template.body.trim(), `${locale} ${id}`).not.toBe("");
    }
    expect(footerWords(locale).privacy).not.toBe("");
  });

  it("has every email in each language's own words, not English", () => {
    for (const locale of ["nl", "pt", "it", "ru", "fr", "el"] as const) {
      for (const id of EMAIL_TEMPLATE_IDS) {
        const source = builtInSource(id, locale);
        expect(source.locale, `${locale} ${id}`).toBe(locale);
        expect(source.template.subject, `${locale} ${id}`).not.toBe(english[id].subject);
      }
      expect(footerWords(locale)).not.toEqual(footerWords("en"));
    }
  });

  it("falls back from plain German to informal German, then to formal German", () => {
    expect(builtInSource("welcome", "de-x-easy").locale).toBe("de-x-informal");
    // The informal set shares the team's emails with the formal one.
    expect(builtInSource("new-member", "de-x-informal").locale).toBe("de");
    expect(builtInSource("new-member", "de-x-easy").locale).toBe("de");
    expect(footerWords("de-x-easy")).toEqual(footerWords("de-x-informal"));
    expect(builtInTemplate("welcome", "de").subject).not.toBe(english.welcome.subject);
  });

  it.each(EMAIL_TEMPLATE_IDS)("%s uses only the merge fields its sender fills", (id) => {
    const declared = new Set(mergeFieldsOf(id));
    for (const locale of LOCALES) {
      const { subject, body } = builtInTemplate(id, locale);
      for (const tag of [...tagsOf(subject), ...tagsOf(body)]) {
        expect(declared.has(tag ?? ""), `${locale} ${id} uses ${tag}`).toBe(true);
      }
    }
  });

  it("has the dashboard's words for every template and merge field", () => {
    expect(EMAIL_TEMPLATE_IDS.filter((id) => !EMAIL_TEMPLATE_WORDS[id])).toEqual([]);
    const fields = new Set(EMAIL_TEMPLATE_IDS.flatMap(mergeFieldsOf));
    expect([...fields].filter((field) => !MERGE_FIELD_WORDS[field])).toEqual([]);
  });
});
