/**
 * beabee's merge fields in its own email wording: `*|FNAME|*` as Agora writes them, and
 * `{{ fname }}` as some beabee wordings do. Both come across as Agora's `*|FNAME|*` (Agora fills
 * beabee's names: server/services/email/templates/about.ts); any other case is made upper case.
 */
const BEABEE_TAG = /\*\|\s*([A-Za-z0-9_-]{1,64})\s*\|\*|\{\{\s*([A-Za-z0-9_-]{1,64})\s*\}\}/g;

export interface MappedTags {
  text: string;
  /** Tags the wording uses that Agora does not fill for this email (they would be empty). */
  unfilled: string[];
}

/** The wording with its merge fields written as Agora's, and those Agora leaves empty. */
export function mapMergeTags(text: string, filled: readonly string[]): MappedTags {
  const unfilled = new Set<string>();
  const mapped = text.replace(BEABEE_TAG, (_tag, star?: string, braces?: string) => {
    const name = (star ?? braces ?? "").toUpperCase();
    if (!filled.includes(name)) unfilled.add(name);
    return `*|${name}|*`;
  });
  return { text: mapped, unfilled: [...unfilled].sort() };
}
