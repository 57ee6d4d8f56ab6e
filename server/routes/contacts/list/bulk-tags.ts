import type { FastifyPluginAsync } from "fastify";
import { object } from "superstruct";
import { BulkUpdateContacts, ContactChangeResult } from "@core/contacts";
import type { Services } from "@server/services";
import { pathParam } from "../../params";
import { route } from "../../route";
import { ADMIN, TAG } from "../shared";

const ChangeParams = object({ changeId: pathParam() });

/** Tagging and untagging every contact a filter matches, and undoing it. */
export const contactBulkTagRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { contactList, contactTags } },
) => {
  route(
    app,
    "PATCH",
    "/contact",
    ADMIN,
    {
      summary: "Tag or untag every contact a rule group matches (undo with the change's id)",
      tag: TAG,
      body: BulkUpdateContacts,
      answer: ContactChangeResult,
      codes: ["invalid-rule", "unknown-tag"],
    },
    async (request): Promise<ContactChangeResult> => {
      const body = request.body;
      const where = await contactList.where([body.rules], { contactId: request.caller.contactId });
      return contactTags.apply(request.caller.contactId, where, body.updates.tags);
    },
  );

  route(
    app,
    "POST",
    "/contact/changes/:changeId/undo",
    ADMIN,
    {
      summary: "Undo a bulk change of tags",
      tag: TAG,
      params: ChangeParams,
      bodyType: "none",
      answer: ContactChangeResult,
      errors: { 404: "No such change of yours." },
      codes: ["already-undone"],
    },
    async (request): Promise<ContactChangeResult> => {
      const { changeId } = request.params;
      return contactTags.undo(request.caller.contactId, changeId);
    },
  );
};
