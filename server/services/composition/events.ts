import type { EmailService } from "../email";
import type { EventBus } from "../events/bus";
import type { NewsletterService } from "../newsletter";
import type { OutboundWebhooks } from "../outbound-webhooks";
import { tellSuperadmins } from "../outbound-webhooks/disabled-email";
import { hearPasswordChanged } from "../passwords/changed";

/**
 * Registers each domain's handlers on the event bus at start, before any request or job can
 * emit; a handler acts after those registered before it (the webhooks' deliveries, then the
 * newsletter's push, as before the bus).
 */
export function hearEvents(
  bus: EventBus,
  deps: {
    webhooks: OutboundWebhooks;
    newsletter: NewsletterService;
    email: EmailService;
    baseUrl: string;
  },
): void {
  const { webhooks, newsletter, email, baseUrl } = deps;
  webhooks.hearOn(bus);
  newsletter.hearOn(bus);
  bus.on("password.changed", hearPasswordChanged({ email, baseUrl }));
  bus.on("webhook-endpoint.disabled", (tx, { endpoint }) =>
    tellSuperadmins(tx, email, baseUrl, endpoint),
  );
}
