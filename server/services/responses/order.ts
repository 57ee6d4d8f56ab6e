import { and, asc, desc, eq, or, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { alias, type PgSelect } from "drizzle-orm/pg-core";
import type { CalloutResponseSort } from "@core/callouts";
import type { ValidRuleGroup } from "@core/rules";
import { calloutResponseTriage as triage, calloutResponses, contacts } from "../../db/schema";
import { triageOfResponse } from "./record";

/**
 * One key of a list's order: never null, so that comparing a row's keys with another's says
 * which comes first. `cast` is the key's SQL type, for a value read back as a parameter.
 */
interface SortKey {
  expression: SQLWrapper;
  descending: boolean;
  cast: SQL;
}

/**
 * Which table's copy of the number a list in number order reads: the triage row's where a
 * rule reads the bucket (a bucket tab, in `callout_response_triage_bucket`'s order), the
 * response's own elsewhere (`callout_responses_number`). The two are equal; the planner,
 * which cannot know it, then walks the index that holds the list's rows in order.
 */
export type NumberSource = "responses" | "triage";

export function numberSource(rules: ValidRuleGroup | undefined): NumberSource {
  const readsBucket = (group: ValidRuleGroup): boolean =>
    group.rules.some((rule) => ("rules" in rule ? readsBucket(rule) : rule.field === "bucket"));
  return rules && readsBucket(rules) ? "triage" : "responses";
}

/** The assignee of each response, joined where a list sorts by them (`joinSortTables`). */
const assignee = alias(contacts, "assignee");

/** The assignee's name as lists sort by it: a join, which reads the few staff once. */
const assigneeName = sql`lower(coalesce(nullif(btrim(${assignee.firstname} || ' ' || ${assignee.lastname}), ''), ${assignee.email}))`;

/**
 * Adds the tables a sort's keys and `responseColumns` read to a select of responses: each
 * response's triage row, and the assignee where the list sorts by them.
 */
export function joinSortTables<Query extends PgSelect>(
  query: Query,
  sort: CalloutResponseSort | undefined,
): Query {
  // The select names its columns, so the joins add none: the result's type is the same.
  const triaged = query.innerJoin(triage, triageOfResponse) as unknown as Query;
  return sort === "assignee"
    ? (triaged.leftJoin(assignee, eq(assignee.id, triage.assigneeId)) as unknown as Query)
    : triaged;
}

/**
 * The keys of a response list's order. Numbers are unique per callout, and dates tie-break on
 * the id in the same direction, so each page is read straight from an index at any size
 * (`callout_responses_created`, `callout_responses_number`; the triage row's callout and
 * number, copies of the response's, where its index has them: `_bucket`, `_updated`, and a
 * bucket tab's number order, `numbers`).
 * Unassigned responses come last whichever the direction, then by number.
 */
export function responseSortKeys(
  sort: CalloutResponseSort | undefined,
  order: "ASC" | "DESC",
  numbers: NumberSource = "responses",
): SortKey[] {
  const descending = order === "DESC";
  const key = (expression: SQLWrapper, cast: SQL, keyDescending = descending): SortKey => ({
    expression,
    descending: keyDescending,
    cast,
  });
  const number = key(triage.number, sql`integer`);
  // Callouts are compared before numbers where a list spans several of them.
  const callout = key(triage.calloutId, sql`uuid`);
  switch (sort) {
    case "createdAt":
      return [
        key(calloutResponses.createdAt, sql`timestamptz`),
        key(calloutResponses.id, sql`uuid`),
      ];
    case "updatedAt":
      return [key(triage.updatedAt, sql`timestamptz`), key(triage.responseId, sql`uuid`)];
    case "bucket":
      return [key(triage.bucket, sql`text`), callout, number];
    case "assignee":
      return [
        key(sql`(${triage.assigneeId} is null)`, sql`boolean`, false),
        key(sql`coalesce(${assigneeName}, '')`, sql`text`),
        callout,
        number,
      ];
    default:
      return numbers === "triage"
        ? [callout, number]
        : [key(calloutResponses.calloutId, sql`uuid`), key(calloutResponses.number, sql`integer`)];
  }
}

/**
 * The index columns (callout first) whose order is the sort's, with the table holding them:
 * what a page of all of a callout's responses can be found by alone (`pageStart`). None for
 * the assignee, whose order needs the staff's names.
 */
function startColumns(sort: CalloutResponseSort | undefined) {
  switch (sort) {
    case "createdAt":
      return {
        table: calloutResponses,
        columns: [calloutResponses.calloutId, calloutResponses.createdAt, calloutResponses.id],
      };
    case "updatedAt":
      return { table: triage, columns: [triage.calloutId, triage.updatedAt, triage.responseId] };
    case "bucket":
      return { table: triage, columns: [triage.calloutId, triage.bucket, triage.number] };
    case "assignee":
      return undefined;
    default:
      return {
        table: calloutResponses,
        columns: [calloutResponses.calloutId, calloutResponses.number],
      };
  }
}

/**
 * Where the page at `offset` of all of one callout's responses starts, as a condition on
 * the rows that list reads: its first row's keys, found by reading `offset` entries of an
 * index alone (`callout_responses_number`, `_created`, `callout_response_triage_updated`,
 * `_bucket`), then the page read from there. Skipping tens of thousands of rows through the
 * list's join, as a plain offset does, costs many times that. Each sort's keys are unique
 * within a callout, so the page is the rows from that one on. Undefined for the assignee.
 */
export function pageStart(
  sort: CalloutResponseSort | undefined,
  order: "ASC" | "DESC",
  calloutId: string,
  offset: number,
): SQL | undefined {
  const start = startColumns(sort);
  if (!start) return undefined;
  const columns = sql.join(start.columns, sql`, `);
  const direction = order === "DESC" ? sql`desc` : sql`asc`;
  const ordered = sql.join(
    start.columns.map((column) => sql`${column} ${direction}`),
    sql`, `,
  );
  const first = sql`(select ${columns} from ${start.table} where ${start.columns[0]} = ${calloutId}
    order by ${ordered} offset ${offset} limit 1)`;
  return order === "DESC" ? sql`(${columns}) <= ${first}` : sql`(${columns}) >= ${first}`;
}

/** The `orderBy` of a response list. */
export function orderBy(keys: readonly SortKey[]): SQL[] {
  return keys.map((key) => (key.descending ? desc(key.expression) : asc(key.expression)));
}

/** The same order backwards, to find what comes before a row. */
export function reversed(keys: readonly SortKey[]): SortKey[] {
  return keys.map((key) => ({ ...key, descending: !key.descending }));
}

/** What each key of a row's place is, to compare other rows with (`comesAfter`). */
export function keyValues(keys: readonly SortKey[]) {
  return Object.fromEntries(
    keys.map((key, index) => [`k${index}`, sql`(${key.expression})::text`.mapWith(String)]),
  ) as Record<string, SQL<string>>;
}

/**
 * Rows that come after the row whose key values (`keyValues`, as text) are given, in this
 * order: lexicographic over the keys, each in its own direction.
 */
export function comesAfter(keys: readonly SortKey[], values: Record<string, string>): SQL {
  const value = (index: number) => {
    const key = keys[index] as SortKey;
    return sql`${values[`k${index}`] ?? null}::${key.cast}`;
  };
  const alternatives = keys.map((key, index) => {
    const equalBefore = keys.slice(0, index).map((earlier, j) => eq(earlier.expression, value(j)));
    const beyond = key.descending
      ? sql`${key.expression} < ${value(index)}`
      : sql`${key.expression} > ${value(index)}`;
    return and(...equalBefore, beyond);
  });
  return or(...alternatives) as SQL;
}
