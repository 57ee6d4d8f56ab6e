import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Callout, CalloutPage, CalloutTag } from "@core/callouts";
import {
  calloutResponseChanges,
  calloutResponseComments,
  calloutResponseHistory,
  calloutResponseTags,
  calloutResponseViews,
  calloutResponses,
  calloutReviewers,
  calloutTags,
  calloutVariants,
  callouts,
} from "../../db/schema";
import { DATES, calloutBody } from "../../test-support/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { call, ok, reviewedCallout, responses } = staffFixture(database);

const titled = (title: string, extra: object = {}) =>
  calloutBody({
    variants: { default: { ...calloutBody().variants.default!, title } },
    ...extra,
  });

describe("status actions", () => {
  it("publish now, schedule, end now, reopen and revert to draft by the server's clock", async () => {
    const draft = await ok<Callout>("admin", "POST", "/callout", calloutBody(DATES.draft));
    expect(draft).toMatchObject({ status: "draft", slugLocked: false });
    const future = new Date(Date.now() + 3 * 86_400_000).toISOString();
    const scheduled = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      starts: future,
    });
    expect(scheduled).toMatchObject({ status: "scheduled", starts: future, slugLocked: false });
    const before = Date.now();
    const published = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      starts: "now",
    });
    expect(published).toMatchObject({ status: "open", slugLocked: true });
    expect(Date.parse(published.starts ?? "")).toBeGreaterThanOrEqual(before - 1000);
    const ended = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, { expires: "now" });
    expect(ended.status).toBe("ended");
    const reopened = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      expires: future,
    });
    expect(reopened).toMatchObject({ status: "open", expires: future });
    const reverted = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      starts: null,
      expires: null,
    });
    // Back to draft, but its slug stays: readers have its links.
    expect(reverted).toMatchObject({ status: "draft", slugLocked: true });
    expect(
      (await call("admin", "PATCH", `/callout/${draft.id}`, { starts: "soon" })).statusCode,
    ).toBe(400);
  });

  it("make the slug from the title until the callout is first published, then lock it", async () => {
    const draft = await ok<Callout>(
      "admin",
      "POST",
      "/callout",
      titled("Rents in 2026", DATES.draft),
    );
    expect(draft.slug).toBe("rents-in-2026");
    const renamed = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      ...titled("Rents this winter"),
      ...DATES.draft,
      slug: null,
    });
    expect(renamed.slug).toBe("rents-this-winter");
    // Its own slug is no clash with itself.
    const same = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, { slug: null });
    expect(same.slug).toBe("rents-this-winter");
    await ok("admin", "PATCH", `/callout/${draft.id}`, { slug: "winter-rents" });
    await ok("admin", "PATCH", `/callout/${draft.id}`, { starts: "now" });
    const locked = await call("admin", "PATCH", `/callout/${draft.id}`, { slug: "other-rents" });
    expect(locked.statusCode).toBe(400);
    expect(locked.json()).toMatchObject({ code: "slug-locked" });
    // The same slug, or none, is no change.
    await ok("admin", "PATCH", `/callout/${draft.id}`, { slug: "winter-rents" });
    const kept = await ok<Callout>("admin", "PATCH", `/callout/${draft.id}`, {
      ...titled("New title"),
      slug: null,
    });
    expect(kept.slug).toBe("winter-rents");
    // A scheduled start that has passed counts as published too.
    const past = await ok<Callout>("admin", "POST", "/callout", calloutBody(DATES.draft));
    await database()
      .db.update(callouts)
      .set({ starts: new Date(Date.now() - 1000) })
      .where(eq(callouts.id, past.id));
    expect(
      (await call("admin", "PATCH", `/callout/${past.id}`, { slug: "moved" })).json(),
    ).toMatchObject({ code: "slug-locked" });
  });

  it("replicate a callout with its texts and tags, not its responses or reviewers", async () => {
    const source = await reviewedCallout({ hideContactFromReviewers: true });
    await ok<CalloutTag>("reviewer", "POST", `/callout/${source.id}/tags`, {
      name: "Verified by phone",
    });
    await responses(source.id, [{ answers: {} }]);
    const copy = await ok<Callout>("admin", "POST", `/callout?fromId=${source.id}`, {
      starts: null,
      expires: null,
    });
    expect(copy).toMatchObject({
      slug: `${source.slug}-1`,
      title: source.title,
      status: "draft",
      slugLocked: false,
      hideContactFromReviewers: true,
    });
    const tags = await ok<CalloutTag[]>(
      "admin",
      "GET",
      `/callout/${copy.id}/tags?with=responseCount`,
    );
    expect(tags).toEqual([
      { id: expect.any(String), name: "Verified by phone", description: "", responseCount: 0 },
    ]);
    expect(await ok("admin", "GET", `/callout/${copy.id}/reviewers`)).toEqual([]);
    expect(
      (await ok<{ total: number }>("admin", "GET", `/callout/${copy.id}/responses`)).total,
    ).toBe(0);
    expect((await call("admin", "POST", "/callout?fromId=nowhere", {})).statusCode).toBe(404);
  });

  it("delete a callout with everything it owns", async () => {
    const callout = await reviewedCallout();
    const tag = await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: "Gone",
    });
    const [id] = await responses(callout.id, [{ answers: {} }]);
    await ok("reviewer", "PATCH", `/callout-responses/${id}`, {
      tags: [`+${tag.id}`],
      bucket: "verified",
    });
    await ok("reviewer", "POST", "/callout-response-comments", { responseId: id, text: "Note" });
    await ok("reviewer", "POST", `/callout/${callout.id}/views`, { name: "All" });
    await ok("admin", "DELETE", `/callout/${callout.id}`, undefined, 204);
    const { db } = database();
    const left = await Promise.all([
      db.select().from(calloutVariants).where(eq(calloutVariants.calloutId, callout.id)),
      db.select().from(calloutResponses).where(eq(calloutResponses.calloutId, callout.id)),
      db.select().from(calloutTags).where(eq(calloutTags.calloutId, callout.id)),
      db.select().from(calloutReviewers).where(eq(calloutReviewers.calloutId, callout.id)),
      db.select().from(calloutResponseViews).where(eq(calloutResponseViews.calloutId, callout.id)),
      db.select().from(calloutResponseTags).where(eq(calloutResponseTags.tagId, tag.id)),
      db.select().from(calloutResponseComments).where(eq(calloutResponseComments.responseId, id!)),
      db.select().from(calloutResponseHistory).where(eq(calloutResponseHistory.responseId, id!)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0, 0, 0, 0, 0, 0]);
    const changes = await db.select().from(calloutResponseChanges);
    const history = await db.select().from(calloutResponseHistory);
    expect(changes.every((change) => history.some((row) => row.changeId === change.id))).toBe(true);
  });
});

describe("the staff's callout list", () => {
  it("filters by status and title, sorts by every column, and pages", async () => {
    const prefix = `Sorted ${Date.now()}`;
    const made = {
      draft: await ok<Callout>(
        "admin",
        "POST",
        "/callout",
        titled(`${prefix} b draft`, DATES.draft),
      ),
      scheduled: await ok<Callout>(
        "admin",
        "POST",
        "/callout",
        titled(`${prefix} d scheduled`, DATES.scheduled),
      ),
      open: await ok<Callout>(
        "admin",
        "POST",
        "/callout",
        titled(`${prefix} a open`, { ...DATES.open, hidden: true }),
      ),
      ended: await ok<Callout>(
        "admin",
        "POST",
        "/callout",
        titled(`${prefix} C ended`, DATES.ended),
      ),
    };
    await responses(made.ended.id, [{ answers: {} }, { answers: {} }]);
    await responses(made.open.id, [{ answers: {} }]);
    const search = { field: "title", operator: "contains", value: [prefix.toLowerCase()] };
    const list = async (query: string, ...rules: object[]) => {
      const group = encodeURIComponent(
        JSON.stringify({ condition: "AND", rules: [search, ...rules] }),
      );
      const page = await ok<CalloutPage>(
        "admin",
        "GET",
        `/callout?rules=${group}&with=responseCount&${query}`,
      );
      return page.items.map((item) => item.title.slice(prefix.length + 1));
    };
    expect(await list("sort=title")).toEqual(["a open", "b draft", "C ended", "d scheduled"]);
    expect(await list("sort=status")).toEqual(["b draft", "d scheduled", "a open", "C ended"]);
    // Ties (the same count, no end date) follow the id: only the order of the rest is fixed.
    expect((await list("sort=responseCount&order=DESC")).slice(0, 2)).toEqual([
      "C ended",
      "a open",
    ]);
    expect((await list("sort=hidden&order=DESC"))[0]).toBe("a open");
    expect(await list("sort=starts")).toEqual(["C ended", "a open", "d scheduled", "b draft"]);
    // Nulls last in both directions.
    expect((await list("sort=expires&order=DESC"))[0]).toBe("C ended");
    expect((await list("sort=expires"))[0]).toBe("C ended");
    for (const status of ["draft", "scheduled", "open", "ended"] as const) {
      expect(
        await list("sort=title", { field: "status", operator: "equal", value: [status] }),
      ).toEqual([(made[status].title as string).slice(prefix.length + 1)]);
    }
    const group = encodeURIComponent(JSON.stringify({ condition: "AND", rules: [search] }));
    const second = await ok<CalloutPage>(
      "admin",
      "GET",
      `/callout?rules=${group}&sort=title&limit=2&offset=2`,
    );
    expect(second).toMatchObject({ total: 4, offset: 2, count: 2 });
    expect((await call("admin", "GET", "/callout?sort=colour")).statusCode).toBe(400);
  });
});
