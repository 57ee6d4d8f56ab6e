import { WEBHOOK_EVENTS, type WebhookEndpoint, type WebhookEvent } from "@core/outbound-webhooks";
import type { Database, Transaction } from "../../db/connection";
import type { Emit, EventData, EventWriter } from "./emit";

/** The events that are not webhook events (no endpoint hears them), and what each carries. */
export interface DomainEvents {
  /**
   * A contact's password was set or changed, whichever way (services/passwords/changed).
   * `keepSessionId`: the session that changed it, which stays signed in.
   */
  "password.changed": { contactId: string; keepSessionId?: string | undefined };
  /** The server turned an endpoint off after its deliveries failed for days. */
  "webhook-endpoint.disabled": { endpoint: WebhookEndpoint };
  /** Tags were put on or taken off these contacts (services/contact-tags). */
  "contact-tags.changed": { contactIds: readonly string[] };
}

export type DomainEvent = keyof DomainEvents;
export type EventName = WebhookEvent | DomainEvent;

const DOMAIN_EVENTS: readonly DomainEvent[] = [
  "password.changed",
  "webhook-endpoint.disabled",
  "contact-tags.changed",
];
const EVENT_NAMES = new Set<string>([...WEBHOOK_EVENTS, ...DOMAIN_EVENTS]);

/** What a handler of the event is given: a domain event's data, or a webhook event's. */
export type EventPayload<E extends EventName> = E extends DomainEvent ? DomainEvents[E] : EventData;

/** The transaction a handler of the event acts in: a domain event's handlers may write anything. */
export type EventTransaction<E extends EventName> = E extends DomainEvent
  ? Database | Transaction
  : EventWriter;

/** What acts on an event, in the transaction of the change it tells of. */
export interface EventHandler<E extends EventName> {
  (tx: EventTransaction<E>, data: EventPayload<E>, event: E): Promise<void>;
  /** The event about many things at once (`Emit.many`); without it, each in turn. */
  many?: (tx: EventWriter, items: readonly object[], event: E) => Promise<void>;
  /** Whether it would act on the event now (`Emit.wants`); without it, it always would. */
  wants?: (event: E) => Promise<boolean>;
}

/** `emit` of a webhook event (`Emit`) or of a domain event. */
export interface BusEmit extends Emit {
  <E extends DomainEvent>(
    tx: Database | Transaction,
    event: E,
    data: DomainEvents[E],
  ): Promise<void>;
}

export type EventBus = ReturnType<typeof createEventBus>;

/** Reads a webhook event's data, lazy or not (the bus reads lazy data once for all handlers). */
export const readEventData = (data: EventData): Promise<object> =>
  typeof data === "function" ? data() : Promise.resolve(data);

/** Lazy event data read once, however many handlers want it. */
function once(data: EventData): EventData {
  if (typeof data !== "function") return data;
  let read: Promise<object> | undefined;
  return () => (read ??= data());
}

/** A handler as the bus keeps it, whatever its events (`on` types each). */
interface Stored {
  (tx: EventWriter, data: EventData, event: EventName): Promise<void>;
  many?: (tx: EventWriter, items: readonly object[], event: EventName) => Promise<void>;
  wants?: (event: EventName) => Promise<boolean>;
}

function known(event: string): void {
  if (!EVENT_NAMES.has(event)) throw new Error(`No such event: ${event}`);
}

/**
 * The in-process domain-event bus (as Ghost's members service has): the composition root
 * registers each domain's handlers at start (`on`), services `emit` inside the transaction of
 * their change, and every handler of the event acts in that transaction, in the order they
 * were registered, so each acts if and only if the change commits. A handler's error rejects
 * the `emit`, and so rolls the change back. An event no one handles does nothing.
 */
export function createEventBus() {
  const handlers = new Map<EventName, Stored[]>();
  const of = (event: EventName) => handlers.get(event) ?? [];

  async function emit(tx: EventWriter, event: EventName, data: EventData): Promise<void> {
    known(event);
    const payload = once(data);
    for (const handler of of(event)) await handler(tx, payload, event);
  }
  const busEmit: BusEmit = Object.assign(emit, {
    async wants(event: WebhookEvent): Promise<boolean> {
      known(event);
      for (const handler of of(event)) {
        if (!handler.wants || (await handler.wants(event))) return true;
      }
      return false;
    },
    async many(tx: EventWriter, event: WebhookEvent, items: readonly object[]): Promise<void> {
      known(event);
      for (const handler of of(event)) {
        if (handler.many) await handler.many(tx, items, event);
        else for (const item of items) await handler(tx, item, event);
      }
    },
  });

  return {
    /** Registers `handler` for each of `events`; it acts after those registered before it. */
    on<E extends EventName>(events: E | readonly E[], handler: EventHandler<E>): void {
      for (const event of typeof events === "string" ? [events] : events) {
        known(event);
        // Stored with every event's handlers, it is called only with the events it was
        // registered for, whose transaction and data its type names.
        handlers.set(event, [...of(event), handler as unknown as Stored]);
      }
    },
    emit: busEmit,
  };
}
