import { sql } from "drizzle-orm";
import { pgTable, text } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import type { Database, Transaction } from "../../db/connection";
import { testDatabasePerFile } from "../../test-support/database";
import { createEventBus, readEventData } from "./bus";

const database = testDatabasePerFile();

beforeAll(async () => {
  await database().db.execute(sql`create table bus_notes (note text not null)`);
});

/** A table of this test's own, which handlers write to. */
const busNotes = pgTable("bus_notes", { note: text("note").notNull() });

const note = (tx: Database | Transaction, text: string) =>
  tx.insert(busNotes).values({ note: text });

async function notes(): Promise<string[]> {
  const rows = await database().db.select().from(busNotes).orderBy(busNotes.note);
  return rows.map((row) => row.note);
}

describe("the domain-event bus", () => {
  it("runs an event's handlers in the order they were registered, in the emitter's transaction", async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    let first: unknown;
    bus.on("password.changed", async (tx, { contactId }) => {
      first = tx;
      heard.push(`first ${contactId}`);
    });
    bus.on(["contact.created", "password.changed"], async (tx, _data, event) => {
      expect(tx).toBe(first);
      heard.push(`second ${event}`);
    });
    await database().db.transaction(async (tx) => {
      await bus.emit(tx, "password.changed", { contactId: "c1" });
      expect(first).toBe(tx);
    });
    expect(heard).toEqual(["first c1", "second password.changed"]);
  });

  it("reads a webhook event's lazy data once however many handlers read it", async () => {
    const bus = createEventBus();
    let reads = 0;
    const read = async () => ({ contactId: `read ${++reads}` });
    const seen: object[] = [];
    for (let i = 0; i < 2; i++) {
      bus.on("contact.updated", async (_tx, data) => {
        seen.push(await readEventData(data));
      });
    }
    await bus.emit(database().db, "contact.updated", read);
    expect(seen).toEqual([{ contactId: "read 1" }, { contactId: "read 1" }]);
  });

  it("hands a batch to a handler's `many`, or to the handler once per item", async () => {
    const bus = createEventBus();
    const heard: string[] = [];
    bus.on(
      "contact.created",
      Object.assign(async () => void heard.push("one at a time"), {
        many: async (_tx: unknown, items: readonly object[]) =>
          void heard.push(`${items.length} at once`),
      }),
    );
    bus.on("contact.created", async (_tx, data) => {
      heard.push(`each ${JSON.stringify(await readEventData(data))}`);
    });
    await bus.emit.many(database().db, "contact.created", [{ n: 1 }, { n: 2 }]);
    expect(heard).toEqual(["2 at once", 'each {"n":1}', 'each {"n":2}']);
  });

  it("wants an event a handler wants, or one without a say", async () => {
    const bus = createEventBus();
    expect(await bus.emit.wants("response.submitted")).toBe(false);
    bus.on(
      "response.submitted",
      Object.assign(async () => {}, { wants: async () => false }),
    );
    expect(await bus.emit.wants("response.submitted")).toBe(false);
    bus.on("response.submitted", async () => {});
    expect(await bus.emit.wants("response.submitted")).toBe(true);
  });

  it("does nothing for an event no one handles, and refuses a name it does not know", async () => {
    const bus = createEventBus();
    await expect(bus.emit(database().db, "contribution.cancelled", {})).resolves.toBeUndefined();
    // @ts-expect-error: not an event
    const register = () => bus.on("contact.renamed", async () => {});
    expect(register).toThrow("No such event: contact.renamed");
    // @ts-expect-error: not an event
    const send = () => bus.emit(database().db, "contact.renamed", {});
    await expect(send()).rejects.toThrow("No such event: contact.renamed");
  });

  it("commits what handlers write with the change, and rolls both back when one throws", async () => {
    const bus = createEventBus();
    const after: string[] = [];
    let fail = false;
    bus.on("password.changed", async (tx, { contactId }) => {
      await note(tx, `handled ${contactId}`);
    });
    bus.on("password.changed", async () => {
      if (fail) throw new Error("the handler failed");
    });
    bus.on("password.changed", async () => void after.push("ran"));
    const change = (contactId: string) =>
      database().db.transaction(async (tx) => {
        await note(tx, `changed ${contactId}`);
        await bus.emit(tx, "password.changed", { contactId });
      });
    await change("c2");
    fail = true;
    await expect(change("c3")).rejects.toThrow("the handler failed");
    expect(await notes()).toEqual(["changed c2", "handled c2"]);
    expect(after).toEqual(["ran"]);
  });
});
