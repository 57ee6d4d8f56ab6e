import type { FastifyPluginAsync } from "fastify";
import { registerRateLimit } from "../../plugins/rate-limit";
import type { Services } from "../../services";
import { emailDraftRoutes } from "./drafts";
import { emailListRoutes } from "./list";
import { emailWordingRoutes } from "./wording";

/**
 * `/email` (contract 2.10, for admins): every email of the template registry, the
 * organisation's own wording of each per language (`?locale=`, default the organisation's),
 * previews with sample values, and tests sent to the signed-in admin.
 */
export const emailTemplateRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  // The test emails' limit (drafts.ts) counts on this folder's own store.
  await registerRateLimit(app, services.rateCounters, "email-templates");
  await app.register(emailListRoutes, { services });
  await app.register(emailWordingRoutes, { services });
  await app.register(emailDraftRoutes, { services });
};
