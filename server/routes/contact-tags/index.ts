import type { FastifyPluginAsync } from "fastify";
import {
  ContactTagQuery,
  CreateContactTag,
  UpdateContactTag,
  type ContactTag,
  type ContactTagDeleted,
} from "../../../src/core/contacts";
import { notFound, parseInput } from "../../../src/core/errors";
import type { Services } from "../../services";
import { idParam } from "../params";

/** `?with=contactCount`: how many contacts carry each tag. */
function withCounts(query: unknown): boolean {
  const relations = parseInput(ContactTagQuery, query, "queries").with;
  return [relations ?? []].flat().includes("contactCount");
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

  app.get("/contact-tags", admin, async (request): Promise<ContactTag[]> =>
    contactTags.list({ counts: withCounts(request.query) }),
  );

  app.post("/contact-tags", admin, async (request): Promise<ContactTag> =>
    contactTags.create(parseInput(CreateContactTag, request.body, "body")),
  );

  app.get("/contact-tags/:id", admin, async (request): Promise<ContactTag> =>
    contactTags.get(idParam(request), { counts: withCounts(request.query) }),
  );

  app.patch("/contact-tags/:id", admin, async (request): Promise<ContactTag> =>
    contactTags.update(idParam(request), parseInput(UpdateContactTag, request.body, "body")),
  );

  app.delete("/contact-tags/:id", admin, async (request): Promise<ContactTagDeleted> => {
    const removed = await contactTags.remove(idParam(request));
    if (!removed) throw notFound("No such tag");
    return removed;
  });
};
