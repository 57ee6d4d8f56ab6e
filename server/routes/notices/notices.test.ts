import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Notice, NoticePage } from "@core/notices";
import { notices } from "../../db/schema";
import { ADMIN, MEMBER, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let anonymous: FastifyInstance;
let member: FastifyInstance;
let admin: FastifyInstance;

beforeAll(async () => {
  anonymous = await buildTestApp({ database: database() });
  member = await buildTestApp({ database: database(), caller: MEMBER });
  admin = await buildTestApp({ database: database(), caller: ADMIN });
});
afterAll(async () => {
  await Promise.all([anonymous.close(), member.close(), admin.close()]);
});
beforeEach(async () => {
  await database().db.delete(notices);
});

const DAY = 24 * 60 * 60 * 1000;
const daysFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString();

/** Dates for each status, relative to now. */
const DATES = {
  draft: { starts: null, expires: null },
  scheduled: { starts: daysFromNow(1), expires: null },
  open: { starts: daysFromNow(-1), expires: daysFromNow(1) },
  // Ended a day before an open notice starts: at -1 day both, a millisecond's tick between the
  // two lines let an ended expiry fall after an open start.
  ended: { starts: daysFromNow(-3), expires: daysFromNow(-2) },
} as const;

async function create(body: object): Promise<Notice> {
  const response = await admin.inject({ method: "POST", url: "/api/1.0/notice", payload: body });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notice>();
}

const noticeOf = (name: string, status: keyof typeof DATES, extra: object = {}) =>
  create({ name, text: `<p>${name}</p>`, ...DATES[status], ...extra });

async function list(app: FastifyInstance, query = ""): Promise<NoticePage> {
  const response = await app.inject({ url: `/api/1.0/notice${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<NoticePage>();
}

const names = (page: NoticePage) => page.items.map((item) => item.name);
const rules = (value: object) => `rules=${encodeURIComponent(JSON.stringify(value))}`;

describe("POST /notice", () => {
  it("stores a notice and answers it with its status", async () => {
    const notice = await create({
      name: "  Summer meet-up  ",
      text: "<p>Join us at the harbour.</p>",
      starts: DATES.open.starts,
      expires: DATES.open.expires,
      buttonText: "Book a place",
      url: "https://example.org/meet-up",
    });
    expect(notice).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      name: "Summer meet-up",
      text: "<p>Join us at the harbour.</p>",
      starts: DATES.open.starts,
      expires: DATES.open.expires,
      status: "open",
      buttonText: "Book a place",
      url: "https://example.org/meet-up",
    });
    const stored = await admin.inject({ url: `/api/1.0/notice/${notice.id}` });
    expect(stored.json()).toEqual(notice);
  });

  it.each(Object.keys(DATES) as (keyof typeof DATES)[])(
    "derives the status %s from the dates",
    async (status) => {
      expect((await noticeOf("N", status)).status).toBe(status);
    },
  );

  it("stores a blank button text and URL as none", async () => {
    const notice = await create({ name: "N", text: "<p>T</p>", buttonText: " ", url: "" });
    expect(notice).toMatchObject({ buttonText: null, url: null });
  });

  it.each([
    [{ text: "<p>T</p>" }, "name", "isDefined"],
    [{ name: "  ", text: "<p>T</p>" }, "name", "isNotEmpty"],
    [{ name: "N" }, "text", "isDefined"],
    [{ name: "N", text: "<p>T</p>", starts: "next week" }, "starts", "isDateString"],
    [{ name: "N", text: "<p>T</p>", buttonText: "Go" }, "url", "isNotEmpty"],
    [{ name: "N", text: "<p>T</p>", url: "https://example.org" }, "buttonText", "isNotEmpty"],
    [
      { name: "N", text: "<p>T</p>", buttonText: "Go", url: "javascript:alert(1)" },
      "url",
      "isLink",
    ],
    [
      { name: "N", text: "<p>T</p>", ...DATES.ended, expires: DATES.ended.starts },
      "expires",
      "afterStarts",
    ],
    [{ name: "N", text: "<p>T</p>", enabled: true }, "enabled", "whitelistValidation"],
    [{ name: "x".repeat(201), text: "<p>T</p>" }, "name", "maxLength"],
  ])("refuses %j with 400 naming %s", async (body, property, constraint) => {
    const response = await admin.inject({ method: "POST", url: "/api/1.0/notice", payload: body });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      httpCode: 400,
      errors: [{ property, constraints: { [constraint]: expect.any(String) } }],
    });
    expect(await database().db.select().from(notices)).toEqual([]);
  });

  it("is for admins: members get 403 and nothing is stored", async () => {
    const response = await member.inject({
      method: "POST",
      url: "/api/1.0/notice",
      payload: { name: "N", text: "<p>T</p>" },
    });
    expect(response.statusCode).toBe(403);
    expect(await database().db.select().from(notices)).toEqual([]);
  });
});

describe("GET /notice", () => {
  it("pages admins through every notice, newest first by default when asked", async () => {
    for (const name of ["A", "B", "C"]) await noticeOf(name, "draft");
    const first = await list(admin, "?sort=createdAt&order=DESC&limit=2");
    expect(first).toMatchObject({ total: 3, offset: 0, count: 2 });
    expect(names(first)).toEqual(["C", "B"]);
    const second = await list(admin, "?sort=createdAt&order=DESC&limit=2&offset=2");
    expect(names(second)).toEqual(["A"]);
  });

  it("sorts by name ignoring case, by dates with empty ones last, and by status", async () => {
    await noticeOf("banana", "ended");
    await noticeOf("Apple", "open");
    await noticeOf("cherry", "draft");
    await noticeOf("Date", "scheduled");
    expect(names(await list(admin, "?sort=name"))).toEqual(["Apple", "banana", "cherry", "Date"]);
    expect(names(await list(admin, "?sort=starts&order=DESC"))).toEqual([
      "Date",
      "Apple",
      "banana",
      "cherry",
    ]);
    // Those without an end tie, and keep one order by id.
    expect(names(await list(admin, "?sort=expires")).slice(0, 2)).toEqual(["banana", "Apple"]);
    expect(names(await list(admin, "?sort=status"))).toEqual(["cherry", "Date", "Apple", "banana"]);
  });

  it("filters by status and other fields with rules", async () => {
    await noticeOf("Old", "ended");
    await noticeOf("Now", "open");
    await noticeOf("Later", "scheduled");
    const open = {
      condition: "AND",
      rules: [{ field: "status", operator: "equal", value: ["open"] }],
    };
    expect(names(await list(admin, `?${rules(open)}`))).toEqual(["Now"]);
    const named = {
      condition: "OR",
      rules: [
        { field: "name", operator: "contains", value: ["ol"] },
        { field: "expires", operator: "is_empty", value: [] },
      ],
    };
    expect(names(await list(admin, `?sort=name&${rules(named)}`))).toEqual(["Later", "Old"]);
  });

  it("shows members the open notices only, whatever they ask for", async () => {
    await noticeOf("Old", "ended");
    const now = await noticeOf("Now", "open");
    await noticeOf("Later", "scheduled");
    await noticeOf("Draft", "draft");
    const page = await list(member);
    expect(page).toMatchObject({ total: 1, count: 1 });
    expect(page.items).toEqual([now]);
    const ended = {
      condition: "AND",
      rules: [{ field: "status", operator: "equal", value: ["ended"] }],
    };
    expect((await list(member, `?${rules(ended)}`)).total).toBe(0);
  });

  it("refuses unknown sorts, bad rules and the predecessor's `enabled` with 400", async () => {
    for (const query of [
      "?sort=text",
      "?limit=0",
      `?${rules({ condition: "AND", rules: [{ field: "enabled", operator: "equal", value: [true] }] })}`,
      `?${rules({ condition: "AND", rules: [{ field: "status", operator: "not_equal", value: ["open"] }] })}`,
    ]) {
      const response = await admin.inject({ url: `/api/1.0/notice${query}` });
      expect(response.statusCode, query).toBe(400);
    }
  });

  it("asks anonymous callers to log in", async () => {
    await noticeOf("Now", "open");
    expect((await anonymous.inject({ url: "/api/1.0/notice" })).statusCode).toBe(401);
  });
});

describe("GET /notice/:id", () => {
  it("answers members an open notice and 404 for any other", async () => {
    const open = await noticeOf("Now", "open");
    const later = await noticeOf("Later", "scheduled");
    expect((await member.inject({ url: `/api/1.0/notice/${open.id}` })).json()).toEqual(open);
    expect((await member.inject({ url: `/api/1.0/notice/${later.id}` })).statusCode).toBe(404);
    expect((await admin.inject({ url: `/api/1.0/notice/${later.id}` })).statusCode).toBe(200);
  });

  it("answers 404 for ids that name no notice", async () => {
    for (const id of ["00000000-0000-4000-8000-0000000000aa", "not-an-id"]) {
      expect((await admin.inject({ url: `/api/1.0/notice/${id}` })).statusCode).toBe(404);
    }
  });
});

describe("PATCH /notice/:id", () => {
  it("changes what it is sent and keeps the rest", async () => {
    const notice = await noticeOf("Now", "open", { buttonText: "Go", url: "/callouts" });
    const response = await admin.inject({
      method: "PATCH",
      url: `/api/1.0/notice/${notice.id}`,
      payload: { name: "Renamed", expires: DATES.ended.expires, starts: DATES.ended.starts },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({
      ...notice,
      name: "Renamed",
      ...DATES.ended,
      status: "ended",
      updatedAt: expect.any(String),
    });
    expect(Date.parse(response.json<Notice>().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(notice.updatedAt),
    );
  });

  it("removes the button with both of its fields", async () => {
    const notice = await noticeOf("Now", "open", { buttonText: "Go", url: "/callouts" });
    const response = await admin.inject({
      method: "PATCH",
      url: `/api/1.0/notice/${notice.id}`,
      payload: { buttonText: null, url: null },
    });
    expect(response.json()).toMatchObject({ buttonText: null, url: null });
  });

  it("refuses a change that leaves the notice inconsistent, and keeps it as it was", async () => {
    const notice = await noticeOf("Now", "open", { buttonText: "Go", url: "/callouts" });
    for (const [payload, property] of [
      [{ url: null }, "url"],
      [{ buttonText: "" }, "buttonText"],
      [{ expires: DATES.ended.expires }, "expires"],
      [{ name: "" }, "name"],
    ] as const) {
      const response = await admin.inject({
        method: "PATCH",
        url: `/api/1.0/notice/${notice.id}`,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ errors: [{ property }] });
    }
    expect((await admin.inject({ url: `/api/1.0/notice/${notice.id}` })).json()).toEqual(notice);
  });

  it("answers 404 for a notice that does not exist", async () => {
    const response = await admin.inject({
      method: "PATCH",
      url: "/api/1.0/notice/00000000-0000-4000-8000-0000000000aa",
      payload: { name: "X" },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe("DELETE /notice/:id", () => {
  it("deletes a notice once: 204, then 404", async () => {
    const notice = await noticeOf("Now", "open");
    const remove = () => admin.inject({ method: "DELETE", url: `/api/1.0/notice/${notice.id}` });
    expect((await remove()).statusCode).toBe(204);
    expect((await remove()).statusCode).toBe(404);
    expect(await database().db.select().from(notices)).toEqual([]);
  });

  it("is for admins: members get 403 and the notice stays", async () => {
    const notice = await noticeOf("Now", "open");
    const response = await member.inject({
      method: "DELETE",
      url: `/api/1.0/notice/${notice.id}`,
    });
    expect(response.statusCode).toBe(403);
    expect(await database().db.select().from(notices)).toHaveLength(1);
  });
});
