import type { FastifyPluginAsync } from "fastify";
import {
  CompletePaymentFlow,
  ContributionInfo,
  PaymentFlowParams,
  UpdatePaymentMethod,
} from "@core/contributions";
import type { Services } from "../../services";
import { payerClient } from "../payer-client";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, targetContact } from "./target";

/** Changing the payment method: where the payer continues, then its completion on the way back. */
export const paymentMethodRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contributions } = services;

  route(
    app,
    "PUT",
    "/contact/:id/payment-method",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "Start changing the payment method: answers where the payer continues",
      body: UpdatePaymentMethod,
      answer: PaymentFlowParams,
      errors: NO_CONTACT,
      codes: ["no-payment-method"],
    },
    async (request) => {
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.startPaymentMethodChange(id, body, payerClient(request));
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/payment-method/complete",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
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
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.completePaymentMethodChange(id, body.paymentFlowId);
    },
  );
};
