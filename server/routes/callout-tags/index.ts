import type { FastifyPluginAsync } from "fastify";
import {
  CalloutTag,
  CalloutTagList,
  CalloutTagQuery,
  CreateCalloutTag,
  MergeCalloutTags,
  UpdateCalloutTag,
} from "../../../src/core/callouts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParams, reviewerRoute, staffCallout } from "../callouts/viewer";
import { IdPairParams, IdParams, idParam } from "../params";
import { documented } from "../../openapi/route-doc";

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
  const tag = "Callout tags";
  const TagParams = IdPairParams("tagId");
  const noTag = { 404: "No such callout, or it has no such tag." };
  // The callout's staff are known before a body is judged (403 before 400).
  const precheck = false;
  const callout = (caller: Parameters<typeof staffCallout>[1], id: string) =>
    staffCallout(services, caller, id);

  app.get(
    "/callout/:id/tags",
    documented(staff, {
      summary: "A callout's response tags (with with=responseCount, how many carry each)",
      tag,
      params: IdParams,
      query: CalloutTagQuery,
      answer: CalloutTagList,
      errors: { 404: "No such callout." },
    }),
    async (request): Promise<CalloutTagList> => {
      const counts = withCounts(request.query);
      const found = await callout(request.caller, idParam(request));
      return tags.list(found.id, { counts });
    },
  );

  app.post(
    "/callout/:id/tags",
    documented(staff, {
      summary: "Add a response tag to a callout",
      tag,
      params: IdParams,
      body: CreateCalloutTag,
      precheck,
      answer: CalloutTag,
      errors: { 404: "No such callout." },
      codes: ["duplicate-tag-name"],
    }),
    async (request): Promise<CalloutTag> => {
      const found = await callout(request.caller, idParam(request));
      return tags.create(found.id, parseInput(CreateCalloutTag, request.body, "body"));
    },
  );

  app.get(
    "/callout/:id/tags/:tagId",
    documented(staff, {
      summary: "One response tag",
      tag,
      params: TagParams,
      query: CalloutTagQuery,
      answer: CalloutTag,
      errors: noTag,
    }),
    async (request): Promise<CalloutTag> => {
      const { id, tagId } = idParams(request, "tagId");
      const counts = withCounts(request.query);
      const found = await callout(request.caller, id);
      return tags.get(found.id, tagId, { counts });
    },
  );

  app.patch(
    "/callout/:id/tags/:tagId",
    documented(staff, {
      summary: "Rename a response tag or change its description",
      tag,
      params: TagParams,
      body: UpdateCalloutTag,
      precheck,
      answer: CalloutTag,
      errors: noTag,
      codes: ["duplicate-tag-name"],
    }),
    async (request): Promise<CalloutTag> => {
      const { id, tagId } = idParams(request, "tagId");
      const found = await callout(request.caller, id);
      return tags.update(found.id, tagId, parseInput(UpdateCalloutTag, request.body, "body"));
    },
  );

  app.delete(
    "/callout/:id/tags/:tagId",
    documented(staff, {
      summary: "Delete a response tag (the responses stay)",
      tag,
      params: TagParams,
      errors: noTag,
    }),
    async (request, reply) => {
      const { id, tagId } = idParams(request, "tagId");
      const found = await callout(request.caller, id);
      if (!(await tags.remove(found.id, tagId))) throw notFound("This callout has no such tag");
      return reply.code(204).send();
    },
  );

  app.post(
    "/callout/:id/tags/:tagId/merge",
    documented(staff, {
      summary: "Merge other tags into this one: their responses carry it instead",
      tag,
      params: TagParams,
      body: MergeCalloutTags,
      precheck,
      answer: CalloutTag,
      errors: noTag,
      codes: ["unknown-tag"],
    }),
    async (request): Promise<CalloutTag> => {
      const { id, tagId } = idParams(request, "tagId");
      const found = await callout(request.caller, id);
      return tags.merge(found.id, tagId, parseInput(MergeCalloutTags, request.body, "body"));
    },
  );
};
