import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, staffActor, targetContact } from "./target";

/** `POST /contact/:id/contribution/cancel`: membership lasts to the end of the period paid. */
export const contributionCancelRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  route(
    app,
    "POST",
    "/contact/:id/contribution/cancel",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "Cancel the contribution: membership lasts to the end of the period paid",
      bodyType: "none",
      status: 204,
      errors: NO_CONTACT,
    },
    async (request, reply) => {
      const id = await targetContact(services, request);
      await services.contributions.cancel(id, staffActor(request, id));
      return reply.code(204).send();
    },
  );
};
