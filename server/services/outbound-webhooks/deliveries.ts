import { and, count, desc, eq, sql } from "drizzle-orm";
import { conflict, notFound } from "@core/errors";
import {
  WEBHOOK_TEST_EVENT,
  type WebhookDelivery,
  type WebhookDeliveryPage,
} from "@core/outbound-webhooks";
import { webhookDeliveries } from "../../db/schema";
import type { WebhooksContext } from "./context";
import { deliveryJob } from "./delivery-jobs";
import { endpointRow } from "./endpoints";
import { queue } from "./queue";
import { deliveryOf } from "./rows";

/** An endpoint's deliveries: listed, a test sent, one sent again. */
export function deliveryCalls(ctx: WebhooksContext) {
  const { db, jobs } = ctx;

  return {
    /** An endpoint's deliveries, newest first. */
    async deliveries(
      endpointId: string,
      page: { limit: number; offset: number },
    ): Promise<WebhookDeliveryPage> {
      await endpointRow(ctx, endpointId);
      const where = eq(webhookDeliveries.endpointId, endpointId);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(webhookDeliveries)
          .where(where)
          .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
          .limit(page.limit)
          .offset(page.offset),
        db.select({ value: count() }).from(webhookDeliveries).where(where),
      ]);
      return {
        total: total?.value ?? 0,
        offset: page.offset,
        count: rows.length,
        items: rows.map(deliveryOf),
      };
    },

    /** Sends `webhook.test` to this endpoint alone, even while it is turned off. */
    async sendTest(endpointId: string): Promise<WebhookDelivery> {
      const endpoint = await endpointRow(ctx, endpointId);
      const [row] = await queue(ctx, db, [endpoint.id], WEBHOOK_TEST_EVENT, {
        message: "A test event from Agora",
        endpointId: endpoint.id,
      });
      if (!row) throw new Error("The delivery was not stored");
      return deliveryOf(row);
    },

    /**
     * Sends a delivery again, with the same body and id (so receivers that keep ids see a
     * repeat), on a job of its own. Refused while it is waiting to be sent: that would send
     * it twice.
     */
    async redeliver(deliveryId: string): Promise<WebhookDelivery> {
      const [row] = await db
        .update(webhookDeliveries)
        .set({ state: "pending", round: sql`${webhookDeliveries.round} + 1`, lastError: null })
        .where(
          and(eq(webhookDeliveries.id, deliveryId), sql`${webhookDeliveries.state} <> 'pending'`),
        )
        .returning();
      if (!row) {
        const [exists] = await db
          .select({ id: webhookDeliveries.id })
          .from(webhookDeliveries)
          .where(eq(webhookDeliveries.id, deliveryId));
        if (!exists) throw notFound("No such delivery");
        throw conflict("This delivery is waiting to be sent already");
      }
      await jobs.enqueue(
        db,
        deliveryJob,
        { deliveryId, round: row.round, endpointId: row.endpointId },
        { uniqueKey: `${deliveryId}:${row.round}` },
      );
      return deliveryOf(row);
    },
  };
}
