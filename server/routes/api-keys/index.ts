import type { FastifyPluginAsync } from "fastify";
import { API_KEY_SORTS, CreateApiKeyBody, type NewApiKey } from "../../../src/core/auth";
import { forbidden, notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { parseListQuery } from "../list-query";
import { idParam } from "../params";

/** `GET`, `POST`, `DELETE /api-key`: keys other servers call the API with. */
export const apiKeyRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { apiKeys } },
) => {
  const admin = { config: { access: "admin" as const } };

  app.get("/api-key", admin, async (request) => {
    const { limit, offset, sort, order } = parseListQuery(request.query, {
      sorts: API_KEY_SORTS,
      defaultSort: "createdAt",
    });
    return apiKeys.list({ limit, offset, sort, order });
  });

  app.get("/api-key/:id", admin, async (request) => {
    const id = idParam(request);
    const key = await apiKeys.get(id);
    if (!key) throw notFound("No such API key");
    return key;
  });

  app.post(
    "/api-key",
    { config: { access: "superadmin" } },
    async (request): Promise<NewApiKey> => {
      const { caller } = request;
      // An API key never acts as a superadmin; this also holds if that ever changed.
      if (caller.method === "api-key" || !caller.contactId) {
        throw forbidden("API keys are created by a signed-in superadmin, not by another key");
      }
      const body = parseInput(CreateApiKeyBody, request.body, "body");
      const token = await apiKeys.create({
        description: body.description,
        expires: body.expires ? new Date(body.expires) : null,
        creatorId: caller.contactId,
      });
      return { token };
    },
  );

  app.delete("/api-key/:id", admin, async (request, reply) => {
    const id = idParam(request);
    if (!(await apiKeys.remove(id))) throw notFound("No such API key");
    return reply.code(204).send();
  });
};
