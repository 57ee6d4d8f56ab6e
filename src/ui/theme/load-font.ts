import { themeFontSheets } from "@core/theme/fonts";
import type { Theme } from "@core/theme/schema";

/**
 * Stylesheets of the fonts we host, written by `npm run fonts` (scripts/fonts.ts): one per font
 * and script (`fonts/<id>-<script>.css`), each with the regular, semibold and bold weights in
 * woff2. Their `unicode-range` keeps a browser from downloading a file no text on the page
 * needs (Latin Extended, say).
 */
const stylesheets = import.meta.glob("./fonts/*.css");

const loaded = new Map<string, Promise<void>>();

function loadStylesheet(path: string): Promise<void> {
  let done = loaded.get(path);
  if (!done) {
    // A font without that script (Work Sans has no Cyrillic) falls back to the next font.
    const load = stylesheets[path];
    done = load ? load().then(() => undefined) : Promise.resolve();
    loaded.set(path, done);
  }
  return done;
}

/**
 * Loads the fonts a theme uses in the scripts a language needs. Call it once the settings are
 * known: loading the default font before them fetched a font the theme may not use.
 */
export function loadThemeFonts(theme: Theme | undefined, locale: string): Promise<void> {
  const sheets = themeFontSheets(theme?.fonts, locale);
  return Promise.all(sheets.map((sheet) => loadStylesheet(`./fonts/${sheet}.css`))).then(
    () => undefined,
  );
}
