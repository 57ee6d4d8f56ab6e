import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from "fastify";
import { HttpError } from "@core/errors";
import type { Services } from "../../services";
import { GoCardlessSignatureError } from "../../services/payments/gocardless/webhook";
import { WebhookProviderError } from "../../services/payments/provider";
import { WebhookSignatureError } from "../../services/payments/stripe/webhook";

/** Providers' events are small; a batch of GoCardless's stays well under this. */
const WEBHOOK_BODY_LIMIT = 512 * 1024;

const hook = {
  config: { access: "anyone" as const, rawBody: true },
  bodyLimit: WEBHOOK_BODY_LIMIT,
};

function notConfigured(reply: FastifyReply, provider: string) {
  return reply.code(404).send({ message: `${provider} is not configured here` });
}

/**
 * The provider could not be reached for an event: a 503, which the provider retries. A
 * warning, not an error: an outage of theirs, named by the event (no secret in it).
 */
function providerUnreachable(
  request: FastifyRequest,
  reply: FastifyReply,
  provider: string,
  error: WebhookProviderError,
) {
  request.log.warn(
    { provider, eventId: error.eventId, reason: error.message },
    "Webhook event deferred: the provider cannot be reached",
  );
  const answer = new HttpError(503, { message: `${provider} cannot be reached; send it again` });
  return reply.code(503).header("retry-after", "60").send(answer.toBody());
}

/**
 * The payment providers' webhooks, outside the API (`/webhook/...`, the addresses given to
 * Stripe and GoCardless): open to anyone, trusted only once the signature over the raw body
 * matches. A provider that is not configured has no webhook (404). A 2xx is sent only after
 * the event's effect committed; after the signature check, a provider that cannot be reached
 * answers 503 and any other failure 500, so the provider delivers it again and the retry acts
 * once.
 */
export const webhookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { payments } = services;
  // Within these routes only: any content type reaches the handler, which checks it itself
  // (GoCardless's answer to a body that is not JSON is its 498, not the API's 415).
  app.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
    done(null, body);
  });

  app.get("/webhook/ping", { config: { access: "anyone" } }, async () => ({ ok: true }));

  app.post("/webhook/stripe", hook, async (request, reply) => {
    const webhook = payments.stripeWebhook;
    if (!webhook) return notConfigured(reply, "Stripe");
    const signature = request.headers["stripe-signature"];
    try {
      const outcome = await webhook.receive(
        request.rawBody ?? Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
      );
      return { received: true, outcome };
    } catch (error) {
      if (error instanceof WebhookSignatureError) {
        return reply.code(400).send({ message: error.message });
      }
      if (error instanceof WebhookProviderError) {
        return providerUnreachable(request, reply, "Stripe", error);
      }
      throw error;
    }
  });

  app.post("/webhook/gc", hook, async (request, reply) => {
    const webhook = payments.goCardlessWebhook;
    if (!webhook) return notConfigured(reply, "GoCardless");
    const invalid = () =>
      reply.code(498).send({ message: "The Webhook-Signature header does not match the body" });
    if (!request.headers["content-type"]?.startsWith("application/json")) return invalid();
    const signature = request.headers["webhook-signature"];
    try {
      const outcome = await webhook.receive(
        request.rawBody ?? Buffer.alloc(0),
        typeof signature === "string" ? signature : undefined,
      );
      return { received: true, ...outcome };
    } catch (error) {
      if (error instanceof GoCardlessSignatureError) return invalid();
      if (error instanceof WebhookProviderError) {
        return providerUnreachable(request, reply, "GoCardless", error);
      }
      throw error;
    }
  });
};
