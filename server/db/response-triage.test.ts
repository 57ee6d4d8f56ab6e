import { and, eq, sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { countResponses } from "../services/responses/record";
import { testDatabasePerFile } from "../test-support/database";
import { calloutResponseTriage, callouts } from "./schema";

const database = testDatabasePerFile();

it("counts a bucket tab's responses from the bucket index alone (migration 0037)", async () => {
  const { db } = database();
  const [callout] = await db
    .insert(callouts)
    .values({ slug: "bucket-total", formSchema: { slides: [] } })
    .returning({ id: callouts.id });
  const total = countResponses(
    db,
    and(
      eq(calloutResponseTriage.calloutId, callout!.id),
      eq(calloutResponseTriage.bucket, "verified"),
    ),
  );
  const plan = await db.transaction(async (tx) => {
    // Only index paths left: the one the count can take without the table's rows.
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    // Both engines' clients answer `{ rows }`.
    const result = (await tx.execute(sql`explain ${total}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
  expect(plan).toContain("Index Only Scan using callout_response_triage_bucket");
  expect(plan).not.toContain("callout_responses");
});
