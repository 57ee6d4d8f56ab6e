import type { FastifyPluginAsync } from "fastify";
import { parseInput } from "../../../src/core/errors";
import { ConfirmEmailBody, SignupBody, SignupCompleteBody } from "../../../src/core/signup";
import { registerRateLimit } from "../../plugins/rate-limit";
import type { Services } from "../../services";

/**
 * `POST /signup`, `/signup/complete` and `/signup/confirm-email` (contract 2.2): joining, by
 * anyone. Each may send an email, so each is limited per client address (in each server's
 * memory); the services also limit the emails one address receives.
 */
export const signupRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { signup, signupRateLimits } = services;
  await registerRateLimit(app);
  const options = {
    config: {
      access: "anyone" as const,
      rateLimit: { max: signupRateLimits.max, timeWindow: signupRateLimits.windowMs },
    },
  };

  app.post("/signup", options, async (request, reply) => {
    const body = parseInput(SignupBody, request.body, "body");
    const params = await signup.signup(body);
    return params ? params : reply.code(204).send();
  });

  app.post("/signup/complete", options, async (request, reply) => {
    const body = parseInput(SignupCompleteBody, request.body, "body");
    await signup.complete(body);
    return reply.code(204).send();
  });

  app.post("/signup/confirm-email", options, async (request, reply) => {
    const body = parseInput(ConfirmEmailBody, request.body, "body");
    return signup.confirm(reply, body.joinFlowId, request.caller.contactId);
  });
};
