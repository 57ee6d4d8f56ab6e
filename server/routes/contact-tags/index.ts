import type { FastifyPluginAsync } from "fastify";
import {
  ContactTag,
  ContactTagDeleted,
  ContactTagQuery,
  CreateContactTag,
  UpdateContactTag,
} from "@core/contact-tags";
import { notFound } from "@core/errors";
import { array, type Infer } from "superstruct";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { route } from "../route";

/** `?with=contactCount`: how many contacts carry each tag. */
function withCounts(query: Infer<typeof ContactTagQuery>): boolean {
  return [query.with ?? []].flat().includes("contactCount");
}

/**
 * `/contact-tags` (contract 2.4), for admins: a bare array by name; deleting answers how many
 * contacts carried the tag (the predecessor answered nothing).
 */
export const contactTagRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { contactTags } },
) => {
  const admin = { config: { access: "admin" as const } };

  const tag = "Contact tags";

  route(
    app,
    "GET",
    "/contact-tags",
    admin,
    {
      summary: "Every contact tag, by name (with with=contactCount, how many carry each)",
      tag,
      query: ContactTagQuery,
      answer: array(ContactTag),
      examples: [
        { summary: "With their counts", as: "admin", status: 200, query: { with: "contactCount" } },
      ],
    },
    async (request): Promise<ContactTag[]> =>
      contactTags.list({ counts: withCounts(request.query) }),
  );

  route(
    app,
    "POST",
    "/contact-tags",
    admin,
    {
      summary: "Add a contact tag",
      tag,
      body: CreateContactTag,
      answer: ContactTag,
      codes: ["duplicate-tag-name"],
      examples: [{ summary: "No name", as: "admin", status: 400, body: { name: "" } }],
    },
    async (request): Promise<ContactTag> => contactTags.create(request.body),
  );

  route(
    app,
    "GET",
    "/contact-tags/:id",
    admin,
    {
      summary: "One contact tag",
      tag,
      params: IdParams,
      query: ContactTagQuery,
      answer: ContactTag,
      errors: { 404: "No such tag." },
      examples: [{ summary: "An unknown tag", as: "admin", status: 404, params: { id: "none" } }],
    },
    async (request): Promise<ContactTag> =>
      contactTags.get(request.params.id, { counts: withCounts(request.query) }),
  );

  route(
    app,
    "PATCH",
    "/contact-tags/:id",
    admin,
    {
      summary: "Rename a contact tag or change its description",
      tag,
      params: IdParams,
      body: UpdateContactTag,
      answer: ContactTag,
      errors: { 404: "No such tag." },
      codes: ["duplicate-tag-name"],
    },
    async (request): Promise<ContactTag> => contactTags.update(request.params.id, request.body),
  );

  route(
    app,
    "DELETE",
    "/contact-tags/:id",
    admin,
    {
      summary: "Delete a contact tag; answers how many contacts carried it",
      tag,
      params: IdParams,
      answer: ContactTagDeleted,
      errors: { 404: "No such tag." },
    },
    async (request): Promise<ContactTagDeleted> => {
      const removed = await contactTags.remove(request.params.id);
      if (!removed) throw notFound("No such tag");
      return removed;
    },
  );
};
