import type { WebhookEvent } from "@core/outbound-webhooks";
import type { Database } from "../../db/connection";

/** The transaction of the change an event tells of (or the database, for a test event). */
export type EventWriter = Pick<Database, "select" | "insert">;

/** An event's data, or how to read it (in the transaction): read only when someone wants it. */
export type EventData = object | (() => Promise<object>);

/**
 * What services call where something webhooks tell of happens: in `tx`, the transaction of the
 * change it tells of, each handler registered for the event acts (./bus: the outbound
 * webhooks write the event's deliveries, a transactional outbox; the newsletter sync queues
 * its push), so they act if and only if that commits. Optional in services' options, so a
 * service built alone (in its tests) tells no one.
 */
export interface Emit {
  (tx: EventWriter, event: WebhookEvent, data: EventData): Promise<void>;
  /**
   * Whether a handler would act on this event now (for webhooks, whether an enabled endpoint
   * wants it: a cached read): a path that writes without a transaction opens one only then.
   */
  wants(event: WebhookEvent): Promise<boolean>;
  /**
   * The same event about many things at once (an import's batch), in `tx`: each endpoint's
   * deliveries are sent by one job per batch rather than one job each.
   */
  many(tx: EventWriter, event: WebhookEvent, items: readonly object[]): Promise<void>;
}
