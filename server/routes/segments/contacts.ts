import type { FastifyPluginAsync } from "fastify";
import { CONTACT_LIST_WITH, CONTACT_SORTS, ContactPage } from "@core/contacts";
import type { Services } from "../../services";
import { perRequest } from "../../openapi/route-doc";
import { parseRulesText } from "../../services/contact-list/list";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { IdParams, idParam } from "../params";
import { ADMIN, TAG } from "./shared";

/** `/segments/:id/contacts`: a segment's contacts. */
export const segmentContactRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { segments, contactList } },
) => {
  const segmentOf = perRequest((request) => segments.find(idParam(request)));

  /** The segment's contacts, narrowed further by the query's `rules`. */
  listWithSearch(
    app,
    "/segments/:id/contacts",
    ADMIN,
    {
      summary: "A segment's contacts, narrowed further by rules",
      tag: TAG,
      params: IdParams,
      query: listQueryStruct({
        sorts: CONTACT_SORTS,
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      }),
      // An unknown segment is 404 before its query is judged.
      guard: segmentOf,
      answer: ContactPage,
      errors: { 404: "No such segment." },
      codes: ["invalid-rule"],
    },
    async (request, input): Promise<ContactPage> => {
      const segment = await segmentOf(request);
      const query = listQueryOf(input, {
        sorts: CONTACT_SORTS,
        defaultSort: "joined",
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      });
      const rules = query.rulesText === undefined ? [] : [parseRulesText(query.rulesText)];
      return contactList.list(
        { isAdmin: true, contactId: request.caller.contactId },
        { ...query, rules: [segment.ruleGroup, ...rules] },
      );
    },
  );
};
