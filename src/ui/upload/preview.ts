/** An upload of this site's image route, which serves narrower copies with `?w=`. */
const SITE_IMAGE = /\/api\/1\.0\/images\/[^/?#]+$/;

/**
 * The address to preview an image at: the server's copy near `width` pixels wide for our own
 * uploads (light, and sharp on dense screens at half that), the address itself otherwise.
 */
export function previewUrl(url: string, width: number): string {
  return SITE_IMAGE.test(url) ? `${url}?w=${width}` : url;
}

/** The last part of an address's path, decoded, as a name to show for a file. */
export function fileNameOf(url: string): string {
  const last = url.split(/[?#]/)[0]?.split("/").pop() ?? "";
  try {
    return decodeURIComponent(last);
  } catch {
    return last;
  }
}
