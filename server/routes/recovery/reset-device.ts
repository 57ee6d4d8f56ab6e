import type { FastifyPluginAsync } from "fastify";

import { ResetDeviceBody, ResetDeviceRequest } from "@core/recovery";
import type { Services } from "../../services";
import { registerRateLimit } from "../../plugins/rate-limit";
import { RESET_REQUEST_LIMIT } from "./rate-limit";
import { IdParams } from "../params";
import { route } from "../route";

/**
 * `POST /reset-device` emails a link that turns off a lost second factor, to accounts that
 * have one; the answer is the same for every email. `PUT /reset-device/:id` uses the link
 * with the account's password.
 */
export const resetDeviceRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { recovery, rateCounters } },
) => {
  await registerRateLimit(app, rateCounters, "reset-device");

  route(
    app,
    "POST",
    "/reset-device",
    { config: { access: "anyone", rateLimit: RESET_REQUEST_LIMIT } },
    {
      summary: "Email a link to turn off a lost second factor",
      description:
        "Answers 204 whether or not the address has an account, so the answer tells nothing. One address is sent at most 3 links an hour, whoever asks; requests beyond get the same answer.",
      tag: "Account recovery",
      body: ResetDeviceRequest,
      status: 204,
      errors: { 429: "Too many requests: wait and try again." },
      codes: ["TOO_MANY_REQUESTS"],
    },
    async (request, reply) => {
      const body = request.body;
      await recovery.requestDeviceReset(body.email, body.resetUrl);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "PUT",
    "/reset-device/:id",
    { config: { access: "anyone" } },
    {
      summary: "Use the emailed link (its token is id) to turn off a lost second factor",
      tag: "Account recovery",
      params: IdParams,
      body: ResetDeviceBody,
      status: 204,
      errors: { 404: "The link is unknown, used or expired." },
    },
    async (request, reply) => {
      const body = request.body;
      await recovery.resetDevice(reply, request.params.id, body);
      return reply.code(204).send();
    },
  );
};
