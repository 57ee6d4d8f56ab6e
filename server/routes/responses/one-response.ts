import type { FastifyInstance } from "fastify";
import { array, enums, object, optional } from "superstruct";
import { union } from "@core/validation/union";
import {
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  CalloutResponse,
  ResponseHistory,
  ResponseNeighbours,
  UpdateCalloutResponse,
  UpdatedCalloutResponse,
} from "@core/callouts";

import type { Services } from "../../services";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { IdParams } from "../params";
import { rulesParam } from "../list-query";
import { route } from "../route";

const relation = enums(CALLOUT_RESPONSE_WITH);
const ResponseQuery = object({ with: optional(union([relation, array(relation)])) });

const NeighbourQuery = object({
  rules: rulesParam("query"),
  sort: optional(enums(CALLOUT_RESPONSE_SORTS)),
  order: optional(enums(["ASC", "DESC"])),
});

const tag = "Callout responses";
const notFound = { 404: "No such response, or not the caller's to see." };

/** `/callout-responses/:id`: one response, its triage, history and place in a list. */
export function oneResponseRoutes(app: FastifyInstance, services: Services) {
  const staff = reviewerRoute(services);
  const loggedIn = { config: { access: "loggedIn" as const } };
  const { responses } = services;

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
}
