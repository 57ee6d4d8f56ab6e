import type { WebhookEvent } from "../../../src/core/webhooks";

/**
 * What services call where something webhooks tell of happens, after it is stored: queues its
 * deliveries and never throws (services/outbound-webhooks `emit`). Optional in services'
 * options, so a service built alone (in its tests) sends nothing.
 */
export type Emit = (event: WebhookEvent, data: object) => Promise<void>;
