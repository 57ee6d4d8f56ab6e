import type { FastifyPluginAsync, FastifyReply } from "fastify";
import type { Services } from "../../services";
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
};
