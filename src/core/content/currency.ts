import { htmlLang, parseLocale } from "../i18n";

/**
 * The symbol readers see for a currency, e.g. `£` for GBP. The narrow form, so a Canadian
 * newsroom shows `$`, not `CA$`. Falls back to the code when the runtime cannot format it.
 */
export function currencySymbol(code: string, settingsLocale: string): string {
  try {
    const locale = htmlLang(parseLocale(settingsLocale) ?? "en");
    const parts = new Intl.NumberFormat(locale, {
      style: "currency",
      currency: code,
      currencyDisplay: "narrowSymbol",
    }).formatToParts(0);
    return parts.find((part) => part.type === "currency")?.value ?? code;
  } catch {
    return code;
  }
}
