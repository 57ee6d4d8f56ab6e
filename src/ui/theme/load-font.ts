import { FONTS, type FontId } from "../../core/theme/fonts";

/**
 * Stylesheets of the fonts we host (`@fontsource/*`), one lazy chunk per weight. Each
 * stylesheet lists its files per Unicode range, so a browser downloads only the scripts a page
 * uses (Greek and Cyrillic readers get theirs, Latin readers never fetch them).
 */
const stylesheets = import.meta.glob("../../../node_modules/@fontsource/*/{400,600,700}.css");

const loaded = new Map<FontId, Promise<void>>();

/** Loads a font's regular, semibold and bold weights once; system fonts need nothing. */
export function loadFont(id: FontId): Promise<void> {
  const existing = loaded.get(id);
  if (existing) return existing;
  const imports = FONTS[id].selfHosted
    ? Object.entries(stylesheets)
        .filter(([path]) => path.includes(`/@fontsource/${id}/`))
        .map(([, load]) => load())
    : [];
  const done = Promise.all(imports).then(() => undefined);
  loaded.set(id, done);
  return done;
}
