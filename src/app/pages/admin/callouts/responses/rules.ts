import { pinCallout } from "@core/callouts/api";
import {
  calloutResponseFilterFields,
  validateRuleGroup,
  type Rule,
  type RuleGroup,
} from "@core/rules";
import type { FormSchema } from "@core/forms/schema";
import { bucketRule, type BucketId } from "../../shared/buckets";

/** The quick filters beside the rule groups. */
export interface QuickFilters {
  tag: string;
  assignee: string;
}

/** What the quick filters add: a tag the responses carry, who they are assigned to. */
export function quickRules({ tag, assignee }: QuickFilters): Rule[] {
  const rules: Rule[] = [];
  if (tag) rules.push({ field: "tags", operator: "contains", value: [tag] });
  if (assignee === "none") rules.push({ field: "assignee", operator: "is_empty", value: [] });
  else if (assignee) rules.push({ field: "assignee", operator: "equal", value: [assignee] });
  return rules;
}

/**
 * The filter of the address if it fits the callout's filter table (its questions may have
 * changed since a link was made); `ignored` says one was dropped.
 */
export function checkedFilter(
  group: RuleGroup | undefined,
  form: FormSchema | undefined,
): { filter: RuleGroup | undefined; ignored: boolean } {
  if (!group) return { filter: undefined, ignored: false };
  const table = calloutResponseFilterFields(form ?? { slides: [] });
  return validateRuleGroup(group, table).ok
    ? { filter: group, ignored: false }
    : { filter: undefined, ignored: true };
}

/** The rule groups' rules, flattened into an AND: the depth stays within the contract's. */
function spread(filter: RuleGroup | undefined): (Rule | RuleGroup)[] {
  if (!filter || filter.rules.length === 0) return [];
  return filter.condition === "AND" ? filter.rules : [filter];
}

/**
 * The rules of everything the list shows, across buckets: the filter and the quick filters.
 * What the bucket tabs count with.
 */
export function filterRules(filter: RuleGroup | undefined, quick: QuickFilters): RuleGroup {
  return { condition: "AND", rules: [...spread(filter), ...quickRules(quick)] };
}

/** The rules of one bucket's list, as `GET /callout/:id/responses` takes them. */
export function listRules(
  bucket: BucketId,
  filter: RuleGroup | undefined,
  quick: QuickFilters,
): RuleGroup {
  return { condition: "AND", rules: [bucketRule(bucket), ...filterRules(filter, quick).rules] };
}

/**
 * The same responses for `PATCH /callout-responses`, which spans callouts: the callout pinned
 * first, so its questions are filters there too.
 */
export function bulkRules(calloutId: string, list: RuleGroup): RuleGroup {
  return { condition: "AND", rules: [...pinCallout(calloutId).rules, ...list.rules] };
}

/** The most responses picked by hand that one change names by id (the API takes 100 rules). */
export const IDS_PER_CHANGE = 90;

/** Responses picked by hand, in groups of ids small enough for one change each. */
export function idGroups(calloutId: string, ids: readonly string[]): RuleGroup[] {
  const groups: RuleGroup[] = [];
  for (let start = 0; start < ids.length; start += IDS_PER_CHANGE) {
    groups.push(
      pinCallout(calloutId, {
        condition: "OR",
        rules: ids
          .slice(start, start + IDS_PER_CHANGE)
          .map((id) => ({ field: "id", operator: "equal", value: [id] })),
      }),
    );
  }
  return groups;
}
