import { and, count, eq, like } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { ImportStatus } from "@core/contacts";
import { jobs } from "../../db/schema";
import { apiCaller, createTestContact, signIn } from "../../test-support/accounts";
import { testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

/**
 * A contact import reaches the audience as the newsletter's bulk sync does: in batches of 500
 * (Mailchimp's batch subscribe), not a call per contact: the 10,000 make twenty.
 */
const database = testDatabasePerFile();
const { app } = testAppPerFile(database, { config: { newsletter: { standIn: true } } });
const ROWS = 10_000;

let admin: string;
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
});

const call = apiCaller(app, () => admin);

/** Runs jobs until no newsletter push is left pending (the runner may hold some a moment). */
async function drain(): Promise<void> {
  for (let round = 0; round < 20; round++) {
    await app().services.jobs.drain();
    const [left] = await database()
      .db.select({ pending: count() })
      .from(jobs)
      .where(and(like(jobs.type, "newsletter-%"), eq(jobs.state, "pending")));
    if ((left?.pending ?? 0) === 0) return;
  }
  throw new Error("Newsletter jobs were still pending after 20 drains");
}

describe("a contact import", () => {
  it("sends 10,000 imported contacts to the audience, with their statuses, in batches of 500", async () => {
    const standIn = app().services.newsletter.standIn;
    if (!standIn) throw new Error("The test app runs the stand-in audience");
    const rows = Array.from({ length: ROWS }, (_, i) => {
      const status = i % 2 === 0 ? "subscribed" : "unsubscribed";
      return `reader-${i}@import-batches.test,Reader,${i},${status}`;
    });
    const csv = ["email,firstname,lastname,newsletter", ...rows].join("\r\n");
    const before = standIn.calls.upsert;
    const started = await call("POST", "/contact-import", {
      csv,
      mapping: ["email", "firstname", "lastname", "newsletterStatus"],
      existing: "skip",
    });
    expect(started.statusCode, started.body).toBe(202);
    await drain();
    const status = await call("GET", `/contact-import/${started.json<{ id: string }>().id}`);
    expect(status.json<ImportStatus>().report).toMatchObject({ created: ROWS, failed: 0 });
    await drain();

    expect(standIn.member("reader-0@import-batches.test")?.status).toBe("subscribed");
    expect(standIn.member(`reader-${ROWS - 2}@import-batches.test`)).toMatchObject({
      status: "subscribed",
      mergeFields: { FNAME: "Reader", LNAME: String(ROWS - 2) },
    });
    expect(standIn.member("reader-1@import-batches.test")?.status).toBe("unsubscribed");
    expect(standIn.calls.upsert - before).toBe(Math.ceil(ROWS / 500));
  }, 180_000);
});
