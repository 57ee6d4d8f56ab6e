import { DEFAULT_LOCALE, htmlLang, parseLocale } from "../../../src/core/i18n";
import type { ContentService } from "../content";

/** Amounts and dates as the organisation's emails write them, in its language and currency. */
export interface EmailWords {
  money(amount: number): string;
  /** A day in full: "Tuesday, 3 June 2025". */
  date(date: Date): string;
}

export async function emailWords(content: ContentService): Promise<EmailWords> {
  const general = await content.get("general");
  const language = htmlLang(parseLocale(general.locale) ?? DEFAULT_LOCALE);
  const money = new Intl.NumberFormat(language, {
    style: "currency",
    currency: general.currencyCode,
  });
  const day = new Intl.DateTimeFormat(language, {
    weekday: "long",
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  });
  return { money: (amount) => money.format(amount), date: (date) => day.format(date) };
}
