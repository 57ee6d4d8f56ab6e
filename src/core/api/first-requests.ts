import { parseLocale, toSettingsLocale } from "../i18n/locales";
import { API_BASE } from "./client";
import { toQueryString, type QueryValue } from "./query-string";

/** A GET of the API, as the browser code makes it and the server may answer ahead of time. */
export interface ApiRequest {
  path: string;
  query?: Record<string, QueryValue | QueryValue[]>;
}

/** The address the API client fetches for a request: the key of an answer given ahead. */
export function apiRequestUrl({ path, query = {} }: ApiRequest): string {
  return `${API_BASE}/${path.replace(/^\/+/, "")}${toQueryString(query)}`;
}

/** The organisation's settings, which every page and frame starts from. */
export const GENERAL_REQUEST: ApiRequest = { path: "content/general" };

/** Who is signed in (a 401 for nobody). */
export const CURRENT_USER_REQUEST: ApiRequest = {
  path: "contact/me",
  query: { with: "isReviewer" },
};

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

/** A callout with all a reader's page needs, in one of its variants. */
export function readerCalloutRequest(id: string, variant: string): ApiRequest {
  return {
    path: `callout/${encodeURIComponent(id)}`,
    query: {
      with: ["form", "responseViewSchema", "variantNames", "hasAnswered"],
      variant: variant === "default" ? undefined : variant,
    },
  };
}
