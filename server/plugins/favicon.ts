import type { FastifyInstance } from "fastify";
import type { GeneralContent } from "@core/content";
import { formatHex, resolveThemeColors, type Theme } from "@core/theme";
import { textOn } from "@core/theme/contrast";
import type { ContentService } from "../services/content";

/** Where our own icon is served, for organisations without a logo. */
export const BUILT_IN_ICON = "/favicon.svg";

export interface PageIcon {
  href: string;
  /** Left out where the address does not tell (uploads have no extension): browsers sniff. */
  type?: string;
}

const ICON_TYPES: Readonly<Record<string, string>> = {
  svg: "image/svg+xml",
  png: "image/png",
  ico: "image/x-icon",
  gif: "image/gif",
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  webp: "image/webp",
  avif: "image/avif",
};

/** The icon pages link: the organisation's logo, or our own icon in its colours. */
export function pageIcon(general: Pick<GeneralContent, "logoUrl">): PageIcon {
  if (!general.logoUrl) return { href: BUILT_IN_ICON, type: ICON_TYPES.svg };
  const extension = /\.([a-z0-9]+)(?:[?#]|$)/i.exec(general.logoUrl)?.[1]?.toLowerCase();
  const type = extension ? ICON_TYPES[extension] : undefined;
  return type ? { href: general.logoUrl, type } : { href: general.logoUrl };
}

/** A rounded square in the theme's primary colour with a dot that reads on it. */
export function builtInIcon(theme: Theme): string {
  const colors = resolveThemeColors(theme.colors);
  const mark = textOn(colors.primary, colors.white, colors.black);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">` +
    `<rect width="32" height="32" rx="7" fill="${formatHex(colors.primary)}"/>` +
    `<circle cx="16" cy="16" r="6" fill="${formatHex(mark)}"/></svg>`
  );
}

/**
 * `/favicon.svg`, our icon in the theme's colours, and `/favicon.ico`, which browsers and feed
 * readers ask for without reading the page: a redirect to the icon pages link, never a page.
 */
export function faviconRoutes(app: FastifyInstance, content: ContentService): void {
  const anyone = { config: { access: "anyone" as const } };

  app.get(BUILT_IN_ICON, anyone, async (_request, reply) => {
    const { theme } = await content.get("general");
    reply.header("cache-control", "no-cache").type("image/svg+xml");
    return builtInIcon(theme);
  });

  app.get("/favicon.ico", anyone, async (_request, reply) => {
    const general = await content.get("general");
    reply.header("cache-control", "no-cache");
    return reply.redirect(pageIcon(general).href, 302);
  });
}
