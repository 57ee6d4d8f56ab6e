import type { FastifyPluginAsync } from "fastify";
import { CalloutTag, CalloutTagQuery, UpdateCalloutTag } from "@core/callouts";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { reviewerRoute, staffCalloutOf } from "../callouts/viewer";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";
import { NO_TAG, TAG, TagParams, calloutTagOf, withCounts } from "./shared";

/** One response tag: read, renamed or described, deleted. */
export const calloutTagEditRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const tags = services.calloutTags;
  const callout = staffCalloutOf(services);
  const calloutTag = calloutTagOf(services, callout);

  route(
    app,
    "GET",
    "/callout/:id/tags/:tagId",
    staff,
    {
      summary: "One response tag",
      tag: TAG,
      params: TagParams,
      query: CalloutTagQuery,
      answer: CalloutTag,
      errors: NO_TAG,
      examples: [
        {
          summary: "A tag",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, tagId: EXAMPLE.tag },
        },
      ],
    },
    async (request): Promise<CalloutTag> => {
      const { tagId } = request.params;
      const counts = withCounts(request.query);
      const found = await callout(request);
      return tags.get(found.id, tagId, { counts });
    },
  );

  route(
    app,
    "PATCH",
    "/callout/:id/tags/:tagId",
    staff,
    {
      summary: "Rename a response tag or change its description",
      tag: TAG,
      params: TagParams,
      body: UpdateCalloutTag,
      guard: calloutTag,
      answer: CalloutTag,
      errors: NO_TAG,
      codes: ["duplicate-tag-name"],
      examples: [
        {
          summary: "A tag described",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, tagId: EXAMPLE.tag },
          body: { description: "Worth a call from the newsroom" },
        },
      ],
    },
    async (request): Promise<CalloutTag> => {
      const found = await calloutTag(request);
      const body = request.body;
      return tags.update(found.callout.id, found.tagId, body);
    },
  );

  route(
    app,
    "DELETE",
    "/callout/:id/tags/:tagId",
    staff,
    {
      summary: "Delete a response tag (the responses stay)",
      tag: TAG,
      params: TagParams,
      errors: NO_TAG,
      examples: [
        {
          summary: "A tag deleted",
          as: "admin",
          status: 204,
          params: { id: EXAMPLE.callout, tagId: EXAMPLE.deletedTag },
        },
      ],
    },
    async (request, reply) => {
      const { tagId } = request.params;
      const found = await callout(request);
      if (!(await tags.remove(found.id, tagId))) throw notFound("This callout has no such tag");
      return reply.code(204).send();
    },
  );
};
