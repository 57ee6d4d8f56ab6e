import { and, eq, inArray } from "drizzle-orm";
import fc from "fast-check";
import type pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  Callout,
  CalloutResponsePage,
  CalloutTag,
  ResponseChangeResult,
} from "@core/callouts";
import {
  calloutResponseChanges,
  calloutResponseHistory,
  calloutResponseTags,
  calloutResponseTriage,
} from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { ids, call, ok, reviewedCallout, responses } = staffFixture(database);

interface State {
  bucket: string;
  assigneeId: string | null;
  tags: string[];
}

const BUCKETS = ["", "verified", "shortlist", "trash"];
const SIZE = 8;

let callout: Callout;
let rows: string[];
/** The callout's three tags, then a tag of another callout (which none of its responses takes). */
let tags: string[];

beforeAll(async () => {
  callout = await reviewedCallout({ allowMultiple: true });
  rows = await responses(
    callout.id,
    Array.from({ length: SIZE }, (_, n) => ({ answers: { q: { n } } })),
  );
  const other = await reviewedCallout();
  const tag = async (calloutId: string, name: string) =>
    (await ok<CalloutTag>("admin", "POST", `/callout/${calloutId}/tags`, { name })).id;
  tags = [
    await tag(callout.id, "Urgent"),
    await tag(callout.id, "Later"),
    await tag(callout.id, "Quoted"),
    await tag(other.id, "Elsewhere"),
  ];
});

/** Each response's triage state, straight from the database, in `rows` order. */
async function states(): Promise<State[]> {
  const { db } = database();
  const found = await db
    .select({
      id: calloutResponseTriage.responseId,
      bucket: calloutResponseTriage.bucket,
      assigneeId: calloutResponseTriage.assigneeId,
    })
    .from(calloutResponseTriage)
    .where(inArray(calloutResponseTriage.responseId, rows));
  const tagged = await db
    .select()
    .from(calloutResponseTags)
    .where(inArray(calloutResponseTags.responseId, rows));
  return rows.map((id) => {
    const row = found.find((response) => response.id === id);
    return {
      bucket: row?.bucket ?? "(gone)",
      assigneeId: row?.assigneeId ?? null,
      tags: tagged
        .filter((tag) => tag.responseId === id)
        .map((tag) => tag.tagId)
        .sort(),
    };
  });
}

/** Puts each response in the state given, written straight to the database. */
async function setStates(wanted: State[]): Promise<void> {
  const { db } = database();
  await db.delete(calloutResponseTags).where(inArray(calloutResponseTags.responseId, rows));
  for (const [n, state] of wanted.entries()) {
    const id = rows[n] ?? "";
    await db
      .update(calloutResponseTriage)
      .set({ bucket: state.bucket, assigneeId: state.assigneeId })
      .where(eq(calloutResponseTriage.responseId, id));
    if (state.tags.length > 0) {
      await db
        .insert(calloutResponseTags)
        .values(state.tags.map((tagId) => ({ responseId: id, tagId })));
    }
  }
}

/** The rules that select the responses at `chosen` (indices into `rows`). */
const byIds = (chosen: number[]) => ({
  condition: "OR" as const,
  rules: chosen.map((n) => ({ field: "id", operator: "equal" as const, value: [rows[n]] })),
});

describe("bulk triage and its undo, for any states and any change", () => {
  it("undo brings every response back to exactly its state before; the change does what it says, to the matched only", async () => {
    const assignees = () => [null, ids.admin, ids.reviewer];
    const state = fc.record({
      bucket: fc.constantFrom(...BUCKETS),
      assigneeId: fc.constantFrom(...assignees()),
      // Of the callout's own tags only: those are the ones its responses can hold.
      tags: fc.subarray([0, 1, 2]).map((chosen) => chosen.map((n) => tags[n] ?? "").sort()),
    });
    const change = fc.record(
      {
        bucket: fc.constantFrom(...BUCKETS, "bulk"),
        // The other reviewer does not review this callout: the change is refused whole.
        assigneeId: fc.constantFrom(...assignees(), ids.otherReviewer),
        tags: fc
          .subarray([0, 1, 2, 3])
          .chain((chosen) =>
            fc.tuple(...chosen.map((n) => fc.constantFrom(`+${tags[n]}`, `-${tags[n]}`))),
          ),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.array(state, { minLength: SIZE, maxLength: SIZE }),
        fc.subarray([...rows.keys()], { minLength: 1 }),
        change,
        async (initial, chosen, updates) => {
          await setStates(initial);
          const before = await states();
          expect(before).toEqual(initial);
          const rules = byIds(chosen);
          const counted = await ok<CalloutResponsePage>(
            "reviewer",
            "GET",
            `/callout-responses?limit=0&rules=${encodeURIComponent(JSON.stringify(rules))}`,
          );
          expect(counted.total).toBe(chosen.length);

          const sent = await call("reviewer", "PATCH", "/callout-responses", { rules, updates });
          const add = (updates.tags ?? []).filter((tag) => tag.startsWith("+"));
          const remove = (updates.tags ?? []).filter((tag) => tag.startsWith("-"));
          if (updates.bucket === undefined && updates.assigneeId === undefined && !add.length) {
            if (!remove.length) {
              expect(sent.statusCode).toBe(400);
              expect(await states()).toEqual(before);
              return;
            }
          }
          if (updates.assigneeId === ids.otherReviewer) {
            expect(sent.json()).toMatchObject({ code: "invalid-assignee" });
            expect(await states()).toEqual(before);
            return;
          }
          expect(sent.statusCode, sent.body).toBe(200);
          const result = sent.json<ResponseChangeResult>();
          expect(result.affected).toBe(chosen.length);

          const expected = before.map((was, n): State => {
            if (!chosen.includes(n)) return was;
            const ours = (tag: string) => tags.slice(0, 3).includes(tag);
            const kept = was.tags.filter((tag) => !remove.includes(`-${tag}`));
            const added = add.map((tag) => tag.slice(1)).filter(ours);
            return {
              bucket: updates.bucket ?? was.bucket,
              assigneeId: updates.assigneeId === undefined ? was.assigneeId : updates.assigneeId,
              tags: [...new Set([...kept, ...added])].sort(),
            };
          });
          const after = await states();
          expect(after).toEqual(expected);
          const altered = chosen.filter(
            (n) => JSON.stringify(before[n]) !== JSON.stringify(after[n]),
          );
          if (altered.length === 0) {
            expect(result.changeId).toBeNull();
            return;
          }
          expect(result.changeId).toEqual(expect.any(String));
          const changeId = result.changeId ?? "";
          // One history row per response altered, with its states before and after.
          const recorded = await database()
            .db.select()
            .from(calloutResponseHistory)
            .where(eq(calloutResponseHistory.changeId, changeId));
          expect(recorded).toHaveLength(altered.length);
          for (const n of altered) {
            const row = recorded.find((record) => record.responseId === rows[n]);
            expect(row?.before).toEqual(before[n]);
            expect(row?.after).toEqual(after[n]);
          }

          const undone = await ok<ResponseChangeResult>(
            "reviewer",
            "POST",
            `/callout-responses/changes/${changeId}/undo`,
          );
          expect(undone.affected).toBe(altered.length);
          expect(await states()).toEqual(before);
        },
      ),
      { numRuns: 30 },
    );
  }, 120_000);

  it("names the change's author in each response's history", async () => {
    await setStates(rows.map(() => ({ bucket: "", assigneeId: null, tags: [] })));
    const change = await ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
      rules: byIds([0, 1]),
      updates: { bucket: "verified" },
    });
    await ok("admin", "POST", `/callout-responses/changes/${change.changeId}/undo`);
    const history = await ok<{ contact: { id: string } | null; undoes: string | null }[]>(
      "reviewer",
      "GET",
      `/callout-responses/${rows[1]}/history`,
    );
    expect(history.slice(0, 2)).toMatchObject([
      { contact: { id: ids.admin }, undoes: change.changeId },
      { contact: { id: ids.reviewer }, undoes: null },
    ]);
  });
});

describe("bulk triage beside single edits", () => {
  /**
   * On PostgreSQL, another connection holds the lock of one response (its triage row, which
   * every triage writer locks first), so the bulk change waits there with some of the
   * responses locked, while single edits reach the others before and after it; PGlite has one
   * connection, so the same calls run one after another.
   */
  async function holdingLock<T>(id: string, run: () => Promise<T>): Promise<T> {
    const connection = database();
    if (connection.engine !== "postgres") return run();
    const client = await (connection.client as pg.Pool).connect();
    try {
      await client.query("begin");
      await client.query(
        "select 1 from callout_response_triage where response_id = $1 for update",
        [id],
      );
      const running = run();
      await new Promise((resolve) => setTimeout(resolve, 150));
      await client.query("commit");
      return await running;
    } finally {
      client.release();
    }
  }

  it("loses neither the bulk change nor any single edit, and the undo keeps the edits", async () => {
    const initial = rows.map((_, n) => ({
      bucket: BUCKETS[n % BUCKETS.length] ?? "",
      assigneeId: null,
      tags: [],
    }));
    await setStates(initial);
    const [urgent = ""] = tags;
    const middle = rows[SIZE / 2] ?? "";
    const [bulk, ...edits] = await holdingLock(middle, () =>
      Promise.all([
        ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
          rules: byIds([...rows.keys()]),
          updates: { bucket: "bulk" },
        }),
        ...rows.map((id) =>
          ok<ResponseChangeResult>("admin", "PATCH", `/callout-responses/${id}`, {
            assigneeId: ids.reviewer,
            tags: [`+${urgent}`],
          }),
        ),
      ]),
    );
    const both = { bucket: "bulk", assigneeId: ids.reviewer, tags: [urgent] };
    expect(await states()).toEqual(rows.map(() => both));

    // Whichever came second recorded the first's result as its state before.
    const { db } = database();
    for (const [n, id] of rows.entries()) {
      const recorded = await db
        .select({
          changeId: calloutResponseHistory.changeId,
          before: calloutResponseHistory.before,
        })
        .from(calloutResponseHistory)
        .where(
          and(
            eq(calloutResponseHistory.responseId, id),
            inArray(calloutResponseHistory.changeId, [
              bulk.changeId ?? "",
              edits[n]?.changeId ?? "",
            ]),
          ),
        );
      const fromBulk = recorded.find((row) => row.changeId === bulk.changeId)?.before;
      const fromEdit = recorded.find((row) => row.changeId === edits[n]?.changeId)?.before;
      const was = initial[n];
      expect([
        { edit: was, bulk: { ...was, assigneeId: ids.reviewer, tags: [urgent] } },
        { edit: { ...was, bucket: "bulk" }, bulk: was },
      ]).toContainEqual({ edit: fromEdit, bulk: fromBulk });
    }

    const [change] = await db
      .select({ undoneAt: calloutResponseChanges.undoneAt })
      .from(calloutResponseChanges)
      .where(eq(calloutResponseChanges.id, bulk.changeId ?? ""));
    expect(change?.undoneAt).toBeNull();
    await ok("reviewer", "POST", `/callout-responses/changes/${bulk.changeId}/undo`);
    expect(await states()).toEqual(
      initial.map((was) => ({ ...was, assigneeId: ids.reviewer, tags: [urgent] })),
    );
    for (const edit of edits) {
      await ok("admin", "POST", `/callout-responses/changes/${edit.changeId}/undo`);
    }
    expect(await states()).toEqual(initial);
  });
});
