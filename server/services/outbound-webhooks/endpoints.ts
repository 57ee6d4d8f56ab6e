import { and, desc, eq, or, sql } from "drizzle-orm";
import { badRequest, notFound } from "@core/errors";
import type {
  CreateWebhookEndpoint,
  UpdateWebhookEndpoint,
  WebhookEndpoint,
} from "@core/outbound-webhooks";
import { jobs as jobsTable, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { isPublicUrl } from "./address-guard";
import type { WebhooksContext } from "./context";
import { deliveryJob } from "./delivery-jobs";
import { endpointOf, type EndpointRow } from "./rows";
import { newSigningSecret } from "./signature";

/** A host the URL parser or the resolver refuses (IDNA rules no pattern states) reaches nowhere. */
async function reachesPublicAddress(url: string): Promise<boolean> {
  try {
    return await isPublicUrl(new URL(url));
  } catch {
    return false;
  }
}

async function checkAddress(allowPrivate: boolean, url: string): Promise<void> {
  if (allowPrivate || (await reachesPublicAddress(url))) return;
  throw badRequest("Webhooks cannot be sent to private, loopback or link-local addresses", {
    errors: [
      {
        property: "url",
        constraints: { publicAddress: "This address is not reachable from the internet" },
      },
    ],
  });
}

export async function endpointRow({ db }: WebhooksContext, id: string): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  if (!row) throw notFound("No such webhook endpoint");
  return row;
}

/** The endpoints staff keep: listed, made with a secret answered once, changed, deleted. */
export function endpointCalls(ctx: WebhooksContext) {
  const { db, secrets, subscriptions, allowPrivate } = ctx;

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id);
      return rows.map(endpointOf);
    },

    async get(id: string): Promise<WebhookEndpoint> {
      return endpointOf(await endpointRow(ctx, id));
    },

    /** A new endpoint and its signing secret, which is answered this once. */
    async create(
      body: CreateWebhookEndpoint,
    ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      await checkAddress(allowPrivate, body.url);
      const secret = newSigningSecret();
      const [row] = await db
        .insert(webhookEndpoints)
        .values({
          url: body.url,
          description: body.description?.trim() ?? "",
          events: body.events,
          secretSealed: await secrets.seal(secret),
        })
        .returning();
      if (!row) throw new Error("The endpoint was not stored");
      subscriptions.forget();
      return { endpoint: endpointOf(row), secret };
    },

    async update(id: string, body: UpdateWebhookEndpoint): Promise<WebhookEndpoint> {
      await endpointRow(ctx, id);
      if (body.url !== undefined) await checkAddress(allowPrivate, body.url);
      const [row] = await db
        .update(webhookEndpoints)
        .set({
          ...(body.url !== undefined ? { url: body.url } : {}),
          ...(body.description !== undefined ? { description: body.description.trim() } : {}),
          ...(body.events !== undefined ? { events: body.events } : {}),
          ...(body.enabled !== undefined ? { enabled: body.enabled, disabledReason: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(webhookEndpoints.id, id))
        .returning();
      if (!row) throw notFound("No such webhook endpoint");
      subscriptions.forget();
      return endpointOf(row);
    },

    /**
     * Deletes the endpoint, its deliveries, and the jobs that would send them, at once: a
     * backlog for a receiver that is gone leaves the queue with it.
     */
    async remove(id: string): Promise<boolean> {
      const rows = await db.transaction(async (tx) => {
        await tx.delete(jobsTable).where(
          and(
            // Literals, as in the partial index `jobs_pending_endpoint`, so it serves this.
            sql`${jobsTable.state} = 'pending'`,
            sql`${jobsTable.type} in ('outbound-webhook', 'outbound-webhook-batch')`,
            or(
              sql`${jobsTable.payload}->>'endpointId' = ${id}`,
              // Queued before jobs named their endpoint.
              and(
                eq(jobsTable.type, deliveryJob.type),
                sql`not ${jobsTable.payload} ? 'endpointId'`,
                sql`${jobsTable.payload}->>'deliveryId' in (select ${webhookDeliveries.id}::text from ${webhookDeliveries} where ${webhookDeliveries.endpointId} = ${id})`,
              ),
            ),
          ),
        );
        return tx
          .delete(webhookEndpoints)
          .where(eq(webhookEndpoints.id, id))
          .returning({ id: webhookEndpoints.id });
      });
      subscriptions.forget();
      return rows.length > 0;
    },
  };
}
