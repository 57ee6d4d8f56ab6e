import type { FastifyInstance, FastifyPluginAsync, FastifyReply } from "fastify";
import { object } from "superstruct";
import {
  BulkUpdateCalloutResponses,
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  CalloutResponsePage,
  ResponseChangeResult,
} from "@core/callouts";

import type { Services } from "../../services";
import type { TimedChangeResult } from "../../services/responses/triage-change";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { pathParam } from "../params";
import { listQueryStruct } from "../list-query";
import { listWithSearch } from "../list-search";
import { responseListQuery } from "./list-query";
import { route } from "../route";
import { oneResponseRoutes } from "./one-response";

const ChangeParams = object({ changeId: pathParam() });

/**
 * The change's result, with how long each of its statements took in `Server-Timing` (the
 * bench prints them; browsers' developer tools show them beside the request).
 */
function timed(reply: FastifyReply, { timings, ...result }: TimedChangeResult) {
  const metrics = timings.map(({ name, ms }) => `${name};dur=${ms.toFixed(1)}`);
  if (metrics.length > 0) void reply.header("server-timing", metrics.join(", "));
  return result;
}
const tag = "Callout responses";

/**
 * `/callout-responses` (contract 2.6): responses across callouts, their triage by the
 * callouts' staff (one or many at once, with undo), history and place in a list.
 */
export const responseTriageRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  crossCalloutRoutes(app, services);
  oneResponseRoutes(app, services);
};

/** The list across callouts, the bulk change and its undo. */
function crossCalloutRoutes(app: FastifyInstance, services: Services) {
  const staff = reviewerRoute(services);
  const loggedIn = { config: { access: "loggedIn" as const } };
  const { responses } = services;

  listWithSearch(
    app,
    "/callout-responses",
    loggedIn,
    {
      summary: "Responses across callouts: every one its staff see, one's own for others",
      tag,
      query: listQueryStruct({
        sorts: CALLOUT_RESPONSE_SORTS,
        with: CALLOUT_RESPONSE_WITH,
        fields: "per-record",
        countOnly: true,
      }),
      answer: CalloutResponsePage,
      codes: ["invalid-rule"],
      examples: [
        {
          summary: "The newest first, with their callouts",
          as: "admin",
          status: 200,
          query: { sort: "createdAt", order: "DESC", with: "callout" },
        },
        { summary: "Your own", as: "member", status: 200 },
      ],
    },
    async (request, input): Promise<CalloutResponsePage> => {
      const query = responseListQuery(input);
      return responses.list(viewerOf(request.caller), undefined, {
        ...query,
        rules: query.rulesText,
      });
    },
  );

  route(
    app,
    "PATCH",
    "/callout-responses",
    staff,
    {
      summary: "Triage every response a filter matches at once (undo with the change's id)",
      tag,
      body: BulkUpdateCalloutResponses,
      answer: ResponseChangeResult,
      codes: ["invalid-rule", "unknown-tag", "invalid-assignee"],
    },
    async (request, reply): Promise<ResponseChangeResult> => {
      const body = request.body;
      return timed(reply, await responses.triage.bulk(viewerOf(request.caller), body));
    },
  );

  // Each response the change touched gets back the bucket, tags and assignee it had before. A
  // change can be undone once (400 `already-undone` after); the undo is a change of its own.
  route(
    app,
    "POST",
    "/callout-responses/changes/:changeId/undo",
    staff,
    {
      summary: "Undo a triage of many responses",
      tag,
      params: ChangeParams,
      bodyType: "none",
      answer: ResponseChangeResult,
      errors: { 404: "No such change of yours." },
      codes: ["already-undone"],
    },
    async (request, reply): Promise<ResponseChangeResult> => {
      const { changeId } = request.params;
      return timed(reply, await responses.triage.undo(viewerOf(request.caller), changeId));
    },
  );
}
