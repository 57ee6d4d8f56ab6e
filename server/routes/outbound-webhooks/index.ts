import type { FastifyPluginAsync } from "fastify";
import { object } from "superstruct";
import { notFound } from "../../../src/core/errors";
import {
  CreateWebhookEndpoint,
  NewWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
  WebhookEndpointList,
} from "../../../src/core/outbound-webhooks";
import type { Services } from "../../services";
import { limitOffsetQuery, paging } from "../paging";
import { IdParams } from "../params";
import { EXAMPLE, EXAMPLE_WEBHOOK_URL } from "../../openapi/example-data";
import { route } from "../route";

const DeliveriesQuery = object(limitOffsetQuery(100));
const ENDPOINT_NOT_FOUND = { 404: "No such webhook endpoint." };

const EXAMPLE_ENDPOINT = {
  url: EXAMPLE_WEBHOOK_URL,
  description: "Our CRM",
  events: ["response.submitted", "member.joined"],
};

/**
 * Outbound webhooks (superadmins): endpoints of the newsroom's tools, their deliveries, a test
 * event and redelivery. Not `/webhooks`, where payment providers call us.
 */
export const outboundWebhookRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { webhooks } },
) => {
  const tag = "Webhooks";
  const superadmin = "superadmin" as const;

  route(
    app,
    "GET",
    "/webhook-endpoint",
    { config: { access: superadmin } },
    {
      summary: "List webhook endpoints, newest first",
      tag,
      answer: WebhookEndpointList,
      examples: [{ summary: "Every endpoint", as: "superadmin", status: 200 }],
    },
    async (): Promise<WebhookEndpointList> => webhooks.list(),
  );

  route(
    app,
    "POST",
    "/webhook-endpoint",
    { config: { access: superadmin } },
    {
      summary: "Add a webhook endpoint; the answer holds its signing secret, this once",
      tag,
      body: CreateWebhookEndpoint,
      answer: NewWebhookEndpoint,
      examples: [
        {
          summary: "An endpoint added: its secret is answered this once",
          as: "superadmin",
          status: 200,
          body: EXAMPLE_ENDPOINT,
        },
        {
          summary: "A private address is refused",
          as: "superadmin",
          status: 400,
          body: { ...EXAMPLE_ENDPOINT, url: "http://169.254.169.254/latest" },
        },
        {
          summary: "An unknown event",
          as: "superadmin",
          status: 400,
          body: { ...EXAMPLE_ENDPOINT, events: ["everything"] },
        },
      ],
    },
    async (request): Promise<NewWebhookEndpoint> => webhooks.create(request.body),
  );

  route(
    app,
    "GET",
    "/webhook-endpoint/:id",
    { config: { access: superadmin } },
    {
      summary: "One webhook endpoint",
      tag,
      params: IdParams,
      answer: WebhookEndpoint,
      errors: ENDPOINT_NOT_FOUND,
      examples: [
        {
          summary: "An endpoint",
          as: "superadmin",
          status: 200,
          params: { id: EXAMPLE.endpoint },
        },
        {
          summary: "An unknown endpoint",
          as: "superadmin",
          status: 404,
          params: { id: "00000000-0000-4000-8000-000000000000" },
        },
      ],
    },
    async (request): Promise<WebhookEndpoint> => webhooks.get(uuid(request.params.id)),
  );

  route(
    app,
    "PATCH",
    "/webhook-endpoint/:id",
    { config: { access: superadmin } },
    {
      summary: "Change a webhook endpoint, or turn it on or off",
      tag,
      params: IdParams,
      body: UpdateWebhookEndpoint,
      answer: WebhookEndpoint,
      errors: ENDPOINT_NOT_FOUND,
      examples: [
        {
          summary: "An endpoint that also hears of new contacts",
          as: "superadmin",
          status: 200,
          params: { id: EXAMPLE.endpoint },
          body: { events: ["member.joined", "contact.created"] },
        },
      ],
    },
    async (request): Promise<WebhookEndpoint> =>
      webhooks.update(uuid(request.params.id), request.body),
  );

  route(
    app,
    "DELETE",
    "/webhook-endpoint/:id",
    { config: { access: superadmin } },
    {
      summary: "Delete a webhook endpoint and its deliveries",
      tag,
      params: IdParams,
      errors: ENDPOINT_NOT_FOUND,
      examples: [
        {
          summary: "An endpoint deleted",
          as: "superadmin",
          status: 204,
          params: { id: EXAMPLE.deletedEndpoint },
        },
      ],
    },
    async (request, reply) => {
      if (!(await webhooks.remove(uuid(request.params.id)))) {
        throw notFound("No such webhook endpoint");
      }
      return reply.code(204).send();
    },
  );

  route(
    app,
    "GET",
    "/webhook-endpoint/:id/deliveries",
    { config: { access: superadmin } },
    {
      summary: "An endpoint's recent deliveries, newest first",
      tag,
      params: IdParams,
      query: DeliveriesQuery,
      answer: WebhookDeliveryPage,
      errors: ENDPOINT_NOT_FOUND,
      examples: [
        {
          summary: "The ten newest deliveries",
          as: "superadmin",
          status: 200,
          params: { id: EXAMPLE.endpoint },
          query: { limit: "10" },
        },
      ],
    },
    async (request): Promise<WebhookDeliveryPage> => {
      const { limit, offset } = paging(request.query);
      return webhooks.deliveries(uuid(request.params.id), { limit, offset });
    },
  );

  route(
    app,
    "POST",
    "/webhook-endpoint/:id/test",
    { config: { access: superadmin } },
    {
      summary: "Send the endpoint a webhook.test event",
      tag,
      params: IdParams,
      bodyType: "none",
      answer: WebhookDelivery,
      errors: ENDPOINT_NOT_FOUND,
      examples: [
        {
          summary: "A test event queued",
          as: "superadmin",
          status: 200,
          params: { id: EXAMPLE.endpoint },
        },
      ],
    },
    async (request): Promise<WebhookDelivery> => webhooks.sendTest(uuid(request.params.id)),
  );

  route(
    app,
    "POST",
    "/webhook-delivery/:id/redeliver",
    { config: { access: superadmin } },
    {
      summary: "Send a delivery again, with the same id and body",
      tag,
      params: IdParams,
      bodyType: "none",
      answer: WebhookDelivery,
      errors: {
        404: "No such delivery.",
        409: "The delivery is waiting to be sent already.",
      },
      examples: [
        {
          summary: "A sent delivery queued again",
          as: "superadmin",
          status: 200,
          params: { id: EXAMPLE.delivery },
        },
      ],
    },
    async (request): Promise<WebhookDelivery> => webhooks.redeliver(uuid(request.params.id)),
  );
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Endpoints and deliveries are named by UUIDs; anything else names nothing. */
function uuid(id: string): string {
  if (!UUID.test(id)) throw notFound("No such webhook endpoint or delivery");
  return id;
}
