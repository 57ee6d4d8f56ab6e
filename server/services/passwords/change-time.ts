import { htmlLang, type Locale } from "../../../src/core/i18n";

/** When a password changed, to the minute and with its time zone: "5 December 2026 at 12:40 UTC". */
export function changeTime(locale: Locale, at: Date): string {
  return new Intl.DateTimeFormat(htmlLang(locale), {
    day: "numeric",
    month: "long",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "UTC",
    timeZoneName: "short",
  }).format(at);
}
