import { read, segment, write } from "../api/call";
import type {
  CreateWebhookEndpoint,
  NewWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
} from "./outbound-webhooks";

export const webhookEndpointList = () => read<WebhookEndpointList>("webhook-endpoint");

/** The answer carries the endpoint's signing secret, shown this once. */
export const createWebhookEndpoint = (body: CreateWebhookEndpoint) =>
  write<NewWebhookEndpoint>("POST", "webhook-endpoint", body);

export const updateWebhookEndpoint = (id: string, body: UpdateWebhookEndpoint) =>
  write<WebhookEndpoint>("PATCH", `webhook-endpoint/${segment(id)}`, body);

export const deleteWebhookEndpoint = (id: string) =>
  write("DELETE", `webhook-endpoint/${segment(id)}`);

/** Its recent deliveries, newest first. */
export const webhookDeliveries = (id: string, params: { limit?: number; offset?: number } = {}) =>
  read<WebhookDeliveryPage>(`webhook-endpoint/${segment(id)}/deliveries`, params);

export const sendTestWebhook = (id: string) =>
  write<WebhookDelivery>("POST", `webhook-endpoint/${segment(id)}/test`);

export const redeliverWebhook = (deliveryId: string) =>
  write<WebhookDelivery>("POST", `webhook-delivery/${segment(deliveryId)}/redeliver`);
