import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { testDatabasePerFile } from "../test-support/database";
import {
  calloutResponseChanges,
  calloutResponseHistory,
  calloutResponses,
  callouts,
} from "./schema";

const database = testDatabasePerFile();

it("deletes a response's history with it, and only its own, whether the response or its callout goes (migration 0037)", async () => {
  const { db } = database();
  const calloutIds = await db
    .insert(callouts)
    .values([
      { slug: "history-a", formSchema: { slides: [] } },
      { slug: "history-b", formSchema: { slides: [] } },
    ])
    .returning({ id: callouts.id });
  const [a, b] = calloutIds.map((callout) => callout.id);
  const responses = await db
    .insert(calloutResponses)
    .values([a!, a!, b!].map((calloutId) => ({ calloutId, answers: {} })))
    .returning({ id: calloutResponses.id });
  const [change] = await db
    .insert(calloutResponseChanges)
    .values({})
    .returning({ id: calloutResponseChanges.id });
  await db.insert(calloutResponseHistory).values(
    responses.map(({ id }) => ({
      responseId: id,
      changeId: change!.id,
      kind: "triage" as const,
      before: { bucket: "" },
      after: { bucket: "verified" },
    })),
  );
  const remaining = async () =>
    (await db.select({ id: calloutResponseHistory.responseId }).from(calloutResponseHistory))
      .map((row) => row.id)
      .sort();

  await db.delete(calloutResponses).where(eq(calloutResponses.id, responses[0]!.id));
  expect(await remaining()).toEqual([responses[1]!.id, responses[2]!.id].sort());

  await db.delete(callouts).where(eq(callouts.id, a!));
  expect(await remaining()).toEqual([responses[2]!.id]);
});
