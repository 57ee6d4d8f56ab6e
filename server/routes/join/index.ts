import type { FastifyPluginAsync } from "fastify";
import { Contact } from "@core/contacts";
import { PaymentFlowParams } from "@core/contributions";

import { ConfirmEmailBody, SignupBody, SignupCompleteBody } from "@core/join";
import { extraRateLimit, registerRateLimit } from "../../plugins/rate-limit";
import type { Services } from "../../services";
import { payerClient } from "../payer-client";
import { route } from "../route";

/**
 * `POST /signup`, `/signup/complete` and `/signup/confirm-email` (contract 2.2): joining, by
 * anyone. Each may send an email, so each is limited per client address (`POST /signup` also
 * per minute); the services also limit the emails one address receives.
 */
export const joinRoutes: FastifyPluginAsync<{ services: Services }> = async (app, { services }) => {
  const { join, signupRateLimits, rateCounters } = services;
  await registerRateLimit(app, rateCounters, "signup");
  const options = {
    config: {
      access: "anyone" as const,
      rateLimit: { max: signupRateLimits.max, timeWindow: signupRateLimits.windowMs },
    },
  };

  // A burst of joins from one address is refused sooner than the window's `max` allows.
  const { perMinute } = signupRateLimits;
  const burst =
    perMinute === undefined
      ? {}
      : {
          preHandler: extraRateLimit(rateCounters, "signup-per-minute", {
            max: perMinute,
            windowMs: 60_000,
          }),
        };

  const tag = "Joining";
  const limited = { 429: "Too many requests from this address: wait and try again." };

  route(
    app,
    "POST",
    "/signup",
    { ...options, ...burst },
    {
      summary: "Join: start a membership, with or without a contribution",
      description:
        "Without a contribution, emails a link to confirm the address and answers 204. With one, answers where the payment continues (a provider's client secret or a redirect URL).",
      tag,
      body: SignupBody,
      answer: PaymentFlowParams,
      empty: {
        204: "Joined without a contribution: a link to confirm the address is on its way.",
      },
      errors: limited,
      codes: ["duplicate-email", "TOO_MANY_REQUESTS"],
    },
    async (request, reply) => {
      const body = request.body;
      const params = await join.signup(body, payerClient(request));
      return params ? params : reply.code(204).send();
    },
  );

  route(
    app,
    "POST",
    "/signup/complete",
    options,
    {
      summary: "Finish joining after the payment provider sent the payer back",
      tag,
      body: SignupCompleteBody,
      status: 204,
      errors: {
        ...limited,
        404: "No such payment flow.",
        409: "The join was completed already: its email has gone, with the names it had.",
      },
      codes: ["join-completed"],
    },
    async (request, reply) => {
      const body = request.body;
      await join.complete(body);
      return reply.code(204).send();
    },
  );

  route(
    app,
    "POST",
    "/signup/confirm-email",
    options,
    {
      summary: "Confirm the address from the joining email; signs the new member in",
      tag,
      body: ConfirmEmailBody,
      answer: Contact,
      errors: {
        ...limited,
        403: "The address is confirmed, but its contact has a second factor: they log in instead.",
        404: "No such join flow, or it was used already.",
      },
      codes: ["duplicate-email", "requires-2fa"],
      examples: [
        {
          summary: "A link that was never sent",
          as: "anyone",
          status: 404,
          body: { joinFlowId: "6f1c2a8e-4b7d-4c1e-9a35-2d8f0b7e1c44" },
        },
      ],
    },
    async (request, reply) => {
      const body = request.body;
      return join.confirm(reply, body.joinFlowId, request.caller.contactId);
    },
  );
};
