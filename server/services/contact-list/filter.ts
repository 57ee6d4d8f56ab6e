import { inArray, sql, type SQL } from "drizzle-orm";
import {
  CONTACT_FILTER_FIELDS,
  NEGATIONS,
  calloutResponseFilterFields,
  contactCalloutFilterFields,
  isNegation,
  isRuleGroup,
  parseRuleGroup,
  type FilterTable,
  type RuleContext,
  type ValidRule,
  type ValidRuleGroup,
} from "@core/rules";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import {
  calloutResponseTriage,
  calloutResponses,
  callouts,
  contactCount,
  contactFirstnameCounts,
  contactRoles,
  contactTagAssignments,
  contacts,
} from "../../db/schema";
import { membershipColumns } from "../membership/contact-fields";
import { responseFilter } from "../responses/filter";
import { triageOfResponse } from "../responses/record";
import {
  compileRule,
  compileRuleGroup,
  unsupported,
  valueOf,
  type FieldColumn,
  type FieldColumns,
  type PositiveRule,
  type RuleCompiler,
} from "../rules";

const CALLOUT_FIELD = /^callouts\.([0-9a-fA-F-]{36})\.(hasAnswered|responses\.(.+))$/;

/**
 * A builder whose positive conditions are `exists` or `not exists` tests, never null: a
 * negation is then the plain opposite test, which the planner makes an anti-join (or a
 * semi-join), where `negatable`'s `not coalesce(…)` tests each contact in turn.
 */
function existsNegatable(build: (rule: PositiveRule) => SQL): RuleCompiler {
  return (rule) => {
    if (!isNegation(rule.operator)) return build(rule as PositiveRule);
    const positive = { ...rule, operator: NEGATIONS[rule.operator] } as PositiveRule;
    return sql`not ${build(positive)}`;
  };
}

/** The tags a contact carries, one of them (a tag id) when given. */
const tagsColumn: FieldColumn = existsNegatable((rule) => {
  const tagged = sql`select 1 from ${contactTagAssignments} where ${contactTagAssignments.contactId} = ${contacts.id}`;
  if (rule.operator === "is_empty") return sql`not exists (${tagged})`;
  if (rule.operator !== "contains") return unsupported(rule);
  const tagId = String(valueOf(rule));
  // A value that is no tag id names no tag: nothing carries it (and no cast can fail).
  return isUuid(tagId)
    ? sql`exists (${tagged} and ${contactTagAssignments.tagId} = ${tagId.toLowerCase()}::uuid)`
    : sql`exists (${tagged} and false)`;
});

/** The contact_roles rows that give a role at `now` (a superadmin is an admin too). */
function holdingRole(role: string, now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  const roles = role === "admin" ? ["admin", "superadmin"] : [role];
  return sql`${inArray(contactRoles.role, roles as ("admin" | "superadmin" | "member")[])}
    and ${contactRoles.dateAdded} <= ${at}
    and (${contactRoles.dateExpires} is null or ${contactRoles.dateExpires} >= ${at})`;
}

/** `equal`: has the role now; `not_equal`: has not. */
function activePermission(now: Date): FieldColumn {
  return existsNegatable((rule) => {
    if (rule.operator !== "equal") return unsupported(rule);
    return sql`exists (select 1 from ${contactRoles} where ${contactRoles.contactId} = ${contacts.id}
      and ${holdingRole(String(valueOf(rule)), now)})`;
  });
}

/** The contract's contact fields (1.6) as SQL on `contacts`; `now` is the payment clock's. */
export function contactColumns(now: Date): Record<keyof typeof CONTACT_FILTER_FIELDS, FieldColumn> {
  return {
    id: contacts.id,
    firstname: contacts.firstname,
    lastname: contacts.lastname,
    email: contacts.email,
    joined: contacts.joined,
    lastSeen: contacts.lastSeen,
    // The profile's fields, copied onto contacts (migration 0019).
    deliveryOptIn: contacts.deliveryOptIn,
    newsletterStatus: contacts.newsletterStatus,
    newsletterGroups: contacts.newsletterGroups,
    activePermission: activePermission(now),
    activeUser: sql`(${contacts.passwordHash} is not null)`,
    tags: tagsColumn,
    ...membershipColumns(now),
  };
}

/** The callout ids that `callouts.<id>.…` fields of a rule group name, at any depth. */
export function calloutIdsIn(group: unknown, found = new Set<string>()): Set<string> {
  if (typeof group !== "object" || group === null) return found;
  const { rules } = group as { rules?: unknown };
  if (!Array.isArray(rules)) return found;
  for (const node of rules) {
    if (typeof node !== "object" || node === null) continue;
    if (isRuleGroup(node)) calloutIdsIn(node, found);
    const field = (node as { field?: unknown }).field;
    const match = typeof field === "string" ? CALLOUT_FIELD.exec(field) : null;
    if (match?.[1]) found.add(match[1].toLowerCase());
  }
  return found;
}

/**
 * A rule on one callout's responses: "has a response to callout X matching it". The rule's
 * field is a field of that callout's responses.
 */
function calloutResponseRule(calloutId: string, columns: FieldColumns): FieldColumn {
  return (rule: ValidRule) => {
    const inner = CALLOUT_FIELD.exec(rule.field)?.[3] ?? "";
    const condition = compileRuleGroup(
      { condition: "AND", rules: [{ ...rule, field: inner }] },
      columns,
    );
    // The response filter's triage fields read the response's triage row (migration 0036).
    return sql`exists (select 1 from ${calloutResponses} join ${calloutResponseTriage} on ${triageOfResponse}
      where ${calloutResponses.contactId} = ${contacts.id}
      and ${calloutResponses.calloutId} = ${calloutId}::uuid and ${condition})`;
  };
}

export interface ContactFilter {
  fields: FilterTable;
  columns: FieldColumns;
}

/**
 * The contacts filter table and its columns for a rule group: the fixed fields, and for each
 * callout the group names, `callouts.<id>.hasAnswered` and `callouts.<id>.responses.<field>`.
 * A callout that does not exist adds no fields, so its rules are 400 `invalid-rule`. Only
 * admins (`staff`) filter by tags and callouts: a member filtering the one contact they see
 * could otherwise learn their tags, or the triage of their responses.
 */
export async function contactFilter(
  db: Database,
  group: unknown,
  now: Date,
  staff: boolean,
): Promise<ContactFilter> {
  const { tags, ...shared } = CONTACT_FILTER_FIELDS;
  const fields: Record<string, FilterTable[string]> = staff ? { ...shared, tags } : shared;
  const columns: Record<string, FieldColumn> = { ...contactColumns(now) };
  const ids = staff ? [...calloutIdsIn(group)] : [];
  if (ids.length === 0) return { fields, columns };
  const found = await db
    .select({ id: callouts.id, formSchema: callouts.formSchema })
    .from(callouts)
    .where(inArray(callouts.id, ids));
  for (const callout of found) {
    const responses = responseFilter(callout.formSchema, true);
    const table = contactCalloutFilterFields(
      callout.id,
      calloutResponseFilterFields(callout.formSchema),
    );
    Object.assign(fields, table);
    const answered = sql`exists (select 1 from ${calloutResponses} where ${calloutResponses.contactId} = ${contacts.id}
      and ${calloutResponses.calloutId} = ${callout.id}::uuid)`;
    const onResponses = calloutResponseRule(callout.id, responses.columns);
    for (const name of Object.keys(table)) {
      columns[name] = name.endsWith(".hasAnswered")
        ? (rule: ValidRule) => compileRule(rule, answered)
        : onResponses;
    }
  }
  return { fields, columns };
}

/** Checks a rule group (JSON text or parsed) against the contacts table: its SQL condition. */
export async function contactCondition(
  db: Database,
  group: unknown,
  context: RuleContext & { now: Date; staff: boolean },
): Promise<{ group: ValidRuleGroup; where: SQL }> {
  const filter = await contactFilter(db, group, context.now, context.staff);
  const checked = parseRuleGroup(group, filter.fields, context);
  return { group: checked, where: compileRuleGroup(checked, filter.columns) };
}

/** Whether every rule of a checked group, at any depth, is on the first name. */
function onFirstnameOnly(group: ValidRuleGroup): boolean {
  return group.rules.every((node) =>
    isRuleGroup(node) ? onFirstnameOnly(node) : node.field === "firstname",
  );
}

/**
 * How many contacts checked groups match, from the kept counts of each first name (migration
 * 0042), when every rule is on the first name: such a condition holds for a contact exactly
 * when it holds for their name, so each name is tested once and its contacts counted at once.
 * A "contains" of fewer than three letters, which no trigram index serves, then tests a few
 * thousand names at most rather than every contact. Undefined for any other groups.
 */
export function countByFirstname(groups: readonly ValidRuleGroup[]): SQL | undefined {
  if (groups.length === 0 || !groups.every(onFirstnameOnly)) return undefined;
  const columns = { firstname: contactFirstnameCounts.firstname };
  const matched = sql.join(
    groups.map((group) => compileRuleGroup(group, columns)),
    sql` and `,
  );
  return sql`select coalesce(sum(${contactFirstnameCounts.count}), 0)::int as "count"
    from ${contactFirstnameCounts} where ${matched}`;
}

/**
 * How many contacts one group of one tag rule matches ("tagged", "not tagged", "no tags",
 * "has tags"), from the tag assignments' keys alone: each assignment is one contact's, and the
 * others are every contact (contact_count's row) less those. A count of a tag's assignments
 * reads its index; testing every contact read them all. Undefined for any other groups.
 */
export function countByTag(groups: readonly ValidRuleGroup[]): SQL | undefined {
  const rule = onlyRule(groups);
  if (rule?.field !== "tags") return undefined;
  const positive = isNegation(rule.operator) ? NEGATIONS[rule.operator] : rule.operator;
  let matched: SQL;
  if (positive === "contains") {
    const tagId = String(valueOf(rule));
    // A value that is no tag id names no tag: nothing carries it.
    matched = isUuid(tagId)
      ? sql`(select count(*) from ${contactTagAssignments} where ${contactTagAssignments.tagId} = ${tagId.toLowerCase()}::uuid)`
      : sql`0`;
  } else if (positive === "is_empty") {
    const tagged = sql`(select count(distinct ${contactTagAssignments.contactId}) from ${contactTagAssignments})`;
    matched = sql`((select ${contactCount.count} from ${contactCount}) - ${tagged})`;
  } else {
    return undefined;
  }
  const total = isNegation(rule.operator)
    ? sql`(select ${contactCount.count} from ${contactCount}) - ${matched}`
    : matched;
  return sql`select (${total})::int as "count"`;
}

/** The one rule of one group, if that is all there is. */
function onlyRule(groups: readonly ValidRuleGroup[]): ValidRule | undefined {
  const [group, ...more] = groups;
  const [rule, ...others] = group?.rules ?? [];
  if (!rule || more.length > 0 || others.length > 0 || isRuleGroup(rule)) return undefined;
  return rule;
}

/**
 * How many contacts one group of one role rule matches ("an admin", "not an admin"), from the
 * role rows alone: those holding it now, and every contact (contact_count's row) less those.
 * Undefined for any other groups.
 */
export function countByRole(groups: readonly ValidRuleGroup[], now: Date): SQL | undefined {
  const rule = onlyRule(groups);
  if (rule?.field !== "activePermission") return undefined;
  const holders = sql`(select count(distinct ${contactRoles.contactId}) from ${contactRoles}
    where ${holdingRole(String(valueOf(rule)), now)})`;
  const total = isNegation(rule.operator)
    ? sql`(select ${contactCount.count} from ${contactCount}) - ${holders}`
    : holders;
  return sql`select (${total})::int as "count"`;
}
