import type { FastifyPluginAsync } from "fastify";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { ContactParams } from "../params";
import { route } from "../route";
import { ME, SELF_OR_ADMIN, TAG } from "./shared";
import { assertMayManage, targetId } from "./target";

/** `DELETE /contact/:id`: a contact deleted, with their subscriptions at the payment provider. */
export const contactDeletionRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, sessions, contributions } = services;

  route(
    app,
    "DELETE",
    "/contact/:id",
    SELF_OR_ADMIN,
    {
      summary: "Delete a contact, with their subscriptions at the payment provider",
      description: ME,
      tag: TAG,
      params: ContactParams,
      errors: { 404: "No such contact." },
    },
    async (request, reply) => {
      const id = targetId(request);
      await assertMayManage(services, request, id);
      // Its customer at the payment provider goes too, and with it every subscription.
      await contributions.contactDeleted(id);
      const removed = await contacts.remove(id);
      if (!removed) throw notFound("No such contact");
      // Emails kept as files are outside the deletion's transaction: they go once it commits.
      await services.email.forgetRecipient(removed.email);
      // The sessions went with the contact; the cookie of one deleting themself goes too.
      if (request.caller.contactId === id) await sessions.end(reply);
      return reply.code(204).send();
    },
  );
};
