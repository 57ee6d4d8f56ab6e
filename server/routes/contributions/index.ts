import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  CompletePaymentFlow,
  ContributionChange,
  ContributionForm,
  ContributionInfo,
  ContributionPreview,
  PaymentFlowParams,
  ForceContribution,
  StartContribution,
  UpdatePaymentMethod,
} from "../../../src/core/contributions";

import {
  PAYMENT_FILTER_FIELDS,
  PAYMENT_SORTS,
  PAYMENT_WITH,
  PaymentPage,
} from "../../../src/core/payments";
import type { Services } from "../../services";
import { ContactParams } from "../params";
import { assertExists, targetId } from "../contacts/target";
import { payerClient } from "../payer-client";
import { listQueryStruct, listQueryOf } from "../list-query";
import { listWithSearch } from "../list-search";
import { route } from "../route";

/**
 * A contact's contribution (contract 2.3): `me` for the signed-in member, a contact's id for
 * admins. Admins alone record manual contributions (`force`).
 */
export const contributionRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contributions, paymentList } = services;
  const selfOrAdmin = { config: { access: "selfOrAdmin" as const } };
  const tag = "Contributions";
  const noContact = { 404: "No such contact." };
  const described = {
    description: "`id` is a contact's id, or `me` for the caller's own contact.",
    tag,
    params: ContactParams,
  };

  /** The contact the route is about, which must exist. */
  async function contact(request: FastifyRequest): Promise<string> {
    const id = targetId(request);
    await assertExists(services, id);
    return id;
  }

  /** Staff acting on someone else's contribution, whom the timeline names. */
  const staffActor = (request: FastifyRequest, id: string) =>
    request.caller.contactId !== id ? request.caller.contactId : undefined;

  route(
    app,
    "GET",
    "/contact/:id/contribution",
    selfOrAdmin,
    {
      ...described,
      summary: "A contact's contribution and membership",
      answer: ContributionInfo,
      errors: noContact,
      examples: [{ summary: "Your own", as: "member", status: 200, params: { id: "me" } }],
    },
    async (request) => contributions.info(await contact(request)),
  );

  route(
    app,
    "POST",
    "/contact/:id/contribution",
    selfOrAdmin,
    {
      ...described,
      summary: "Start contributing: answers where the payment continues",
      body: StartContribution,
      answer: PaymentFlowParams,
      errors: noContact,
      codes: ["cant-update-contribution"],
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.start(id, body, payerClient(request));
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/contribution/preview",
    selfOrAdmin,
    {
      ...described,
      summary: "What a change of amount or period would charge now and at the next payment",
      body: ContributionForm,
      answer: ContributionPreview,
      errors: noContact,
      codes: ["cant-update-contribution"],
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.preview(id, body);
    },
  );

  route(
    app,
    "PATCH",
    "/contact/:id/contribution",
    selfOrAdmin,
    {
      ...described,
      summary: "Change the amount or period of an active contribution",
      body: ContributionChange,
      answer: ContributionInfo,
      errors: {
        ...noContact,
        409: "The amount to pay now is no longer the one given, or another change is being made.",
      },
      codes: [
        "cant-update-contribution",
        "no-payment-method",
        "charge-changed",
        "change-in-progress",
      ],
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.update(id, body);
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/contribution/complete",
    selfOrAdmin,
    {
      ...described,
      summary: "Finish starting a contribution after the payment provider sent the payer back",
      body: CompletePaymentFlow,
      answer: ContributionInfo,
      errors: { 404: "No such contact or payment flow." },
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.complete(id, body.paymentFlowId);
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/contribution/cancel",
    selfOrAdmin,
    {
      ...described,
      summary: "Cancel the contribution: membership lasts to the end of the period paid",
      bodyType: "none",
      status: 204,
      errors: noContact,
    },
    async (request, reply) => {
      const id = await contact(request);
      await contributions.cancel(id, staffActor(request, id));
      return reply.code(204).send();
    },
  );

  route(
    app,
    "PATCH",
    "/contact/:id/contribution/force",
    { config: { access: "admin" } },
    {
      ...described,
      summary: "Record a manual contribution (cash, cheque, bank transfer…)",
      body: ForceContribution,
      answer: ContributionInfo,
      errors: noContact,
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.force(id, body, staffActor(request, id));
    },
  );

  route(
    app,
    "PUT",
    "/contact/:id/payment-method",
    selfOrAdmin,
    {
      ...described,
      summary: "Start changing the payment method: answers where the payer continues",
      body: UpdatePaymentMethod,
      answer: PaymentFlowParams,
      errors: noContact,
      codes: ["no-payment-method"],
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.startPaymentMethodChange(id, body, payerClient(request));
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/payment-method/complete",
    selfOrAdmin,
    {
      ...described,
      summary: "Finish changing the payment method after the provider sent the payer back",
      body: CompletePaymentFlow,
      answer: ContributionInfo,
      errors: {
        404: "No such contact or payment flow.",
        409: "Another change of the contribution (another window's) is being made.",
      },
      codes: ["change-in-progress"],
    },
    async (request) => {
      const id = await contact(request);
      const body = request.body;
      return contributions.completePaymentMethodChange(id, body.paymentFlowId);
    },
  );

  listWithSearch(
    app,
    "/contact/:id/payment",
    selfOrAdmin,
    {
      ...described,
      summary: "A contact's payments, filtered, sorted and paged",
      query: listQueryStruct({
        sorts: PAYMENT_SORTS,
        with: PAYMENT_WITH,
        fields: PAYMENT_FILTER_FIELDS,
      }),
      answer: PaymentPage,
      errors: noContact,
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
      const id = await contact(request);
      const query = listQueryOf(input, {
        sorts: PAYMENT_SORTS,
        defaultSort: "chargeDate",
        with: PAYMENT_WITH,
        fields: PAYMENT_FILTER_FIELDS,
        context: { contactId: request.caller.contactId, now: await services.payments.clock.now() },
      });
      return paymentList({
        ...query,
        contactId: id,
        withContact: query.with.includes("contact"),
      });
    },
  );
};
