import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../../services";
import { responseSegmentEditRoutes } from "./edit";
import { responseSegmentListRoutes } from "./list";

/**
 * `/callout/:id/segments`: beabee's newer name for the saved views of a callout's responses
 * (the same rows as `/callout/:id/views`), each with a filter, a place in the list and, once
 * written or read alone, how many responses it holds.
 */
export const responseSegmentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(responseSegmentListRoutes, { services });
  await app.register(responseSegmentEditRoutes, { services });
};
