import type { FastifyPluginAsync } from "fastify";
import { ContributionInfo } from "@core/contributions";
import type { Services } from "../../services";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, targetContact } from "./target";

/** `GET /contact/:id/contribution`: a contact's contribution and membership. */
export const contributionInfoRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "GET",
    "/contact/:id/contribution",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "A contact's contribution and membership",
      answer: ContributionInfo,
      errors: NO_CONTACT,
      examples: [{ summary: "Your own", as: "member", status: 200, params: { id: "me" } }],
    },
    async (request) => services.contributions.info(await targetContact(services, request)),
  );
};
