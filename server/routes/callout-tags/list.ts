import type { FastifyPluginAsync } from "fastify";
import { CalloutTag, CalloutTagList, CalloutTagQuery, CreateCalloutTag } from "@core/callouts";
import type { Services } from "../../services";
import { reviewerRoute, staffCalloutOf } from "../callouts/viewer";
import { IdParams } from "../params";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";
import { TAG, withCounts } from "./shared";

/** A callout's response tags, listed (with how many carry each) and added to. */
export const calloutTagListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const tags = services.calloutTags;
  const callout = staffCalloutOf(services);

  route(
    app,
    "GET",
    "/callout/:id/tags",
    staff,
    {
      summary: "A callout's response tags (with with=responseCount, how many carry each)",
      tag: TAG,
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
      tag: TAG,
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
};
