import { htmlLang, type Locale } from "./locales";

/**
 * The country a currency points to, for the few where it settles how dates are written in a
 * language of ours (English above all: 25/11/2026 in Britain, 11/25/2026 in the US).
 */
const CURRENCY_REGIONS: Record<string, string> = {
  GBP: "GB",
  USD: "US",
  CAD: "CA",
  AUD: "AU",
  NZD: "NZ",
  CHF: "CH",
  ZAR: "ZA",
  INR: "IN",
  BRL: "BR",
};

/**
 * The locale dates, times and numbers are written in: the language, in the organisation's
 * country as its currency tells it. English without a known country is written the European
 * way (en-GB), as most of our newsrooms are; only a newsroom paid in dollars gets US dates.
 */
export function formattingLocale(locale: Locale, currencyCode?: string): string {
  const language = htmlLang(locale);
  const region = currencyCode ? CURRENCY_REGIONS[currencyCode] : undefined;
  const tag = region ? `${language}-${region}` : language === "en" ? "en-GB" : language;
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? language;
  } catch {
    return language;
  }
}
