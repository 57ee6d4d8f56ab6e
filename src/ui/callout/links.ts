import { API_BASE } from "@core/api/client";

/**
 * A callout's thank-you redirect as an absolute http(s) address, or undefined when there is
 * none or it is not a web address. A path is of this site: resolved here, so that a frame
 * opening it in the host's window does not land on a path of the host's site.
 */
export function redirectTarget(
  redirect: string | null | undefined,
  origin: string = location.origin,
): string | undefined {
  const text = redirect?.trim();
  if (!text) return undefined;
  try {
    const url = new URL(text, origin);
    return url.protocol === "https:" || url.protocol === "http:" ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * An image's address: uploads are stored as paths (`images/<id>`) under the API; `width`
 * asks for a smaller copy (the server rounds it to a size it keeps).
 */
export function imageUrl(source: string, width?: number): string {
  const absolute = /^(?:https?:)?\/\//.test(source) || source.startsWith("/");
  const url = absolute ? source : `${API_BASE}/${source}`;
  if (!width) return url;
  return `${url}${url.includes("?") ? "&" : "?"}w=${width}`;
}
