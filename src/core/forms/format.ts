import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isRecord } from "./answers";
import { parseDateSpan } from "./dates";
import type { InputComponent } from "./schema";
import { optionsOf } from "./walk";

const YES = msg`Yes`;
const NO = msg`No`;
const SIGNED = msg`Signed`;

function say(descriptor: MessageDescriptor, i18n: I18n | undefined): string {
  return i18n ? i18n._(descriptor) : (descriptor.message ?? descriptor.id);
}

function formatNumber(component: InputComponent, value: number, i18n: I18n | undefined): string {
  if (!i18n) return String(value);
  const digits = component.type === "currency" ? 2 : undefined;
  return new Intl.NumberFormat(i18n.locales ?? i18n.locale, {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits ?? 20,
  }).format(value);
}

function formatDate(value: string, i18n: I18n | undefined): string {
  const span = i18n && parseDateSpan(value);
  if (!span || value.startsWith("$")) return value;
  const withTime = value.includes("T") || value.includes(" ");
  // Dates without a zone are read as UTC (see dates.ts), so UTC shows them as typed.
  return new Intl.DateTimeFormat(i18n.locales ?? i18n.locale, {
    dateStyle: "medium",
    timeStyle: withTime ? "short" : undefined,
    timeZone: "UTC",
  }).format(span.start);
}

function formatValue(component: InputComponent, value: unknown, i18n: I18n | undefined): string {
  if (value === undefined || value === null) return "";
  const options = optionsOf(component);
  const labelOf = (optionValue: string) =>
    options.find((option) => option.value === optionValue)?.label ?? optionValue;

  switch (component.type) {
    case "checkbox":
      return typeof value === "boolean" ? say(value ? YES : NO, i18n) : String(value);
    case "selectboxes":
      if (!isRecord(value)) break;
      return Object.entries(value)
        .filter(([, ticked]) => ticked === true)
        .map(([key]) => labelOf(key))
        .join(", ");
    case "address": {
      if (!isRecord(value)) break;
      const text = typeof value.formatted_address === "string" ? value.formatted_address : "";
      const location = isRecord(value.geometry) ? value.geometry.location : undefined;
      const point = isRecord(location) ? `${String(location.lat)}, ${String(location.lng)}` : "";
      return text && point ? `${text} (${point})` : text || point;
    }
    case "file":
      return isRecord(value) && typeof value.url === "string" ? value.url : "";
    case "signature":
      return say(SIGNED, i18n);
    case "datetime":
      if (typeof value === "string") return formatDate(value, i18n);
      break;
    default:
      break; // the other types format as their value does, below
  }
  if (typeof value === "string") return options.length > 0 ? labelOf(value) : value;
  if (typeof value === "number") return formatNumber(component, value, i18n);
  if (typeof value === "boolean") return say(value ? YES : NO, i18n);
  return "";
}

/**
 * An answer as text, for lists, exports and the map: option labels for choices, the address
 * (and its point) for addresses, the URL for files, dates and numbers in the reader's locale
 * when `i18n` is given (as stored otherwise); a list of answers joined with commas.
 */
export function formatAnswer(component: InputComponent, value: unknown, i18n?: I18n): string {
  const values = Array.isArray(value) ? value : [value];
  return values
    .map((item) => formatValue(component, item, i18n))
    .filter(Boolean)
    .join(", ");
}
