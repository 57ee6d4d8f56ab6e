import type { Infer } from "superstruct";
import type { FastifyPluginAsync } from "fastify";
import {
  CalloutTag,
  CalloutTagList,
  CalloutTagQuery,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
} from "../../../src/core/callouts";
import { notFound } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCalloutOf } from "../callouts/viewer";
import { IdPairParams, IdParams } from "../params";
import { perRequest } from "../../openapi/route-doc";
import { EXAMPLE } from "../../openapi/example-data";
import { route } from "../route";

/** `?with=responseCount`: how many responses carry each tag. */
function withCounts(query: Infer<typeof CalloutTagQuery>): boolean {
  return [query.with ?? []].flat().includes("responseCount");
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
  const tag = "Callout tags";
  const TagParams = IdPairParams("tagId");
  const noTag = { 404: "No such callout, or it has no such tag." };
  const callout = staffCalloutOf(services);
  // The callout, its staff and the tag are known before a body is judged (403, 404 before 400).
  const calloutTag = perRequest(async (request) => {
    const found = await callout(request);
    const { tagId } = idParams(request, "tagId");
    await tags.get(found.id, tagId, { counts: false });
    return { callout: found, tagId };
  });

  route(
    app,
    "GET",
    "/callout/:id/tags",
    staff,
    {
      summary: "A callout's response tags (with with=responseCount, how many carry each)",
      tag,
      params: IdParams,
      query: CalloutTagQuery,
      answer: CalloutTagList,
      errors: { 404: "No such callout." },
      examples: [
        {
          summary: "Its tags, with how many responses carry each",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          query: { with: "responseCount" },
        },
      ],
    },
    async (request): Promise<CalloutTagList> => {
      const counts = withCounts(request.query);
      const found = await callout(request);
      return tags.list(found.id, { counts });
    },
  );

  route(
    app,
    "POST",
    "/callout/:id/tags",
    staff,
    {
      summary: "Add a response tag to a callout",
      tag,
      params: IdParams,
      body: CreateCalloutTag,
      guard: callout,
      answer: CalloutTag,
      errors: { 404: "No such callout." },
      codes: ["duplicate-tag-name"],
      examples: [
        {
          summary: "A new tag",
          as: "admin",
          status: 200,
          params: { id: EXAMPLE.callout },
          body: { name: "Photo sent", description: "The reader sent a photo of their tap" },
        },
      ],
    },
    async (request): Promise<CalloutTag> => {
      const found = await callout(request);
      return tags.create(found.id, request.body);
    },
  );

  route(
    app,
    "GET",
    "/callout/:id/tags/:tagId",
    staff,
    {
      summary: "One response tag",
      tag,
      params: TagParams,
      query: CalloutTagQuery,
      answer: CalloutTag,
      errors: noTag,
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
      tag,
      params: TagParams,
      body: UpdateCalloutTag,
      guard: calloutTag,
      answer: CalloutTag,
      errors: noTag,
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
      tag,
      params: TagParams,
      errors: noTag,
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

  route(
    app,
    "POST",
    "/callout/:id/tags/:tagId/merge",
    staff,
    {
      summary: "Merge other tags into this one: their responses carry it instead",
      tag,
      params: TagParams,
      body: MergeCalloutTags,
      guard: calloutTag,
      answer: CalloutTag,
      errors: noTag,
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
