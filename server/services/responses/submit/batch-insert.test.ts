import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { calloutResponses } from "@server/db/schema";
import { calloutBody } from "@server/test-support/callouts";
import { countingDatabase } from "@server/test-support/counting-database";
import { testDatabasePerFile } from "@server/test-support/database";
import { createCalloutService } from "../../callouts";
import { createContentService } from "../../content";
import { createBatchInsert } from "./batch-insert";

const database = testDatabasePerFile();

async function openCallout(): Promise<string> {
  const { db } = database();
  const callouts = createCalloutService(db, createContentService(db));
  return (await callouts.create(calloutBody({ access: "anonymous" }))).id;
}

const answer = (i: number) => ({ answers: { slide1: { view: `Answer ${i}` } } });

describe("responses stored a statement at a time", () => {
  it("stores a burst of answers in a few statements, each with its own id and number", async () => {
    const calloutId = await openCallout();
    const counting = countingDatabase(database());
    const insertSoon = createBatchInsert(counting.db);

    const records = await Promise.all(
      Array.from({ length: 150 }, (_, i) => insertSoon(calloutId, answer(i))),
    );

    // 150 requests at once: one statement for the first, then at most 100 per statement.
    expect(counting.statements()).toBeLessThanOrEqual(3);
    expect(new Set(records.map((record) => record.id)).size).toBe(150);
    expect(records.map((record) => record.number).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 150 }, (_, i) => i + 1),
    );
    // Each request gets the record of its own answers.
    records.forEach((record, i) => expect(record.answers).toEqual(answer(i).answers));
    const stored = await database()
      .db.select({ id: calloutResponses.id, answers: calloutResponses.answers })
      .from(calloutResponses)
      .where(eq(calloutResponses.calloutId, calloutId));
    const byId = new Map(stored.map((row) => [row.id, row.answers]));
    records.forEach((record) => expect(byId.get(record.id)).toEqual(record.answers));
  });

  it("fails only the request whose row cannot be stored; the others are stored", async () => {
    const calloutId = await openCallout();
    const insertSoon = createBatchInsert(database().db);
    const gone = randomUUID();

    const results = await Promise.allSettled([
      insertSoon(calloutId, answer(1)),
      insertSoon(gone, answer(2)),
      insertSoon(calloutId, answer(3)),
    ]);

    expect(results.map((result) => result.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(
      await database().db.$count(calloutResponses, eq(calloutResponses.calloutId, calloutId)),
    ).toBe(2);
    expect(await database().db.$count(calloutResponses, eq(calloutResponses.calloutId, gone))).toBe(
      0,
    );
  });

  it("keeps taking answers after a failed statement", async () => {
    const calloutId = await openCallout();
    const insertSoon = createBatchInsert(database().db);
    await expect(insertSoon(randomUUID(), answer(1))).rejects.toThrow();
    expect((await insertSoon(calloutId, answer(2))).number).toBe(1);
  });
});
