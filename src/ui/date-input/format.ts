import type { I18n } from "@lingui/core";
import { parseDateSpan } from "@core/forms/dates";

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?$/;

/**
 * A date input's value (`2024-05-03`, or `2024-05-03T10:30` with a time) as the active locale
 * writes it in full ("Friday, 3 May 2024"); undefined when it is not such a value.
 */
export function formatInputDate(value: string, i18n: I18n, withTime: boolean): string | undefined {
  if (!(withTime ? DATE_TIME : DATE).test(value)) return undefined;
  const span = parseDateSpan(value);
  if (!span) return undefined;
  // Values without a zone are read as UTC (core/forms/dates), so UTC shows them as typed.
  return new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, {
    dateStyle: "full",
    timeStyle: withTime ? "short" : undefined,
    timeZone: "UTC",
  }).format(span.start);
}
