import { refine, string } from "superstruct";
import { isUuid } from "../validation";

export const SLUG_MAX_LENGTH = 100;

/**
 * A callout's address part from a title: lower case, letters and digits of any script (so a
 * Greek or Russian title keeps its words), every other run of characters one hyphen. Accents
 * on Latin letters go ("Überschwemmung" → "uberschwemmung"), as URL slugs usually do.
 */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/(\p{Script=Latin})\p{M}+/gu, "$1")
    .normalize("NFC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/^-+|-+$/g, "");
}

/**
 * Whether a slug can be stored as given: already in its slugified form, and not shaped like a
 * callout id, which `/callout/:id` would read as an id.
 */
export function isSlug(value: string): boolean {
  return value !== "" && slugify(value) === value && !isUuid(value);
}

export const calloutSlug = () =>
  refine(
    string(),
    "isSlug",
    (value) =>
      isSlug(value) ||
      "A slug is lower-case letters and digits joined by single hyphens, not shaped like an id",
  );
