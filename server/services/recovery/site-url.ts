const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Whether two addresses are the same site. On a development machine, `localhost` and
 * `127.0.0.1` name the same server, so loopback names count as one when scheme and port
 * match; a public site never has a loopback address, so this opens nothing elsewhere.
 */
function sameSite(url: URL, base: URL): boolean {
  if (url.origin === base.origin) return true;
  return (
    LOOPBACK.has(url.hostname) &&
    LOOPBACK.has(base.hostname) &&
    url.protocol === base.protocol &&
    url.port === base.port
  );
}

/**
 * The absolute address of a link given as a URL or a path, when it is on the site at
 * `baseUrl`; undefined when it points elsewhere or carries credentials, a query or a fragment
 * (an id is appended to it as a path segment). No trailing slash.
 */
export function siteUrl(value: string, baseUrl: string): string | undefined {
  const base = new URL(baseUrl);
  let url: URL;
  try {
    url = new URL(value, base);
  } catch {
    return undefined;
  }
  if (url.username || url.password || url.search || url.hash || value.includes("?")) {
    return undefined;
  }
  if (!sameSite(url, base)) return undefined;
  return url.toString().replace(/\/+$/, "");
}
