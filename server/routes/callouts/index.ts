import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { calloutReadRoutes } from "./read";
import { calloutWriteRoutes } from "./write";

/** `/callout`: reading callouts as readers and admins see them, and the admin writes. */
export const calloutRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(calloutReadRoutes, { services });
  await app.register(calloutWriteRoutes, { services });
};
