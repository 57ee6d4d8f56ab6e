import type { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { calloutResponseTags, calloutTags } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { createSizedBeabeeDatabase, sizedId } from "../../test-support/beabee-import";
import { importBeabee, readOnlySource } from ".";

/**
 * A response carries only its own callout's tags: the responses list counts a callout's tagged
 * responses through that callout's tags (services/responses/total.ts), so the import refuses
 * a tag beabee put on a response of another callout.
 */
const database = testDatabasePerFile();
let beabee: PGlite;
const ELSEWHERE = sizedId("22000000", 9);
beforeAll(async () => {
  beabee = await createSizedBeabeeDatabase({ contacts: 2, others: 2 });
  // Callout 2's tag on callout 1's first response.
  await beabee.query(
    `insert into callout_tag (id, name, description, "calloutId") values ($1, 'Elsewhere', '', $2)`,
    [ELSEWHERE, sizedId("21000000", 2)],
  );
  await beabee.query(`insert into callout_response_tag ("responseId", "tagId") values ($1, $2)`, [
    sizedId("24000000", 1),
    ELSEWHERE,
  ]);
});
afterAll(async () => {
  await beabee?.close();
});

it("refuses a response's tag of another callout and takes the others", async () => {
  const source = await readOnlySource(beabee);
  const report = await importBeabee(database().db, source, {}).finally(() => source.close());
  expect(report.refused).toContainEqual({
    kind: "response tags",
    beabeeId: `${sizedId("24000000", 1)}/${ELSEWHERE}`,
    reason: "its tag is another callout's",
  });
  const carried = await database()
    .db.select({ calloutId: calloutTags.calloutId })
    .from(calloutResponseTags)
    .innerJoin(calloutTags, eq(calloutTags.id, calloutResponseTags.tagId));
  // The fixture's own tags came across; the other callout's did not.
  expect(carried.length).toBeGreaterThan(0);
  expect(new Set(carried.map((row) => row.calloutId)).size).toBe(1);
});
