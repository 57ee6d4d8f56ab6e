/** The path of a request URL, percent-decoded where that is valid (`/%61pi` is `/api`). */
function decodedPath(url: string): string {
  const path = url.split(/[?#]/, 1)[0] ?? "";
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape: the router answers 400 or 404 for it anyway
  }
}

/**
 * Whether a request URL names the API, as the router will read it: Fastify's router decodes
 * percent escapes, so `/%61pi/1.0/health` reaches the API and must get its headers too.
 */
export function isApiPath(url: string): boolean {
  const path = decodedPath(url);
  return path === "/api" || path.startsWith("/api/");
}

/**
 * `/api/1.0/callout/` is `/api/1.0/callout`: beabee's API client writes collection URLs with a
 * trailing slash. Only the path changes; the query string is kept as it is.
 */
export function withoutTrailingSlash(url: string): string {
  if (!isApiPath(url)) return url;
  const queryAt = url.search(/[?#]/);
  const path = queryAt === -1 ? url : url.slice(0, queryAt);
  const rest = queryAt === -1 ? "" : url.slice(queryAt);
  const trimmed = path.replace(/\/+$/, "");
  return trimmed === path || trimmed === "" ? url : trimmed + rest;
}
