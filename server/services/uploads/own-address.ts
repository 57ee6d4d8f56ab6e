import { isLoopback } from "../../config";

/** Where uploads are served (contract 2.16): `/api/1.0/images/<id>`, `/api/1.0/documents/<id>`. */
const UPLOAD_PATH = /^\/api\/1\.0\/(images|documents)\/[^/]+$/;

const LOOPBACK_NAMES = ["localhost", "127.0.0.1", "[::1]"];

/**
 * The origins this site's own addresses have: `AGORA_BASE_URL`'s and, when that is this machine,
 * the other names of the same port (the server prints 127.0.0.1, browsers also say localhost).
 */
export function ownOrigins(baseUrl: string): string[] {
  const site = new URL(baseUrl);
  if (!isLoopback(site.hostname)) return [site.origin];
  const port = site.port === "" ? "" : `:${site.port}`;
  const others = LOOPBACK_NAMES.map((name) => `${site.protocol}//${name}${port}`);
  return [site.origin, ...others.filter((origin) => origin !== site.origin)];
}

/** Whether an address is a file uploaded to this site, as a path or with one of its origins. */
export function isOwnUpload(url: string, baseUrl: string): boolean {
  try {
    const file = new URL(url, baseUrl);
    return ownOrigins(baseUrl).includes(file.origin) && UPLOAD_PATH.test(file.pathname);
  } catch {
    return false;
  }
}

/** An upload of this site as the path it is stored as, so a change of domain breaks nothing. */
export function uploadPath(url: string, baseUrl: string): string {
  if (!isOwnUpload(url, baseUrl)) return url;
  const file = new URL(url, baseUrl);
  return `${file.pathname}${file.search}`;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The value with this site's own upload addresses, wherever they appear in its strings (a
 * field, a form's image, a link in an intro's HTML or Markdown), written as paths, as the
 * dashboard sends them. Every writer of stored settings and callouts passes what it is sent
 * through this, so an API client that sends `https://<our host>/api/1.0/images/…` stores what
 * survives a change of domain. Other sites' addresses stay as they are.
 */
export function uploadPathsIn<T>(value: T, baseUrl: string): T {
  const origins = ownOrigins(baseUrl).map(escaped).join("|");
  const pattern = new RegExp(`(?:${origins})(?=/api/1\\.0/(?:images|documents)/)`, "gi");
  const walk = (item: unknown): unknown => {
    if (typeof item === "string") return item.replace(pattern, "");
    if (Array.isArray(item)) return item.map(walk);
    if (item !== null && typeof item === "object" && !(item instanceof Date)) {
      return Object.fromEntries(Object.entries(item).map(([key, entry]) => [key, walk(entry)]));
    }
    return item;
  };
  // The same shape, strings changed only.
  return walk(value) as T;
}
