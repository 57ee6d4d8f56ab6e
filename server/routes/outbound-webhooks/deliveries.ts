import type { FastifyPluginAsync } from "fastify";
import { object } from "superstruct";
import { WebhookDelivery, WebhookDeliveryPage } from "@core/outbound-webhooks";
import type { Services } from "../../services";
import { limitOffsetQuery, paging } from "../paging";
import { IdParams } from "../params";
import { EXAMPLE } from "../../openapi/examples";
import { route } from "../route";
import { ENDPOINT_NOT_FOUND, SUPERADMIN, TAG, uuid } from "./shared";

const DeliveriesQuery = object(limitOffsetQuery(100));

/** An endpoint's deliveries: the recent ones, a test event, and a delivery sent again. */
export const webhookDeliveryRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { webhooks } },
) => {
  route(
    app,
    "GET",
    "/webhook-endpoint/:id/deliveries",
    SUPERADMIN,
    {
      summary: "An endpoint's recent deliveries, newest first",
      tag: TAG,
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
    SUPERADMIN,
    {
      summary: "Send the endpoint a webhook.test event",
      tag: TAG,
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
    SUPERADMIN,
    {
      summary: "Send a delivery again, with the same id and body",
      tag: TAG,
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
