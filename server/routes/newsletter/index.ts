import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { newsletterGroupRoutes } from "./groups";
import { newsletterSyncRoutes } from "./sync";
import { newsletterWebhookRoutes } from "./webhook";

/**
 * The newsletter sync: its state and actions for admins (Settings → Newsletter), beabee's
 * `/integrations/newsletter`, and the address Mailchimp's webhooks are sent to.
 */
export const newsletterRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  // Mailchimp posts its webhooks as a form.
  app.addContentTypeParser(
    "application/x-www-form-urlencoded",
    { parseAs: "string", bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(String(body))));
    },
  );
  await app.register(newsletterSyncRoutes, { services });
  await app.register(newsletterWebhookRoutes, { services });
  await app.register(newsletterGroupRoutes, { services });
};
