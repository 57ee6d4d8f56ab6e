import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { jobs, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createJobRunner } from "../jobs";
import { recordingLog } from "../../test-support/jobs";
import { createOutboundWebhooks, DELIVERY_BATCH_SIZE, deliveryBatchJob, deliveryJob } from ".";

const database = testDatabasePerFile();

/** A receiver on this machine: the bodies it got, answering the statuses queued in `answers`. */
let listener: Server;
let listenerUrl: string;
let received: string[] = [];
let answers: number[] = [];

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push(Buffer.concat(chunks).toString("utf8"));
      response.statusCode = answers.shift() ?? 200;
      response.end();
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;
});
afterAll(() => new Promise((resolve) => listener.close(resolve)));
beforeEach(async () => {
  received = [];
  answers = [];
  await database().db.delete(webhookEndpoints);
  await database().db.delete(jobs);
});

/** Webhooks on a runner that is not started: jobs run when the test drains them. */
function webhooksOn() {
  const { db } = database();
  const runner = createJobRunner({ db, log: recordingLog() });
  const webhooks = createOutboundWebhooks({ db, jobs: runner, allowPrivate: true });
  return { runner, webhooks };
}

const contactEvents = (count: number, from = 0) =>
  Array.from({ length: count }, (_, index) => ({ contactId: `c${from + index}` }));

const pendingJobs = (type: string) =>
  database()
    .db.select()
    .from(jobs)
    .where(sql`${jobs.type} = ${type} and ${jobs.state} = 'pending'`);

describe("the events of a bulk write (an import's)", () => {
  it("reach each endpoint as one job per batch, each event still its own signed request", async () => {
    const { runner, webhooks } = webhooksOn();
    const first = await webhooks.create({ url: listenerUrl, events: ["contact.created"] });
    await webhooks.create({ url: listenerUrl, events: ["contact.created"] });
    const count = DELIVERY_BATCH_SIZE * 2 + 50;
    await database().db.transaction((tx) =>
      webhooks.emit.many(tx, "contact.created", contactEvents(count)),
    );

    const batches = await pendingJobs(deliveryBatchJob.type);
    expect(batches).toHaveLength(6);
    expect(await pendingJobs(deliveryJob.type)).toHaveLength(0);
    const firstBatches = batches.filter(
      (job) => (job.payload as { endpointId: string }).endpointId === first.endpoint.id,
    );
    expect(
      firstBatches.map((job) => (job.payload as { deliveryIds: string[] }).deliveryIds.length),
    ).toEqual(expect.arrayContaining([DELIVERY_BATCH_SIZE, DELIVERY_BATCH_SIZE, 50]));

    await runner.drain();
    expect(received).toHaveLength(count * 2);
    const bodies = received.map((body) => JSON.parse(body) as { type: string; data: object });
    expect(bodies.every((body) => body.type === "contact.created")).toBe(true);
    const states = await database()
      .db.select({ state: webhookDeliveries.state })
      .from(webhookDeliveries);
    expect(new Set(states.map((row) => row.state))).toEqual(new Set(["succeeded"]));
  });

  it("stops a batch at a failure and sends only what is left on its next try", async () => {
    const { runner, webhooks } = webhooksOn();
    await webhooks.create({ url: listenerUrl, events: ["contact.created"] });
    await database().db.transaction((tx) =>
      webhooks.emit.many(tx, "contact.created", contactEvents(3)),
    );
    answers = [200, 500];
    await runner.drain();
    expect(received).toHaveLength(2);
    const [job] = await pendingJobs(deliveryBatchJob.type);
    expect(job).toMatchObject({ attempts: 1, lockedBy: null });

    await database()
      .db.update(jobs)
      .set({ runAt: sql`now()` })
      .where(eq(jobs.id, job?.id ?? ""));
    await runner.drain();
    // The first is not sent again; the second is, then the third.
    expect(received).toHaveLength(4);
    expect(received[2]).toBe(received[1]);
    const deliveries = await database()
      .db.select()
      .from(webhookDeliveries)
      .orderBy(webhookDeliveries.attempts);
    expect(deliveries.map((row) => [row.state, row.attempts])).toEqual([
      ["succeeded", 1],
      ["succeeded", 1],
      ["succeeded", 2],
    ]);
  });
});

describe("deleting an endpoint", () => {
  it("deletes the jobs of its queued deliveries with it, and leaves other endpoints' alone", async () => {
    const { webhooks } = webhooksOn();
    const gone = await webhooks.create({ url: listenerUrl, events: ["contact.created"] });
    const kept = await webhooks.create({ url: listenerUrl, events: ["contact.created"] });
    const { db } = database();
    await db.transaction((tx) => webhooks.emit.many(tx, "contact.created", contactEvents(150)));
    await webhooks.emit(db, "contact.created", { contactId: "single" });
    // A job queued before jobs named their endpoint.
    const [legacy] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: gone.endpoint.id, event: "contact.created", body: "{}" })
      .returning();
    await db
      .insert(jobs)
      .values({ type: deliveryJob.type, payload: { deliveryId: legacy?.id, round: 0 } });
    expect(await pendingJobs(deliveryBatchJob.type)).toHaveLength(4);
    expect(await pendingJobs(deliveryJob.type)).toHaveLength(3);

    expect(await webhooks.remove(gone.endpoint.id)).toBe(true);
    const left = [
      ...(await pendingJobs(deliveryBatchJob.type)),
      ...(await pendingJobs(deliveryJob.type)),
    ];
    expect(left).toHaveLength(3);
    for (const job of left) {
      expect((job.payload as { endpointId?: string }).endpointId).toBe(kept.endpoint.id);
    }
  });
});
