import type { FastifyPluginAsync } from "fastify";
import { notFound } from "../../../src/core/errors";

/**
 * `GET /contact/:id`: the dashboard asks for `me` at start-up, and a 401 tells it nobody is
 * signed in. Contacts themselves arrive with the accounts feature (issue 3); until then no
 * caller has a contact to return.
 */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  app.get("/contact/:id", { config: { access: "selfOrAdmin" } }, async () => {
    throw notFound("No such contact");
  });
};
