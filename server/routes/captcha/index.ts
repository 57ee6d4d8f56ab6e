import type { FastifyPluginAsync } from "fastify";
import type { CaptchaChallenge } from "../../../src/core/callouts";
import type { Services } from "../../services";

/**
 * `GET /captcha/challenge`: what a callout form needs for a `captchaToken`: a challenge of
 * Agora's own captcha to solve (`solveCaptcha`), or the provider's site key for its widget.
 */
export const captchaRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { captcha } },
) => {
  app.get(
    "/captcha/challenge",
    { config: { access: "anyone" } },
    async (_request, reply): Promise<CaptchaChallenge> => {
      // Each challenge counts once: never from a cache.
      void reply.header("cache-control", "no-store");
      return captcha.challenge();
    },
  );
};
