import type { FastifyPluginAsync } from "fastify";
import type { Services } from "../../services";
import { idParam } from "../params";

/**
 * `PUT /email-change/:id` confirms a new email address from the link sent to it (`:id` is the
 * link's token). Asking for the change is `PATCH /contact/me` with `email` and `currentPassword`.
 */
export const emailChangeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { emailChanges } },
) => {
  app.put("/email-change/:id", { config: { access: "anyone" } }, async (request, reply) => {
    await emailChanges.confirm(idParam(request));
    return reply.code(204).send();
  });
};
