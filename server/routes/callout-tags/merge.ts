import type { FastifyPluginAsync } from "fastify";
import { CalloutTag, MergeCalloutTags } from "@core/callouts";
import type { Services } from "../../services";
import { reviewerRoute, staffCalloutOf } from "../callouts/viewer";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";
import { NO_TAG, TAG, TagParams, calloutTagOf } from "./shared";

/** Merging other tags into one: their responses carry it instead. */
export const calloutTagMergeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const tags = services.calloutTags;
  const calloutTag = calloutTagOf(services, staffCalloutOf(services));

  route(
    app,
    "POST",
    "/callout/:id/tags/:tagId/merge",
    staff,
    {
      summary: "Merge other tags into this one: their responses carry it instead",
      tag: TAG,
      params: TagParams,
      body: MergeCalloutTags,
      guard: calloutTag,
      answer: CalloutTag,
      errors: NO_TAG,
      codes: ["unknown-tag"],
      examples: [
        {
          summary: "Another tag merged into this one",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout, tagId: EXAMPLE.tag },
          body: { tagIds: [EXAMPLE.mergedTag] },
        },
      ],
    },
    async (request): Promise<CalloutTag> => {
      const found = await calloutTag(request);
      const body = request.body;
      return tags.merge(found.callout.id, found.tagId, body);
    },
  );
};
