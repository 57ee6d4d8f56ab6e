export type QueryValue = string | number | boolean | Date | object | null | undefined;

/**
 * Serialises query parameters the way the API expects: arrays as repeated keys, dates as ISO
 * strings, objects (such as `rules`) as JSON; null and undefined are left out.
 */
export function toQueryString(params: Record<string, QueryValue | QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value === null || value === undefined) continue;
      search.append(key, serialise(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

function serialise(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
