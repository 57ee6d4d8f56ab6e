import type { Locale } from "@core/i18n";
import { german } from "./de";
import { germanEasy } from "./de-easy";
import { germanInformal } from "./de-informal";
import { greek } from "./el";
import { english, footer as englishFooter, templates as englishTemplates } from "./en";
import { french } from "./fr";
import { italian } from "./it";
import { dutch } from "./nl";
import { portuguese } from "./pt";
import { russian } from "./ru";
import type { EmailLanguage, EmailTemplate, EmailTemplateId, FooterWords } from "./types";

export * from "./about";
export * from "./types";

/** Every locale we ship has its file, translated or not (the compiler holds us to it). */
const LANGUAGES: Record<Locale, EmailLanguage> = {
  en: english,
  de: german,
  "de-x-informal": germanInformal,
  "de-x-easy": germanEasy,
  nl: dutch,
  pt: portuguese,
  it: italian,
  ru: russian,
  fr: french,
  el: greek,
};

/** Where a locale looks next for a missing email, as the browser catalogs do; English last. */
const FALLBACKS: Partial<Record<Locale, Locale[]>> = {
  "de-x-informal": ["de"],
  "de-x-easy": ["de-x-informal", "de"],
};

/** The locales to look in for a locale's emails, nearest first, English last. */
function chainOf(locale: Locale): Locale[] {
  return [...new Set<Locale>([locale, ...(FALLBACKS[locale] ?? []), "en"])];
}

/**
 * Where a locale's built-in email comes from: the nearest locale of its chain whose file has
 * it, English when none does (a language not translated yet).
 */
export function builtInSource(
  id: EmailTemplateId,
  locale: Locale,
): { locale: Locale; template: EmailTemplate } {
  for (const candidate of chainOf(locale)) {
    const template = LANGUAGES[candidate].templates[id];
    if (template) return { locale: candidate, template };
  }
  return { locale: "en", template: englishTemplates[id] };
}

/** The built-in email in the organisation's language, or in the nearest one that has it. */
export function builtInTemplate(id: EmailTemplateId, locale: Locale): EmailTemplate {
  return builtInSource(id, locale).template;
}

/** The footer's words in the nearest language that has them; English last. */
export function footerWords(locale: Locale): FooterWords {
  const found = chainOf(locale).find((candidate) => LANGUAGES[candidate].footer);
  return (found && LANGUAGES[found].footer) || englishFooter;
}
