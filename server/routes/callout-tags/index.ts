import type { FastifyPluginAsync } from "fastify";
import {
  CalloutTagQuery,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
  type CalloutTag,
  type CalloutTagList,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCallout } from "../callouts/viewer";
import { idParam } from "../params";

/** `?with=responseCount`: how many responses carry each tag. */
function withCounts(query: unknown): boolean {
  const relations = parseInput(CalloutTagQuery, query, "queries").with;
  return [relations ?? []].flat().includes("responseCount");
}

/**
 * `/callout/:id/tags` (contract 2.5): the callout's staff manage its response tags. Unlike
 * the predecessor, a tag is only found through its own callout.
 */
export const calloutTagRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const tags = services.calloutTags;
  const callout = (caller: Parameters<typeof staffCallout>[1], id: string) =>
    staffCallout(services, caller, id);

  app.get("/callout/:id/tags", staff, async (request): Promise<CalloutTagList> => {
    const counts = withCounts(request.query);
    const found = await callout(request.caller, idParam(request));
    return tags.list(found.id, { counts });
  });

  app.post("/callout/:id/tags", staff, async (request): Promise<CalloutTag> => {
    const found = await callout(request.caller, idParam(request));
    return tags.create(found.id, parseInput(CreateCalloutTag, request.body, "body"));
  });

  app.get("/callout/:id/tags/:tagId", staff, async (request): Promise<CalloutTag> => {
    const { id, tagId } = idParams(request, "tagId");
    const counts = withCounts(request.query);
    const found = await callout(request.caller, id);
    return tags.get(found.id, tagId, { counts });
  });

  app.patch("/callout/:id/tags/:tagId", staff, async (request): Promise<CalloutTag> => {
    const { id, tagId } = idParams(request, "tagId");
    const found = await callout(request.caller, id);
    return tags.update(found.id, tagId, parseInput(UpdateCalloutTag, request.body, "body"));
  });

  app.delete("/callout/:id/tags/:tagId", staff, async (request, reply) => {
    const { id, tagId } = idParams(request, "tagId");
    const found = await callout(request.caller, id);
    if (!(await tags.remove(found.id, tagId))) throw notFound("This callout has no such tag");
    return reply.code(204).send();
  });

  app.post("/callout/:id/tags/:tagId/merge", staff, async (request): Promise<CalloutTag> => {
    const { id, tagId } = idParams(request, "tagId");
    const found = await callout(request.caller, id);
    return tags.merge(found.id, tagId, parseInput(MergeCalloutTags, request.body, "body"));
  });
};
