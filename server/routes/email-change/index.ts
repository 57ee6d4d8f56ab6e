import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";

/**
 * `PUT /email-change/:id` confirms a new email address from the link sent to it (`:id` is the
 * link's token). Asking for the change is `PATCH /contact/me` with `email` and `currentPassword`.
 */
export const emailChangeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailChanges, contributions } },
) => {
  route(
    app,
    "PUT",
    "/email-change/:id",
    { config: { access: "anyone" } },
    {
      summary: "Confirm a new email address from the link sent to it (its token is the id)",
      tag: "Account recovery",
      params: IdParams,
      bodyType: "none",
      status: 204,
      errors: { 404: "The link is unknown, used or expired." },
      examples: [
        {
          summary: "A link that was never sent",
          as: "anyone",
          status: 404,
          params: { id: "unknown-token" },
        },
      ],
    },
    async (request, reply) => {
      const contactId = await emailChanges.confirm(request.params.id);
      // The payment provider's customer record follows (a job: the provider may be away).
      await contributions.contactChanged(contactId);
      return reply.code(204).send();
    },
  );
};
