import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { calloutTagEditRoutes } from "./edit";
import { calloutTagListRoutes } from "./list";
import { calloutTagMergeRoutes } from "./merge";

/**
 * `/callout/:id/tags` (contract 2.5): the callout's staff manage its response tags. Unlike
 * the predecessor, a tag is only found through its own callout.
 */
export const calloutTagRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(calloutTagListRoutes, { services });
  await app.register(calloutTagEditRoutes, { services });
  await app.register(calloutTagMergeRoutes, { services });
};
