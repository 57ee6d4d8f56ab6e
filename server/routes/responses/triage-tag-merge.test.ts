import { inArray, sql } from "drizzle-orm";
import type pg from "pg";
import { beforeEach, describe, expect, it } from "vitest";
import type { Callout, CalloutTag, ResponseChangeResult } from "@core/callouts";
import { calloutResponseHistory, calloutResponseTags } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { call, ok, reviewedCallout, responses } = staffFixture(database);

const SIZE = 8;

let callout: Callout;
let rows: string[];
/** A tag to merge (`source`) and the one it is merged into (`target`), new for each test. */
let source: string;
let target: string;

beforeEach(async () => {
  callout = await reviewedCallout({ allowMultiple: true });
  rows = await responses(
    callout.id,
    Array.from({ length: SIZE }, (_, n) => ({ answers: { q: { n } } })),
  );
  const tag = async (name: string) =>
    (await ok<CalloutTag>("admin", "POST", `/callout/${callout.id}/tags`, { name })).id;
  source = await tag("Water");
  target = await tag("Rivers");
});

const everyRow = () => ({
  condition: "OR" as const,
  rules: rows.map((id) => ({ field: "id", operator: "equal" as const, value: [id] })),
});

/** Each response's tags, in `rows` order. */
async function tagsOfRows(): Promise<string[][]> {
  const tagged = await database()
    .db.select()
    .from(calloutResponseTags)
    .where(inArray(calloutResponseTags.responseId, rows));
  return rows.map((id) =>
    tagged
      .filter((row) => row.responseId === id)
      .map((row) => (row.tagId === source ? "source" : row.tagId === target ? "target" : "other"))
      .sort(),
  );
}

/**
 * On PostgreSQL, another connection runs `hold` in a transaction that stays open 150 ms while
 * `run` starts, then `release` and commits; PGlite has one connection, so `hold` and `release`
 * run first and then `run` alone.
 */
async function holding<T>(
  hold: string,
  release: string | undefined,
  run: () => Promise<T>,
): Promise<T> {
  const connection = database();
  if (connection.engine !== "postgres") {
    await connection.db.execute(sql.raw(hold));
    if (release) await connection.db.execute(sql.raw(release));
    return run();
  }
  const client = await (connection.client as pg.Pool).connect();
  try {
    await client.query("begin");
    await client.query(hold);
    const running = run();
    await new Promise((resolve) => setTimeout(resolve, 150));
    if (release) await client.query(release);
    await client.query("commit");
    return await running;
  } finally {
    client.release();
  }
}

const later = <T>(ms: number, run: () => Promise<T>) =>
  new Promise<T>((resolve, reject) => setTimeout(() => run().then(resolve, reject), ms));

describe("a tag merge beside bulk triage", () => {
  it("a merge and a bulk change that puts the merged tag on, at once: one after the other, never a deadlock or a half", async () => {
    const middle = rows[SIZE / 2] ?? "";
    // Half of them carry the tag to merge already.
    await database()
      .db.insert(calloutResponseTags)
      .values(
        rows.filter((_, n) => n % 2 === 0).map((responseId) => ({ responseId, tagId: source })),
      );
    const [bulk, merge] = await holding(
      `select 1 from callout_response_triage where response_id = '${middle}' for update`,
      undefined,
      () =>
        Promise.all([
          call("reviewer", "PATCH", "/callout-responses", {
            rules: everyRow(),
            updates: { tags: [`+${source}`] },
          }),
          // Sent once the bulk change waits on the held response, with others locked.
          later(50, () =>
            call("reviewer", "POST", `/callout/${callout.id}/tags/${target}/merge`, {
              tagIds: [source],
            }),
          ),
        ]),
    );
    expect(merge.statusCode, merge.body).toBe(200);
    const tags = await tagsOfRows();
    if (bulk.statusCode === 200) {
      // The change first, then the merge: every response carries the target.
      expect(bulk.json<ResponseChangeResult>().affected).toBe(SIZE);
      expect(tags).toEqual(rows.map(() => ["target"]));
      expect(merge.json<CalloutTag>().responseCount).toBe(SIZE);
    } else {
      // The merge first: the change names a tag that no longer exists.
      expect(bulk.statusCode, bulk.body).toBe(400);
      expect(bulk.json()).toMatchObject({ code: "unknown-tag" });
      expect(tags).toEqual(rows.map((_, n) => (n % 2 === 0 ? ["target"] : [])));
    }
  });

  it("an undo that would put back a tag deleted meanwhile leaves it off, and says so in its history", async () => {
    await database()
      .db.insert(calloutResponseTags)
      .values(rows.map((responseId) => ({ responseId, tagId: source })));
    const change = await ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
      rules: everyRow(),
      updates: { tags: [`-${source}`], bucket: "verified" },
    });
    expect(change.affected).toBe(SIZE);
    // What a merge or a deletion of the tag does, held open while the undo starts.
    const undone = await holding(
      `select 1 from callout_tags where id = '${source}' for update`,
      `delete from callout_tags where id = '${source}'`,
      () => call("reviewer", "POST", `/callout-responses/changes/${change.changeId}/undo`),
    );
    expect(undone.statusCode, undone.body).toBe(200);
    const result = undone.json<ResponseChangeResult>();
    // The bucket goes back; the tag, gone, is not put back.
    expect(result.affected).toBe(SIZE);
    expect(await tagsOfRows()).toEqual(rows.map(() => []));
    const recorded = await database()
      .db.select({ after: calloutResponseHistory.after })
      .from(calloutResponseHistory)
      .where(inArray(calloutResponseHistory.changeId, [result.changeId ?? ""]));
    expect(recorded).toHaveLength(SIZE);
    for (const { after } of recorded) expect(after).toMatchObject({ bucket: "", tags: [] });
  });
});
