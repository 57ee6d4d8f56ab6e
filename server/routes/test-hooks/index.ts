import { eq, inArray } from "drizzle-orm";
import type { FastifyPluginAsync } from "fastify";
import { array, boolean, nullable, object, optional, string } from "superstruct";
import { normaliseEmail, Role } from "@core/contacts";
import { parseInput } from "@core/errors";

import type { Database } from "../../db/connection";
import { joinFlows, paymentFlows } from "../../db/schema";
import type { Services } from "../../services";
import { CONTENT_URLS, parseContentId } from "../content";

// A test-only body, so it stays beside its route rather than in src/core with the product's.
const HealthHook = object({ down: boolean() });
const ContactHook = object({
  email: string(),
  password: string(),
  firstname: optional(string()),
  lastname: optional(string()),
  roles: optional(array(Role)),
});
const JoinHook = object({ email: string() });
const AudienceHook = object({ email: string() });
const AudienceFailureHook = object({ message: nullable(string()) });

/**
 * Routes for end-to-end tests only, registered under `/api/1.0/__test/` when the config
 * enables them (never in production). They skip access checks on purpose.
 */
export const testHookRoutes: FastifyPluginAsync<{ services: Services; db: Database }> = async (
  app,
  { services, db },
) => {
  const anyone = { config: { access: "anyone" as const } };

  app.put("/health", anyone, async (request, reply) => {
    services.health.forceDown(parseInput(HealthHook, request.body, "body").down);
    return reply.code(204).send();
  });

  // Each end-to-end test makes its own people, so tests never depend on each other's changes.
  app.post("/contacts", anyone, async (request) => {
    const { roles = ["member"], ...contact } = parseInput(ContactHook, request.body, "body");
    const created = await services.contacts.create({
      ...contact,
      roles: roles.map((role) => ({ role })),
    });
    return { id: created.id };
  });

  // As if the payment provider had been away when the address's join was confirmed: its
  // contribution did not start, so the join's link may be used again to finish it.
  app.post("/join-flows/unfinished", anyone, async (request, reply) => {
    const { email } = parseInput(JoinHook, request.body, "body");
    const flows = await db
      .select({ paymentFlowId: joinFlows.paymentFlowId })
      .from(joinFlows)
      .where(eq(joinFlows.email, normaliseEmail(email)));
    const ids = flows.flatMap((flow) => (flow.paymentFlowId ? [flow.paymentFlowId] : []));
    if (ids.length > 0) {
      await db.update(paymentFlows).set({ completedAt: null }).where(inArray(paymentFlows.id, ids));
    }
    return reply.code(204).send();
  });

  // The newsletter stand-in (AGORA_TEST_NEWSLETTER=1) changed "in Mailchimp" without a webhook,
  // for a reconcile to find; and made to refuse every call, for Settings to show why.
  app.post("/newsletter/unsubscribe", anyone, async (request, reply) => {
    const { email } = parseInput(AudienceHook, request.body, "body");
    const standIn = services.newsletter.standIn;
    if (!standIn?.member(email)) return reply.code(404).send();
    standIn.edit(email, (member) => (member.status = "unsubscribed"));
    return reply.code(204).send();
  });
  app.put("/newsletter/failure", anyone, async (request, reply) => {
    const { message } = parseInput(AudienceFailureHook, request.body, "body");
    const standIn = services.newsletter.standIn;
    if (!standIn) return reply.code(404).send();
    standIn.failWith(message ?? undefined, 401);
    return reply.code(204).send();
  });

  for (const { url, id } of CONTENT_URLS) {
    app.patch(url, anyone, async (request) =>
      services.content.update(parseContentId(id(request)), request.body),
    );
  }
};
