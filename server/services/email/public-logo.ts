import { relative, resolve, sep } from "node:path";
import sharp from "sharp";
import type { EmailLogo } from "./layout";

/**
 * The PNG twin of an SVG logo the site serves from its public folder (`/demo/logo.svg` has
 * `/demo/logo.png`), for emails: mail apps block SVG, and these files are not uploads, so
 * nothing made a copy of them. Undefined for anything else, or when there is no twin.
 */
export async function publicPngOf(
  publicDir: string,
  baseUrl: string,
  url: string,
): Promise<EmailLogo | undefined> {
  const base = new URL(baseUrl);
  let address: URL;
  try {
    address = new URL(url, base);
  } catch {
    return undefined;
  }
  if (address.origin !== base.origin || !/\.svg$/i.test(address.pathname)) return undefined;
  const segments = decodeURIComponent(address.pathname.replace(/\.svg$/i, ".png"))
    .split("/")
    .filter(Boolean);
  // As the static files are found: no dotfiles, nothing outside the folder.
  if (segments.some((segment) => segment.startsWith(".") || segment.includes("\0"))) return;
  const root = resolve(publicDir);
  const file = resolve(root, ...segments);
  if (!file.startsWith(root + sep)) return undefined;
  const { width = 0, height = 0 } =
    (await sharp(file)
      .metadata()
      .catch(() => undefined)) ?? {};
  if (!width || !height) return undefined;
  const path = relative(root, file).split(sep).map(encodeURIComponent).join("/");
  return {
    url: new URL(`/${path}`, base).toString(),
    width: Math.round(width / 2),
    height: Math.round(height / 2),
  };
}
