import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseView,
  ResponseView,
  ResponseViewList,
  UpdateResponseView,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCallout, viewerOf } from "../callouts/viewer";
import { IdPairParams, IdParams, idParam } from "../params";
import { documented } from "../../openapi/route-doc";

/** `/callout/:id/views`: saved views of a callout's responses, shared by its staff. */
export const responseViewRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { views } = services.responses;
  const tag = "Callout response views";
  const ViewParams = IdPairParams("viewId");
  const noView = { 404: "No such callout, or it has no such view." };
  // The callout's staff are known before a body is judged (403 before 400).
  const precheck = false;

  app.get(
    "/callout/:id/views",
    documented(staff, {
      summary: "A callout's saved views of its responses",
      tag,
      params: IdParams,
      answer: ResponseViewList,
      errors: { 404: "No such callout." },
    }),
    async (request): Promise<ResponseViewList> => {
      const callout = await staffCallout(services, request.caller, idParam(request));
      return views.list(callout.id);
    },
  );

  app.post(
    "/callout/:id/views",
    documented(staff, {
      summary: "Save a view: filter, sort and columns, shared with the callout's staff",
      tag,
      params: IdParams,
      body: CreateResponseView,
      precheck,
      answer: ResponseView,
      errors: { 404: "No such callout." },
      codes: ["duplicate-view-name", "invalid-rule"],
    }),
    async (request): Promise<ResponseView> => {
      const callout = await staffCallout(services, request.caller, idParam(request));
      const body = parseInput(CreateResponseView, request.body, "body");
      return views.create(callout, viewerOf(request.caller), body);
    },
  );

  app.get(
    "/callout/:id/views/:viewId",
    documented(staff, {
      summary: "One saved view",
      tag,
      params: ViewParams,
      answer: ResponseView,
      errors: noView,
    }),
    async (request): Promise<ResponseView> => {
      const { id, viewId } = idParams(request, "viewId");
      const callout = await staffCallout(services, request.caller, id);
      return views.get(callout.id, viewId);
    },
  );

  app.patch(
    "/callout/:id/views/:viewId",
    documented(staff, {
      summary: "Change a saved view",
      tag,
      params: ViewParams,
      body: UpdateResponseView,
      precheck,
      answer: ResponseView,
      errors: noView,
      codes: ["duplicate-view-name", "invalid-rule"],
    }),
    async (request): Promise<ResponseView> => {
      const { id, viewId } = idParams(request, "viewId");
      const callout = await staffCallout(services, request.caller, id);
      const body = parseInput(UpdateResponseView, request.body, "body");
      return views.update(callout, viewerOf(request.caller), viewId, body);
    },
  );

  app.delete(
    "/callout/:id/views/:viewId",
    documented(staff, {
      summary: "Delete a saved view",
      tag,
      params: ViewParams,
      errors: noView,
    }),
    async (request, reply) => {
      const { id, viewId } = idParams(request, "viewId");
      const callout = await staffCallout(services, request.caller, id);
      if (!(await views.remove(callout.id, viewId)))
        throw notFound("This callout has no such view");
      return reply.code(204).send();
    },
  );
};
