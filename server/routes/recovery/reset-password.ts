import type { FastifyPluginAsync } from "fastify";

import { ResetPasswordBody, ResetPasswordRequest } from "@core/recovery";
import type { Services } from "../../services";
import { registerRateLimit } from "../../plugins/rate-limit";
import { RESET_REQUEST_LIMIT } from "./rate-limit";
import { IdParams } from "../params";
import { route } from "../route";

/**
 * `POST /reset-password` emails a link to choose a new password; the answer is the same
 * whether or not the email has an account. `PUT /reset-password/:id` uses the link; it also
 * sets the first password of an account made without one.
 */
export const resetPasswordRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { recovery, rateCounters } },
) => {
  await registerRateLimit(app, rateCounters, "reset-password");

  route(
    app,
    "POST",
    "/reset-password",
    { config: { access: "anyone", rateLimit: RESET_REQUEST_LIMIT } },
    {
      summary: "Email a link to choose a new password",
      description:
        "Answers 204 whether or not the address has an account, so the answer tells nothing. One address is sent at most 3 links an hour, whoever asks; requests beyond get the same answer.",
      tag: "Account recovery",
      body: ResetPasswordRequest,
      status: 204,
      errors: { 429: "Too many requests: wait and try again." },
      codes: ["TOO_MANY_REQUESTS"],
    },
    async (request, reply) => {
      const body = request.body;
      await recovery.requestPasswordReset(body.email, body.resetUrl);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "PUT",
    "/reset-password/:id",
    { config: { access: "anyone" } },
    {
      summary: "Use the emailed link (its token is id) to choose a new password",
      tag: "Account recovery",
      params: IdParams,
      body: ResetPasswordBody,
      status: 204,
      errors: { 404: "The link is unknown, used or expired." },
    },
    async (request, reply) => {
      const body = request.body;
      await recovery.resetPassword(reply, request.params.id, body);
      return reply.code(204).send();
    },
  );
};
