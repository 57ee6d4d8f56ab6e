import type { I18n } from "@lingui/core";

/** An amount in the organisation's currency: whole amounts without cents. */
export function formatMoney(i18n: I18n, amount: number, currencyCode: string): string {
  return i18n.number(amount, {
    style: "currency",
    currency: currencyCode,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  });
}

/** A date of the API (ISO) as the organisation's locale writes it in full. */
export function formatDate(i18n: I18n, iso: string): string {
  return i18n.date(iso, { dateStyle: "long" });
}
