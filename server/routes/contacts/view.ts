import type { FastifyPluginAsync } from "fastify";
import { Contact, ContactQuery, hasRole, type ContactWith } from "@core/contacts";
import { notFound } from "@core/errors";
import type { Services } from "../../services";
import { ContactParams } from "../params";
import { route } from "../route";
import { ME, SELF_OR_ADMIN, TAG } from "./shared";
import { targetId } from "./target";

/** `GET /contact/:id`: one contact, with the relations asked for. */
export const contactViewRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { contacts, contributions } },
) => {
  route(
    app,
    "GET",
    "/contact/:id",
    SELF_OR_ADMIN,
    {
      summary: "One contact, with the relations asked for (with)",
      description: ME,
      tag: TAG,
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
};
