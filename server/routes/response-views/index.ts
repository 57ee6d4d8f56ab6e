import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseView,
  ResponseView,
  ResponseViewList,
  UpdateResponseView,
} from "../../../src/core/callouts";
import { notFound } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCalloutOf, viewerOf } from "../callouts/viewer";
import { IdPairParams, IdParams } from "../params";
import { perRequest } from "../../openapi/route-doc";
import { EXAMPLE } from "../../openapi/example-data";
import { route } from "../route";

/** `/callout/:id/views`: saved views of a callout's responses, shared by its staff. */
export const responseViewRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const views = services.responseViews;
  const tag = "Callout response views";
  const ViewParams = IdPairParams("viewId");
  const noView = { 404: "No such callout, or it has no such view." };
  const callout = staffCalloutOf(services);
  // The callout, its staff and the view are known before a body is judged (403, 404 before 400).
  const calloutView = perRequest(async (request) => {
    const found = await callout(request);
    const { viewId } = idParams(request, "viewId");
    await views.get(found.id, viewId);
    return { callout: found, viewId };
  });

  route(
    app,
    "GET",
    "/callout/:id/views",
    staff,
    {
      summary: "A callout's saved views of its responses",
      tag,
      params: IdParams,
      answer: ResponseViewList,
      errors: { 404: "No such callout." },
      examples: [
        { summary: "Its views", as: "admin", status: 200, params: { id: EXAMPLE.callout } },
      ],
    },
    async (request): Promise<ResponseViewList> => {
      return views.list((await callout(request)).id);
    },
  );

  route(
    app,
    "POST",
    "/callout/:id/views",
    staff,
    {
      summary: "Save a view: filter, sort and columns, shared with the callout's staff",
      tag,
      params: IdParams,
      body: CreateResponseView,
      guard: callout,
      answer: ResponseView,
      errors: { 404: "No such callout." },
      codes: ["duplicate-view-name", "invalid-rule"],
      examples: [
        {
          summary: "A view of the verified responses, oldest first",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: { name: "Verified", bucket: "verified", sort: "createdAt", order: "ASC" },
        },
      ],
    },
    async (request): Promise<ResponseView> => {
      const body = request.body;
      return views.create(await callout(request), viewerOf(request.caller), body);
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/views/:viewId",
    staff,
    {
      summary: "One saved view",
      tag,
      params: ViewParams,
      answer: ResponseView,
      errors: noView,
      examples: [
        {
          summary: "A view",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.view },
        },
      ],
    },
    async (request): Promise<ResponseView> => {
      const { viewId } = request.params;
      return views.get((await callout(request)).id, viewId);
    },
  );

  route(
    app,
    "PATCH",
    "/callout/:id/views/:viewId",
    staff,
    {
      summary: "Change a saved view",
      tag,
      params: ViewParams,
      body: UpdateResponseView,
      guard: calloutView,
      answer: ResponseView,
      errors: noView,
      codes: ["duplicate-view-name", "invalid-rule"],
      examples: [
        {
          summary: "A view renamed",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.view },
          body: { name: "Latest answers" },
        },
      ],
    },
    async (request): Promise<ResponseView> => {
      const found = await calloutView(request);
      const body = request.body;
      return views.update(found.callout, viewerOf(request.caller), found.viewId, body);
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id/views/:viewId",
    staff,
    {
      summary: "Delete a saved view",
      tag,
      params: ViewParams,
      errors: noView,
      examples: [
        {
          summary: "A view deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, viewId: EXAMPLE.deletedView },
        },
      ],
    },
    async (request, reply) => {
      const { viewId } = request.params;
      if (!(await views.remove((await callout(request)).id, viewId)))
        throw notFound("This callout has no such view");
      return reply.code(204).send();
    },
  );
};
