import type { FastifyPluginAsync } from "fastify";
import { CaptchaChallenge } from "@core/captcha";
import type { Services } from "../../services";
import { route } from "../route";

/**
 * `GET /captcha/challenge`: what a callout form needs for a `captchaToken`: a challenge of
 * Agora's own captcha to solve (`solveCaptcha`), or the provider's site key for its widget.
 */
export const captchaRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { captcha } },
) => {
  route(
    app,
    "GET",
    "/captcha/challenge",
    { config: { access: "anyone" } },
    {
      summary: "A captcha challenge for a callout form, or the provider's site key",
      description:
        "Answers Agora's own challenge to solve, or the captcha provider's site key for its widget; never cached.",
      tag: "Callout responses",
      answer: CaptchaChallenge,
      examples: [{ summary: "A challenge", as: "anyone", status: 200 }],
    },
    async (_request, reply): Promise<CaptchaChallenge> => {
      // Each challenge counts once: never from a cache.
      void reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  );
};
