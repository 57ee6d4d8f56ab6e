import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { segmentContactRoutes } from "./contacts";
import { segmentEditRoutes } from "./edit";
import { segmentListRoutes } from "./list";

/** `/segments` (contract 2.12), for admins: saved contact filters with their counts. */
export const segmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(segmentListRoutes, { services });
  await app.register(segmentEditRoutes, { services });
  await app.register(segmentContactRoutes, { services });
};
