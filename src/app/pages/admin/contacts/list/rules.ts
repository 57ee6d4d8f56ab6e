import { isRuleGroup, type Rule, type RuleGroup } from "@core/rules";

/** The fields a search looks in. */
const SEARCHED = ["firstname", "lastname", "email"] as const;

/**
 * The rules of the list: the search (any name or the email contains it), the segment's rules,
 * the filter and the quick tag (a tag's id, "" for none), all of which must hold. Undefined
 * for every contact.
 */
export function contactRules(
  search: string,
  segment: RuleGroup | undefined,
  filter: RuleGroup | undefined,
  tag = "",
): RuleGroup | undefined {
  const text = search.trim();
  const parts: (Rule | RuleGroup)[] = [];
  if (text) {
    parts.push({
      condition: "OR",
      rules: SEARCHED.map((field) => ({ field, operator: "contains", value: [text] })),
    });
  }
  if (segment && segment.rules.length > 0) parts.push(segment);
  if (filter && filter.rules.length > 0) parts.push(filter);
  if (tag) parts.push(taggedRules(tag));
  if (parts.length === 0) return undefined;
  const [only] = parts;
  if (parts.length === 1 && only && isRuleGroup(only)) return only;
  return { condition: "AND", rules: parts };
}

/** Every contact: a group without rules restricts nothing. */
export const EVERY_CONTACT: RuleGroup = { condition: "AND", rules: [] };

/** The rules of hand-picked contacts, by id. */
export const idRules = (ids: readonly string[]): RuleGroup => ({
  condition: "OR",
  rules: ids.map((id) => ({ field: "id", operator: "equal", value: [id] })),
});

/** The contacts carrying a tag, by its id: what the tags page links to and the quick filter adds. */
export const taggedRules = (tagId: string): RuleGroup => ({
  condition: "AND",
  rules: [{ field: "tags", operator: "contains", value: [tagId] }],
});
