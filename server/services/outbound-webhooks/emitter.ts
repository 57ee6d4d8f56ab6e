import { and, eq, sql } from "drizzle-orm";
import type { WebhookEvent } from "@core/outbound-webhooks";
import { webhookEndpoints } from "../../db/schema";
import type { WebhooksContext } from "./context";
import type { Emit, EventData, EventWriter } from "../events/emit";
import { queue, queueMany } from "./queue";

/** `emit` and its helpers for the services, over the cached read of what endpoints want. */
export function createEmit(ctx: WebhooksContext): Emit {
  const { subscriptions, enabledEndpoints } = ctx;

  /** Whether an enabled endpoint wants the event, by the cached read. */
  async function wants(event: WebhookEvent, reader?: EventWriter): Promise<boolean> {
    const endpoints = await subscriptions.get(
      undefined,
      reader ? () => enabledEndpoints(reader) : undefined,
    );
    return endpoints.some((endpoint) => endpoint.events.includes(event));
  }

  /** The enabled endpoints that want the event, locked against deletion until `tx` ends. */
  const wantingEndpoints = (tx: EventWriter, event: WebhookEvent) =>
    tx
      .select({ id: webhookEndpoints.id })
      .from(webhookEndpoints)
      .where(
        and(
          eq(webhookEndpoints.enabled, true),
          sql`${webhookEndpoints.events} @> ${JSON.stringify([event])}::jsonb`,
        ),
      )
      .for("key share");

  /**
   * The seam services call where something happens, in the transaction that stores it (see
   * `Emit`). The endpoints are read again in it when the cached read says someone listens: one
   * deleted or turned off since (on another server) is skipped, and one kept cannot be deleted
   * before this commits (its row is locked as the deliveries' foreign key would), so a stale
   * cache never fails the change it tells of.
   */
  const emit: Emit = Object.assign(
    async (tx: EventWriter, event: WebhookEvent, data: EventData): Promise<void> => {
      if (!(await wants(event, tx))) return;
      const wanting = await wantingEndpoints(tx, event);
      if (wanting.length === 0) return;
      const body = typeof data === "function" ? await data() : data;
      await queue(
        ctx,
        tx,
        wanting.map((endpoint) => endpoint.id),
        event,
        body,
      );
    },
    {
      wants: (event: WebhookEvent) => wants(event),
      async many(tx: EventWriter, event: WebhookEvent, items: readonly object[]): Promise<void> {
        if (items.length === 0 || !(await wants(event, tx))) return;
        const wanting = await wantingEndpoints(tx, event);
        await queueMany(
          ctx,
          tx,
          wanting.map((endpoint) => endpoint.id),
          event,
          items,
        );
      },
    },
  );

  return emit;
}
