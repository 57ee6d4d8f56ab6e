export type QueryValue = string | number | boolean | Date | object | null | undefined;

/**
 * Serialises query parameters the way the API expects: arrays as repeated keys, dates as ISO
 * strings, objects (such as `rules`) as JSON; null and undefined are left out.
 */
export function toQueryString(params: Record<string, QueryValue | QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, values] of Object.entries(toQueryObject(params))) {
    for (const value of [values].flat()) search.append(key, value);
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}

/**
 * The same parameters as a JSON object, each value as the query string carries it: the body
 * of a list's `POST …/search`.
 */
export function toQueryObject(
  params: Record<string, QueryValue | QueryValue[]>,
): Record<string, string | string[]> {
  const object: Record<string, string | string[]> = {};
  for (const [key, raw] of Object.entries(params)) {
    const values = (Array.isArray(raw) ? raw : [raw])
      .filter((value) => value !== null && value !== undefined)
      .map(serialise);
    if (values.length > 0) object[key] = Array.isArray(raw) ? values : (values[0] ?? "");
  }
  return object;
}

function serialise(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
}
