import { sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { CALLOUT_RESPONSE_SORTS, type Callout, type CalloutResponsePage } from "@core/callouts";
import { createTestContact, signIn } from "../test-support/accounts";
import { testAppPerFile } from "../test-support/app";
import { calloutBody } from "../test-support/callouts";
import { testDatabasePerFile } from "../test-support/database";
import { calloutResponses } from "./schema";

const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

const RESPONSES = 240;
const BUCKETS = ["", "shortlist", "verified"];
let cookie = "";
let callout: Callout;

/**
 * Every response's id in each sort's order as lists had it before deep pages were found by
 * an index (issue #28): numbers unique per callout, dates tie-broken by the id.
 */
const EXPECTED_ORDER = {
  number: ["t.number"],
  createdAt: ["r.created_at", "r.id"],
  updatedAt: ["t.updated_at", "t.response_id"],
  bucket: ["t.bucket", "t.number"],
} as const;

beforeAll(async () => {
  const admin = await createTestContact(database(), { roles: ["admin"], firstname: "Pages" });
  cookie = await signIn(app(), admin);
  const created = await app().inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: { cookie },
    payload: calloutBody({ slug: "deep-pages" }),
  });
  expect(created.statusCode, created.body).toBe(200);
  callout = created.json<Callout>();
  // Few distinct dates, so that many responses tie on them and the id decides.
  const start = Date.UTC(2026, 0, 1);
  await database()
    .db.insert(calloutResponses)
    .values(
      Array.from({ length: RESPONSES }, (_, index) => ({
        calloutId: callout.id,
        answers: { slide1: { view: `view ${index}` } },
        createdAt: new Date(start + ((index * 7) % 13) * 60_000),
      })),
    );
  await database().db.execute(sql`update callout_response_triage set
      bucket = (array[${sql.join(
        BUCKETS.map((bucket) => sql`${bucket}`),
        sql`, `,
      )}])[1 + (number * 5) % ${BUCKETS.length}],
      updated_at = ${new Date(start).toISOString()}::timestamptz + ((number * 11) % 17) * interval '1 minute'
    where callout_id = ${callout.id}`);
});

async function expectedIds(sort: keyof typeof EXPECTED_ORDER, order: "ASC" | "DESC") {
  // Every key reversed for DESC, as the list's order is.
  const ordered = sql.raw(
    EXPECTED_ORDER[sort].map((key) => (order === "DESC" ? `${key} desc` : key)).join(", "),
  );
  const result = (await database().db.execute(sql`select r.id from callout_responses r
      join callout_response_triage t on t.response_id = r.id
      where r.callout_id = ${callout.id} order by ${ordered}`)) as unknown as {
    rows: { id: string }[];
  };
  return result.rows.map((row) => row.id);
}

it("answers any page of a callout's list in every sort as the plain order and offset do, deep pages included", async () => {
  const sorts = CALLOUT_RESPONSE_SORTS.filter(
    (sort): sort is keyof typeof EXPECTED_ORDER => sort in EXPECTED_ORDER,
  );
  expect(sorts).toHaveLength(Object.keys(EXPECTED_ORDER).length);
  const everyOrder = new Map<string, string[]>();
  for (const sort of sorts) {
    for (const order of ["ASC", "DESC"] as const) {
      everyOrder.set(`${sort} ${order}`, await expectedIds(sort, order));
    }
  }
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...sorts),
      fc.constantFrom("ASC" as const, "DESC" as const),
      fc.integer({ min: 0, max: RESPONSES + 5 }),
      fc.integer({ min: 1, max: 30 }),
      async (sort, order, offset, limit) => {
        const response = await app().inject({
          url: `/api/1.0/callout/${callout.id}/responses?sort=${sort}&order=${order}&offset=${offset}&limit=${limit}`,
          headers: { cookie },
        });
        expect(response.statusCode, response.body).toBe(200);
        const page = response.json<CalloutResponsePage>();
        const expected = everyOrder.get(`${sort} ${order}`)!.slice(offset, offset + limit);
        expect(page.items.map((item) => item.id)).toEqual(expected);
        expect(page).toMatchObject({ offset, count: expected.length, total: RESPONSES });
      },
    ),
    { numRuns: 60 },
  );
});
