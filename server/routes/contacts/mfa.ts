import type { FastifyPluginAsync } from "fastify";
import { ContactMfa, CreateMfaBody, DeleteMfaBody } from "@core/auth";
import { badRequest, notFound } from "@core/errors";
import type { Services } from "../../services";
import { ContactParams } from "../params";
import { beginAttempt } from "../../lib/login-limiter";
import { invalidToken } from "../../services/mfa";
import { assertExists, assertMayManage, targetId } from "./target";
import { route } from "../route";

/**
 * `GET`, `POST`, `DELETE /contact/:id/mfa`: a contact's second factor. Removing your own
 * always takes a current code, whether you say `me` or your id; an admin removing someone
 * else's does not need one, and the contact is emailed that the team did it. Turning codes on
 * or off ends the contact's other sessions; the caller's own session stays (an admin's is never
 * the contact's).
 */
export const mfaRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { mfa, limiter } = services;
  const selfOrAdmin = { config: { access: "selfOrAdmin" as const } };

  const tag = "Contacts";

  route(
    app,
    "GET",
    "/contact/:id/mfa",
    selfOrAdmin,
    {
      summary: "A contact's second factor, or 204 when they have none",
      tag,
      params: ContactParams,
      answer: ContactMfa,
      empty: { 204: "The contact has no second factor." },
      errors: { 404: "No such contact." },
      examples: [
        { summary: "No second factor yet", as: "member", status: 204, params: { id: "me" } },
      ],
    },
    async (request, reply) => {
      const id = targetId(request);
      await assertExists(services, id);
      const secondFactor = await mfa.get(id);
      return secondFactor ?? reply.code(204).send();
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/mfa",
    selfOrAdmin,
    {
      summary: "Turn on a second factor: the app's secret and a code it made",
      tag,
      params: ContactParams,
      body: CreateMfaBody,
      status: 201,
      errors: { 404: "No such contact." },
      codes: ["invalid-token", "unsupported-2fa"],
    },
    async (request, reply) => {
      const id = targetId(request);
      const body = request.body;
      await assertExists(services, id);
      await assertMayManage(services, request, id);
      await mfa.enable(id, body.type, body.secret, body.token);
      // As after a new password: a session opened without the code must not outlive it.
      await services.sessions.endAllFor(id, request);
      return reply.code(201).send();
    },
  );

  route(
    app,
    "DELETE",
    "/contact/:id/mfa",
    selfOrAdmin,
    {
      summary: "Turn off a second factor (your own takes a current code)",
      tag,
      params: ContactParams,
      body: DeleteMfaBody,
      status: 201,
      errors: { 404: "No such contact, or two-factor codes are off." },
      codes: ["missing-token", "invalid-token", "TOO_MANY_REQUESTS"],
    },
    async (request, reply) => {
      const id = targetId(request);
      const body = request.body;
      await assertExists(services, id);
      await assertMayManage(services, request, id);
      const checkCode = await mfa.codeChecker(id);
      if (!checkCode) throw notFound("Two-factor codes are not on for this contact");
      // Whoever acts as the contact (their session, or an API key with X-Contact-Id) proves it.
      if (request.caller.contactId === id) {
        const token = body.token?.trim() ?? "";
        if (token === "") {
          throw badRequest(
            "Enter a code from your authenticator app to turn two-factor codes off",
            {
              code: "missing-token",
            },
          );
        }
        // Counted per address as sign-ins are (and per account by the checker).
        const attempt = await beginAttempt(limiter, reply, "attempts");
        if (!(await checkCode(token, reply))) throw invalidToken();
        await limiter.succeeded(attempt);
      }
      await mfa.remove(id);
      // The contact signs in again everywhere else (everywhere, when staff removed it).
      await services.sessions.endAllFor(id, request);
      if (request.caller.contactId !== id) {
        await services.activity.record(id, request.caller.contactId, "mfa-removed");
        await services.mfaRemovedByStaff(id);
      }
      return reply.code(201).send();
    },
  );
};
