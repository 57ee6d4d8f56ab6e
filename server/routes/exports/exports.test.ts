import { randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { EXPORT_TICKET_HEADER } from "./slot";

const database = testDatabasePerFile();

let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  admin = await signIn(app, await createTestContact(database(), { roles: ["admin"] }));
});
afterAll(() => app.close());

const exportContacts = (ticket?: string) =>
  app.inject({
    method: "GET",
    url: "/api/1.0/contact.csv",
    headers: { cookie: admin, ...(ticket ? { [EXPORT_TICKET_HEADER]: ticket } : {}) },
  });

const place = async (ticket: string) => {
  const response = await app.inject({
    method: "GET",
    url: `/api/1.0/export-queue/${ticket}`,
    headers: { cookie: admin },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ position: number | null; slots: number }>();
};

describe("exports wait their turn", () => {
  it("holds a third export until one of the two running ends, telling its place meanwhile", async () => {
    const limiter = app.services.exports;
    // Two exports of someone else's, streaming.
    const first = await limiter.acquire("someone-else");
    const second = await limiter.acquire("someone-else");
    // The third export's wait and its slot's return, told by the limiter as they happen, so
    // the test waits for them rather than polling against a clock.
    const acquire = limiter.acquire;
    let queued = () => {};
    const waiting = new Promise<void>((resolve) => (queued = resolve));
    let returned = () => {};
    const slotReturned = new Promise<void>((resolve) => (returned = resolve));
    const watched = vi.spyOn(limiter, "acquire").mockImplementationOnce((caller, options) => {
      const granted = acquire(caller, options);
      queued();
      return granted.then((release) => () => {
        release();
        returned();
      });
    });
    const ticket = randomUUID();
    const third = exportContacts(ticket);
    await waiting;
    expect(await place(ticket)).toEqual({ position: 0, slots: 2 });

    first();
    const answer = await third;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.body.split("\r\n")[0]).toContain("EmailAddress");
    // Its slot went back when its answer ended; the other is still held.
    expect(await place(ticket)).toEqual({ position: null, slots: 2 });
    await slotReturned;
    expect(limiter.running).toBe(1);
    watched.mockRestore();
    second();
    expect(limiter.running).toBe(0);
  });

  it("refuses a ticket that is not a UUID, and knows no one else's", async () => {
    const refused = await exportContacts("not-a-uuid");
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: [{ property: EXPORT_TICKET_HEADER }] });
    expect(await place(randomUUID())).toEqual({ position: null, slots: 2 });
  });
});
