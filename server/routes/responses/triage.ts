import type { FastifyPluginAsync, FastifyReply } from "fastify";
import { array, enums, object, optional } from "superstruct";
import { union } from "../../../src/core/validation/union";
import {
  BulkUpdateCalloutResponses,
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  CalloutResponse,
  CalloutResponsePage,
  ResponseChangeResult,
  ResponseHistory,
  ResponseNeighbours,
  UpdateCalloutResponse,
  UpdatedCalloutResponse,
} from "../../../src/core/callouts";

import type { Services } from "../../services";
import type { TimedChangeResult } from "../../services/responses/triage";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { IdParams, pathParam } from "../params";
import { listQueryStruct, rulesParam } from "../list-query";
import { listWithSearch } from "../list-search";
import { responseListQuery } from "./list-query";
import { route } from "../route";

const relation = enums(CALLOUT_RESPONSE_WITH);
const ResponseQuery = object({ with: optional(union([relation, array(relation)])) });

const NeighbourQuery = object({
  rules: rulesParam("query"),
  sort: optional(enums(CALLOUT_RESPONSE_SORTS)),
  order: optional(enums(["ASC", "DESC"])),
});

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
const notFound = { 404: "No such response, or not the caller's to see." };

/**
 * `/callout-responses` (contract 2.6): responses across callouts, their triage by the
 * callouts' staff (one or many at once, with undo), history and place in a list.
 */
export const responseTriageRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
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

  route(
    app,
    "GET",
    "/callout-responses/:id",
    loggedIn,
    {
      summary: "One response",
      tag,
      params: IdParams,
      query: ResponseQuery,
      answer: CalloutResponse,
      errors: notFound,
      examples: [
        { summary: "An unknown response", as: "admin", status: 404, params: { id: "none" } },
      ],
    },
    async (request): Promise<CalloutResponse> => {
      const id = request.params.id;
      const query = request.query;
      return responses.get(viewerOf(request.caller), id, [query.with ?? []].flat());
    },
  );

  route(
    app,
    "PATCH",
    "/callout-responses/:id",
    staff,
    {
      summary: "Triage a response: bucket, tags, assignee, answers, guest details",
      tag,
      params: IdParams,
      body: UpdateCalloutResponse,
      answer: UpdatedCalloutResponse,
      errors: notFound,
      codes: ["unknown-tag", "invalid-assignee", "invalid-callout-response"],
    },
    async (request): Promise<UpdatedCalloutResponse> => {
      const id = request.params.id;
      const body = request.body;
      return responses.triage.update(viewerOf(request.caller), id, body);
    },
  );

  route(
    app,
    "GET",
    "/callout-responses/:id/history",
    staff,
    {
      summary: "Who changed what in a response, and when",
      tag,
      params: IdParams,
      answer: ResponseHistory,
      errors: notFound,
    },
    async (request): Promise<ResponseHistory> =>
      responses.history(viewerOf(request.caller), request.params.id),
  );

  route(
    app,
    "GET",
    "/callout-responses/:id/neighbours",
    staff,
    {
      summary: "The responses before and after one in a filtered, sorted list",
      tag,
      params: IdParams,
      query: NeighbourQuery,
      answer: ResponseNeighbours,
      errors: notFound,
      codes: ["invalid-rule"],
    },
    async (request): Promise<ResponseNeighbours> => {
      const id = request.params.id;
      const query = request.query;
      return responses.neighbours(viewerOf(request.caller), id, {
        rules: query.rules,
        sort: query.sort,
        order: query.order ?? "ASC",
      });
    },
  );
};
