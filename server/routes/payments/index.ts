import type { FastifyPluginAsync } from "fastify";
import { enums, optional } from "superstruct";
import { PAYMENT_FILTER_FIELDS, PAYMENT_SORTS, PAYMENT_WITH } from "../../../src/core/payments";
import type { Services } from "../../services";
import { parseListQuery } from "../list-query";

/**
 * `GET /payment` (admins): every payment providers reported, filtered, sorted and paged, with
 * the filter's totals per status; `GET /payment.csv`: the same filter and order, streamed.
 */
export const paymentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const context = async (contactId: string | undefined) => ({
    contactId,
    now: await services.payments.clock.now(),
  });

  app.get("/payment", { config: { access: "admin" } }, async (request) => {
    const query = parseListQuery(request.query, {
      sorts: PAYMENT_SORTS,
      defaultSort: "chargeDate",
      with: PAYMENT_WITH,
      fields: PAYMENT_FILTER_FIELDS,
      context: await context(request.caller.contactId),
      extra: { totals: optional(enums(["true", "false"])) },
    });
    return services.paymentList({
      ...query,
      withContact: query.with.includes("contact"),
      totals: query.extra.totals === "true",
    });
  });

  app.get("/payment.csv", { config: { access: "admin" } }, async (request, reply) => {
    const query = parseListQuery(request.query, {
      sorts: PAYMENT_SORTS,
      defaultSort: "chargeDate",
      fields: PAYMENT_FILTER_FIELDS,
      context: await context(request.caller.contactId),
    });
    const file = await services.paymentExport(query);
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="${file.filename}"`)
      .header("x-total-count", String(file.total))
      .header("cache-control", "no-store")
      .send(file.body);
  });
};
