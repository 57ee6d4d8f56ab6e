import { eq, sql } from "drizzle-orm";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import type { Callout, CalloutResponsePage } from "@core/callouts";
import { joinSortTables, orderBy, responseSortKeys } from "../services/responses/order";
import { createTestContact, signIn } from "../test-support/accounts";
import { testAppPerFile } from "../test-support/app";
import { calloutBody } from "../test-support/callouts";
import { testDatabasePerFile } from "../test-support/database";
import { calloutResponseTriage, calloutResponses, contacts } from "./schema";

const database = testDatabasePerFile();
const { app } = testAppPerFile(database);

const RESPONSES = 80;
/** Names that tie once lower-cased and trimmed, and none (the email is sorted by then). */
const NAMES = [
  ["Ada", "Reader"],
  ["ada", "READER"],
  [" ", ""],
  ["Zoe", ""],
  ["", "Ames"],
] as const;
const STAFF = 5;
let cookie = "";
let callout: Callout;
let staff: string[] = [];

beforeAll(async () => {
  const admin = await createTestContact(database(), { roles: ["admin"], firstname: "Order" });
  cookie = await signIn(app(), admin);
  const created = await app().inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: { cookie },
    payload: calloutBody({ slug: "by-assignee" }),
  });
  expect(created.statusCode, created.body).toBe(200);
  callout = created.json<Callout>();
  staff = [];
  for (let index = 0; index < STAFF; index++) {
    staff.push((await createTestContact(database(), { roles: ["admin"] })).id);
  }
  await database()
    .db.insert(calloutResponses)
    .values(
      Array.from({ length: RESPONSES }, (_, index) => ({
        calloutId: callout.id,
        answers: { slide1: { view: `view ${index}` } },
      })),
    );
});

/** Each response's id and bucket in the list's order by assignee, read by the plain sort. */
async function plainOrder(order: "ASC" | "DESC") {
  const { db } = database();
  return joinSortTables(
    db
      .select({ id: calloutResponses.id, bucket: calloutResponseTriage.bucket })
      .from(calloutResponses)
      .$dynamic(),
    "assignee",
  )
    .where(eq(calloutResponseTriage.calloutId, callout.id))
    .orderBy(...orderBy(responseSortKeys("assignee", order)));
}

it("pages a callout's list by assignee as the plain sort does, with and without a filter, names tied or missing", async () => {
  const { db } = database();
  await fc.assert(
    fc.asyncProperty(
      // Each staff member's name, and each response's assignee (none at STAFF) and bucket.
      fc.array(fc.nat(NAMES.length - 1), { minLength: STAFF, maxLength: STAFF }),
      fc.array(fc.tuple(fc.nat(STAFF), fc.boolean()), {
        minLength: RESPONSES,
        maxLength: RESPONSES,
      }),
      fc.constantFrom("ASC" as const, "DESC" as const),
      fc.boolean(),
      fc.integer({ min: 0, max: RESPONSES + 3 }),
      fc.integer({ min: 1, max: 30 }),
      async (names, placed, order, filtered, offset, limit) => {
        for (const [index, id] of staff.entries()) {
          const [firstname, lastname] = NAMES[names[index]!]!;
          await db.update(contacts).set({ firstname, lastname }).where(eq(contacts.id, id));
        }
        const assigned = placed.map(([who]) => (who < STAFF ? staff[who]! : null));
        await db.execute(sql`update ${calloutResponseTriage} set
            assignee_id = (${sql.param(assigned)}::uuid[])[number],
            bucket = case when (${sql.param(placed.map(([, shortlisted]) => shortlisted))}::boolean[])[number]
              then 'shortlist' else '' end
          where ${calloutResponseTriage.calloutId} = ${callout.id}`);
        const rules = filtered
          ? `&rules=${encodeURIComponent(JSON.stringify({ condition: "AND", rules: [{ field: "bucket", operator: "equal", value: ["shortlist"] }] }))}`
          : "";
        const response = await app().inject({
          url: `/api/1.0/callout/${callout.id}/responses?sort=assignee&order=${order}&offset=${offset}&limit=${limit}${rules}`,
          headers: { cookie },
        });
        expect(response.statusCode, response.body).toBe(200);
        const every = (await plainOrder(order)).filter(
          (row) => !filtered || row.bucket === "shortlist",
        );
        const expected = every.slice(offset, offset + limit).map((row) => row.id);
        const page = response.json<CalloutResponsePage>();
        expect(page.items.map((item) => item.id)).toEqual(expected);
        expect(page).toMatchObject({ offset, total: every.length });
      },
    ),
    { numRuns: 25 },
  );
});
