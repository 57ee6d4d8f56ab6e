import { and, count, eq } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { CalloutResponseSort, ResponseNeighbours } from "@core/callouts";
import { notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { calloutResponses } from "../../db/schema";
import type { CalloutViewer } from "../callouts";
import {
  comesAfter,
  joinSortTables,
  keyValues,
  numberSource,
  orderBy,
  responseSortKeys,
  reversed,
} from "./order";
import type { ResponseSelector } from "./query";
import { countResponses } from "./record";

export interface NeighbourOptions {
  rules?: string | undefined;
  sort?: CalloutResponseSort | undefined;
  order: "ASC" | "DESC";
}

/**
 * `GET /callout-responses/:id/neighbours`: the responses before and after one in a filtered,
 * sorted list of its callout's responses, and its place in it, for "previous / next" and
 * "n of N" on a response's page. Each is read along the list's index, at any size.
 */
export function createNeighbours(options: { db: Database; select: ResponseSelector }) {
  const { db } = options;
  return async function neighbours(
    viewer: CalloutViewer,
    responseId: string,
    list: NeighbourOptions,
  ): Promise<ResponseNeighbours> {
    if (!isUuid(responseId)) throw notFound("No such response");
    const id = responseId.toLowerCase();
    const [response] = await db
      .select({ calloutId: calloutResponses.calloutId })
      .from(calloutResponses)
      .where(eq(calloutResponses.id, id));
    if (!response) throw notFound("No such response");
    const { where, rules } = await options.select(viewer, {
      callout: response.calloutId,
      rules: list.rules,
      purpose: "triage",
    });
    const keys = responseSortKeys(list.sort, list.order, numberSource(rules));
    const joined = <Query extends PgSelect>(query: Query) => joinSortTables(query, list.sort);
    const [place] = await joined(
      db.select(keyValues(keys)).from(calloutResponses).$dynamic(),
    ).where(eq(calloutResponses.id, id));
    if (!place) throw notFound("No such response");
    const after = and(where, comesAfter(keys, place));
    const before = and(where, comesAfter(reversed(keys), place));
    const first = (condition: typeof after, order: typeof keys) =>
      joined(db.select({ id: calloutResponses.id }).from(calloutResponses).$dynamic())
        .where(condition)
        .orderBy(...orderBy(order))
        .limit(1)
        .then((rows) => rows[0]?.id ?? null);
    const counted = (condition: typeof after) =>
      joined(db.select({ value: count() }).from(calloutResponses).$dynamic())
        .where(condition)
        .then((rows) => Number(rows[0]?.value ?? 0));
    const [next, previous, earlier, [total], [matches]] = await Promise.all([
      first(after, keys),
      first(before, reversed(keys)),
      counted(before),
      countResponses(db, where),
      countResponses(db, and(where, eq(calloutResponses.id, id))),
    ]);
    return {
      previous,
      next,
      position: (matches?.value ?? 0) > 0 ? earlier + 1 : 0,
      total: total?.value ?? 0,
    };
  };
}
