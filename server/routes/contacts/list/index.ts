import type { FastifyPluginAsync } from "fastify";
import type { Services } from "@server/services";
import { contactBulkTagRoutes } from "./bulk-tags";
import { contactCreateRoutes } from "./create";
import { contactExportRoutes } from "./export";
import { contactImportRoutes } from "./import";
import { contactSearchRoutes } from "./search";

/**
 * `/contact` as a list (contract 2.3): signed-in contacts list themselves, admins every
 * contact by rules; admins add contacts, tag and untag every contact a filter matches (with
 * undo), import them from CSV and export them as CSV.
 */
export const contactListRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(contactSearchRoutes, { services });
  await app.register(contactCreateRoutes, { services });
  await app.register(contactBulkTagRoutes, { services });
  await app.register(contactImportRoutes, { services });
  await app.register(contactExportRoutes, { services });
};
