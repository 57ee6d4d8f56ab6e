import type { FastifyPluginAsync } from "fastify";
import { object, string } from "superstruct";
import { forbidden } from "@core/errors";
import type { Services } from "../../services";
import { readMailchimpWebhook } from "../../services/newsletter/webhook";
import { route } from "../route";
import { TAG, assertConfigured } from "./shared";

const SecretParams = object({ secret: string() });
const WebhookAnswer = object({ outcome: string() });

/** The address Mailchimp's webhooks are sent to, behind the server's secret. */
export const newsletterWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { newsletter } },
) => {
  const webhookDoc = (summary: string) => ({
    summary,
    tag: TAG,
    params: SecretParams,
    errors: {
      403: "The address's secret is not this server's.",
      404: "No newsletter provider is configured.",
    },
  });
  const checkSecret = (secret: string) => {
    assertConfigured(newsletter);
    if (!newsletter.checkSecret(secret)) throw forbidden("This webhook address is not valid");
  };

  // Mailchimp checks the address with a GET before it sends anything.
  route(
    app,
    "GET",
    "/newsletter/webhook/:secret",
    { config: { access: "anyone" } },
    { ...webhookDoc("Mailchimp's check of the webhook address"), answer: WebhookAnswer },
    async (request) => {
      checkSecret((request.params as { secret: string }).secret);
      return { outcome: "ready" };
    },
  );

  route(
    app,
    "POST",
    "/newsletter/webhook/:secret",
    { config: { access: "anyone" } },
    {
      ...webhookDoc("Mailchimp's webhook: unsubscribe, cleaned, profile, upemail, subscribe"),
      bodyType: "application/x-www-form-urlencoded",
      answer: WebhookAnswer,
    },
    async (request) => {
      checkSecret((request.params as { secret: string }).secret);
      const body = request.body;
      const hook =
        body && typeof body === "object"
          ? readMailchimpWebhook(body as Record<string, unknown>)
          : undefined;
      // A type Agora does not act on still answers 200, or Mailchimp retries it.
      if (!hook) return { outcome: "ignored" };
      return { outcome: await newsletter.receive(hook) };
    },
  );
};
