import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { contactActivityRoutes } from "./activity";
import { contactDeletionRoutes } from "./deletion";
import { mfaRoutes } from "./mfa";
import { roleRoutes } from "./roles";
import { contactUpdateRoutes } from "./update";
import { contactViewRoutes } from "./view";

/** `GET`, `PATCH`, `DELETE /contact/:id` with `:id` = `me` or (admins) a contact id. */
export const contactRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(contactViewRoutes, { services });
  await app.register(contactUpdateRoutes, { services });
  await app.register(contactActivityRoutes, { services });
  await app.register(contactDeletionRoutes, { services });
  await app.register(mfaRoutes, { services });
  await app.register(roleRoutes, { services });
};
