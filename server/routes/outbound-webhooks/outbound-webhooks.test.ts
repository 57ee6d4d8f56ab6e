import { randomUUID } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { and, eq, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type {
  NewWebhookEndpoint,
  WebhookDelivery,
  WebhookDeliveryPage,
  WebhookEndpoint,
} from "@core/outbound-webhooks";
import { emailChanges, jobs, webhookDeliveries, webhookEndpoints } from "../../db/schema";
import { outboxDirectory } from "../../services/email";
import { readOutbox } from "../../test-support/email";
import { hashToken } from "../../services/recovery/flows";
import { resetLinkOf, waitForEmail } from "../../test-support/recovery";
import { deliveryJob } from "../../services/outbound-webhooks";
import { isPrivateAddress } from "../../services/outbound-webhooks/address-guard";
import { sendDelivery } from "../../services/outbound-webhooks/send";
import { SIGNATURE_HEADER, verifySignature } from "../../services/outbound-webhooks/signature";
import { input } from "@tests/support/core/forms";
import { calloutBody } from "../../test-support/callouts";
import { joinAsMember } from "../../test-support/payments";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildApp } from "../../app";
import { FAST_SECURITY, buildTestApp, testConfig } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();

/** What the local receiver got: headers and the body as sent. */
interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

/** A receiver on this machine, answering the statuses queued in `answers` (200 when none). */
let listener: Server;
let listenerUrl: string;
let received: Received[] = [];
let answers: number[] = [];
/** While set, the receiver holds its answers until it settles: a delivery stays in flight. */
let hold: Promise<void> | undefined;

let app: FastifyInstance;
let strictApp: FastifyInstance;
let superadmin: string;
let strictSuperadmin: string;
let superadminEmail: string;
let dataDir: string;

beforeAll(async () => {
  listener = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      void (hold ?? Promise.resolve()).then(() => {
        response.statusCode = answers.shift() ?? 200;
        response.end("thanks");
      });
    });
  });
  await new Promise<void>((resolve) => listener.listen(0, "127.0.0.1", resolve));
  listenerUrl = `http://127.0.0.1:${(listener.address() as AddressInfo).port}/hooks`;

  // The tests' installation allows private addresses, for the listener; the strict one does not.
  dataDir = await mkdtemp(join(tmpdir(), "agora-webhooks-"));
  app = await buildTestApp({
    database: database(),
    config: { webhooksAllowPrivate: true, dataDir },
  });
  // Its job runner is left stopped, so every delivery runs on the first app's.
  strictApp = await buildApp({
    config: testConfig(),
    database: database(),
    securityTuning: FAST_SECURITY,
  });
  const contact = await createTestContact(database(), { roles: ["superadmin"] });
  superadminEmail = contact.email;
  superadmin = await signIn(app, contact);
  strictSuperadmin = await signIn(strictApp, contact);
});
afterAll(async () => {
  await app.close();
  await strictApp.close();
  await new Promise((resolve) => listener.close(resolve));
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  received = [];
  answers = [];
  await database().db.delete(webhookEndpoints);
});

const call = (
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  on = app,
) =>
  on.inject({
    method,
    url: `/api/1.0${url}`,
    headers: { cookie: on === app ? superadmin : strictSuperadmin },
    ...(payload ? { payload } : {}),
  });

async function createEndpoint(
  body: object = { url: listenerUrl, events: ["response.submitted"] },
): Promise<NewWebhookEndpoint> {
  const response = await call("POST", "/webhook-endpoint", body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NewWebhookEndpoint>();
}

async function deliveriesOf(endpointId: string): Promise<WebhookDelivery[]> {
  const response = await call("GET", `/webhook-endpoint/${endpointId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return response.json<WebhookDeliveryPage>().items;
}

/**
 * Runs every job due now to the end (deliveries, and the emails and retries they queue),
 * waiting for any the started runner's own poll took: the test waits for the jobs themselves,
 * not for a clock.
 */
const drain = () => app.services.jobs.drain();

/** The delivery once the job runner has settled it. */
async function settled(deliveryId: string, state: WebhookDelivery["state"] = "succeeded") {
  await drain();
  const [row] = await database()
    .db.select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.id, deliveryId));
  expect(row?.state).toBe(state);
}

const jobOf = (deliveryId: string) =>
  and(eq(jobs.type, deliveryJob.type), sql`${jobs.payload}->>'deliveryId' = ${deliveryId}`);

/**
 * The delivery's job, once its failed try is recorded and it waits for the next, made due now
 * as if the wait had passed (and with `attempts` tries behind it, if given).
 */
async function makeDue(deliveryId: string, attempts?: number) {
  await drain();
  const [job] = await database().db.select().from(jobs).where(jobOf(deliveryId));
  expect(job).toMatchObject({ state: "pending", lockedBy: null, attempts: 1 });
  await database()
    .db.update(jobs)
    .set({ runAt: sql`now()`, ...(attempts === undefined ? {} : { attempts }) })
    .where(jobOf(deliveryId));
  app.services.jobs.poke();
}

describe("webhook endpoints", () => {
  it("answers the signing secret once, and stores it sealed", async () => {
    const { endpoint, secret } = await createEndpoint({
      url: listenerUrl,
      description: " CRM ",
      events: ["response.submitted", "member.joined"],
    });
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(endpoint).toMatchObject({ description: "CRM", enabled: true, disabledReason: null });

    const listed = (await call("GET", "/webhook-endpoint")).json<WebhookEndpoint[]>();
    expect(listed.map((one) => one.id)).toEqual([endpoint.id]);
    expect(JSON.stringify(listed)).not.toContain(secret);
    const one = await call("GET", `/webhook-endpoint/${endpoint.id}`);
    expect(one.body).not.toContain(secret);
    const [row] = await database().db.select().from(webhookEndpoints);
    expect(row?.secretSealed).not.toContain(secret.slice(6));
  });

  it("names the field of a bad URL or event list", async () => {
    const badUrl = await call("POST", "/webhook-endpoint", {
      url: "ftp://example.org",
      events: ["member.joined"],
    });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json().errors).toContainEqual(expect.objectContaining({ property: "url" }));
    const noEvents = await call("POST", "/webhook-endpoint", { url: listenerUrl, events: [] });
    expect(noEvents.statusCode).toBe(400);
    expect(noEvents.json().errors).toContainEqual(expect.objectContaining({ property: "events" }));
    const twice = await call("POST", "/webhook-endpoint", {
      url: listenerUrl,
      events: ["member.joined", "member.joined"],
    });
    expect(twice.statusCode).toBe(400);
  });

  it("changes, turns off and deletes an endpoint; unknown ones are 404", async () => {
    const { endpoint } = await createEndpoint();
    const changed = await call("PATCH", `/webhook-endpoint/${endpoint.id}`, {
      events: ["contact.created"],
      enabled: false,
    });
    expect(changed.json()).toMatchObject({ events: ["contact.created"], enabled: false });
    expect((await call("DELETE", `/webhook-endpoint/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call("GET", `/webhook-endpoint/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call("DELETE", `/webhook-endpoint/${endpoint.id}`)).statusCode).toBe(404);
    expect((await call("GET", "/webhook-endpoint/not-a-uuid")).statusCode).toBe(404);
  });
});

describe("deliveries", () => {
  it("sends an event its endpoints chose, signed with their secret", async () => {
    const { endpoint, secret } = await createEndpoint();
    await createEndpoint({ url: listenerUrl, events: ["contact.created"] });
    await app.services.webhooks.emit(database().db, "response.submitted", { responseId: "r1" });

    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error("No delivery");
    await settled(delivery.id);
    expect(received).toHaveLength(1);
    const [got] = received;
    if (!got) throw new Error("Nothing received");
    expect(verifySignature(secret, got.headers[SIGNATURE_HEADER] as string, got.body)).toBe(true);
    expect(verifySignature("whsec_other", got.headers[SIGNATURE_HEADER] as string, got.body)).toBe(
      false,
    );
    expect(got.headers["agora-event"]).toBe("response.submitted");
    expect(got.headers["agora-delivery"]).toBe(delivery.id);
    expect(JSON.parse(got.body)).toMatchObject({
      id: delivery.id,
      type: "response.submitted",
      data: { responseId: "r1" },
    });
    const [after] = await deliveriesOf(endpoint.id);
    expect(after).toMatchObject({ state: "succeeded", attempts: 1, responseCode: 200 });
  });

  it("tries again after a 500, with the same body and id", async () => {
    const { endpoint, secret } = await createEndpoint();
    answers = [500];
    await app.services.webhooks.emit(database().db, "response.submitted", { responseId: "r2" });
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error("No delivery");
    await makeDue(delivery.id);
    await settled(delivery.id);
    expect(received).toHaveLength(2);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(
      verifySignature(secret, received[1]?.headers[SIGNATURE_HEADER] as string, received[1]!.body),
    ).toBe(true);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({
      attempts: 2,
      responseCode: 200,
    });
  });

  it("redelivers once however often redelivery is asked while it waits", async () => {
    const { endpoint } = await createEndpoint();
    await app.services.webhooks.emit(database().db, "response.submitted", { responseId: "r3" });
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error("No delivery");
    await settled(delivery.id);

    // The receiver holds its answer, so the redelivery is still waiting when asked again
    // (without it, a fast runner may have sent it in between).
    let release = () => {};
    hold = new Promise((resolve) => (release = resolve));
    const first = await call("POST", `/webhook-delivery/${delivery.id}/redeliver`);
    const second = await call("POST", `/webhook-delivery/${delivery.id}/redeliver`);
    release();
    hold = undefined;
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(409);
    await settled(delivery.id);
    // Its job finishes and nothing else is queued for it: one more try, and no more.
    const queued = await database()
      .db.select()
      .from(jobs)
      .where(and(jobOf(delivery.id), eq(jobs.state, "pending")));
    expect(queued).toEqual([]);
    expect(received).toHaveLength(2);
    expect(received[1]?.headers["agora-delivery"]).toBe(delivery.id);
    expect(received[1]?.body).toBe(received[0]?.body);
    expect(
      (await call("POST", "/webhook-delivery/00000000-0000-4000-8000-000000000000/redeliver"))
        .statusCode,
    ).toBe(404);
  });

  it("sends a test event to the endpoint asked only", async () => {
    const { endpoint } = await createEndpoint();
    await createEndpoint();
    const response = await call("POST", `/webhook-endpoint/${endpoint.id}/test`);
    expect(response.statusCode).toBe(200);
    const delivery = response.json<WebhookDelivery>();
    expect(delivery.event).toBe("webhook.test");
    await settled(delivery.id);
    expect(received).toHaveLength(1);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ type: "webhook.test" });
  });

  it("turns an endpoint off once a delivery has failed every try, and sends it nothing more", async () => {
    const { endpoint } = await createEndpoint();
    answers = [503];
    await app.services.webhooks.emit(database().db, "response.submitted", { responseId: "r4" });
    const [delivery] = await deliveriesOf(endpoint.id);
    if (!delivery) throw new Error("No delivery");
    // As if the tries of three days had failed: the next is the last.
    await makeDue(delivery.id, deliveryJob.maxAttempts - 1);
    answers = [503];
    await settled(delivery.id, "failed");
    const off = (await call("GET", `/webhook-endpoint/${endpoint.id}`)).json<WebhookEndpoint>();
    expect(off.enabled).toBe(false);
    expect(off.disabledReason).toMatch(/3 days/);
    // Each superadmin is told, with the address and where to turn it on again.
    await drain();
    const sent = await readOutbox(outboxDirectory(dataDir));
    const told = sent.filter((email) => email.template === "webhook-disabled");
    expect(told.map((email) => email.to)).toContainEqual(expect.stringContaining(superadminEmail));
    expect(told[0]?.text).toContain(listenerUrl);
    expect(told[0]?.links).toContainEqual(expect.stringContaining("/admin/settings/webhooks"));

    await app.services.webhooks.emit(database().db, "response.submitted", { responseId: "r5" });
    expect(await deliveriesOf(endpoint.id)).toHaveLength(1);
  });
});

describe("private addresses", () => {
  it.each([
    "http://127.0.0.1:9/hooks",
    "http://localhost/hooks",
    "http://[::1]/hooks",
    "http://169.254.169.254/latest/meta-data",
    "http://10.1.2.3/",
    "http://192.168.0.10/",
    "http://[::ffff:127.0.0.1]/",
    "http://[fe80::1]/",
    // A name the URL parser refuses (an empty punycode label) reaches nowhere: 400, not 500.
    "http://xn--a.example.org/",
  ])("refuses %s where the installation does not allow them", async (url) => {
    const response = await call(
      "POST",
      "/webhook-endpoint",
      { url, events: ["member.joined"] },
      strictApp,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toContainEqual(expect.objectContaining({ property: "url" }));
  });

  it("never sends to one, checking the addresses a name resolves to when it connects", async () => {
    for (const url of [listenerUrl, listenerUrl.replace("127.0.0.1", "localhost")]) {
      const outcome = await sendDelivery({ url, body: "{}", headers: {}, allowPrivate: false });
      expect(outcome).toMatchObject({ ok: false, permanent: true, status: null });
      expect(outcome.error).toMatch(/private/);
    }
    expect(received).toEqual([]);
    const allowed = await sendDelivery({
      url: listenerUrl,
      body: "{}",
      headers: {},
      allowPrivate: true,
    });
    expect(allowed).toMatchObject({ ok: true, status: 200 });
  });

  it("knows which addresses are private", () => {
    for (const address of [
      "127.0.0.1",
      "10.0.0.1",
      "172.20.1.1",
      "192.168.1.1",
      "169.254.169.254",
      "100.64.0.1",
      "0.0.0.0",
      "::1",
      "fd00::1",
      "fe80::1",
      "::ffff:10.0.0.1",
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "172.32.0.1"]) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe("events from the services", () => {
  /** The bodies received so far, parsed, once `count` have arrived. */
  async function bodies(count: number): Promise<{ type: string; data: Record<string, unknown> }[]> {
    await drain();
    expect(received).toHaveLength(count);
    return received.map((one) => JSON.parse(one.body));
  }

  it("tells of a response submitted in a callout, and of its triage", async () => {
    await createEndpoint({
      url: listenerUrl,
      events: ["response.submitted", "response.triaged"],
    });
    const callout = await app.services.callouts.create(calloutBody({ access: "anonymous" }));
    const submitted = await app.inject({
      method: "POST",
      url: `/api/1.0/callout/${callout.id}/responses`,
      payload: { answers: { slide1: { view: "Tastes of iron" } } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const responseId = submitted.json<{ id: string }>().id;
    const [event] = await bodies(1);
    expect(event).toMatchObject({
      type: "response.submitted",
      data: {
        responseId,
        calloutId: callout.id,
        contactId: null,
        answers: { slide1: { view: "Tastes of iron" } },
      },
    });

    const triaged = await call("PATCH", `/callout-responses/${responseId}`, { bucket: "review" });
    expect(triaged.statusCode, triaged.body).toBe(200);
    const [, triage] = await bodies(2);
    expect(triage).toMatchObject({
      type: "response.triaged",
      data: { responseId, affected: 1, updates: { bucket: "review" } },
    });
  });

  it("hands a file answer, stored as a path, to the receiver with the site's address", async () => {
    await createEndpoint({ url: listenerUrl, events: ["response.submitted"] });
    const formSchema = {
      slides: [
        {
          id: "s",
          title: "Photo",
          navigation: { nextSlideId: "" },
          components: [input("file", { key: "photo" })],
        },
      ],
    };
    const callout = await app.services.callouts.create(
      calloutBody({ access: "anonymous", formSchema }),
    );
    const submitted = await app.inject({
      method: "POST",
      url: `/api/1.0/callout/${callout.id}/responses`,
      payload: { answers: { s: { photo: [{ url: "/api/1.0/images/abc", name: "a.jpg" }] } } },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const [event] = await bodies(1);
    const { baseUrl } = testConfig();
    expect(event?.data.answers).toEqual({
      s: { photo: [{ url: `${baseUrl}/api/1.0/images/abc`, name: "a.jpg" }] },
    });
  });

  it("tells of contacts changed, naming the fields and never a password", async () => {
    await createEndpoint({ url: listenerUrl, events: ["contact.updated"] });
    const contact = await createTestContact(database(), { roles: ["member"] });
    const response = await call("PATCH", `/contact/${contact.id}`, {
      firstname: "Ada",
      password: "Another-Harbour-77",
    });
    expect(response.statusCode, response.body).toBe(200);
    const [event] = await bodies(1);
    expect(event).toEqual(
      expect.objectContaining({
        type: "contact.updated",
        data: { contactId: contact.id, changed: ["firstname", "password"] },
      }),
    );
    expect(received[0]?.body).not.toContain("Another-Harbour-77");
  });

  it("tells of contacts an import adds or updates, a confirmed new email and a reset password", async () => {
    await createEndpoint({ url: listenerUrl, events: ["contact.created", "contact.updated"] });
    const known = await createTestContact(database(), { roles: ["member"] });
    const csv = `email,first,phone\r\n${known.email},Renamed,\r\nnew@hooks.test,Newcomer,+44 20 7946 0001`;
    const started = await call("POST", "/contact-import", {
      csv,
      mapping: ["email", "firstname", "telephone"],
      existing: "update",
    });
    expect(started.statusCode, started.body).toBe(202);
    const imported = await bodies(2);
    const added = await app.services.contacts.findByEmail("new@hooks.test");
    expect(imported).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: "contact.updated",
          data: { contactId: known.id, changed: ["firstname", "profile.telephone"] },
        }),
        expect.objectContaining({
          type: "contact.created",
          data: {
            contactId: added?.id,
            email: "new@hooks.test",
            firstname: "Newcomer",
            lastname: "",
          },
        }),
      ]),
    );

    const token = randomUUID();
    await database()
      .db.insert(emailChanges)
      .values({ contactId: known.id, newEmail: "moved@hooks.test", tokenHash: hashToken(token) });
    const confirmed = await app.inject({ method: "PUT", url: `/api/1.0/email-change/${token}` });
    expect(confirmed.statusCode, confirmed.body).toBe(204);
    const [, , moved] = await bodies(3);
    expect(moved).toMatchObject({
      type: "contact.updated",
      data: { contactId: known.id, changed: ["email"] },
    });

    const asked = await app.inject({
      method: "POST",
      url: "/api/1.0/reset-password",
      payload: { email: "moved@hooks.test", resetUrl: "http://localhost:3000/auth/reset-password" },
    });
    expect(asked.statusCode, asked.body).toBe(204);
    const link = resetLinkOf(
      await waitForEmail(app, outboxDirectory(dataDir), "moved@hooks.test", "reset-password"),
    );
    const reset = await app.inject({
      method: "PUT",
      url: `/api/1.0/reset-password/${link.id}`,
      payload: { password: "Quiet-Harbour-77" },
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const [, , , after] = await bodies(4);
    expect(after).toMatchObject({
      type: "contact.updated",
      data: { contactId: known.id, changed: ["password"] },
    });
    expect(received[3]?.body).not.toContain("Quiet-Harbour-77");
  });
  it("tells of a join, the contribution it starts, its payment, a cancellation and a manual one", async () => {
    await createEndpoint({
      url: listenerUrl,
      events: [
        "contact.created",
        "member.joined",
        "contribution.changed",
        "contribution.cancelled",
        "payment.succeeded",
      ],
    });
    const member = await joinAsMember(app, outboxDirectory(dataDir));
    const cancelled = await call("POST", `/contact/${member.id}/contribution/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const forced = await call("PATCH", `/contact/${member.id}/contribution/force`, {
      type: "Manual",
      amount: 60,
      period: "annually",
    });
    expect(forced.statusCode, forced.body).toBe(200);

    const events = await bodies(6);
    const of = (type: string) => events.filter((event) => event.type === type);
    expect(of("contact.created")).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ contactId: member.id }) }),
    ]);
    expect(of("member.joined")).toEqual([
      expect.objectContaining({
        data: { contactId: member.id, newContact: true, email: member.email },
      }),
    ]);
    expect(of("payment.succeeded")).toEqual([
      expect.objectContaining({
        data: expect.objectContaining({ contactId: member.id, amount: 5, provider: "test" }),
      }),
    ]);
    expect(of("contribution.cancelled")).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ contactId: member.id }) }),
    ]);
    // The contribution as stored, in either order (each delivery is a job of its own).
    const changes = of("contribution.changed").map((event) => event.data);
    expect(changes).toHaveLength(2);
    expect(changes).toEqual(
      expect.arrayContaining([
        {
          contactId: member.id,
          contribution: expect.objectContaining({
            type: "Automatic",
            amount: 5,
            period: "monthly",
            membershipStatus: "active",
          }),
        },
        {
          contactId: member.id,
          contribution: expect.objectContaining({ type: "Manual", amount: 60, period: "annually" }),
        },
      ]),
    );
    // Never its payment method, which only the provider knows.
    const automatic = changes.find((data) => JSON.stringify(data).includes("Automatic"));
    expect(automatic?.contribution).not.toHaveProperty("paymentSource");
    // The membership state, which the older fields agree with (issue #23).
    expect(automatic?.contribution).toMatchObject({
      membership: { status: "active", nextPaymentAmount: 5, paymentInFlight: false },
    });
    const told = automatic?.contribution as
      { renewalDate?: string; membership?: { nextPaymentAt?: string } } | undefined;
    expect(told?.renewalDate).toBe(told?.membership?.nextPaymentAt);
  });
});
