import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../services";
import { contactRoutes } from "./contacts";
import { contentRoutes } from "./content";
import { healthRoutes } from "./health";
import { testHookRoutes } from "./test-hooks";

export interface ApiOptions {
  services: Services;
  testHooks: boolean;
}

/** Everything under `/api/1.0`, one plugin per resource. */
export const apiRoutes: FastifyPluginAsync<ApiOptions> = async (app, { services, testHooks }) => {
  await app.register(healthRoutes, { services });
  await app.register(contentRoutes, { services });
  await app.register(contactRoutes);
  if (testHooks) await app.register(testHookRoutes, { prefix: "/__test", services });
};
