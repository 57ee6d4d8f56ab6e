import { FONTS, type FontId } from "../../core/theme/fonts";

/**
 * Stylesheets of the fonts we host (`@fontsource/*`), one per font with its regular, semibold
 * and bold weights (`fonts/<id>.css`; one stylesheet, not three, keeps the table of them small
 * in the frames). Each lists its files per Unicode range, so a browser downloads only the
 * scripts a page uses (Greek and Cyrillic readers get theirs, Latin readers never fetch them).
 */
const stylesheets = import.meta.glob("./fonts/*.css");

const loaded = new Map<FontId, Promise<void>>();

/** Loads a font's regular, semibold and bold weights once; system fonts need nothing. */
export function loadFont(id: FontId): Promise<void> {
  const existing = loaded.get(id);
  if (existing) return existing;
  const load = FONTS[id].selfHosted ? stylesheets[`./fonts/${id}.css`] : undefined;
  const done = load ? load().then(() => undefined) : Promise.resolve();
  loaded.set(id, done);
  return done;
}
