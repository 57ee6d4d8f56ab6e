import { and, eq, sql, type SQL, type SQLWrapper } from "drizzle-orm";
import { expect, it } from "vitest";
import {
  joinSortTables,
  orderBy,
  pageStart,
  responseSortKeys,
  type NumberSource,
} from "../services/responses/order";
import { assigneePageCandidates } from "../services/responses/assignee-order";
import { countResponses } from "../services/responses/record";
import { testDatabasePerFile } from "../test-support/database";
import type { Database } from "./connection";
import { calloutResponseTriage, calloutResponses, callouts } from "./schema";

const database = testDatabasePerFile();

async function newCallout(db: Database, slug: string): Promise<string> {
  const [callout] = await db
    .insert(callouts)
    .values({ slug, formSchema: { slides: [] } })
    .returning({ id: callouts.id });
  return callout!.id;
}

/**
 * The plan of `query` with only index paths left, and a sort only where no index gives the
 * order: what the query can take at any size, whatever the statistics of a small table.
 */
async function indexPlan(db: Database, query: SQLWrapper): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    await tx.execute(sql`set local enable_bitmapscan = off`);
    await tx.execute(sql`set local enable_sort = off`);
    // Both engines' clients answer `{ rows }`.
    const result = (await tx.execute(sql`explain ${query}`)) as unknown as {
      rows: { "QUERY PLAN": string }[];
    };
    return result.rows.map((row) => row["QUERY PLAN"]).join("\n");
  });
}

it("counts a bucket tab's responses from the bucket index alone (migration 0037)", async () => {
  const { db } = database();
  const callout = await newCallout(db, "bucket-total");
  const plan = await indexPlan(
    db,
    countResponses(
      db,
      and(
        eq(calloutResponseTriage.calloutId, callout),
        eq(calloutResponseTriage.bucket, "verified"),
      ),
    ),
  );
  expect(plan).toContain("Index Only Scan using callout_response_triage_bucket");
  expect(plan).not.toContain("callout_responses");
});

/** A page of a callout's list in number order, as `list.ts` reads it. */
function numberOrderPage(
  db: Database,
  where: SQL | undefined,
  order: "ASC" | "DESC",
  numbers: NumberSource = "responses",
) {
  return joinSortTables(
    db.select({ id: calloutResponses.id }).from(calloutResponses).$dynamic(),
    undefined,
  )
    .where(where)
    .orderBy(...orderBy(responseSortKeys(undefined, order, numbers)))
    .limit(25)
    .offset(25);
}

it.each(["ASC", "DESC"] as const)(
  "reads a callout's list in number order (%s) from the responses' number index, with no copy on the triage row (migration 0040)",
  async (order) => {
    const { db } = database();
    const callout = await newCallout(db, `number-order-${order.toLowerCase()}`);
    const plan = await indexPlan(
      db,
      numberOrderPage(db, eq(calloutResponses.calloutId, callout), order),
    );
    expect(plan).toContain("Index Scan");
    expect(plan).toContain("callout_responses_number");
    expect(plan).not.toContain("Sort");
  },
);

it("reads a bucket tab in number order from the bucket index, with no sort (migration 0040)", async () => {
  const { db } = database();
  const callout = await newCallout(db, "bucket-tab");
  const plan = await indexPlan(
    db,
    numberOrderPage(
      db,
      and(eq(calloutResponses.calloutId, callout), eq(calloutResponseTriage.bucket, "verified")),
      "ASC",
      "triage",
    ),
  );
  expect(plan).toContain("callout_response_triage_bucket");
  expect(plan).not.toContain("Sort");
});

it("keeps no number index on the triage row: a triage change writes one entry fewer (migration 0040)", async () => {
  const { db } = database();
  const result = (await db.execute(
    sql`select indexname from pg_indexes where tablename = 'callout_response_triage' order by indexname`,
  )) as unknown as { rows: { indexname: string }[] };
  expect(result.rows.map((row) => row.indexname)).toEqual([
    "callout_response_triage_assignee",
    "callout_response_triage_bucket",
    "callout_response_triage_pkey",
    "callout_response_triage_updated",
  ]);
});

it.each([
  ["number", "callout_responses_number"],
  ["createdAt", "callout_responses_created"],
  ["updatedAt", "callout_response_triage_updated"],
  ["bucket", "callout_response_triage_bucket"],
] as const)(
  "finds a deep page of a callout's list by %s from %s alone, then reads the page from there",
  async (sort, index) => {
    const { db } = database();
    const callout = await newCallout(db, `deep-${sort.toLowerCase()}`);
    for (const order of ["ASC", "DESC"] as const) {
      const start = pageStart(sort, order, callout, 50_000);
      const page = joinSortTables(
        db.select({ id: calloutResponses.id }).from(calloutResponses).$dynamic(),
        sort,
      )
        .where(and(eq(calloutResponseTriage.calloutId, callout), start))
        .orderBy(...orderBy(responseSortKeys(sort, order)))
        .limit(25);
      const plan = await indexPlan(db, page);
      expect(plan).toMatch(new RegExp(`Index Only Scan (Backward )?using ${index} `));
      expect(plan).not.toContain("Sort");
      // The page itself starts at the found keys: a bound of the index it reads, not a filter.
      expect(plan).toMatch(/Index Cond: .*ROW\(/);
    }
  },
);

it.each(["ASC", "DESC"] as const)(
  "reads a callout's list by assignee (%s) from each assignee's range of the assignee index",
  async (order) => {
    const { db } = database();
    const callout = await newCallout(db, `assignee-${order.toLowerCase()}`);
    const where = eq(calloutResponseTriage.calloutId, callout);
    const page = joinSortTables(
      db.select({ id: calloutResponses.id }).from(calloutResponses).$dynamic(),
      "assignee",
    )
      .where(and(where, assigneePageCandidates(db, { calloutId: callout, where, order, end: 50 })))
      .orderBy(...orderBy(responseSortKeys("assignee", order)))
      .limit(25)
      .offset(25);
    const plan = await indexPlan(db, page);
    // The assignees one probe each, then each one's first responses in number order.
    expect(plan).toContain("Recursive Union");
    expect(plan).toMatch(/Index (Only )?Scan (Backward )?using callout_response_triage_assignee /);
  },
);
