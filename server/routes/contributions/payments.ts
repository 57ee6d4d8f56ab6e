import type { FastifyPluginAsync } from "fastify";
import { PAYMENT_FILTER_FIELDS, PAYMENT_SORTS, PAYMENT_WITH, PaymentPage } from "@core/payments";
import type { Services } from "../../services";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, targetContact } from "./target";

/** `/contact/:id/payment`: a contact's payments, filtered, sorted and paged. */
export const contactPaymentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  listWithSearch(
    app,
    "/contact/:id/payment",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "A contact's payments, filtered, sorted and paged",
      query: listQueryStruct({
        sorts: PAYMENT_SORTS,
        with: PAYMENT_WITH,
        fields: PAYMENT_FILTER_FIELDS,
      }),
      answer: PaymentPage,
      errors: NO_CONTACT,
      codes: ["invalid-rule"],
      examples: [
        {
          summary: "Your own, newest first",
          as: "member",
          status: 200,
          params: { id: "me" },
          query: { order: "DESC" },
        },
      ],
    },
    async (request, input) => {
      const id = await targetContact(services, request);
      const query = listQueryOf(input, {
        sorts: PAYMENT_SORTS,
        defaultSort: "chargeDate",
        with: PAYMENT_WITH,
        fields: PAYMENT_FILTER_FIELDS,
        context: { contactId: request.caller.contactId, now: await services.payments.clock.now() },
      });
      return services.paymentList({
        ...query,
        contactId: id,
        withContact: query.with.includes("contact"),
      });
    },
  );
};
