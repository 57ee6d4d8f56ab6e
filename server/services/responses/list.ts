import { and, eq, type SQL } from "drizzle-orm";
import type {
  CalloutResponse,
  CalloutResponsePage,
  CalloutResponseSort,
  CalloutResponseWith,
} from "@core/callouts";
import { notFound } from "@core/errors";
import { isUuid } from "@core/validation";
import type { Database } from "../../db/connection";
import { calloutResponses } from "../../db/schema";
import type { CalloutViewer } from "../callouts";
import { paginate } from "../rules";
import { ASSIGNEE_PAGE_REACH, assigneePageCandidates } from "./assignee-order";
import { joinSortTables, numberSource, orderBy, pageStart, responseSortKeys } from "./order";
import type { ResponseSelector } from "./query";
import { responseColumns } from "./record";
import { readableBy } from "./scope";
import type { ResponseSerialiser } from "./serialise";
import { responseTotal } from "./total";

export interface ResponseListOptions {
  /** 0 answers the total alone ("this will affect N responses"). */
  limit: number;
  offset: number;
  sort?: CalloutResponseSort | undefined;
  order: "ASC" | "DESC";
  with?: readonly CalloutResponseWith[];
  /** The `rules` parameter as sent: checked against the callout's own questions. */
  rules?: string | undefined;
}

/**
 * `GET /callout/:id/responses` and `GET /callout-responses`: all of a callout's responses for
 * its staff (admins, its reviewers), one's own for anyone else.
 */
export function createResponseList(options: {
  db: Database;
  select: ResponseSelector;
  serialise: ResponseSerialiser;
}) {
  const { db } = options;
  return async function list(
    viewer: CalloutViewer,
    callout: string | undefined,
    list: ResponseListOptions,
  ): Promise<CalloutResponsePage> {
    const selection = await options.select(viewer, {
      callout,
      rules: list.rules,
      purpose: "read",
    });
    const wanted = new Set(list.with ?? []);
    const whole = selection.callout && selection.staff && !selection.rules;
    const page = (where: SQL | undefined) =>
      joinSortTables(db.select(responseColumns).from(calloutResponses).$dynamic(), list.sort)
        .where(where)
        .orderBy(
          ...orderBy(responseSortKeys(list.sort, list.order, numberSource(selection.rules))),
        );
    const calloutId = selection.callout?.id;
    return paginate({
      query: {
        limit: (limit) => ({
          offset: (offset) => {
            // A deep page of all of a callout's responses starts where an index alone says.
            const start =
              whole && calloutId && offset > 0
                ? pageStart(list.sort, list.order, calloutId, offset)
                : undefined;
            if (start) return page(and(selection.where, start)).limit(limit);
            // By assignee: only what each assignee's index range can put on the page is sorted.
            const candidates =
              calloutId && list.sort === "assignee" && offset + limit <= ASSIGNEE_PAGE_REACH
                ? assigneePageCandidates(db, {
                    calloutId,
                    where: selection.where,
                    order: list.order,
                    end: offset + limit,
                  })
                : undefined;
            return page(and(selection.where, candidates)).limit(limit).offset(offset);
          },
        }),
      },
      countQuery: responseTotal(db, selection),
      limit: list.limit,
      offset: list.offset,
      map: (rows) => options.serialise(rows, viewer, wanted),
    });
  };
}

/** `GET /callout-responses/:id`: a response the viewer may read (its staff, or its sender). */
export function createResponseGet(options: { db: Database; serialise: ResponseSerialiser }) {
  return async function get(
    viewer: CalloutViewer,
    responseId: string,
    wanted: readonly CalloutResponseWith[],
  ): Promise<CalloutResponse> {
    if (!isUuid(responseId)) throw notFound("No such response");
    const [row] = await joinSortTables(
      options.db.select(responseColumns).from(calloutResponses).$dynamic(),
      undefined,
    ).where(and(eq(calloutResponses.id, responseId.toLowerCase()), readableBy(viewer)));
    if (!row) throw notFound("No such response");
    const [response] = await options.serialise([row], viewer, new Set(wanted));
    if (!response) throw notFound("No such response");
    return response;
  };
}
