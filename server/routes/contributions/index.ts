import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import {
  CompletePaymentFlow,
  ContributionForm,
  ForceContribution,
  StartContribution,
  UpdatePaymentMethod,
} from "../../../src/core/contributions";
import { parseInput } from "../../../src/core/errors";
import { PAYMENT_FILTER_FIELDS, PAYMENT_SORTS, PAYMENT_WITH } from "../../../src/core/payments";
import type { Services } from "../../services";
import { assertExists, targetId } from "../contacts/target";
import { parseListQuery } from "../list-query";

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

  /** The contact the route is about, which must exist. */
  async function contact(request: FastifyRequest): Promise<string> {
    const id = targetId(request);
    await assertExists(services, id);
    return id;
  }

  /** Staff acting on someone else's contribution, whom the timeline names. */
  const staffActor = (request: FastifyRequest, id: string) =>
    request.caller.contactId !== id ? request.caller.contactId : undefined;

  app.get("/contact/:id/contribution", selfOrAdmin, async (request) =>
    contributions.info(await contact(request)),
  );

  app.post("/contact/:id/contribution", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const body = parseInput(StartContribution, request.body, "body");
    return contributions.start(id, body);
  });

  app.patch("/contact/:id/contribution", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const body = parseInput(ContributionForm, request.body, "body");
    return contributions.update(id, body);
  });

  app.post("/contact/:id/contribution/complete", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const body = parseInput(CompletePaymentFlow, request.body, "body");
    return contributions.complete(id, body.paymentFlowId);
  });

  app.post("/contact/:id/contribution/cancel", selfOrAdmin, async (request, reply) => {
    const id = await contact(request);
    await contributions.cancel(id, staffActor(request, id));
    return reply.code(204).send();
  });

  app.patch("/contact/:id/contribution/force", { config: { access: "admin" } }, async (request) => {
    const id = await contact(request);
    const body = parseInput(ForceContribution, request.body, "body");
    return contributions.force(id, body, staffActor(request, id));
  });

  app.put("/contact/:id/payment-method", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const body = parseInput(UpdatePaymentMethod, request.body, "body");
    return contributions.startPaymentMethodChange(id, body);
  });

  app.post("/contact/:id/payment-method/complete", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const body = parseInput(CompletePaymentFlow, request.body, "body");
    return contributions.completePaymentMethodChange(id, body.paymentFlowId);
  });

  app.get("/contact/:id/payment", selfOrAdmin, async (request) => {
    const id = await contact(request);
    const query = parseListQuery(request.query, {
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
  });
};
