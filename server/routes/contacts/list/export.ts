import type { FastifyPluginAsync } from "fastify";
import { object } from "superstruct";
import type { Services } from "@server/services";
import { parseRulesText } from "@server/services/contact-list/list";
import { exportSlot } from "../../exports/slot";
import { exportWithBody } from "../../exports/with-body";
import { rulesParam } from "../../list-query";
import { ADMIN, TAG } from "../shared";
import { RULES } from "./rules";

const ExportQuery = object({ rules: rulesParam("query") });

/** `/contact.csv`: the contacts a rule group matches, as CSV. */
export const contactExportRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contactList } = services;

  exportWithBody(
    app,
    "/contact.csv",
    ADMIN,
    {
      summary: "The contacts a rule group matches, as CSV",
      description: `${RULES} \`X-Total-Count\` says how many rows follow the header.`,
      tag: TAG,
      query: ExportQuery,
      answerType: "text/csv",
      codes: ["invalid-rule"],
      headers: ["ExportTicket"],
    },
    async (request, reply, input) => {
      const { rules } = input;
      const groups = rules === undefined || rules === "" ? [] : [parseRulesText(rules)];
      await exportSlot(services.exports, request, reply);
      const file = await contactList.export(groups, { contactId: request.caller.contactId });
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("x-total-count", String(file.total))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
};
