import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../../src/core/errors";
import { ResetPasswordBody, ResetPasswordRequest } from "../../../src/core/recovery";
import type { Services } from "../../services";
import { registerRateLimit } from "../../plugins/rate-limit";
import { RESET_REQUEST_LIMIT } from "./rate-limit";
import { idParam } from "../params";

/**
 * `POST /reset-password` emails a link to choose a new password; the answer is the same
 * whether or not the email has an account. `PUT /reset-password/:id` uses the link; it also
 * sets the first password of an account made without one.
 */
export const resetPasswordRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { recovery } },
) => {
  await registerRateLimit(app);

  app.post(
    "/reset-password",
    { config: { access: "anyone", rateLimit: RESET_REQUEST_LIMIT } },
    async (request, reply) => {
      const body = parseInput(ResetPasswordRequest, request.body, "body");
      await recovery.requestPasswordReset(body.email, body.resetUrl);
      return reply.code(204).send();
    },
  );

  app.put("/reset-password/:id", { config: { access: "anyone" } }, async (request, reply) => {
    const body = parseInput(ResetPasswordBody, request.body, "body");
    await recovery.resetPassword(reply, idParam(request), body);
    return reply.code(204).send();
  });
};
