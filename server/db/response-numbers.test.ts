import { eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { testDatabasePerFile } from "../test-support/database";
import {
  calloutResponseNumbers,
  calloutResponseTriage,
  calloutResponses,
  callouts,
} from "./schema";

const database = testDatabasePerFile();

/** The kept numbers, as `response slide.key=value` sorted. */
async function kept(): Promise<string[]> {
  const rows = await database()
    .db.select({
      number: calloutResponses.number,
      slideId: calloutResponseNumbers.slideId,
      key: calloutResponseNumbers.key,
      value: calloutResponseNumbers.value,
    })
    .from(calloutResponseNumbers)
    .innerJoin(calloutResponses, eq(calloutResponses.id, calloutResponseNumbers.responseId));
  return rows.map((row) => `${row.number} ${row.slideId}.${row.key}=${Number(row.value)}`).sort();
}

it("keeps every number of the answers, by slide and question, through inserts, edits and deletes (migration 0034)", async () => {
  const { db } = database();
  const [callout] = await db
    .insert(callouts)
    .values({ slug: "numbers", formSchema: { slides: [] } })
    .returning({ id: callouts.id });
  const calloutId = callout!.id;
  const [first, second] = await db
    .insert(calloutResponses)
    .values([
      { calloutId, answers: { a: { age: 42, name: "Ada", ticked: true }, b: { size: 1.5 } } },
      { calloutId, answers: { a: { age: "42", boxes: { x: true } }, b: { n: -3 } } },
      { calloutId, answers: {} },
    ])
    .returning({ id: calloutResponses.id });
  expect(await kept()).toEqual(["1 a.age=42", "1 b.size=1.5", "2 b.n=-3"]);

  await db
    .update(calloutResponses)
    .set({ answers: { a: { age: 7 } } })
    .where(eq(calloutResponses.id, first!.id));
  // Triage leaves the answers and their numbers alone.
  await db.execute(sql`update ${calloutResponseTriage} set bucket = 'verified'`);
  expect(await kept()).toEqual(["1 a.age=7", "2 b.n=-3"]);

  await db.delete(calloutResponses).where(eq(calloutResponses.id, second!.id));
  expect(await kept()).toEqual(["1 a.age=7"]);
});
