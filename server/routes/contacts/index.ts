import type { FastifyPluginAsync } from "fastify";
import { ContactQuery, UpdateContact, hasRole, type ContactWith } from "../../../src/core/contacts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { mfaRoutes } from "./mfa";
import { roleRoutes } from "./roles";
import { assertMayManage, targetId } from "./target";

/** `GET`, `PATCH`, `DELETE /contact/:id` with `:id` = `me` or (admins) a contact id. */
export const contactRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, sessions } = services;
  const selfOrAdmin = { config: { access: "selfOrAdmin" as const } };

  app.get("/contact/:id", selfOrAdmin, async (request) => {
    const query = parseInput(ContactQuery, request.query, "queries");
    const relations: ContactWith[] = [query.with ?? []].flat();
    const contact = await contacts.get(targetId(request), relations, {
      isAdmin: hasRole(request.caller.roles, "admin"),
    });
    if (!contact) throw notFound("No such contact");
    return contact;
  });

  app.patch("/contact/:id", selfOrAdmin, async (request) => {
    const id = targetId(request);
    const body = parseInput(UpdateContact, request.body, "body");
    await assertMayManage(services, request, id);
    const contact = await contacts.update(id, body, {
      isAdmin: hasRole(request.caller.roles, "admin"),
    });
    if (!contact) throw notFound("No such contact");
    if (body.password !== undefined) {
      // Other devices must sign in with the new password; the one that changed it stays in.
      await sessions.endAllFor(id, request.caller.contactId === id ? request : undefined);
    }
    return contact;
  });

  app.delete("/contact/:id", selfOrAdmin, async (request, reply) => {
    const id = targetId(request);
    await assertMayManage(services, request, id);
    if (!(await contacts.remove(id))) throw notFound("No such contact");
    // The sessions went with the contact; the cookie of one deleting themself goes too.
    if (request.caller.contactId === id) await sessions.end(reply);
    return reply.code(204).send();
  });

  await app.register(mfaRoutes, { services });
  await app.register(roleRoutes, { services });
};
