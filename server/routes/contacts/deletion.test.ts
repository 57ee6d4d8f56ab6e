import { readdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  jobs,
  joinFlows,
  testProviderCustomers,
  testProviderSetups,
  webhookDeliveries,
} from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { FORGOTTEN_ADDRESS } from "../../services/contacts/forget-address";
import { joinAsMember, type JoinedMember } from "../../test-support/payments";

/** Deleting a contact leaves their address in none of the stores kept beside the contact. */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  // The receiver refuses connections: deliveries wait for their next try with their body.
  config: { webhooksAllowPrivate: true },
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

let admin = "";
let member: JoinedMember;
let bystander: JoinedMember;

/** Every file of the outbox folder, with its text. */
async function outboxFiles(): Promise<{ name: string; text: string }[]> {
  const names = await readdir(outbox()).catch(() => []);
  return Promise.all(
    names.map(async (name) => ({ name, text: await readFile(join(outbox(), name), "utf8") })),
  );
}

/** Rows of a table whose text holds the address, whatever its case. */
async function mentions(
  table:
    | typeof jobs
    | typeof joinFlows
    | typeof webhookDeliveries
    | typeof testProviderCustomers
    | typeof testProviderSetups,
) {
  const address = member.email.toUpperCase();
  return database()
    .db.select({ id: sql`1` })
    .from(table)
    .where(sql`${table}::text ilike ${`%${address}%`}`);
}

beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
  await app().services.webhooks.create({
    url: "http://127.0.0.1:9/agora",
    events: ["contact.created", "member.joined"],
  });
  member = await joinAsMember(app(), outbox());
  bystander = await joinAsMember(app(), outbox());
  const { db } = database();
  // Another join with the address, not confirmed, and an email about them still waiting.
  await db.insert(joinFlows).values({
    email: member.email,
    loginUrl: "/auth/login",
    setPasswordUrl: "/auth/set-password",
    confirmUrl: "/join/confirm-email",
  });
  await app().services.email.send("welcome", { email: member.email, firstname: "Sam" });
  await db.insert(jobs).values({
    type: "email",
    payload: { template: "welcome", recipient: null, fields: { NOTE: `${member.email} joined` } },
    runAt: new Date(Date.now() + 24 * 60 * 60 * 1000),
  });
});

describe("deleting a contact", () => {
  let deliveriesBefore = 0;
  beforeAll(async () => {
    // The address is there to forget in each store first.
    expect(await mentions(joinFlows)).toHaveLength(2);
    expect(await mentions(jobs)).not.toEqual([]);
    expect(await mentions(webhookDeliveries)).not.toEqual([]);
    expect(await mentions(testProviderCustomers)).not.toEqual([]);
    expect(await mentions(testProviderSetups)).not.toEqual([]);
    await app().services.jobs.drain();
    const files = await outboxFiles();
    expect(files.some((file) => file.text.includes(member.email))).toBe(true);
    deliveriesBefore = (await database().db.select().from(webhookDeliveries)).length;

    const deleted = await app().inject({
      method: "DELETE",
      url: `/api/1.0/contact/${member.id}`,
      headers: { cookie: admin },
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
  });

  it("removes their join flows, confirmed or not, and no one else's", async () => {
    expect(await mentions(joinFlows)).toEqual([]);
    const flows = await database().db.select({ email: joinFlows.email }).from(joinFlows);
    expect(flows.map((flow) => flow.email)).toContain(bystander.email);
  });

  it("removes emails to them and their address from other jobs", async () => {
    expect(await mentions(jobs)).toEqual([]);
    const notes = await database()
      .db.select({ payload: jobs.payload })
      .from(jobs)
      .where(sql`${jobs.payload} -> 'fields' ->> 'NOTE' is not null`);
    expect(notes.map((row) => row.payload)).toEqual([
      { template: "welcome", recipient: null, fields: { NOTE: `${FORGOTTEN_ADDRESS} joined` } },
    ]);
  });

  it("removes their address from webhook deliveries, which stay", async () => {
    expect(await mentions(webhookDeliveries)).toEqual([]);
    const deliveries = await database().db.select().from(webhookDeliveries);
    expect(deliveries).toHaveLength(deliveriesBefore);
    expect(deliveries.some((row) => row.body.includes(FORGOTTEN_ADDRESS))).toBe(true);
    expect(deliveries.some((row) => row.body.includes(bystander.email))).toBe(true);
    for (const row of deliveries) expect(() => JSON.parse(row.body) as unknown).not.toThrow();
  });

  it("removes their address from the test provider's customers and checkouts", async () => {
    expect(await mentions(testProviderCustomers)).toEqual([]);
    expect(await mentions(testProviderSetups)).toEqual([]);
  });

  it("removes the emails to them kept in the outbox folder", async () => {
    const files = await outboxFiles();
    expect(files.filter((file) => file.text.includes(member.email))).toEqual([]);
    expect(files.some((file) => file.text.includes(bystander.email))).toBe(true);
  });
});
