import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../../src/core/errors";
import { ResetDeviceBody, ResetDeviceRequest } from "../../../src/core/recovery";
import type { Services } from "../../services";
import { registerRateLimit } from "../../plugins/rate-limit";
import { RESET_REQUEST_LIMIT } from "../reset-password/rate-limit";
import { idParam } from "../params";

/**
 * `POST /reset-device` emails a link that turns off a lost second factor, to accounts that
 * have one; the answer is the same for every email. `PUT /reset-device/:id` uses the link
 * with the account's password.
 */
export const resetDeviceRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { recovery } },
) => {
  await registerRateLimit(app);

  app.post(
    "/reset-device",
    { config: { access: "anyone", rateLimit: RESET_REQUEST_LIMIT } },
    async (request, reply) => {
      const body = parseInput(ResetDeviceRequest, request.body, "body");
      await recovery.requestDeviceReset(body.email, body.resetUrl);
      return reply.code(204).send();
    },
  );

  app.put("/reset-device/:id", { config: { access: "anyone" } }, async (request, reply) => {
    const body = parseInput(ResetDeviceBody, request.body, "body");
    await recovery.resetDevice(reply, idParam(request), body);
    return reply.code(204).send();
  });
};
