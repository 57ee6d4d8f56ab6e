import type { FastifyPluginAsync } from "fastify";
import { PAYMENT_FILTER_FIELDS, PAYMENT_SORTS, PAYMENT_WITH } from "../../../src/core/payments";
import type { Services } from "../../services";
import { parseListQuery } from "../list-query";

/** `GET /payment` (admins): every payment providers reported, filtered, sorted and paged. */
export const paymentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  app.get("/payment", { config: { access: "admin" } }, async (request) => {
    const query = parseListQuery(request.query, {
      sorts: PAYMENT_SORTS,
      defaultSort: "chargeDate",
      with: PAYMENT_WITH,
      fields: PAYMENT_FILTER_FIELDS,
      context: { contactId: request.caller.contactId, now: await services.payments.clock.now() },
    });
    return services.paymentList({ ...query, withContact: query.with.includes("contact") });
  });
};
