import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseConnection } from "../../db/connection";
import * as schema from "../../db/schema";
import { createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
const CONTACTS = 600;

/** What the database was asked, in the order it began and finished. */
type Event = "page sent" | "page done" | "health asked" | "ping sent" | "ping done";

/**
 * The connection with its client watched: each export page's statement and each health
 * ping, when sent and when answered. Health pings go through the watched client too, and so
 * do the pool's clients a transaction takes (PostgreSQL reads each page in one).
 */
function watched(connection: DatabaseConnection, events: Event[]): DatabaseConnection {
  const kindOf = (text: string) =>
    text.includes('"page"') ? "page" : text.trim() === "select 1" ? "ping" : undefined;
  const watch = <Client extends object>(watchedClient: Client): Client =>
    new Proxy(watchedClient, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== "function") return value;
        if (property === "connect") {
          return async (...args: unknown[]) => {
            const taken: unknown = await value.apply(target, args);
            return taken && typeof taken === "object" ? watch(taken) : taken;
          };
        }
        if (property !== "query") return value.bind(target);
        return async (...args: unknown[]) => {
          const [first] = args;
          const text = typeof first === "string" ? first : (first as { text?: string }).text;
          const kind = kindOf(text ?? "");
          if (kind) events.push(`${kind} sent`);
          try {
            return (await value.apply(target, args)) as unknown;
          } finally {
            if (kind) events.push(`${kind} done`);
          }
        };
      },
    });
  const client = watch(connection.client);
  const db =
    connection.engine === "pglite"
      ? drizzlePglite({ client: client as typeof connection.client, schema })
      : drizzleNodePostgres({ client: client as typeof connection.client, schema });
  return {
    ...connection,
    db,
    async ping() {
      await db.execute(sql`select 1`);
      return true;
    },
  } as DatabaseConnection;
}

const events: Event[] = [];
let app: FastifyInstance;
let admin: string;

beforeAll(async () => {
  const connection = database();
  await connection.db.execute(
    sql.raw(`insert into contacts (email, joined)
      select 'paced-' || n || '@example.org', now() - make_interval(mins => n)
      from generate_series(1, ${CONTACTS}) as n`),
  );
  app = await buildTestApp({ database: watched(connection, events), backgroundJobs: false });
  admin = await signIn(app, await createTestContact(connection, { roles: ["admin"] }));
});
afterAll(() => app.close());

describe("exports give way to requests", () => {
  it("answers a health check mid-way through two exports after one export page at most", async () => {
    const exportAll = () =>
      app.inject({ method: "GET", url: "/api/1.0/contact.csv", headers: { cookie: admin } });
    events.length = 0;
    const exports = [exportAll(), exportAll()];
    // Mid-way: both exports are reading once each has sent a page and one has had its answer.
    for (;;) {
      await new Promise((resolve) => setImmediate(resolve));
      const sent = events.filter((event) => event === "page sent").length;
      if (sent >= 3 && events.includes("page done")) break;
    }
    events.push("health asked");
    const health = await app.inject({ method: "GET", url: "/api/1.0/health" });
    expect(health.statusCode).toBe(200);
    for (const answer of await Promise.all(exports)) {
      expect(answer.statusCode, answer.body).toBe(200);
      expect(Number(answer.headers["x-total-count"])).toBeGreaterThanOrEqual(CONTACTS);
    }

    const asked = events.indexOf("health asked");
    const pinged = events.indexOf("ping done");
    const waitedFor = events.slice(asked, pinged).filter((event) => event === "page done");
    expect(asked).toBeGreaterThan(0);
    expect(pinged).toBeGreaterThan(asked);
    // The exports' page under way when the check came, and no other.
    expect(waitedFor.length, events.slice(asked - 2, pinged + 1).join(", ")).toBeLessThanOrEqual(1);
    // Never two export pages at the database at once.
    let reading = 0;
    for (const event of events) {
      if (event === "page sent") reading += 1;
      if (event === "page done") reading -= 1;
      expect(reading).toBeLessThanOrEqual(1);
    }
  });
});
