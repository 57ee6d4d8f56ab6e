import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseComment,
  RESPONSE_COMMENT_SORTS,
  ResponseComment,
  ResponseCommentPage,
  UpdateResponseComment,
} from "@core/callouts";

import { RESPONSE_COMMENT_FILTER_FIELDS } from "@core/rules";
import type { Services } from "../../services";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { IdParams } from "../params";
import { route } from "../route";

/**
 * `/callout-response-comments` (contract 2.7): the staff of a response's callout comment on
 * it; authors edit and delete their own, admins any.
 */
export const responseCommentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const staff = reviewerRoute(services);
  const { comments } = services.responses;
  const tag = "Callout response comments";
  const noComment = { 404: "No such comment, or not on a response the caller may see." };

  listWithSearch(
    app,
    "/callout-response-comments",
    staff,
    {
      summary: "Comments on responses, filtered (by response, callout…), sorted and paged",
      tag,
      query: listQueryStruct({
        sorts: RESPONSE_COMMENT_SORTS,
        fields: RESPONSE_COMMENT_FILTER_FIELDS,
      }),
      answer: ResponseCommentPage,
      codes: ["invalid-rule"],
      examples: [
        { summary: "The newest comments", as: "admin", status: 200, query: { order: "DESC" } },
      ],
    },
    async (request, input): Promise<ResponseCommentPage> => {
      const query = listQueryOf(input, {
        sorts: RESPONSE_COMMENT_SORTS,
        defaultSort: "createdAt",
        fields: RESPONSE_COMMENT_FILTER_FIELDS,
        context: { contactId: request.caller.contactId },
      });
      return comments.list(viewerOf(request.caller), query);
    },
  );

  route(
    app,
    "POST",
    "/callout-response-comments",
    staff,
    {
      summary: "Comment on a response",
      tag,
      body: CreateResponseComment,
      answer: ResponseComment,
      errors: { 404: "No such response, or not one the caller may see." },
    },
    async (request): Promise<ResponseComment> => {
      const body = request.body;
      return comments.create(viewerOf(request.caller), body);
    },
  );

  route(
    app,
    "GET",
    "/callout-response-comments/:id",
    staff,
    {
      summary: "One comment",
      tag,
      params: IdParams,
      answer: ResponseComment,
      errors: noComment,
    },
    async (request): Promise<ResponseComment> => {
      return comments.get(viewerOf(request.caller), request.params.id);
    },
  );

  route(
    app,
    "PATCH",
    "/callout-response-comments/:id",
    staff,
    {
      summary: "Change a comment (its author, or an admin)",
      tag,
      params: IdParams,
      body: UpdateResponseComment,
      answer: ResponseComment,
      errors: noComment,
    },
    async (request): Promise<ResponseComment> => {
      const id = request.params.id;
      const body = request.body;
      return comments.update(viewerOf(request.caller), id, body);
    },
  );

  route(
    app,
    "DELETE",
    "/callout-response-comments/:id",
    staff,
    {
      summary: "Delete a comment (its author, or an admin)",
      tag,
      params: IdParams,
      errors: noComment,
    },
    async (request, reply) => {
      await comments.remove(viewerOf(request.caller), request.params.id);
      return reply.code(204).send();
    },
  );
};
