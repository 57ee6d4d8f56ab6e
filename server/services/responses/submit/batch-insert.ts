import { randomUUID } from "node:crypto";
import type { Database } from "@server/db/connection";
import { calloutResponses } from "@server/db/schema";
import type { ResponseRecord } from "../record";
import { insert, newRecord, type NewResponse } from "./insert";

/** The most responses one statement stores. */
const MOST_PER_STATEMENT = 100;

interface Waiting {
  calloutId: string;
  values: NewResponse & { id: string };
  resolve(record: ResponseRecord): void;
  reject(error: unknown): void;
}

/** Stores responses that need no transaction of their own: resolves with each one's record. */
export type BatchInsert = (calloutId: string, values: NewResponse) => Promise<ResponseRecord>;

/**
 * Stores responses that need no transaction of their own (a guest's with nothing to send, the
 * busiest path) a statement at a time: those that arrive while a statement runs go together in
 * the next. On the embedded engine each statement, its triggers' statements and its commit run
 * on the server's own thread, so fifty readers answering at once cost a few statements, not
 * fifty (issue #28 point 5). A request is answered once its statement committed, as before.
 * When a statement fails, its responses are stored one by one, so a bad row fails only its
 * own request.
 */
export function createBatchInsert(db: Database): BatchInsert {
  let waiting: Waiting[] = [];
  let running = false;

  async function store(batch: Waiting[]): Promise<void> {
    try {
      const rows = await db
        .insert(calloutResponses)
        .values(batch.map((one) => ({ ...one.values, calloutId: one.calloutId })))
        .returning();
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const one of batch) {
        const row = byId.get(one.values.id);
        if (row) one.resolve(newRecord(row));
        else one.reject(new Error("The new response was not returned"));
      }
    } catch (error) {
      if (batch.length === 1) {
        batch[0]?.reject(error);
        return;
      }
      // Which row failed is unknown: each goes alone (none of them was stored).
      await Promise.all(
        batch.map((one) => insert(db, one.calloutId, one.values).then(one.resolve, one.reject)),
      );
    }
  }

  async function drain(): Promise<void> {
    try {
      while (waiting.length > 0) {
        const batch = waiting.slice(0, MOST_PER_STATEMENT);
        waiting = waiting.slice(batch.length);
        await store(batch);
      }
    } finally {
      running = false;
    }
  }

  return (calloutId, values) =>
    new Promise<ResponseRecord>((resolve, reject) => {
      waiting.push({ calloutId, values: { ...values, id: randomUUID() }, resolve, reject });
      // The first of a burst waits a turn of the event loop, for the others to join it.
      if (!running) {
        running = true;
        setImmediate(() => void drain());
      }
    });
}
