import type { FastifyPluginAsync } from "fastify";
import { AuthInfo, LoginBody } from "@core/auth";

import { authMethod } from "../../plugins/access";
import type { Services } from "../../services";
import { route } from "../route";

/** `POST /auth/login`, `POST /auth/logout`, `GET /auth/info`. */
export const authRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const anyone = { config: { access: "anyone" as const } };

  const tag = "Authentication";

  route(
    app,
    "POST",
    "/auth/login",
    anyone,
    {
      summary: "Sign in with email and password (and a second-factor code when on)",
      description: "Sets the session cookie. A contact with two-factor codes on sends `token` too.",
      tag,
      body: LoginBody,
      status: 204,
      errors: {
        401: "The email and password do not match, or the code is wrong.",
        429: "Too many attempts.",
      },
      codes: [
        "login-failed",
        "account-locked",
        "requires-2fa",
        "invalid-token",
        "TOO_MANY_REQUESTS",
      ],
      examples: [
        {
          summary: "Unknown email",
          as: "anyone",
          status: 401,
          body: { email: "nobody@example.org", password: "wrong password" },
        },
      ],
    },
    async (request, reply) => {
      await services.auth.login(reply, request.body);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "POST",
    "/auth/logout",
    anyone,
    {
      summary: "Sign out: ends the session and clears its cookie",
      tag,
      bodyType: "none",
      status: 204,
    },
    async (_request, reply) => {
      await services.sessions.end(reply);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "GET",
    "/auth/info",
    anyone,
    {
      summary: "Who is calling: how they signed in, their roles and contact",
      tag,
      answer: AuthInfo,
      examples: [
        { summary: "Nobody signed in", as: "anyone", status: 200 },
        { summary: "A signed-in member", as: "member", status: 200 },
      ],
    },
    async (request): Promise<AuthInfo> => {
      const { caller } = request;
      const contact =
        caller.contactId === undefined
          ? undefined
          : await services.contacts.get(caller.contactId, [], { isAdmin: false });
      return { method: authMethod(caller), roles: caller.roles, ...(contact ? { contact } : {}) };
    },
  );
};
