import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { contributionCancelRoutes } from "./cancel";
import { contributionChangeRoutes } from "./change";
import { contributionForceRoutes } from "./force";
import { contributionInfoRoutes } from "./info";
import { paymentMethodRoutes } from "./payment-method";
import { contactPaymentRoutes } from "./payments";
import { contributionStartRoutes } from "./start";

/**
 * A contact's contribution (contract 2.3): `me` for the signed-in member, a contact's id for
 * admins. Admins alone record manual contributions (`force`).
 */
export const contributionRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  await app.register(contributionInfoRoutes, { services });
  await app.register(contributionStartRoutes, { services });
  await app.register(contributionChangeRoutes, { services });
  await app.register(contributionCancelRoutes, { services });
  await app.register(contributionForceRoutes, { services });
  await app.register(paymentMethodRoutes, { services });
  await app.register(contactPaymentRoutes, { services });
};
