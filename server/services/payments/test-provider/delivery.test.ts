import { describe, expect, it } from "vitest";
import { testProviderEvents } from "@server/db/schema";
import { testDatabasePerFile } from "@server/test-support/database";
import { recordingLog } from "@server/test-support/jobs";
import type { EventHandler, ProviderEvent } from "../events";
import { DELIVERY_ATTEMPTS, deliverEvents } from "./delivery";
import { emit } from "./outbox";

const database = testDatabasePerFile();

/** A handler that takes events in order, refusing those whose customer it is told to refuse. */
function handler(refuse: Set<string>) {
  const taken: string[] = [];
  const fake: Pick<EventHandler, "apply"> = {
    apply(_provider, event: ProviderEvent) {
      if (event.type !== "customer.deleted") throw new Error("unexpected");
      if (refuse.has(event.customer.id)) return Promise.reject(new Error("Not now"));
      taken.push(event.customer.id);
      return Promise.resolve("applied" as const);
    },
  };
  return { taken, handler: fake };
}

const deleted = (id: string) =>
  emit(database().db, {
    type: "customer.deleted",
    occurredAt: new Date("2025-01-01T00:00:00Z"),
    customer: { id },
  });

describe("delivering the test provider's events", () => {
  it("keeps their order, holds the later ones behind one that fails, and gives that up in the end", async () => {
    await deleted("first");
    await deleted("stuck");
    await deleted("third");
    const refuse = new Set(["stuck"]);
    const { taken, handler: fake } = handler(refuse);
    const log = recordingLog();

    expect(await deliverEvents(database().db, fake, log)).toBe(1);
    expect(taken).toEqual(["first"]);
    for (let round = 2; round < DELIVERY_ATTEMPTS; round++) {
      await deliverEvents(database().db, fake, log);
    }
    expect(taken).toEqual(["first"]);
    // The last try fails too: it is given up, and the next one goes.
    expect(await deliverEvents(database().db, fake, log)).toBe(1);
    expect(taken).toEqual(["first", "third"]);
    expect(log.entries.filter((entry) => entry.level === "error").map((e) => e.message)).toEqual([
      "The test provider gave up delivering an event",
    ]);
    const rows = await database().db.select().from(testProviderEvents);
    expect(rows.every((row) => row.deliveredAt !== null)).toBe(true);
  });
});
