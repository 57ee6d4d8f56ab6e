import type { ThemeFonts } from "./schema";

export interface FontInfo {
  /** The CSS font-family name. */
  family: string;
  /** What the browser uses until the font has loaded, or when it is missing. */
  fallback: string;
  /** Whether `@fontsource/<id>` provides a stylesheet we host; the others are system fonts. */
  selfHosted: boolean;
}

const SANS = "sans-serif";

/** The fonts a theme can choose, by id. */
export const FONTS = {
  "fira-sans": { family: "Fira Sans", fallback: SANS, selfHosted: true },
  "fira-sans-condensed": { family: "Fira Sans Condensed", fallback: SANS, selfHosted: true },
  "libre-franklin": { family: "Libre Franklin", fallback: SANS, selfHosted: true },
  "nunito-sans": { family: "Nunito Sans", fallback: SANS, selfHosted: true },
  "open-sans": { family: "Open Sans", fallback: SANS, selfHosted: true },
  roboto: { family: "Roboto", fallback: SANS, selfHosted: true },
  "roboto-slab": { family: "Roboto Slab", fallback: "serif", selfHosted: true },
  rubik: { family: "Rubik", fallback: SANS, selfHosted: true },
  ubuntu: { family: "Ubuntu", fallback: SANS, selfHosted: true },
  "work-sans": { family: "Work Sans", fallback: SANS, selfHosted: true },
  "helvetica-neue-lt": {
    family: "Helvetica Neue",
    fallback: `Helvetica, Arial, ${SANS}`,
    selfHosted: false,
  },
  // Served by Adobe Fonts under a newsroom's own licence, so we cannot host it: readers who
  // lack it get a neutral sans-serif.
  queue: {
    family: "Queue",
    fallback: `"Helvetica Neue", Helvetica, Arial, ${SANS}`,
    selfHosted: false,
  },
} as const satisfies Record<string, FontInfo>;

export type FontId = keyof typeof FONTS;

export const DEFAULT_FONT: FontId = "open-sans";

export function isFontId(id: unknown): id is FontId {
  return typeof id === "string" && Object.hasOwn(FONTS, id);
}

/** A font id as chosen, or the default font for anything unknown. */
export function toFontId(id: string | undefined): FontId {
  return isFontId(id) ? id : DEFAULT_FONT;
}

/**
 * The fonts a theme uses. The body font defaults to Open Sans. The title font follows the body
 * font when unset, and also when its id is unknown: a title that quietly matches the body reads
 * better than a third font nobody chose.
 */
export function resolveFonts(fonts?: ThemeFonts): { body: FontId; title: FontId } {
  const body = toFontId(fonts?.body);
  const title = fonts?.title;
  return { body, title: isFontId(title) ? title : body };
}

/** The CSS font-family value for a font id, e.g. `"Roboto Slab", serif`. */
export function fontStack(id: string): string {
  const font = FONTS[toFontId(id)];
  return `"${font.family}", ${font.fallback}`;
}

/** The weights pages use: regular, semibold and bold. */
export const FONT_WEIGHTS = [400, 600, 700] as const;

/**
 * Each self-hosted font has one stylesheet per script (`@fontsource` subsets in it), so a page
 * downloads only the `@font-face` rules of its language's script.
 */
export const FONT_SCRIPTS = {
  latin: ["latin-ext", "latin"],
  cyrillic: ["cyrillic"],
  greek: ["greek"],
} as const;

export type FontScript = keyof typeof FONT_SCRIPTS;

/** Latin always (names, addresses, links); Cyrillic for Russian, Greek for Greek. */
export function fontScriptsFor(locale: string): FontScript[] {
  const language = locale.toLowerCase().split(/[-_@]/)[0];
  if (language === "ru") return ["latin", "cyrillic"];
  if (language === "el") return ["latin", "greek"];
  return ["latin"];
}

/**
 * The stylesheets (`<font id>-<script>`, see src/ui/theme/fonts) a theme's fonts need for a
 * language: its body and title fonts we host, in the scripts the language is written in.
 */
export function themeFontSheets(fonts: ThemeFonts | undefined, locale: string): string[] {
  const { body, title } = resolveFonts(fonts);
  const scripts = fontScriptsFor(locale);
  return [...new Set([body, title])]
    .filter((id) => FONTS[id].selfHosted)
    .flatMap((id) => scripts.map((script) => `${id}-${script}`));
}
