import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { Contact, UpdateContact, hasRole, normaliseEmail } from "@core/contacts";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { sessionIdOf } from "../../services/sessions";
import { ContactParams } from "../params";
import { route } from "../route";
import { ME, SELF_OR_ADMIN, TAG } from "./shared";
import { assertMayManage, targetId } from "./target";

/** `PATCH /contact/:id`: names, email, password, profile. */
export const contactUpdateRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, emailChanges, contributions } = services;

  /** Whether a signed-in contact is giving themself a different address (admins set others'). */
  async function isOwnNewEmail(request: FastifyRequest, id: string, email: string) {
    const { caller } = request;
    if (caller.method === "api-key" || caller.contactId !== id) return false;
    const current = await contacts.findById(id);
    return current !== undefined && normaliseEmail(email) !== current.email;
  }

  route(
    app,
    "PATCH",
    "/contact/:id",
    SELF_OR_ADMIN,
    {
      summary: "Change a contact: names, email, password, profile",
      description: `${ME} A contact changing their own email gives \`currentPassword\`; the address changes once the link sent to it is opened.`,
      tag: TAG,
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
};
