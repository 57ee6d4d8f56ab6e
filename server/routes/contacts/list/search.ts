import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { CONTACT_LIST_WITH, CONTACT_SORTS, ContactPage, hasRole } from "@core/contacts";
import type { Services } from "@server/services";
import { parseRulesText } from "@server/services/contact-list/list";
import { listQueryStruct, listQueryOf } from "../../list-query";
import { listWithSearch } from "../../list-search";
import { TAG } from "../shared";
import { RULES } from "./rules";

/** `GET /contact`: signed-in contacts list themselves, admins every contact by rules. */
export const contactSearchRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { contactList } },
) => {
  const loggedIn = { config: { access: "loggedIn" as const } };
  const isAdmin = (request: FastifyRequest) => hasRole(request.caller.roles, "admin");

  listWithSearch(
    app,
    "/contact",
    loggedIn,
    {
      summary: "List contacts by rules (members list only themselves)",
      description: `${RULES} \`limit=0\` answers the count alone.`,
      tag: TAG,
      query: listQueryStruct({
        sorts: CONTACT_SORTS,
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      }),
      answer: ContactPage,
      codes: ["invalid-rule"],
      examples: [
        {
          summary: "The newest contacts with their roles",
          as: "admin",
          status: 200,
          query: { sort: "joined", order: "DESC", with: "roles" },
        },
        { summary: "How many contacts there are", as: "admin", status: 200, query: { limit: "0" } },
        { summary: "A filter that is not JSON", as: "admin", status: 400, query: { rules: "{" } },
      ],
    },
    async (request, input): Promise<ContactPage> => {
      const query = listQueryOf(input, {
        sorts: CONTACT_SORTS,
        defaultSort: "joined",
        with: CONTACT_LIST_WITH,
        fields: "per-record",
        countOnly: true,
      });
      return contactList.list(
        { isAdmin: isAdmin(request), contactId: request.caller.contactId },
        {
          ...query,
          rules: query.rulesText === undefined ? [] : [parseRulesText(query.rulesText)],
        },
      );
    },
  );
};
