import {
  array,
  boolean,
  enums,
  nullable,
  number,
  object,
  optional,
  refine,
  string,
  type Infer,
} from "superstruct";
import { boundedText } from "../contacts/fields";
import { pageOf } from "../rules/page";
import { url } from "../validation/refinements";
import { maxLength, minLength } from "../validation/rules";

/** What an endpoint may be sent; the names are what receivers branch on, so they stay. */
export const WEBHOOK_EVENTS = [
  "response.submitted",
  "response.triaged",
  "contact.created",
  "contact.updated",
  "member.joined",
  "role.changed",
  "contribution.changed",
  "contribution.cancelled",
  "payment.succeeded",
  "payment.failed",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** "Send a test event" sends this one, to the endpoint asked only. */
export const WEBHOOK_TEST_EVENT = "webhook.test";

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;

const fields = {
  url: maxLength(url(), WEBHOOK_URL_MAX_LENGTH),
  description: optional(boundedText(WEBHOOK_DESCRIPTION_MAX_LENGTH)),
  events: minLength(array(enums(WEBHOOK_EVENTS)), 1),
};

/** A list of events each named once. */
const distinctEvents = <T extends { events?: readonly string[] | undefined }>(value: T) =>
  !value.events || new Set(value.events).size === value.events.length || "Each event once";

/** `POST /webhook-endpoint`. */
export const CreateWebhookEndpoint = refine(object(fields), "distinct", distinctEvents);
export type CreateWebhookEndpoint = Infer<typeof CreateWebhookEndpoint>;

/** `PATCH /webhook-endpoint/:id`: any part, and turning it on or off. */
export const UpdateWebhookEndpoint = refine(
  object({
    url: optional(fields.url),
    description: fields.description,
    events: optional(fields.events),
    enabled: optional(boolean()),
  }),
  "distinct",
  distinctEvents,
);
export type UpdateWebhookEndpoint = Infer<typeof UpdateWebhookEndpoint>;

export const WebhookEndpoint = object({
  id: string(),
  url: string(),
  description: string(),
  events: array(enums(WEBHOOK_EVENTS)),
  enabled: boolean(),
  /** Set when the server turned it off after failing to deliver for days. */
  disabledReason: nullable(string()),
  createdAt: string(),
  updatedAt: string(),
});
export type WebhookEndpoint = Infer<typeof WebhookEndpoint>;

export const WebhookEndpointList = array(WebhookEndpoint);
export type WebhookEndpointList = Infer<typeof WebhookEndpointList>;

/** The answer to `POST /webhook-endpoint`: its signing secret, shown this once. */
export const NewWebhookEndpoint = object({ endpoint: WebhookEndpoint, secret: string() });
export type NewWebhookEndpoint = Infer<typeof NewWebhookEndpoint>;

export const WEBHOOK_DELIVERY_STATES = ["pending", "succeeded", "failed"] as const;

export const WebhookDelivery = object({
  id: string(),
  endpointId: string(),
  event: enums([...WEBHOOK_EVENTS, WEBHOOK_TEST_EVENT]),
  state: enums(WEBHOOK_DELIVERY_STATES),
  attempts: number(),
  responseCode: nullable(number()),
  lastError: nullable(string()),
  createdAt: string(),
  lastAttemptAt: nullable(string()),
});
export type WebhookDelivery = Infer<typeof WebhookDelivery>;

export const WebhookDeliveryPage = pageOf(WebhookDelivery);
export type WebhookDeliveryPage = Infer<typeof WebhookDeliveryPage>;
