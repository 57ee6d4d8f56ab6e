import type { FastifyPluginAsync } from "fastify";
import { array, enums, object, optional, size, string, union } from "superstruct";
import {
  BulkUpdateCalloutResponses,
  CALLOUT_RESPONSE_SORTS,
  CALLOUT_RESPONSE_WITH,
  UpdateCalloutResponse,
  type CalloutResponse,
  type CalloutResponsePage,
  type ResponseChangeResult,
  type ResponseHistory,
  type ResponseNeighbours,
  type UpdatedCalloutResponse,
} from "../../../src/core/callouts";
import { parseInput } from "../../../src/core/errors";
import { MAX_RULE_VALUE_LENGTH } from "../../../src/core/rules";
import type { Services } from "../../services";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { idParam } from "../params";
import { responseListQuery } from "./list-query";

const relation = enums(CALLOUT_RESPONSE_WITH);
const ResponseQuery = object({ with: optional(union([relation, array(relation)])) });

const NeighbourQuery = object({
  rules: optional(size(string(), 0, MAX_RULE_VALUE_LENGTH * 100)),
  sort: optional(enums(CALLOUT_RESPONSE_SORTS)),
  order: optional(enums(["ASC", "DESC"])),
});

const ChangeParams = object({ changeId: size(string(), 1, 200) });

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

  app.get("/callout-responses", loggedIn, async (request): Promise<CalloutResponsePage> => {
    const query = responseListQuery(request.query);
    return responses.list(viewerOf(request.caller), undefined, {
      ...query,
      rules: query.rulesText,
    });
  });

  app.patch("/callout-responses", staff, async (request): Promise<ResponseChangeResult> => {
    const body = parseInput(BulkUpdateCalloutResponses, request.body, "body");
    return responses.triage.bulk(viewerOf(request.caller), body);
  });

  app.post(
    "/callout-responses/changes/:changeId/undo",
    staff,
    async (request): Promise<ResponseChangeResult> => {
      const { changeId } = parseInput(ChangeParams, request.params, "params");
      return responses.triage.undo(viewerOf(request.caller), changeId);
    },
  );

  app.get("/callout-responses/:id", loggedIn, async (request): Promise<CalloutResponse> => {
    const id = idParam(request);
    const query = parseInput(ResponseQuery, request.query, "queries");
    return responses.get(viewerOf(request.caller), id, [query.with ?? []].flat());
  });

  app.patch("/callout-responses/:id", staff, async (request): Promise<UpdatedCalloutResponse> => {
    const id = idParam(request);
    const body = parseInput(UpdateCalloutResponse, request.body, "body");
    return responses.triage.update(viewerOf(request.caller), id, body);
  });

  app.get("/callout-responses/:id/history", staff, async (request): Promise<ResponseHistory> =>
    responses.history(viewerOf(request.caller), idParam(request)),
  );

  app.get(
    "/callout-responses/:id/neighbours",
    staff,
    async (request): Promise<ResponseNeighbours> => {
      const id = idParam(request);
      const query = parseInput(NeighbourQuery, request.query, "queries");
      return responses.neighbours(viewerOf(request.caller), id, {
        rules: query.rules,
        sort: query.sort,
        order: query.order ?? "ASC",
      });
    },
  );
};
