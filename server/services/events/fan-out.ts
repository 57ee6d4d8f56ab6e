import type { WebhookEvent } from "../../../src/core/outbound-webhooks";
import type { Emit, EventData, EventWriter } from "../outbound-webhooks/emit";

/** Another listener to the events services emit (the newsletter sync). */
export interface EventListener {
  heard(tx: EventWriter, event: WebhookEvent, data: object): Promise<void>;
  heardMany(tx: EventWriter, event: WebhookEvent, items: readonly object[]): Promise<void>;
}

/** Lazy event data read once, however many listeners want it. */
function once(data: EventData): () => Promise<object> {
  let read: Promise<object> | undefined;
  return () => (read ??= typeof data === "function" ? data() : Promise.resolve(data));
}

/**
 * The `emit` services are given: outbound webhooks first, then each listener, all in the
 * transaction of the change, so each hears of it if and only if it commits. `wants` stays the
 * webhooks' (it guards only `response.submitted`, which no listener hears).
 */
export function fanOut(webhooks: Emit, listeners: readonly EventListener[]): Emit {
  return Object.assign(
    async (tx: EventWriter, event: WebhookEvent, data: EventData) => {
      const read = once(data);
      await webhooks(tx, event, typeof data === "function" ? read : data);
      for (const listener of listeners) await listener.heard(tx, event, await read());
    },
    {
      wants: (event: WebhookEvent) => webhooks.wants(event),
      async many(tx: EventWriter, event: WebhookEvent, items: readonly object[]) {
        await webhooks.many(tx, event, items);
        for (const listener of listeners) await listener.heardMany(tx, event, items);
      },
    },
  );
}
