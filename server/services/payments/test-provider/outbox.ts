import type { Database } from "@server/db/connection";
import { testProviderEvents } from "@server/db/schema";
import type { ProviderEvent } from "../events";
import { newId } from "./ids";

/** A database or a transaction. */
type Writer = Pick<Database, "insert">;

/** An event without its id (given here). */
export type NewEvent = ProviderEvent extends infer E
  ? E extends unknown
    ? Omit<E, "id">
    : never
  : never;

/**
 * Writes an event in the transaction of the change it reports, as a provider's outbox of
 * webhooks: it exists if and only if the change does.
 */
export async function emit(writer: Writer, event: NewEvent): Promise<void> {
  const id = newId("tev");
  await writer.insert(testProviderEvents).values({
    id,
    type: event.type,
    payload: { ...event, id },
    occurredAt: event.occurredAt,
  });
}
