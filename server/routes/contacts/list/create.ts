import type { FastifyPluginAsync } from "fastify";
import { Contact, CreateContact, hasRole } from "@core/contacts";
import { forbidden } from "@core/errors";
import type { Services } from "@server/services";
import { assertRolePeriod } from "../../../services/contacts";
import { route } from "../../route";
import { ADMIN, TAG } from "../shared";

/** `POST /contact`: admins add a contact, with roles, tags, profile and a contribution. */
export const contactCreateRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contacts, contactList, contributions } = services;

  route(
    app,
    "POST",
    "/contact",
    ADMIN,
    {
      summary: "Add a contact, with roles, tags, profile and a manual contribution",
      description:
        "Only superadmins give the superadmin role. A `password` given is announced to the contact by email (`password-changed`).",
      tag: TAG,
      body: CreateContact,
      answer: Contact,
      codes: ["duplicate-email"],
      examples: [
        {
          summary: "A contact with a name and no password",
          as: "admin",
          status: 200,
          body: { email: "ada.example@example.org", firstname: "Ada", lastname: "Lovelace" },
        },
        {
          summary: "No email",
          as: "admin",
          status: 400,
          body: { firstname: "Ada", lastname: "Lovelace" },
        },
      ],
    },
    async (request): Promise<Contact> => {
      const body = request.body;
      if (
        body.roles?.some((role) => role.role === "superadmin") &&
        !hasRole(request.caller.roles, "superadmin")
      ) {
        throw forbidden("Only superadmins may grant the superadmin role");
      }
      const now = new Date();
      const roles = (body.roles ?? []).map((role) => ({
        role: role.role,
        dateAdded: role.dateAdded ? new Date(role.dateAdded) : now,
        dateExpires: role.dateExpires ? new Date(role.dateExpires) : null,
      }));
      // A role ending before it starts was stored as given (found by the bench's fuzz).
      for (const role of roles) assertRolePeriod(role.dateAdded, role.dateExpires);
      const actor = request.caller.contactId;
      const forced =
        body.contribution && (await contributions.forcedForNewContact(body.contribution));
      const record = await contacts.create({
        email: body.email,
        firstname: body.firstname,
        lastname: body.lastname,
        ...(body.password ? { password: body.password } : {}),
        ...(body.profile ? { profile: body.profile } : {}),
        ...(body.tags ? { tagIds: body.tags } : {}),
        roles,
        // The timeline shows the roles and the contribution given with the contact, by whom.
        alsoWrite: async (tx, added) => {
          await services.activity.record(added.id, actor, "created-by-staff", {}, tx);
          for (const role of roles) {
            const data = {
              role: role.role,
              dateAdded: role.dateAdded.toISOString(),
              dateExpires: role.dateExpires?.toISOString() ?? null,
            };
            await services.activity.record(added.id, actor, "role-set", data, tx);
          }
          await forced?.(tx, added.id, actor);
        },
      });
      // Its events' deliveries (and a password's email) were queued in that transaction: they
      // go now, not at the next look.
      services.jobs.poke();
      const relations = [
        ...(body.profile ? (["profile"] as const) : []),
        ...(body.roles ? (["roles"] as const) : []),
        ...(body.tags ? (["tags"] as const) : []),
      ];
      const [contact] = await contactList.describe([record.id], relations, { isAdmin: true });
      if (!contact) throw new Error("The new contact was not found");
      return contact;
    },
  );
};
