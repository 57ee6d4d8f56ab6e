/**
 * Where a tab bar's selection lives in the address, as pure functions: a query parameter
 * (`?tab=translations`) inside one page, or one page per tab (`/admin/settings/theme`).
 */

/** The selected tab of a query-parameter tab bar: the parameter's tab, else the first. */
export function tabFromSearch<Id extends string>(
  search: string,
  param: string,
  ids: readonly Id[],
): Id | undefined {
  const value = new URLSearchParams(search).get(param);
  return ids.find((id) => id === value) ?? ids[0];
}

/**
 * The query string that selects `id`, other parameters kept but those in `clear` (a tab's own
 * list page, say); the first tab is the default, so it writes no parameter.
 */
export function searchForTab(
  search: string,
  param: string,
  id: string,
  { first, clear = [] }: { first: string | undefined; clear?: readonly string[] },
): string {
  const query = new URLSearchParams(search);
  for (const name of clear) query.delete(name);
  if (id === first) query.delete(param);
  else query.set(param, id);
  const text = query.toString();
  return text ? `?${text}` : "";
}

const segments = (path: string) => path.split("/").filter(Boolean);

/**
 * The current tab of a bar of pages: the one whose address holds most of `path`, segment by
 * segment, so `/admin/settings/email/welcome` is under "Email" (`/admin/settings/email`), not
 * under "General" (`/admin/settings`). None when the page is none of theirs.
 */
export function currentRouteTab(path: string, hrefs: readonly string[]): number {
  const here = segments(path);
  let best = -1;
  let bestLength = -1;
  hrefs.forEach((href, index) => {
    const own = segments(new URL(href, "http://x").pathname);
    const inside = own.length <= here.length && own.every((part, at) => part === here[at]);
    if (inside && own.length > bestLength) {
      best = index;
      bestLength = own.length;
    }
  });
  return best;
}
