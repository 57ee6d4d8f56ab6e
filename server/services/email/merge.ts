import { escapeHtml } from "./html";

/** Merge tags' values as written, by tag name (`FNAME` for `*|FNAME|*`): see `./values`. */
export type FilledFields = Readonly<Record<string, string | number | null | undefined>>;

/**
 * `*|NAME|*`: a tag is letters, digits, `_` or `-` between `*|` and `|*`. Anything written like a
 * tag is replaced, so a template never shows merge syntax to its reader. The space (and comma)
 * before a tag and whether punctuation follows it are matched too, so that an empty value takes
 * its space along: "Hello *|FNAME|*," greets "Hello," when there is no first name, and
 * "Olá, *|FNAME|*," becomes "Olá,".
 */
const TAG_IN_TEXT = /(,?[ \u00a0]+)?\*\|([A-Za-z0-9_-]{1,64})\|\*(?=([,.;:!?]?))/g;

function valueOf(fields: FilledFields, name: string): string {
  const value = fields[name.toUpperCase()];
  return value === null || value === undefined ? "" : String(value);
}

function fill(template: string, fields: FilledFields, write: (value: string) => string): string {
  return template.replace(
    TAG_IN_TEXT,
    (_tag, space: string | undefined, name: string, punctuation: string) => {
      const value = valueOf(fields, name);
      if (value === "" && space && punctuation) return "";
      return (space ?? "") + write(value);
    },
  );
}

/**
 * Fills the tags of an HTML template: values are escaped, unknown tags become empty. One pass
 * over the template, so a value that looks like a tag is never filled in turn.
 */
export function mergeHtml(template: string, fields: FilledFields): string {
  return fill(template, fields, escapeHtml);
}

/** Fills the tags of a one-line text such as a subject: line breaks in values become spaces. */
export function mergeLine(template: string, fields: FilledFields): string {
  return fill(template, fields, (value) => value)
    .replace(/[\r\n]+/g, " ")
    .trim();
}
