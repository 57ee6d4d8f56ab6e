import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseView,
  UpdateResponseView,
  type ResponseView,
  type ResponseViewList,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCallout, viewerOf } from "../callouts/viewer";
import { idParam } from "../params";

/** `/callout/:id/views`: saved views of a callout's responses, shared by its staff. */
export const responseViewRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { views } = services.responses;

  app.get("/callout/:id/views", staff, async (request): Promise<ResponseViewList> => {
    const callout = await staffCallout(services, request.caller, idParam(request));
    return views.list(callout.id);
  });

  app.post("/callout/:id/views", staff, async (request): Promise<ResponseView> => {
    const callout = await staffCallout(services, request.caller, idParam(request));
    const body = parseInput(CreateResponseView, request.body, "body");
    return views.create(callout, viewerOf(request.caller), body);
  });

  app.get("/callout/:id/views/:viewId", staff, async (request): Promise<ResponseView> => {
    const { id, viewId } = idParams(request, "viewId");
    const callout = await staffCallout(services, request.caller, id);
    return views.get(callout.id, viewId);
  });

  app.patch("/callout/:id/views/:viewId", staff, async (request): Promise<ResponseView> => {
    const { id, viewId } = idParams(request, "viewId");
    const callout = await staffCallout(services, request.caller, id);
    const body = parseInput(UpdateResponseView, request.body, "body");
    return views.update(callout, viewerOf(request.caller), viewId, body);
  });

  app.delete("/callout/:id/views/:viewId", staff, async (request, reply) => {
    const { id, viewId } = idParams(request, "viewId");
    const callout = await staffCallout(services, request.caller, id);
    if (!(await views.remove(callout.id, viewId))) throw notFound("This callout has no such view");
    return reply.code(204).send();
  });
};
