import { eq } from "drizzle-orm";
import { expect, it } from "vitest";
import { testDatabasePerFile } from "../test-support/database";
import {
  calloutResponseChanges,
  calloutResponseEvents,
  calloutResponseHistory,
  calloutResponseTriageHistory,
  calloutResponses,
  callouts,
} from "./schema";

const database = testDatabasePerFile();

it("deletes a response's history with it, and only its own, whether the response or its callout goes (migrations 0037 and 0038)", async () => {
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
  // A triage change's row (migration 0038) and an answers edit's, per response.
  await db.insert(calloutResponseTriageHistory).values({
    changeId: change!.id,
    responseIds: responses.map(({ id }) => id).sort(),
    before: responses.map(() => ({ bucket: "" })),
    after: responses.map(() => ({ bucket: "verified" })),
  });
  await db.insert(calloutResponseEvents).values(
    responses.map(({ id }) => ({
      responseId: id,
      kind: "answers" as const,
      before: { answers: {} },
      after: { answers: {} },
    })),
  );
  const remaining = async () =>
    (await db.select({ id: calloutResponseHistory.responseId }).from(calloutResponseHistory))
      .map((row) => row.id)
      .sort();

  // Each response's two rows: the triage change's and the answers edit's.
  const twice = (ids: string[]) => [...ids, ...ids].sort();
  const changeRows = async () =>
    (await db.select().from(calloutResponseTriageHistory)).map((row) => [
      row.responseIds,
      row.before,
      row.after,
    ]);

  await db.delete(calloutResponses).where(eq(calloutResponses.id, responses[0]!.id));
  expect(await remaining()).toEqual(twice([responses[1]!.id, responses[2]!.id]));

  await db.delete(callouts).where(eq(callouts.id, a!));
  expect(await remaining()).toEqual(twice([responses[2]!.id]));
  expect(await changeRows()).toEqual([
    [[responses[2]!.id], [{ bucket: "" }], [{ bucket: "verified" }]],
  ]);

  // A change left with no response loses its row.
  await db.delete(calloutResponses).where(eq(calloutResponses.id, responses[2]!.id));
  expect(await remaining()).toEqual([]);
  expect(await changeRows()).toEqual([]);
});
