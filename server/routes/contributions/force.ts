import type { FastifyPluginAsync } from "fastify";
import { ContributionInfo, ForceContribution } from "@core/contributions";
import type { Services } from "../../services";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, staffActor, targetContact } from "./target";

/** `PATCH /contact/:id/contribution/force`: admins record a manual contribution. */
export const contributionForceRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "PATCH",
    "/contact/:id/contribution/force",
    { config: { access: "admin" } },
    {
      ...ABOUT_CONTACT,
      summary: "Record a manual contribution (cash, cheque, bank transfer…)",
      body: ForceContribution,
      answer: ContributionInfo,
      errors: NO_CONTACT,
    },
    async (request) => {
      const id = await targetContact(services, request);
      const body = request.body;
      return services.contributions.force(id, body, staffActor(request, id));
    },
  );
};
