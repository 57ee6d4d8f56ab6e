import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { webhookDeliveryRoutes } from "./deliveries";
import { webhookEndpointRoutes } from "./endpoints";

/**
 * Outbound webhooks (superadmins): endpoints of the newsroom's tools, their deliveries, a test
 * event and redelivery. Not `/webhooks`, where payment providers call us.
 */
export const outboundWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(webhookEndpointRoutes, { services });
  await app.register(webhookDeliveryRoutes, { services });
};
