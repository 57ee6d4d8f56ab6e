import { DEFAULT_LOCALE, parseLocale, type Locale } from "@core/i18n";
import { formattingLocale } from "@core/i18n/formatting-locale";

/** Amounts and dates as an email writes them. */
export interface EmailFormats {
  /** The BCP 47 locale they are written in ("en-GB"). */
  locale: string;
  /** An amount in currency units: "£5.00". */
  money(amount: number): string;
  /** A day as the organisation's pages write it: "26 April 2027", "April 26, 2027", "26. April 2027". */
  date(date: Date): string;
  /** A moment to the minute, with its time zone: "5 December 2026 at 12:40 UTC". */
  moment(date: Date): string;
}

/** What of the organisation's settings (content `general`) decides how emails write things. */
export interface FormatSettings {
  locale: string;
  currencyCode: string;
}

/**
 * The one formatter of every amount and date an email shows: in the email's language (the
 * recipient's when one is known, else the organisation's), written the way its country does
 * (the currency tells the country, as on the site: `formattingLocale`), without the weekday.
 * Days are stored as UTC midnights, so they are read in UTC.
 */
export function emailFormats(settings: FormatSettings, language?: Locale): EmailFormats {
  const locale = formattingLocale(
    language ?? parseLocale(settings.locale) ?? DEFAULT_LOCALE,
    settings.currencyCode,
  );
  const money = new Intl.NumberFormat(locale, {
    style: "currency",
    currency: settings.currencyCode,
  });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" });
  const moment = new Intl.DateTimeFormat(locale, {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "UTC",
  });
  return {
    locale,
    money: (amount) => money.format(amount),
    date: (date) => day.format(date),
    // The zone is named: a reader abroad must not take UTC for their own time.
    moment: (date) => `${moment.format(date)} UTC`,
  };
}
