import type { FastifyPluginAsync } from "fastify";
import {
  CompletePaymentFlow,
  ContributionInfo,
  PaymentFlowParams,
  StartContribution,
} from "@core/contributions";
import type { Services } from "../../services";
import { payerClient } from "../payer-client";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, targetContact } from "./target";

/** Starting a contribution: where the payment continues, then its completion on the way back. */
export const contributionStartRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contributions } = services;

  route(
    app,
    "POST",
    "/contact/:id/contribution",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "Start contributing: answers where the payment continues",
      body: StartContribution,
      answer: PaymentFlowParams,
      errors: NO_CONTACT,
      codes: ["cant-update-contribution"],
    },
    async (request) => {
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.start(id, body, payerClient(request));
    },
  );

  route(
    app,
    "POST",
    "/contact/:id/contribution/complete",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "Finish starting a contribution after the payment provider sent the payer back",
      body: CompletePaymentFlow,
      answer: ContributionInfo,
      errors: { 404: "No such contact or payment flow." },
    },
    async (request) => {
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.complete(id, body.paymentFlowId);
    },
  );
};
