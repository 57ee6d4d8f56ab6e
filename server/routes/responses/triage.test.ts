import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type {
  Callout,
  CalloutResponse,
  CalloutResponsePage,
  CalloutTag,
  ResponseChangeResult,
  ResponseHistory,
  ResponseNeighbours,
  UpdatedCalloutResponse,
} from "@core/callouts";
import type { FormSchema } from "@core/forms";
import { input } from "@tests/support/core/forms";
import { calloutResponses } from "../../db/schema";
import { createResponseSelection } from "../../services/responses/query";
import { createResponseSerialiser } from "../../services/responses/serialise";
import { createTriage } from "../../services/responses/triage";
import { testConfig } from "../../test-support/app";
import { countingDatabase } from "../../test-support/counting-database";
import { testDatabasePerFile } from "../../test-support/database";
import { rulesParam, staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { app, ids, call, ok, reviewedCallout, responses } = staffFixture(database);

const colours = [
  { label: "Red", value: "red", nextSlideId: "more" },
  { label: "Green", value: "green", nextSlideId: "end" },
];
/** "q" asks a colour: red leads on to "more", green skips it to "end". */
const formSchema: FormSchema = {
  slides: [
    {
      id: "q",
      title: "Questions",
      navigation: { nextSlideId: "" },
      components: [
        input("radio", { key: "colour", values: colours }),
        input("number", { key: "age" }),
        input("checkbox", { key: "agree" }),
        input("selectboxes", { key: "boxes", values: colours }),
        input("textarea", { key: "view" }),
      ],
    },
    {
      id: "more",
      title: "More",
      navigation: { nextSlideId: "end" },
      components: [input("textfield", { key: "detail" })],
    },
    {
      id: "end",
      title: "End",
      navigation: { nextSlideId: "" },
      components: [input("textfield", { key: "name" })],
    },
  ],
};

const DAY = 86_400_000;
let callout: Callout;
let rows: string[];
let tags: { urgent: CalloutTag; later: CalloutTag };

/** Five responses: 1 and 3 red (with "more"), 2, 4 and 5 green (skipping it). */
beforeAll(async () => {
  callout = await reviewedCallout({ formSchema, access: "anonymous", allowMultiple: true });
  const now = Date.now();
  rows = await responses(callout.id, [
    {
      answers: {
        q: {
          colour: "red",
          age: 30,
          agree: true,
          boxes: { red: true, green: false },
          view: "The tap water is Cloudy",
        },
        more: { detail: "Since March" },
        end: { name: "A" },
      },
      contactId: ids.member,
      createdAt: new Date(now - 40 * DAY),
    },
    {
      answers: { q: { colour: "green", age: 50, agree: false, view: "Clear" }, end: { name: "B" } },
      createdAt: new Date(now - 10 * DAY),
    },
    {
      answers: {
        q: { colour: "red", age: 70, boxes: { green: true }, view: "cloudy again" },
        more: { detail: "" },
        end: { name: "C" },
      },
      createdAt: new Date(now - 5 * DAY),
    },
    {
      answers: { q: { colour: "green", age: 20, view: "Fine" }, end: {} },
      createdAt: new Date(now - 2 * DAY),
    },
    {
      answers: { q: { colour: "green", view: "No answer" }, end: { name: "E" } },
      createdAt: new Date(now - DAY),
    },
  ]);
  tags = {
    urgent: await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: "Urgent",
    }),
    later: await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: "Later",
    }),
  };
});

async function numbers(query: string, who: "reviewer" | "admin" | "member" = "reviewer") {
  const page = await ok<CalloutResponsePage>(
    who,
    "GET",
    `/callout/${callout.id}/responses?${query}`,
  );
  return page.items.map((item) => item.number);
}

const byRule = (field: string, operator: string, ...value: unknown[]) =>
  numbers(`rules=${rulesParam({ field, operator, value })}&limit=100`);

describe("filters on a callout's responses", () => {
  it("take each question with its type's operators", async () => {
    expect(await byRule("answers.q.colour", "equal", "red")).toEqual([1, 3]);
    expect(await byRule("answers.q.colour", "not_equal", "red")).toEqual([2, 4, 5]);
    expect(await byRule("answers.q.age", "greater", 40)).toEqual([2, 3]);
    expect(await byRule("answers.q.age", "between", 20, 50)).toEqual([1, 2, 4]);
    expect(await byRule("answers.q.agree", "equal", true)).toEqual([1]);
    expect(await byRule("answers.q.agree", "equal", false)).toEqual([2, 3, 4, 5]);
    expect(await byRule("answers.q.boxes", "contains", "green")).toEqual([3]);
    expect(await byRule("answers.q.boxes", "not_contains", "red")).toEqual([2, 3, 4, 5]);
    expect(await byRule("answers.q.view", "contains", "CLOUDY")).toEqual([1, 3]);
    expect(await byRule("answers.end.name", "begins_with", "b")).toEqual([2]);
  });

  it("tell answered from skipped, per question", async () => {
    expect(await byRule("answers.more.detail", "is_not_empty")).toEqual([1]);
    expect(await byRule("answers.more.detail", "is_empty")).toEqual([2, 3, 4, 5]);
    expect(await byRule("answers.q.agree", "is_not_empty")).toEqual([1, 2]);
    expect(await byRule("answers.q.age", "is_empty")).toEqual([5]);
    expect(await byRule("answers.q.boxes", "is_empty")).toEqual([2, 4, 5]);
    expect(await byRule("answers.end.name", "is_empty")).toEqual([4]);
  });

  it("search the full text of the answers, and dates relative to today", async () => {
    expect(await byRule("answers", "contains", "cloudy")).toEqual([1, 3]);
    expect(await byRule("answers", "contains", "since MARCH")).toEqual([1]);
    expect(await byRule("answers", "not_contains", "cloudy")).toEqual([2, 4, 5]);
    expect(await byRule("answers", "contains", "%")).toEqual([]);
    expect(await byRule("createdAt", "greater_or_equal", "$now(d:-30)")).toEqual([2, 3, 4, 5]);
    expect(await byRule("createdAt", "less", "$now(d:-30)")).toEqual([1]);
  });

  it("answer the total alone for limit=0, for 'this will affect N responses'", async () => {
    const rules = rulesParam({ field: "answers.q.colour", operator: "equal", value: ["green"] });
    const page = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/responses?limit=0&rules=${rules}`,
    );
    expect(page).toEqual({ total: 3, offset: 0, count: 0, items: [] });
    expect(
      (await call("reviewer", "GET", `/callout/${callout.id}/responses?limit=101`)).statusCode,
    ).toBe(400);
  });

  it("are refused with invalid-rule when they do not fit the question", async () => {
    for (const rule of [
      { field: "answers.q.colour", operator: "equal", value: ["blue"] },
      { field: "answers.q.age", operator: "contains", value: ["1"] },
      { field: "answers.q.nothing", operator: "is_empty", value: [] },
    ]) {
      const response = await call(
        "reviewer",
        "GET",
        `/callout/${callout.id}/responses?rules=${rulesParam(rule)}`,
      );
      expect(response.statusCode, JSON.stringify(rule)).toBe(400);
      expect(response.json().code).toBe("invalid-rule");
    }
  });
});

describe("GET /callout-responses", () => {
  it("filters on one callout's questions when the rules pin it", async () => {
    const rules = rulesParam(
      { field: "calloutId", operator: "equal", value: [callout.id] },
      { field: "answers.q.colour", operator: "equal", value: ["red"] },
    );
    const page = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout-responses?rules=${rules}&sort=number`,
    );
    expect(page.items.map((item) => item.number)).toEqual([1, 3]);
    const unpinned = await call(
      "reviewer",
      "GET",
      `/callout-responses?rules=${rulesParam({ field: "answers.q.colour", operator: "equal", value: ["red"] })}`,
    );
    expect(unpinned.statusCode).toBe(400);
  });

  it("shows members their own responses and anonymous callers nothing", async () => {
    const own = await ok<CalloutResponsePage>(
      "member",
      "GET",
      "/callout-responses?with=tags&with=assignee",
    );
    expect(own.items.map((item) => item.id)).toEqual([rows[0]]);
    expect(own.items[0]?.tags).toBeUndefined();
    expect((await call("anonymous", "GET", "/callout-responses")).statusCode).toBe(401);
    expect((await call("member", "GET", `/callout-responses/${rows[1]}`)).statusCode).toBe(404);
    const mine = await ok<CalloutResponse>(
      "member",
      "GET",
      `/callout-responses/${rows[0]}?with=answers`,
    );
    expect(mine.answers).toMatchObject({ q: { colour: "red" } });
    // Their own, but triage is for staff.
    expect(
      (await call("member", "PATCH", `/callout-responses/${rows[0]}`, { bucket: "trash" }))
        .statusCode,
    ).toBe(403);
  });
});

describe("triage of one response", () => {
  it("changes bucket, tags and assignee, answers the change, and records it", async () => {
    const id = rows[1] as string;
    const updated = await ok<UpdatedCalloutResponse>(
      "reviewer",
      "PATCH",
      `/callout-responses/${id}`,
      {
        bucket: "verified",
        tags: [`+${tags.urgent.id}`],
        assigneeId: ids.reviewer,
      },
    );
    expect(updated).toMatchObject({ id, bucket: "verified", changeId: expect.any(String) });
    const read = await ok<CalloutResponse>(
      "reviewer",
      "GET",
      `/callout-responses/${id}?with=tags&with=assignee`,
    );
    expect(read.tags).toEqual([{ id: tags.urgent.id, name: "Urgent" }]);
    expect(read.assignee?.id).toBe(ids.reviewer);
    const history = await ok<ResponseHistory>(
      "reviewer",
      "GET",
      `/callout-responses/${id}/history`,
    );
    expect(history[0]).toMatchObject({
      kind: "triage",
      contact: { id: ids.reviewer },
      bucket: { from: "", to: "verified" },
      assignee: { from: null, to: { id: ids.reviewer } },
      tagsAdded: [{ id: tags.urgent.id, name: "Urgent" }],
      undone: false,
    });
    // Nothing to change: no change to undo.
    const same = await ok<UpdatedCalloutResponse>("reviewer", "PATCH", `/callout-responses/${id}`, {
      bucket: "verified",
    });
    expect(same.changeId).toBeNull();
    await ok("admin", "PATCH", `/callout-responses/${id}`, {
      bucket: "",
      tags: [`-${tags.urgent.id}`],
      assigneeId: null,
    });
  });

  it("refuses an assignee who is not staff of the callout, and unknown tags", async () => {
    const id = rows[1] as string;
    for (const assigneeId of [
      ids.member,
      ids.otherReviewer,
      "7d1c9a52-5a7e-4e5b-9a53-6b0f5c1e2d3a",
    ]) {
      const response = await call("reviewer", "PATCH", `/callout-responses/${id}`, { assigneeId });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe("invalid-assignee");
    }
    await ok("reviewer", "PATCH", `/callout-responses/${id}`, { assigneeId: ids.admin });
    const tag = await call("reviewer", "PATCH", `/callout-responses/${id}`, {
      tags: ["+7d1c9a52-5a7e-4e5b-9a53-6b0f5c1e2d3a"],
    });
    expect(tag.json()).toMatchObject({ code: "unknown-tag" });
    expect(
      (await call("reviewer", "PATCH", `/callout-responses/${id}`, { tags: ["urgent"] }))
        .statusCode,
    ).toBe(400);
    await ok("admin", "PATCH", `/callout-responses/${id}`, { assigneeId: null });
  });

  it("stores a file edited in with the site's own address as a path", async () => {
    const fileForm: FormSchema = {
      slides: [
        {
          id: "s",
          title: "Photo",
          navigation: { nextSlideId: "" },
          components: [input("file", { key: "photo" })],
        },
      ],
    };
    const callout = await reviewedCallout({ formSchema: fileForm, access: "anonymous" });
    const [id] = await responses(callout.id, [{ answers: { s: {} } }]);
    const url = `${testConfig().baseUrl}/api/1.0/documents/abc`;
    await ok("reviewer", "PATCH", `/callout-responses/${id}`, {
      answers: { s: { photo: [{ url, name: "a.pdf" }] } },
    });
    const [row] = await database()
      .db.select({ answers: calloutResponses.answers })
      .from(calloutResponses)
      .where(eq(calloutResponses.id, id!));
    expect(row?.answers).toEqual({
      s: { photo: [{ url: "/api/1.0/documents/abc", name: "a.pdf" }] },
    });
  });

  it("edits answers, checked against the form, keeping the originals in the history", async () => {
    const id = rows[3] as string;
    const bad = await call("reviewer", "PATCH", `/callout-responses/${id}`, {
      answers: { q: { colour: "blue" }, end: {} },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ code: "invalid-callout-response" });
    const nul = await call("reviewer", "PATCH", `/callout-responses/${id}`, {
      answers: { q: { colour: "green", view: "a\u0000b" }, end: {} },
    });
    expect(nul.statusCode).toBe(400);
    // Refused app-wide (plugins/safe-text), the field named by its nested path.
    expect(nul.json().errors).toEqual([
      {
        property: "answers",
        children: [
          {
            property: "q",
            children: [{ property: "view", constraints: { isSafeText: expect.any(String) } }],
          },
        ],
      },
    ]);
    const edited = { q: { colour: "green", age: 21, view: "Fine, really" }, end: { name: "D" } };
    await ok("reviewer", "PATCH", `/callout-responses/${id}`, { answers: edited });
    await ok("admin", "PATCH", `/callout-responses/${id}`, {
      answers: { ...edited, end: { name: "Dee" } },
    });
    const history = await ok<ResponseHistory>("admin", "GET", `/callout-responses/${id}/history`);
    expect(history.map((entry) => [entry.kind, entry.contact?.id])).toEqual([
      ["answers", ids.admin],
      ["answers", ids.reviewer],
    ]);
    expect(history[1]?.answers).toEqual([
      { slideId: "q", key: "age", from: 20, to: 21 },
      { slideId: "q", key: "view", from: "Fine", to: "Fine, really" },
      { slideId: "end", key: "name", from: null, to: "D" },
    ]);
    expect(history[0]?.answers).toEqual([{ slideId: "end", key: "name", from: "D", to: "Dee" }]);
    const [stored] = await database()
      .db.select()
      .from(calloutResponses)
      .where(eq(calloutResponses.id, id));
    expect(stored?.answers).toEqual({ ...edited, end: { name: "Dee" } });
    // The full-text search follows the edit.
    expect(await byRule("answers", "contains", "really")).toEqual([4]);
  });
});

describe("bulk triage and undo", () => {
  it("changes every response the rules match, and undo restores exactly what each had", async () => {
    // Response 1 carries "Later" already; 3 is assigned to the admin.
    await ok("reviewer", "PATCH", `/callout-responses/${rows[0]}`, {
      tags: [`+${tags.later.id}`],
      bucket: "trash",
    });
    await ok("reviewer", "PATCH", `/callout-responses/${rows[2]}`, { assigneeId: ids.admin });
    const state = async () =>
      (
        await ok<CalloutResponsePage>(
          "reviewer",
          "GET",
          `/callout/${callout.id}/responses?with=tags&with=assignee&sort=number`,
        )
      ).items.map((item) => ({
        bucket: item.bucket,
        tags: item.tags?.map((tag) => tag.name),
        assignee: item.assignee?.id ?? null,
      }));
    const before = await state();
    const rules = {
      condition: "AND" as const,
      rules: [
        { field: "calloutId", operator: "equal" as const, value: [callout.id] },
        { field: "answers.q.colour", operator: "equal" as const, value: ["red"] },
      ],
    };
    const count = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout-responses?limit=0&rules=${encodeURIComponent(JSON.stringify(rules))}`,
    );
    expect(count.total).toBe(2);
    const change = await ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
      rules,
      updates: {
        bucket: "verified",
        tags: [`+${tags.urgent.id}`, `-${tags.later.id}`],
        assigneeId: ids.reviewer,
      },
    });
    expect(change).toEqual({ affected: 2, changeId: expect.any(String) });
    const after = await state();
    expect([after[0], after[2]]).toEqual([
      { bucket: "verified", tags: ["Urgent"], assignee: ids.reviewer },
      { bucket: "verified", tags: ["Urgent"], assignee: ids.reviewer },
    ]);
    expect([after[1], after[3], after[4]]).toEqual([before[1], before[3], before[4]]);

    const undone = await ok<ResponseChangeResult>(
      "reviewer",
      "POST",
      `/callout-responses/changes/${change.changeId}/undo`,
    );
    expect(undone).toEqual({ affected: 2, changeId: expect.any(String) });
    expect(await state()).toEqual(before);
    const again = await call("admin", "POST", `/callout-responses/changes/${change.changeId}/undo`);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "already-undone" });
    const history = await ok<ResponseHistory>(
      "reviewer",
      "GET",
      `/callout-responses/${rows[0]}/history`,
    );
    expect(history[0]).toMatchObject({
      undoes: change.changeId,
      bucket: { from: "verified", to: "trash" },
    });
    expect(history[1]).toMatchObject({ changeId: change.changeId, undone: true });
    // The undo can be undone in turn: the change is back.
    await ok("reviewer", "POST", `/callout-responses/changes/${undone.changeId}/undo`);
    expect((await state())[0]).toEqual({
      bucket: "verified",
      tags: ["Urgent"],
      assignee: ids.reviewer,
    });
  });

  it("answers 0 and no change when nothing matches or nothing changes; the predecessor's -1 is gone", async () => {
    const none = await ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
      rules: {
        condition: "AND",
        rules: [
          { field: "calloutId", operator: "equal", value: [callout.id] },
          { field: "bucket", operator: "equal", value: ["nowhere"] },
        ],
      },
      updates: { bucket: "trash" },
    });
    expect(none).toEqual({ affected: 0, changeId: null });
    const all = {
      condition: "AND",
      rules: [{ field: "calloutId", operator: "equal", value: [callout.id] }],
    };
    await ok("reviewer", "PATCH", "/callout-responses", { rules: all, updates: { bucket: "x" } });
    const same = await ok<ResponseChangeResult>("reviewer", "PATCH", "/callout-responses", {
      rules: all,
      updates: { bucket: "x" },
    });
    expect(same).toEqual({ affected: 5, changeId: null });
    await ok("reviewer", "PATCH", "/callout-responses", { rules: all, updates: { bucket: "" } });
    const empty = await call("reviewer", "PATCH", "/callout-responses", {
      rules: all,
      updates: {},
    });
    expect(empty.statusCode).toBe(400);
    expect(
      (await call("reviewer", "PATCH", "/callout-responses", { updates: { bucket: "x" } }))
        .statusCode,
    ).toBe(400);
  });

  it("puts a tag only on responses of its own callout", async () => {
    const other = await reviewedCallout();
    const [foreign] = await responses(other.id, [{ answers: {} }]);
    const change = await ok<ResponseChangeResult>("admin", "PATCH", "/callout-responses", {
      rules: {
        condition: "OR",
        rules: [
          { field: "id", operator: "equal", value: [foreign] },
          { field: "id", operator: "equal", value: [rows[4]] },
        ],
      },
      updates: { tags: [`+${tags.later.id}`] },
    });
    expect(change.affected).toBe(2);
    const theirs = await ok<CalloutResponse>(
      "admin",
      "GET",
      `/callout-responses/${foreign}?with=tags`,
    );
    expect(theirs.tags).toEqual([]);
    const ours = await ok<CalloutResponse>(
      "admin",
      "GET",
      `/callout-responses/${rows[4]}?with=tags`,
    );
    expect(ours.tags).toEqual([{ id: tags.later.id, name: "Later" }]);
    await ok("admin", "POST", `/callout-responses/changes/${change.changeId}/undo`);
  });

  it("lets only the callout's staff undo", async () => {
    const change = await ok<ResponseChangeResult>(
      "reviewer",
      "PATCH",
      `/callout-responses/${rows[4]}`,
      { bucket: "trash" },
    );
    expect(
      (await call("otherReviewer", "POST", `/callout-responses/changes/${change.changeId}/undo`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("member", "POST", `/callout-responses/changes/${change.changeId}/undo`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("reviewer", "POST", "/callout-responses/changes/nope/undo")).statusCode,
    ).toBe(404);
    await ok("reviewer", "POST", `/callout-responses/changes/${change.changeId}/undo`);
  });
});

describe("bulk triage at any size", () => {
  /** Statements of a bulk change of bucket, tags and assignee and of its undo, over `size` responses. */
  async function statementsFor(size: number) {
    const other = await reviewedCallout({ allowMultiple: true });
    await responses(
      other.id,
      Array.from({ length: size }, (_, n) => ({ answers: { q: { age: n } } })),
    );
    const tag = await ok<CalloutTag>("admin", "POST", `/callout/${other.id}/tags`, {
      name: "Bulk",
    });
    const counting = countingDatabase(database());
    const triage = createTriage({
      db: counting.db,
      select: createResponseSelection({ db: counting.db, callouts: app().services.callouts }),
      serialise: createResponseSerialiser({
        db: counting.db,
        callouts: app().services.callouts,
        contacts: app().services.contacts,
      }),
      baseUrl: testConfig().baseUrl,
    });
    const viewer = { isAdmin: true, contactId: ids.admin };
    const change = await triage.bulk(viewer, {
      rules: {
        condition: "AND",
        rules: [{ field: "calloutId", operator: "equal", value: [other.id] }],
      },
      updates: { bucket: "verified", tags: [`+${tag.id}`], assigneeId: ids.reviewer },
    });
    expect(change.affected).toBe(size);
    const undone = await triage.undo(viewer, change.changeId ?? "");
    expect(undone.affected).toBe(size);
    return counting.statements();
  }

  it("sends as many statements for 30 responses as for 3", async () => {
    expect(await statementsFor(30)).toBe(await statementsFor(3));
  });
});

describe("lists for the triage screens", () => {
  it("filter by tag and assignee, and sort by assignee and bucket", async () => {
    await ok("admin", "PATCH", "/callout-responses", {
      rules: {
        condition: "AND",
        rules: [{ field: "calloutId", operator: "equal", value: [callout.id] }],
      },
      updates: { bucket: "", assigneeId: null, tags: [`-${tags.urgent.id}`, `-${tags.later.id}`] },
    });
    await ok("reviewer", "PATCH", `/callout-responses/${rows[1]}`, {
      assigneeId: ids.reviewer,
      tags: [`+${tags.urgent.id}`],
      bucket: "verified",
    });
    await ok("reviewer", "PATCH", `/callout-responses/${rows[3]}`, {
      assigneeId: ids.admin,
      bucket: "trash",
    });
    await ok("reviewer", "PATCH", `/callout-responses/${rows[4]}`, {
      tags: [`+${tags.urgent.id}`, `+${tags.later.id}`],
    });
    expect(await byRule("tags", "contains", tags.urgent.id)).toEqual([2, 5]);
    expect(await byRule("tags", "not_contains", tags.urgent.id)).toEqual([1, 3, 4]);
    expect(await byRule("tags", "is_empty")).toEqual([1, 3, 4]);
    expect(await byRule("tags", "contains", "not-a-tag")).toEqual([]);
    expect(await byRule("assignee", "equal", "me")).toEqual([2]);
    expect(await byRule("assignee", "is_empty")).toEqual([1, 3, 5]);
    expect(await byRule("bucket", "is_empty")).toEqual([1, 3, 5]);
    // Ada Admin before Rita Reviewer; unassigned last either way, then by number.
    expect(await numbers("sort=assignee")).toEqual([4, 2, 1, 3, 5]);
    expect(await numbers("sort=assignee&order=DESC")).toEqual([2, 4, 5, 3, 1]);
    expect(await numbers("sort=bucket")).toEqual([1, 3, 5, 4, 2]);
    expect(await numbers("sort=createdAt&order=DESC")).toEqual([5, 4, 3, 2, 1]);
    const page = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/responses?sort=number&limit=2&offset=1&with=tags&with=assignee&with=latestComment&with=callout`,
    );
    expect(page).toMatchObject({ total: 5, offset: 1, count: 2 });
    expect(page.items[0]).toMatchObject({
      number: 2,
      tags: [{ name: "Urgent" }],
      assignee: { id: ids.reviewer },
      latestComment: null,
      callout: { id: callout.id },
    });
  });

  it("give a response's neighbours and place within a filtered, sorted list", async () => {
    const green = rulesParam({ field: "answers.q.colour", operator: "equal", value: ["green"] });
    const at = (id: string, query: string) =>
      ok<ResponseNeighbours>("reviewer", "GET", `/callout-responses/${id}/neighbours?${query}`);
    expect(await at(rows[3] as string, `rules=${green}&sort=number`)).toEqual({
      previous: rows[1],
      next: rows[4],
      position: 2,
      total: 3,
    });
    expect(await at(rows[1] as string, `rules=${green}&sort=createdAt&order=DESC`)).toEqual({
      previous: rows[3],
      next: null,
      position: 3,
      total: 3,
    });
    // Outside the filter: where it would be, and position 0.
    expect(await at(rows[2] as string, `rules=${green}&sort=number`)).toEqual({
      previous: rows[1],
      next: rows[3],
      position: 0,
      total: 3,
    });
    expect(await at(rows[3] as string, "sort=assignee")).toEqual({
      previous: null,
      next: rows[1],
      position: 1,
      total: 5,
    });
    expect(
      (await call("otherReviewer", "GET", `/callout-responses/${rows[0]}/neighbours`)).statusCode,
    ).toBe(403);
  });
});
