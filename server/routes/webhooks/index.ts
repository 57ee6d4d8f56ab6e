import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Services } from "../../services";
import { GoCardlessSignatureError } from "../../services/payments/gocardless/webhook";
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
 * The payment providers' webhooks, outside the API (`/webhook/...`, the addresses given to
 * Stripe and GoCardless): open to anyone, trusted only once the signature over the raw body
 * matches. A provider that is not configured has no webhook (404). A 2xx is sent only after
 * the event's effect committed; any failure after the signature check answers 500, so the
 * provider delivers it again and the retry acts once.
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
      throw error;
    }
  });
};
