import { describe, expect, it } from "vitest";
import type { ResponseSegment, ResponseView } from "@core/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { call, ok, reviewedCallout, responses } = staffFixture(database);

const byId = (id: string) => ({
  condition: "AND" as const,
  rules: [{ field: "id", operator: "equal" as const, value: [id] }],
});

describe("beabee's segments of a callout's responses", () => {
  it("are its saved views: created in order, counted, changed and deleted", async () => {
    const callout = await reviewedCallout();
    const [first = ""] = await responses(callout.id, [
      { answers: { slide1: {} } },
      { answers: { slide1: {} } },
    ]);
    const base = `/callout/${callout.slug}/segments`;
    const one = await ok<ResponseSegment>("admin", "POST", base, {
      name: "Test Segment",
      ruleGroup: byId(first),
      calloutId: callout.slug,
    });
    expect(one).toMatchObject({
      calloutId: callout.id,
      name: "Test Segment",
      ruleGroup: byId(first),
      order: 0,
      itemCount: 1,
    });
    const all = await ok<ResponseSegment>("reviewer", "POST", base, {
      name: "Everything",
      ruleGroup: { condition: "AND", rules: [] },
    });
    expect(all).toMatchObject({ order: 1, itemCount: 2 });
    const listed = await ok<ResponseSegment[]>("reviewer", "GET", base);
    expect(listed.map((segment) => segment.name)).toEqual(["Test Segment", "Everything"]);
    // The same rows as the views.
    const views = await ok<ResponseView[]>("admin", "GET", `/callout/${callout.id}/views`);
    expect(views.map((view) => view.id).sort()).toEqual([one.id, all.id].sort());

    const moved = await ok<ResponseSegment>("admin", "PATCH", `${base}/${all.id}`, {
      name: "All of them",
      order: 0,
    });
    expect(moved).toMatchObject({ name: "All of them", order: 0, itemCount: 2 });
    expect(await ok("admin", "GET", `${base}/${one.id}`)).toEqual({ ...one, itemCount: 1 });

    await ok("admin", "DELETE", `${base}/${one.id}`, undefined, 204);
    expect((await call("admin", "DELETE", `${base}/${one.id}`)).statusCode).toBe(404);
    expect((await ok<ResponseSegment[]>("admin", "GET", base)).map((s) => s.id)).toEqual([all.id]);
  });

  it("refuse a bad filter, a taken name and a missing rule group with 400", async () => {
    const callout = await reviewedCallout();
    const base = `/callout/${callout.id}/segments`;
    await ok("admin", "POST", base, { name: "Inbox", ruleGroup: { condition: "AND", rules: [] } });
    const taken = await call("admin", "POST", base, {
      name: "inbox",
      ruleGroup: { condition: "AND", rules: [] },
    });
    expect(taken.json()).toMatchObject({ code: "duplicate-view-name" });
    const badRule = await call("admin", "POST", base, {
      name: "Odd",
      ruleGroup: {
        condition: "AND",
        rules: [{ field: "answers.slide1.colour", operator: "equal", value: ["red"] }],
      },
    });
    expect(badRule.json()).toMatchObject({ code: "invalid-rule" });
    const missing = await call("admin", "POST", base, { name: "No rules" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      code: "bad-request",
      errors: [{ property: "ruleGroup" }],
    });
  });

  it("are for the callout's staff: members get 403", async () => {
    const callout = await reviewedCallout();
    expect((await call("member", "GET", `/callout/${callout.id}/segments`)).statusCode).toBe(403);
  });
});
