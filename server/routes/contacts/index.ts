import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  ActivityList,
  Contact,
  ContactQuery,
  UpdateContact,
  hasRole,
  normaliseEmail,
  type ContactWith,
} from "../../../src/core/contacts";
import { notFound } from "../../../src/core/errors";
import type { Services } from "../../services";
import { sessionIdOf } from "../../services/sessions";
import { ContactParams, ContactUuidParams } from "../params";
import { mfaRoutes } from "./mfa";
import { roleRoutes } from "./roles";
import { assertMayManage, contactIdParam, targetId } from "./target";
import { route } from "../route";

/** `GET`, `PATCH`, `DELETE /contact/:id` with `:id` = `me` or (admins) a contact id. */
export const contactRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, sessions, emailChanges, contributions } = services;
  const selfOrAdmin = { config: { access: "selfOrAdmin" as const } };
  const admin = { config: { access: "admin" as const } };

  /** Whether a signed-in contact is giving themself a different address (admins set others'). */
  async function isOwnNewEmail(request: FastifyRequest, id: string, email: string) {
    const { caller } = request;
    if (caller.method === "api-key" || caller.contactId !== id) return false;
    const current = await contacts.findById(id);
    return current !== undefined && normaliseEmail(email) !== current.email;
  }

  const tag = "Contacts";
  const me = "`id` is a contact's id, or `me` for the caller's own contact.";

  route(
    app,
    "GET",
    "/contact/:id",
    selfOrAdmin,
    {
      summary: "One contact, with the relations asked for (with)",
      description: me,
      tag,
      params: ContactParams,
      query: ContactQuery,
      answer: Contact,
      errors: { 404: "No such contact." },
      examples: [
        {
          summary: "Your own contact with its profile",
          as: "member",
          status: 200,
          params: { id: "me" },
          query: { with: "profile" },
        },
        { summary: "Not a contact id", as: "admin", status: 400, params: { id: "nope" } },
      ],
    },
    async (request) => {
      const query = request.query;
      const relations: ContactWith[] = [query.with ?? []].flat();
      const id = targetId(request);
      const contact = await contacts.get(id, relations, {
        isAdmin: hasRole(request.caller.roles, "admin"),
      });
      if (!contact) throw notFound("No such contact");
      if (!relations.includes("contribution")) return contact;
      return { ...contact, contribution: await contributions.info(id) };
    },
  );

  route(
    app,
    "PATCH",
    "/contact/:id",
    selfOrAdmin,
    {
      summary: "Change a contact: names, email, password, profile",
      description: `${me} A contact changing their own email gives \`currentPassword\`; the address changes once the link sent to it is opened.`,
      tag,
      params: ContactParams,
      body: UpdateContact,
      answer: Contact,
      errors: {
        404: "No such contact.",
        429: "Too many wrong current passwords for this account: wait and try again.",
      },
      codes: ["duplicate-email"],
      examples: [
        {
          summary: "A new last name",
          as: "member",
          status: 200,
          params: { id: "me" },
          body: { lastname: "Okafor" },
        },
      ],
    },
    async (request, reply) => {
      const id = targetId(request);
      const body = request.body;
      await assertMayManage(services, request, id);
      if (body.email !== undefined && (await isOwnNewEmail(request, id, body.email))) {
        // Their own new address: it changes once the link sent to it is opened.
        await emailChanges.request(reply, id, body.email, body.currentPassword);
        delete body.email;
      }
      // Staff (or an API key) set an address at once: its owner is told at the one they had.
      const before = body.email !== undefined ? await contacts.findById(id) : undefined;
      // A new password ends every other session; the one that changed its own stays in.
      const keepSessionId = request.caller.contactId === id ? sessionIdOf(request) : undefined;
      const contact = await contacts.update(
        id,
        body,
        { isAdmin: hasRole(request.caller.roles, "admin") },
        keepSessionId,
      );
      if (!contact) throw notFound("No such contact");
      if (before && before.email !== contact.email) {
        await services.email.send("email-changed", before, { NEWEMAIL: contact.email });
      }
      if (request.caller.contactId !== id) {
        // Which fields staff changed, never their values (passwords among them).
        const fields = [
          ...Object.keys(body).filter(
            (field) => field !== "profile" && field !== "currentPassword",
          ),
          ...Object.keys(body.profile ?? {}).map((field) => `profile.${field}`),
        ];
        await services.activity.record(id, request.caller.contactId, "profile-changed", { fields });
      }
      if (body.email !== undefined || body.firstname !== undefined || body.lastname !== undefined) {
        // The payment provider's customer record follows (a job: the provider may be away).
        await contributions.contactChanged(id);
      }
      if (body.password !== undefined) services.email.poke();
      return contact;
    },
  );

  route(
    app,
    "GET",
    "/contact/:id/activity",
    admin,
    {
      summary: "What happened to a contact: joined, changed by staff, roles, payments…",
      tag,
      params: ContactUuidParams,
      answer: ActivityList,
      errors: { 404: "No such contact." },
    },
    async (request): Promise<ActivityList> => {
      const list = await services.activity.list(contactIdParam(request));
      if (!list) throw notFound("No such contact");
      return list;
    },
  );

  route(
    app,
    "DELETE",
    "/contact/:id",
    selfOrAdmin,
    {
      summary: "Delete a contact, with their subscriptions at the payment provider",
      description: me,
      tag,
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

  await app.register(mfaRoutes, { services });
  await app.register(roleRoutes, { services });
};
