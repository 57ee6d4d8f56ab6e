import { array, assign, enums, object, optional, type Infer, type Struct } from "superstruct";
import { union } from "@core/validation/union";
import { jsonText, textSize } from "@core/validation";
import {
  MAX_RULE_VALUE_LENGTH,
  MAX_RULES_QUERY_LENGTH,
  parseRulesParam,
  RuleGroup,
  type FilterTable,
  type RuleContext,
  type ValidRuleGroup,
} from "@core/rules";
import { MAX_PAGE_SIZE, limitOffsetQuery, paging, pagingQuery } from "./paging";

// Any struct: the endpoint's own parameters, whatever their types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Structs = Record<string, Struct<any, any>>;

export interface ListQueryOptions<Sort extends string, With extends string, Extra extends Structs> {
  /** The endpoint's sort allow-list (contract 1.5), and the sort without `sort`. */
  sorts: readonly Sort[];
  defaultSort: Sort;
  /** The endpoint's `with` values; without them, `with` is refused. */
  with?: readonly With[];
  /**
   * The endpoint's filter table; `rules` is checked against it. `"per-record"`: the table
   * depends on the record listed (a callout's questions), so `rulesText` carries the
   * parameter for the service to check. Without either, `rules` is refused.
   */
  fields?: FilterTable | "per-record";
  /** Who `me` is (`contactId`), and when `$now` is. */
  context?: RuleContext;
  /** Other parameters the endpoint takes, e.g. `{ variant: optional(string()) }`. */
  extra?: Extra;
  /** `limit=0` asks for the total alone, e.g. to say how many a bulk change will touch. */
  countOnly?: boolean;
}

export interface ListQuery<Sort extends string, With extends string, Extra extends Structs> {
  limit: number;
  offset: number;
  sort: Sort;
  order: "ASC" | "DESC";
  /** Each value once, in the order given; `with=a` and `with=a&with=b` both work. */
  with: With[];
  /** Checked and ready for `compileRuleGroup`; undefined without a `rules` parameter. */
  rules: ValidRuleGroup | undefined;
  /** The `rules` parameter as sent, for a filter table that is known only later. */
  rulesText: string | undefined;
  extra: { [Key in keyof Extra]: Infer<Extra[Key]> };
}

/** The `rules` parameter: a rule group as JSON, parsed and checked by the route. */
export const rulesText = () => jsonText(RuleGroup);

export { MAX_RULES_QUERY_LENGTH };
/** The longest `rules` in a request body (`POST …/search`, bulk changes). */
export const MAX_RULES_BODY_LENGTH = MAX_RULE_VALUE_LENGTH * 100;

/** `rules` where the request carries it: the query string, or a JSON body. */
export type RulesPlace = "query" | "body";

/** An optional `rules` parameter held to its place's length. */
export const rulesParam = (place: RulesPlace) =>
  optional(
    textSize(rulesText(), 0, place === "query" ? MAX_RULES_QUERY_LENGTH : MAX_RULES_BODY_LENGTH),
  );

/**
 * A list's query struct as the body of its `POST …/search`: the same parameters, with room
 * for the longer `rules` a query string cannot carry.
 */
export function searchBodyOf(query: Struct<unknown, unknown>) {
  return assign(
    query as Struct<Record<string, unknown>, Structs>,
    object({ rules: rulesParam("body") }),
  );
}

/**
 * The parameters every list endpoint takes, as its declared struct checked them (text). `rules`
 * and `with` are declared only where the endpoint takes them, so their inferred types are
 * `unknown`: `listQueryOf` reads them as the struct let them through.
 */
interface Common {
  limit?: string;
  offset?: string;
  order?: "ASC" | "DESC";
  sort?: string;
  rules?: unknown;
  with?: unknown;
}

/**
 * The struct of a list endpoint's query string, which `listQueryOf` reads: for a route's
 * declaration (`config.doc.query`), which the OpenAPI document describes.
 */
export function listQueryStruct<Sort extends string, With extends string, Extra extends Structs>(
  options: Omit<ListQueryOptions<Sort, With, Extra>, "defaultSort" | "context">,
  place: RulesPlace = "query",
) {
  const relation = enums(options.with ?? []);
  return object({
    ...options.extra,
    ...pagingQuery,
    ...(options.countOnly ? limitOffsetQuery(MAX_PAGE_SIZE, 0) : {}),
    sort: optional(enums(options.sorts)),
    ...(options.fields ? { rules: rulesParam(place) } : {}),
    ...(options.with ? { with: optional(union([relation, array(relation)])) } : {}),
  });
}

/**
 * A list endpoint's parameters as its declared `listQueryStruct` checked them (the query
 * string, or the body of its `POST …/search`), read for the service: paging, sort, `with`,
 * `rules` and the endpoint's own parameters. A bad `rules` is 400 `invalid-rule`.
 */
export function listQueryOf<
  Sort extends string,
  With extends string = never,
  Extra extends Structs = Record<never, never>,
>(checked: Common, options: ListQueryOptions<Sort, With, Extra>): ListQuery<Sort, With, Extra> {
  const { limit, offset, order, sort, rules, with: relations, ...extra } = checked;
  return {
    ...paging({ limit, offset, order }),
    sort: (sort as Sort | undefined) ?? options.defaultSort,
    with: [...new Set([relations ?? []].flat())] as With[],
    rules:
      rules === undefined || !options.fields || options.fields === "per-record"
        ? undefined
        : parseRulesParam(rules as string, options.fields, options.context),
    rulesText: options.fields === "per-record" ? (rules as string | undefined) : undefined,
    extra: extra as ListQuery<Sort, With, Extra>["extra"],
  };
}
