import { randomUUID } from "node:crypto";
import { and, count, desc, eq, inArray, or, sql } from "drizzle-orm";
import { array, number, object, optional, size, string } from "superstruct";
import { badRequest, conflict, notFound } from "../../../src/core/errors";
import {
  WEBHOOK_TEST_EVENT,
  type CreateWebhookEndpoint,
  type UpdateWebhookEndpoint,
  type WebhookDelivery,
  type WebhookDeliveryPage,
  type WebhookEndpoint,
  type WebhookEvent,
} from "../../../src/core/outbound-webhooks";
import type { Database } from "../../db/connection";
import { jobs as jobsTable, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { defineJob, exponentialBackoff, type JobContext, type JobRunner } from "../jobs";
import { isPublicUrl } from "./address-guard";
import { createReadCache } from "../shared-state/read-cache";
import type { CacheInvalidation } from "../shared-state/cache-invalidation";
import type { Emit, EventData, EventWriter } from "./emit";
import { createSecretBox } from "./secret-box";
import { sendDelivery } from "./send";
import { SIGNATURE_HEADER, newSigningSecret, signatureHeader } from "./signature";

/**
 * One delivery's tries: 1 min after the first failure, doubling up to 12 h apart, 16 tries in
 * about 3 days (17 h for the first 11, then 12 h apart). `round` names a redelivery.
 */
export const deliveryJob = defineJob({
  type: "outbound-webhook",
  // `endpointId` lets an endpoint's deletion find its jobs (jobs queued before it have none).
  payload: object({ deliveryId: string(), round: number(), endpointId: optional(string()) }),
  maxAttempts: 16,
  backoff: exponentialBackoff(60, 12 * 60 * 60),
  // Queued by the thousand (an import's events): after every other kind of job.
  priority: "bulk",
  logFields: ({ deliveryId, round }) => ({ deliveryId, round }),
});

/** Deliveries one batch job sends, one request after another. */
export const DELIVERY_BATCH_SIZE = 100;

/**
 * The deliveries of many events at once (an import's) to one endpoint: one job sends them
 * in turn, each as the request a single delivery is, so a 50,000-row import queues 500 jobs
 * per endpoint rather than 50,000. A failure stops the batch; its next try sends what is left.
 */
export const deliveryBatchJob = defineJob({
  type: "outbound-webhook-batch",
  payload: object({
    endpointId: string(),
    deliveryIds: size(array(string()), 1, DELIVERY_BATCH_SIZE),
  }),
  maxAttempts: deliveryJob.maxAttempts,
  backoff: deliveryJob.backoff,
  priority: deliveryJob.priority,
  logFields: ({ endpointId, deliveryIds }) => ({ endpointId, deliveries: deliveryIds.length }),
});

export interface OutboundWebhookOptions {
  db: Database;
  jobs: JobRunner;
  /** Deliveries to loopback, link-local and private addresses (an installation's choice). */
  allowPrivate: boolean;
  /** Told when the server turns an endpoint off after its deliveries failed for days. */
  onDisabled?: (endpoint: WebhookEndpoint) => Promise<void>;
  /** How long the enabled endpoints' events are reused by `emit` (services/shared-state/read-cache). */
  cacheMs?: number;
  /** Tells the other servers' `emit` of a changed endpoint at once. */
  invalidation?: CacheInvalidation | undefined;
}

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

const endpointOf = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: row.events as WebhookEvent[],
  enabled: row.enabled,
  disabledReason: row.disabledReason,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const deliveryOf = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  endpointId: row.endpointId,
  event: row.event as WebhookDelivery["event"],
  state: row.state,
  attempts: row.attempts,
  responseCode: row.responseCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  lastAttemptAt: row.lastAttemptAt?.toISOString() ?? null,
});

export const DISABLED_AFTER_FAILURES =
  "Turned off: deliveries kept failing for 3 days. Check the receiver, then turn it on again.";

export type OutboundWebhooks = ReturnType<typeof createOutboundWebhooks>;

/** A delivery's row: its id is in its body, which is signed as stored. */
function deliveryValues(endpointId: string, event: string, data: object) {
  const id = randomUUID();
  const createdAt = new Date().toISOString();
  return { id, endpointId, event, body: JSON.stringify({ id, type: event, createdAt, data }) };
}

/**
 * Signed webhooks to the newsroom's other tools: endpoints, the deliveries of the events they
 * chose (each a job of the durable queue, retried with backoff), tests and redeliveries.
 */
export function createOutboundWebhooks(options: OutboundWebhookOptions) {
  const { db, jobs, allowPrivate } = options;
  const secrets = createSecretBox(db);
  // Every answer, triage and payment emits: whether any endpoint wants an event is read once
  // per `cacheMs`, not once per event (changes made here are seen at once).
  const enabledEndpoints = (reader: EventWriter) =>
    reader
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.enabled, true));
  const subscriptions = createReadCache(() => enabledEndpoints(db), {
    cacheMs: options.cacheMs ?? 0,
    shared: options.invalidation && {
      name: "webhook-subscriptions",
      invalidation: options.invalidation,
    },
  });

  /** A host the URL parser or the resolver refuses (IDNA rules no pattern states) reaches nowhere. */
  async function reachesPublicAddress(url: string): Promise<boolean> {
    try {
      return await isPublicUrl(new URL(url));
    } catch {
      return false;
    }
  }

  async function checkAddress(url: string): Promise<void> {
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

  async function endpointRow(id: string): Promise<EndpointRow> {
    const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    if (!row) throw notFound("No such webhook endpoint");
    return row;
  }

  /** Stores a delivery of the event to each endpoint, and queues their first tries, in `tx`. */
  async function queue(
    tx: EventWriter,
    endpointIds: readonly string[],
    event: string,
    data: object,
  ): Promise<DeliveryRow[]> {
    if (endpointIds.length === 0) return [];
    const rows = await tx
      .insert(webhookDeliveries)
      .values(endpointIds.map((endpointId) => deliveryValues(endpointId, event, data)))
      .returning();
    for (const { id, endpointId } of rows) {
      await jobs.enqueue(
        tx,
        deliveryJob,
        { deliveryId: id, round: 0, endpointId },
        { uniqueKey: `${id}:0` },
      );
    }
    return rows;
  }

  /** Stores each event's delivery to each endpoint, queued as one job per endpoint and batch. */
  async function queueMany(
    tx: EventWriter,
    endpointIds: readonly string[],
    event: string,
    items: readonly object[],
  ): Promise<void> {
    for (const endpointId of endpointIds) {
      for (let start = 0; start < items.length; start += DELIVERY_BATCH_SIZE) {
        const batch = items.slice(start, start + DELIVERY_BATCH_SIZE);
        const rows = await tx
          .insert(webhookDeliveries)
          .values(batch.map((data) => deliveryValues(endpointId, event, data)))
          .returning({ id: webhookDeliveries.id });
        const deliveryIds = rows.map((row) => row.id);
        await jobs.enqueue(
          tx,
          deliveryBatchJob,
          { endpointId, deliveryIds },
          { uniqueKey: `batch:${deliveryIds[0] ?? ""}` },
        );
      }
    }
  }

  async function turnOff(endpoint: EndpointRow): Promise<void> {
    const [row] = await db
      .update(webhookEndpoints)
      .set({ enabled: false, disabledReason: DISABLED_AFTER_FAILURES, updatedAt: new Date() })
      .where(and(eq(webhookEndpoints.id, endpoint.id), eq(webhookEndpoints.enabled, true)))
      .returning();
    subscriptions.forget();
    // Only the server that turned it off says so.
    if (row) await options.onDisabled?.(endpointOf(row));
  }

  /**
   * One try of one delivery, its outcome recorded on it. Answers whether the job should try
   * again later (it failed, and this was not its last try).
   */
  async function send(
    delivery: DeliveryRow,
    endpoint: EndpointRow,
    context: JobContext,
  ): Promise<{ retry: string | null }> {
    const isTest = delivery.event === WEBHOOK_TEST_EVENT;
    if (!endpoint.enabled && !isTest) {
      await db
        .update(webhookDeliveries)
        .set({ state: "failed", lastError: "The endpoint is turned off" })
        .where(eq(webhookDeliveries.id, delivery.id));
      return { retry: null };
    }
    const timestamp = Math.floor(Date.now() / 1000);
    const secret = await secrets.open(endpoint.secretSealed);
    const outcome = await sendDelivery({
      url: endpoint.url,
      body: delivery.body,
      headers: {
        [SIGNATURE_HEADER]: signatureHeader(secret, timestamp, delivery.body),
        "agora-event": delivery.event,
        "agora-delivery": delivery.id,
      },
      allowPrivate,
      signal: context.signal,
    });
    const lastTry = outcome.permanent || context.attempt >= deliveryJob.maxAttempts;
    const state = outcome.ok ? "succeeded" : lastTry ? "failed" : "pending";
    await db
      .update(webhookDeliveries)
      .set({
        state,
        attempts: sql`${webhookDeliveries.attempts} + 1`,
        responseCode: outcome.status,
        lastError: outcome.error,
        lastAttemptAt: new Date(),
      })
      .where(
        and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.round, delivery.round)),
      );
    if (outcome.ok) return { retry: null };
    if (!lastTry) return { retry: outcome.error ?? "The delivery failed" };
    if (!outcome.permanent && !isTest) {
      await turnOff(endpoint);
      // The rest of a batch to it fail as turned off.
      endpoint.enabled = false;
    }
    return { retry: null };
  }

  jobs.handle(deliveryJob, async ({ deliveryId, round }, context) => {
    const [found] = await db
      .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, deliveryId));
    // Deleted with its endpoint, or redelivered since: nothing for this job to do.
    if (!found || found.delivery.round !== round) return;
    const { retry } = await send(found.delivery, found.endpoint, context);
    if (retry) throw new Error(retry);
  });

  jobs.handle(deliveryBatchJob, async ({ endpointId, deliveryIds }, context) => {
    const [endpoint] = await db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpointId));
    if (!endpoint) return;
    // Those still waiting for their first round: sent ones, and redelivered ones (which have
    // jobs of their own), are left alone.
    const rows = await db
      .select()
      .from(webhookDeliveries)
      .where(
        and(
          inArray(webhookDeliveries.id, deliveryIds),
          eq(webhookDeliveries.state, "pending"),
          eq(webhookDeliveries.round, 0),
        ),
      );
    const order = new Map(deliveryIds.map((id, index) => [id, index]));
    rows.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
    context.progress(0, rows.length);
    for (const [index, delivery] of rows.entries()) {
      if (context.signal.aborted) throw new Error("Stopped: the batch runs again elsewhere");
      const { retry } = await send(delivery, endpoint, context);
      // The receiver is failing: the rest wait for the batch's next try rather than fail too.
      if (retry) throw new Error(retry);
      context.progress(index + 1, rows.length);
    }
  });

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
          tx,
          wanting.map((endpoint) => endpoint.id),
          event,
          items,
        );
      },
    },
  );

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db
        .select()
        .from(webhookEndpoints)
        .orderBy(desc(webhookEndpoints.createdAt), webhookEndpoints.id);
      return rows.map(endpointOf);
    },

    async get(id: string): Promise<WebhookEndpoint> {
      return endpointOf(await endpointRow(id));
    },

    /** A new endpoint and its signing secret, which is answered this once. */
    async create(
      body: CreateWebhookEndpoint,
    ): Promise<{ endpoint: WebhookEndpoint; secret: string }> {
      await checkAddress(body.url);
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
      await endpointRow(id);
      if (body.url !== undefined) await checkAddress(body.url);
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

    /** An endpoint's deliveries, newest first. */
    async deliveries(
      endpointId: string,
      page: { limit: number; offset: number },
    ): Promise<WebhookDeliveryPage> {
      await endpointRow(endpointId);
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
      const endpoint = await endpointRow(endpointId);
      const [row] = await queue(db, [endpoint.id], WEBHOOK_TEST_EVENT, {
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

    emit,
  };
}
