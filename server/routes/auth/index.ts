import type { FastifyPluginAsync } from "fastify";
import { LoginBody, type AuthInfo } from "../../../src/core/auth";
import { parseInput } from "../../../src/core/errors";
import { authMethod } from "../../plugins/access";
import type { Services } from "../../services";

/** `POST /auth/login`, `POST /auth/logout`, `GET /auth/info`. */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const anyone = { config: { access: "anyone" as const } };

  app.post("/auth/login", anyone, async (request, reply) => {
    await services.auth.login(reply, parseInput(LoginBody, request.body, "body"));
    return reply.code(204).send();
  });

  app.post("/auth/logout", anyone, async (_request, reply) => {
    await services.sessions.end(reply);
    return reply.code(204).send();
  });

  app.get("/auth/info", anyone, async (request): Promise<AuthInfo> => {
    const { caller } = request;
    const contact =
      caller.contactId === undefined
        ? undefined
        : await services.contacts.get(caller.contactId, [], { isAdmin: false });
    return { method: authMethod(caller), roles: caller.roles, ...(contact ? { contact } : {}) };
  });
};
