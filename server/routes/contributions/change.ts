import type { FastifyPluginAsync } from "fastify";
import {
  ContributionChange,
  ContributionForm,
  ContributionInfo,
  ContributionPreview,
} from "@core/contributions";
import type { Services } from "../../services";
import { route } from "../route";
import { ABOUT_CONTACT, NO_CONTACT, SELF_OR_ADMIN, targetContact } from "./target";

/** Changing an active contribution's amount or period, and previewing what it would charge. */
export const contributionChangeRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { contributions } = services;

  route(
    app,
    "POST",
    "/contact/:id/contribution/preview",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "What a change of amount or period would charge now and at the next payment",
      body: ContributionForm,
      answer: ContributionPreview,
      errors: NO_CONTACT,
      codes: ["cant-update-contribution"],
    },
    async (request) => {
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.preview(id, body);
    },
  );

  route(
    app,
    "PATCH",
    "/contact/:id/contribution",
    SELF_OR_ADMIN,
    {
      ...ABOUT_CONTACT,
      summary: "Change the amount or period of an active contribution",
      body: ContributionChange,
      answer: ContributionInfo,
      errors: {
        ...NO_CONTACT,
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
      const id = await targetContact(services, request);
      const body = request.body;
      return contributions.update(id, body);
    },
  );
};
