import { MAX_RULES_QUERY_LENGTH } from "../rules/query-limit";
import type { ApiCall } from "./call";
import { toQueryObject } from "./query-string";

/**
 * The call as sent: a list read whose `rules` are longer than a query string takes goes to
 * the list's `POST …/search` with its parameters as the body, for the same answer.
 */
export function viaSearch<T>(call: ApiCall<T>): ApiCall<T> {
  if (call.method !== "GET" || call.search === undefined || call.query === undefined) return call;
  const body = toQueryObject(call.query);
  const rules = body.rules;
  if (typeof rules !== "string" || rules.length <= MAX_RULES_QUERY_LENGTH) return call;
  return { method: "POST", path: call.search, body };
}
