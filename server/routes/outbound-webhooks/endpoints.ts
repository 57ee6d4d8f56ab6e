import type { FastifyPluginAsync } from "fastify";
import { notFound } from "@core/errors";
import {
  CreateWebhookEndpoint,
  NewWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookEndpoint,
  WebhookEndpointList,
} from "@core/outbound-webhooks";
import type { Services } from "../../services";
import { IdParams } from "../params";
import { EXAMPLE, EXAMPLE_WEBHOOK_URL } from "../../openapi/examples";
import { route } from "../route";
import { ENDPOINT_NOT_FOUND, SUPERADMIN, TAG, uuid } from "./shared";

const EXAMPLE_ENDPOINT = {
  url: EXAMPLE_WEBHOOK_URL,
  description: "Our CRM",
  events: ["response.submitted", "member.joined"],
};

/** The endpoints of the newsroom's tools: listed, added, read, changed, deleted. */
export const webhookEndpointRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { webhooks } },
) => {
  route(
    app,
    "GET",
    "/webhook-endpoint",
    SUPERADMIN,
    {
      summary: "List webhook endpoints, newest first",
      tag: TAG,
      answer: WebhookEndpointList,
      examples: [{ summary: "Every endpoint", as: "superadmin", status: 200 }],
    },
    async (): Promise<WebhookEndpointList> => webhooks.list(),
  );

  route(
    app,
    "POST",
    "/webhook-endpoint",
    SUPERADMIN,
    {
      summary: "Add a webhook endpoint; the answer holds its signing secret, this once",
      tag: TAG,
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
    SUPERADMIN,
    {
      summary: "One webhook endpoint",
      tag: TAG,
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
    SUPERADMIN,
    {
      summary: "Change a webhook endpoint, or turn it on or off",
      tag: TAG,
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
    SUPERADMIN,
    {
      summary: "Delete a webhook endpoint and its deliveries",
      tag: TAG,
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
};
