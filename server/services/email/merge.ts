import { escapeHtml } from "./html";

/** Values for merge tags, by tag name (`FNAME` for `*|FNAME|*`). */
export type MergeFields = Readonly<Record<string, string | number | null | undefined>>;

/**
 * `*|NAME|*`: a tag is letters, digits, `_` or `-` between `*|` and `|*`. Anything written like a
 * tag is replaced, so a template never shows merge syntax to its reader.
 */
const TAG = /\*\|([A-Za-z0-9_-]{1,64})\|\*/g;

function valueOf(fields: MergeFields, name: string): string {
  const value = fields[name.toUpperCase()];
  return value === null || value === undefined ? "" : String(value);
}

/**
 * Fills the tags of an HTML template: values are escaped, unknown tags become empty. One pass
 * over the template, so a value that looks like a tag is never filled in turn.
 */
export function mergeHtml(template: string, fields: MergeFields): string {
  return template.replace(TAG, (_tag, name: string) => escapeHtml(valueOf(fields, name)));
}

/** Fills the tags of a one-line text such as a subject: line breaks in values become spaces. */
export function mergeLine(template: string, fields: MergeFields): string {
  return template
    .replace(TAG, (_tag, name: string) => valueOf(fields, name))
    .replace(/[\r\n]+/g, " ")
    .trim();
}
