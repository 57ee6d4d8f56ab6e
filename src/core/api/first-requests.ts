import { parseLocale, toSettingsLocale } from "../i18n/locales";
import type { ApiRead } from "./call";
import { API_BASE } from "./client";
import { toQueryString } from "./query-string";

/**
 * The address the API client fetches for a read: the key of an answer the server gave with
 * the page, and of the data layer's cache.
 */
export function apiRequestUrl({ path, query = {} }: ApiRead<unknown>): string {
  return `${API_BASE}/${path}${toQueryString(query)}`;
}

/**
 * The variant to ask for in the reader's language (`?lang`), in the form variants are named
 * (`de@informal`); `default` when the language is unknown or, when the names are known, not
 * among them.
 */
export function variantFor(lang: string | null | undefined, variantNames?: string[]): string {
  const locale = parseLocale(lang);
  if (!locale) return "default";
  const names = variantNames ?? [toSettingsLocale(locale)];
  return names.find((name) => name !== "default" && parseLocale(name) === locale) ?? "default";
}
