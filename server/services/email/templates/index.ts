import type { Locale } from "../../../../src/core/i18n";
import { german } from "./de";
import { germanInformal } from "./de-informal";
import { english, templates as englishTemplates } from "./en";
import type { EmailLanguage, EmailTemplate, EmailTemplateId, FooterWords } from "./types";

export * from "./types";

const LANGUAGES: Partial<Record<Locale, EmailLanguage>> = {
  en: english,
  de: german,
  "de-x-informal": germanInformal,
};

/** Where a locale looks next for a missing email, as the browser catalogs do; English last. */
const FALLBACKS: Partial<Record<Locale, Locale[]>> = {
  "de-x-informal": ["de"],
  "de-x-easy": ["de-x-informal", "de"],
};

/** The languages to try for a locale, nearest first, English last. */
function languagesFor(locale: Locale): EmailLanguage[] {
  const chain = [locale, ...(FALLBACKS[locale] ?? [])];
  return [...chain.flatMap((id) => LANGUAGES[id] ?? []), english];
}

/** The built-in email in the organisation's language, or the nearest one that has it. */
export function builtInTemplate(id: EmailTemplateId, locale: Locale): EmailTemplate {
  for (const language of languagesFor(locale)) {
    const template = language.templates[id];
    if (template) return template;
  }
  return englishTemplates[id];
}

export function footerWords(locale: Locale): FooterWords {
  return (languagesFor(locale)[0] ?? english).footer;
}
