import { exportSlot } from "../exports/slot";
import { exportWithBody } from "../exports/with-body";
import type { FastifyPluginAsync } from "fastify";
import { enums, optional } from "superstruct";
import { PAYMENT_FILTER_FIELDS, PAYMENT_SORTS, PAYMENT_WITH, PaymentPage } from "@core/payments";
import type { Services } from "../../services";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";

const TotalsQuery = { totals: optional(enums(["true", "false"])) };
const LIST = { sorts: PAYMENT_SORTS, fields: PAYMENT_FILTER_FIELDS };

/**
 * `GET /payment` (admins): every payment providers reported, filtered, sorted and paged, with
 * the filter's totals per status; `GET /payment.csv`: the same filter and order, streamed
 * (`POST /payment.csv` with the parameters in a JSON body, for long filters).
 */
export const paymentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const context = async (contactId: string | undefined) => ({
    contactId,
    now: await services.payments.clock.now(),
  });

  const tag = "Payments";

  listWithSearch(
    app,
    "/payment",
    { config: { access: "admin" } },
    {
      summary: "Every payment, filtered, sorted and paged (with totals per status)",
      tag,
      query: listQueryStruct({ ...LIST, with: PAYMENT_WITH, extra: TotalsQuery }),
      answer: PaymentPage,
      codes: ["invalid-rule"],
      examples: [
        {
          summary: "The latest payments with their contacts and totals",
          as: "admin",
          status: 200,
          query: { order: "DESC", with: "contact", totals: "true" },
        },
        {
          summary: "A sort not on the list",
          as: "admin",
          status: 400,
          query: { sort: "nope" },
        },
      ],
    },
    async (request, input) => {
      const query = listQueryOf(input, {
        sorts: PAYMENT_SORTS,
        defaultSort: "chargeDate",
        with: PAYMENT_WITH,
        fields: PAYMENT_FILTER_FIELDS,
        context: await context(request.caller.contactId),
        extra: TotalsQuery,
      });
      return services.paymentList({
        ...query,
        withContact: query.with.includes("contact"),
        totals: query.extra.totals === "true",
      });
    },
  );

  exportWithBody(
    app,
    "/payment.csv",
    { config: { access: "admin" } },
    {
      summary: "The payments a filter matches, as CSV (same filter and order as the list)",
      description: "`X-Total-Count` says how many rows follow the header.",
      tag,
      query: listQueryStruct(LIST),
      answerType: "text/csv",
      codes: ["invalid-rule"],
      headers: ["ExportTicket"],
    },
    async (request, reply, input) => {
      const query = listQueryOf(input, {
        sorts: PAYMENT_SORTS,
        defaultSort: "chargeDate",
        fields: PAYMENT_FILTER_FIELDS,
        context: await context(request.caller.contactId),
      });
      await exportSlot(services.exports, request, reply);
      const file = await services.paymentExport(query);
      return reply
        .header("content-type", "text/csv; charset=utf-8")
        .header("content-disposition", `attachment; filename="${file.filename}"`)
        .header("x-total-count", String(file.total))
        .header("cache-control", "no-store")
        .send(file.body);
    },
  );
};
