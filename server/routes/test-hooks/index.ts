import type { FastifyPluginAsync } from "fastify";
import { boolean, object } from "superstruct";
import { parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { CONTENT_URLS, parseContentId } from "../content";

// A test-only body, so it stays beside its route rather than in src/core with the product's.
const HealthHook = object({ down: boolean() });

/**
 * Routes for end-to-end tests only, registered under `/api/1.0/__test/` when the config
 * enables them (never in production). They skip access checks on purpose.
 */
export const testHookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const anyone = { config: { access: "anyone" as const } };

  app.put("/health", anyone, async (request, reply) => {
    services.health.forceDown(parseInput(HealthHook, request.body, "body").down);
    return reply.code(204).send();
  });

  for (const { url, id } of CONTENT_URLS) {
    app.patch(url, anyone, async (request) =>
      services.content.update(parseContentId(id(request)), request.body),
    );
  }
};
