import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Database } from "../../db/connection";
import { contacts, jobs, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createContactService } from "../contacts";
import { createJobRunner } from "../jobs";
import { recordingLog, sharedByProcesses } from "../../test-support/jobs";
import { createPasswordService, TEST_SCRYPT_COST } from "../passwords";
import { createOutboundWebhooks, deliveryJob } from ".";

const database = testDatabasePerFile();
const passwords = createPasswordService(TEST_SCRYPT_COST);

/** The webhooks of a server whose job runner is not started: deliveries stay queued. */
function webhooksOn(db: Database, cacheMs = 0) {
  const runner = createJobRunner({ db, log: recordingLog() });
  return createOutboundWebhooks({
    db,
    jobs: runner,
    allowPrivate: true,
    cacheMs,
  });
}

async function queued(db: Database) {
  const [deliveries, deliveryJobs] = await Promise.all([
    db.select().from(webhookDeliveries),
    db.select().from(jobs).where(eq(jobs.type, deliveryJob.type)),
  ]);
  return { deliveries, deliveryJobs };
}

describe("events are written in the transaction of what they tell (an outbox)", () => {
  it("queues nothing when the change rolls back, and its delivery and job when it commits", async () => {
    const { db } = database();
    await db.delete(webhookEndpoints);
    const webhooks = webhooksOn(db);
    await webhooks.create({ url: "https://example.org/hooks", events: ["contact.created"] });

    // The contact service writes in a transaction of its own, here inside the test's.
    const rolledBack = db.transaction(async (tx) => {
      const inTransaction = createContactService(tx, passwords, { emit: webhooks.emit });
      await inTransaction.create({ email: "rolled-back@example.org" });
      // The delivery is there as soon as the contact is, in the same transaction.
      expect((await queued(tx)).deliveries).toHaveLength(1);
      throw new Error("Rolled back");
    });
    await expect(rolledBack).rejects.toThrow("Rolled back");
    expect(await queued(db)).toEqual({ deliveries: [], deliveryJobs: [] });

    const service = createContactService(db, passwords, { emit: webhooks.emit });
    const contact = await service.create({ email: "committed@example.org", firstname: "Ida" });
    const { deliveries, deliveryJobs } = await queued(db);
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0]?.body ?? "")).toMatchObject({
      type: "contact.created",
      data: { contactId: contact.id, email: "committed@example.org", firstname: "Ida" },
    });
    expect(deliveryJobs).toEqual([
      expect.objectContaining({
        state: "pending",
        payload: { deliveryId: deliveries[0]?.id, round: 0, endpointId: deliveries[0]?.endpointId },
      }),
    ]);
  });

  it("still commits the change when a cached endpoint was deleted by another server", async () => {
    const { db } = database();
    await db.delete(webhookEndpoints);
    const webhooks = webhooksOn(db, 60_000);
    await webhooks.create({ url: "https://example.org/hooks", events: ["contact.created"] });
    expect(await webhooks.emit.wants("contact.created")).toBe(true);
    // Deleted behind this server's back: its cache still lists the endpoint.
    await db.delete(webhookEndpoints);
    expect(await webhooks.emit.wants("contact.created")).toBe(true);

    const service = createContactService(db, passwords, { emit: webhooks.emit });
    const contact = await service.create({ email: "stale-cache@example.org" });
    expect(contact.id).toBeTruthy();
    expect((await queued(db)).deliveries).toEqual([]);
  });

  it("keeps the delivery of a change committed just before its server was killed", async () => {
    const shared = await sharedByProcesses();
    try {
      let connection = await shared.open();
      const before = webhooksOn(connection.db);
      const { endpoint } = await before.create({
        url: "https://example.org/hooks",
        events: ["contact.created"],
      });
      await shared.close();

      const email = "killed-after-commit@example.org";
      const server = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          join(import.meta.dirname, "../../test-support/outbox-dies-after-commit.ts"),
        ],
        {
          env: { ...process.env, ...shared.env, CONTACT_EMAIL: email },
          stdio: ["ignore", "inherit", "inherit"],
        },
      );
      const [code, signal] = (await once(server, "exit")) as [number | null, string | null];
      expect({ code, signal }).toEqual({ code: null, signal: "SIGKILL" });

      connection = await shared.open();
      const [contact] = await connection.db
        .select()
        .from(contacts)
        .where(eq(contacts.email, email));
      if (!contact) throw new Error("The contact was not committed");
      const { deliveries, deliveryJobs } = await queued(connection.db);
      expect(deliveries).toEqual([
        expect.objectContaining({ endpointId: endpoint.id, event: "contact.created" }),
      ]);
      expect(JSON.parse(deliveries[0]?.body ?? "").data).toMatchObject({ contactId: contact.id });
      expect(deliveryJobs).toEqual([expect.objectContaining({ state: "pending" })]);
    } finally {
      await shared.dispose();
    }
    // The killed server loads its services through Vite first: seconds on a busy machine.
  }, 120_000);
});
