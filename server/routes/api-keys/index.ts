import type { FastifyPluginAsync } from "fastify";
import { API_KEY_SORTS, ApiKey, ApiKeyPage, CreateApiKeyBody, NewApiKey } from "@core/api-keys";
import { forbidden, notFound } from "@core/errors";
import type { Services } from "../../services";
import { listQueryOf, listQueryStruct } from "../list-query";
import { IdParams } from "../params";
import { route } from "../route";

const LIST = { sorts: API_KEY_SORTS };
const tag = "API keys";

/** `GET`, `POST`, `DELETE /api-key`: keys other servers call the API with. */
export const apiKeyRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { apiKeys } },
) => {
  route(
    app,
    "GET",
    "/api-key",
    { config: { access: "admin" } },
    {
      summary: "List API keys",
      tag,
      query: listQueryStruct(LIST),
      answer: ApiKeyPage,
      examples: [
        { summary: "Newest first", as: "admin", status: 200, query: { order: "DESC" } },
        { summary: "An unknown sort", as: "admin", status: 400, query: { sort: "secret" } },
      ],
    },
    async (request): Promise<ApiKeyPage> => {
      const { limit, offset, sort, order } = listQueryOf(request.query, {
        ...LIST,
        defaultSort: "createdAt",
      });
      return apiKeys.list({ limit, offset, sort, order });
    },
  );

  route(
    app,
    "GET",
    "/api-key/:id",
    { config: { access: "admin" } },
    {
      summary: "One API key (never its token)",
      tag,
      params: IdParams,
      answer: ApiKey,
      errors: { 404: "No such API key." },
      examples: [{ summary: "An unknown key", as: "admin", status: 404, params: { id: "none" } }],
    },
    async (request): Promise<ApiKey> => {
      const key = await apiKeys.get(request.params.id);
      if (!key) throw notFound("No such API key");
      return key;
    },
  );

  route(
    app,
    "POST",
    "/api-key",
    { config: { access: "superadmin" } },
    {
      summary: "Create an API key; the answer holds its token, this once",
      description: "Only a signed-in superadmin creates keys: another API key cannot.",
      tag,
      body: CreateApiKeyBody,
      answer: NewApiKey,
      examples: [
        {
          summary: "A key for the website",
          as: "superadmin",
          status: 200,
          body: { description: "Website", expires: null },
        },
        { summary: "Without a description", as: "superadmin", status: 400, body: {} },
      ],
    },
    async (request): Promise<NewApiKey> => {
      const { caller } = request;
      // An API key never acts as a superadmin; this also holds if that ever changed.
      if (caller.method === "api-key" || !caller.contactId) {
        throw forbidden("API keys are created by a signed-in superadmin, not by another key");
      }
      const body = request.body;
      const token = await apiKeys.create({
        description: body.description,
        expires: body.expires ? new Date(body.expires) : null,
        creatorId: caller.contactId,
      });
      return { token };
    },
  );

  route(
    app,
    "DELETE",
    "/api-key/:id",
    { config: { access: "admin" } },
    {
      summary: "Delete an API key",
      tag,
      params: IdParams,
      errors: { 404: "No such API key." },
    },
    async (request, reply) => {
      if (!(await apiKeys.remove(request.params.id))) throw notFound("No such API key");
      return reply.code(204).send();
    },
  );
};
