import type { FastifyPluginAsync } from "fastify";
import {
  CreateResponseComment,
  RESPONSE_COMMENT_SORTS,
  UpdateResponseComment,
  type ResponseComment,
  type ResponseCommentPage,
} from "../../../src/core/callouts";
import { parseInput } from "../../../src/core/errors";
import { RESPONSE_COMMENT_FILTER_FIELDS } from "../../../src/core/rules";
import type { Services } from "../../services";
import { reviewerRoute, viewerOf } from "../callouts/viewer";
import { parseListQuery } from "../list-query";
import { idParam } from "../params";

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

  app.get("/callout-response-comments", staff, async (request): Promise<ResponseCommentPage> => {
    const query = parseListQuery(request.query, {
      sorts: RESPONSE_COMMENT_SORTS,
      defaultSort: "createdAt",
      fields: RESPONSE_COMMENT_FILTER_FIELDS,
      context: { contactId: request.caller.contactId },
    });
    return comments.list(viewerOf(request.caller), query);
  });

  app.post("/callout-response-comments", staff, async (request): Promise<ResponseComment> => {
    const body = parseInput(CreateResponseComment, request.body, "body");
    return comments.create(viewerOf(request.caller), body);
  });

  app.get("/callout-response-comments/:id", staff, async (request): Promise<ResponseComment> => {
    return comments.get(viewerOf(request.caller), idParam(request));
  });

  app.patch("/callout-response-comments/:id", staff, async (request): Promise<ResponseComment> => {
    const id = idParam(request);
    const body = parseInput(UpdateResponseComment, request.body, "body");
    return comments.update(viewerOf(request.caller), id, body);
  });

  app.delete("/callout-response-comments/:id", staff, async (request, reply) => {
    await comments.remove(viewerOf(request.caller), idParam(request));
    return reply.code(204).send();
  });
};
