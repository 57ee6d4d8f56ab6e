import { describe, expect, it } from "vitest";
import type { CalloutResponse, CalloutTag } from "@core/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { STAFF_CALLERS, staffFixture, type StaffCaller } from "../../test-support/staff";

const database = testDatabasePerFile();
const { call, ok, reviewedCallout, responses } = staffFixture(database);

describe("a callout's tags", () => {
  it("are created, renamed, described and deleted by the callout's staff", async () => {
    const callout = await reviewedCallout();
    const tag = await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: " Needs follow-up ",
      description: "Call them back",
    });
    expect(tag).toEqual({
      id: expect.any(String),
      name: "Needs follow-up",
      description: "Call them back",
    });
    const renamed = await ok<CalloutTag>(
      "admin",
      "PATCH",
      `/callout/${callout.slug}/tags/${tag.id}`,
      { name: "Follow-up" },
    );
    expect(renamed).toMatchObject({ name: "Follow-up", description: "Call them back" });
    expect(await ok("reviewer", "GET", `/callout/${callout.id}/tags/${tag.id}`)).toEqual(renamed);
    await ok("reviewer", "DELETE", `/callout/${callout.id}/tags/${tag.id}`, undefined, 204);
    expect(
      (await call("reviewer", "GET", `/callout/${callout.id}/tags/${tag.id}`)).statusCode,
    ).toBe(404);
    expect(await ok("reviewer", "GET", `/callout/${callout.id}/tags`)).toEqual([]);
  });

  it("are for the callout's staff only", async () => {
    const callout = await reviewedCallout();
    const statuses: Partial<Record<StaffCaller, number>> = {};
    for (const who of STAFF_CALLERS) {
      statuses[who] = (
        await call(who, "POST", `/callout/${callout.id}/tags`, { name: `By ${who}` })
      ).statusCode;
    }
    expect(statuses).toEqual({
      anonymous: 401,
      member: 403,
      reviewer: 200,
      otherReviewer: 403,
      admin: 200,
      apiKey: 200,
    });
  });

  it("refuse a name the callout has already, whatever its case, and bad bodies", async () => {
    const callout = await reviewedCallout();
    const first = await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: "Flood",
    });
    const other = await ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, {
      name: "Drought",
    });
    for (const [method, url] of [
      ["POST", `/callout/${callout.id}/tags`],
      ["PATCH", `/callout/${callout.id}/tags/${other.id}`],
    ] as const) {
      const taken = await call("reviewer", method, url, { name: "FLOOD" });
      expect(taken.statusCode).toBe(400);
      expect(taken.json()).toMatchObject({ code: "duplicate-tag-name" });
    }
    // Another callout may use the name.
    const elsewhere = await reviewedCallout();
    await ok("reviewer", "POST", `/callout/${elsewhere.id}/tags`, { name: "Flood" });
    for (const body of [
      { name: "" },
      { name: "   " },
      { name: "x".repeat(101) },
      { name: "a\u0000b" },
      { colour: "red", name: "Ok" },
    ]) {
      expect(
        (await call("reviewer", "POST", `/callout/${callout.id}/tags`, body)).statusCode,
        JSON.stringify(body),
      ).toBe(400);
    }
    // A tag is found through its own callout only.
    expect(
      (await call("reviewer", "GET", `/callout/${elsewhere.id}/tags/${first.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call("reviewer", "DELETE", `/callout/${elsewhere.id}/tags/${first.id}`)).statusCode,
    ).toBe(404);
    expect(
      (await call("reviewer", "GET", `/callout/${callout.id}/tags/not-an-id`)).statusCode,
    ).toBe(404);
  });

  it("count their responses and merge into one", async () => {
    const callout = await reviewedCallout();
    const [a, b, c] = await Promise.all(
      ["Water", "water quality", "Tap"].map((name) =>
        ok<CalloutTag>("reviewer", "POST", `/callout/${callout.id}/tags`, { name }),
      ),
    );
    if (!a || !b || !c) throw new Error("tags were not made");
    const [r1, r2, r3] = await responses(callout.id, [
      { answers: {} },
      { answers: {} },
      { answers: {} },
    ]);
    await ok("reviewer", "PATCH", `/callout-responses/${r1}`, { tags: [`+${a.id}`, `+${b.id}`] });
    await ok("reviewer", "PATCH", `/callout-responses/${r2}`, { tags: [`+${b.id}`] });
    await ok("reviewer", "PATCH", `/callout-responses/${r3}`, { tags: [`+${c.id}`] });
    const counted = await ok<CalloutTag[]>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/tags?with=responseCount`,
    );
    expect(counted.map((tag) => [tag.name, tag.responseCount])).toEqual([
      ["Tap", 1],
      ["Water", 1],
      ["water quality", 2],
    ]);
    const merged = await ok<CalloutTag>(
      "reviewer",
      "POST",
      `/callout/${callout.id}/tags/${a.id}/merge`,
      {
        tagIds: [b.id],
      },
    );
    expect(merged).toMatchObject({ id: a.id, name: "Water", responseCount: 2 });
    const tagsOf = async (id: string | undefined) =>
      (
        await ok<CalloutResponse>("reviewer", "GET", `/callout-responses/${id}?with=tags`)
      ).tags?.map((tag) => tag.name);
    expect([await tagsOf(r1), await tagsOf(r2), await tagsOf(r3)]).toEqual([
      ["Water"],
      ["Water"],
      ["Tap"],
    ]);
    expect(
      (await ok<CalloutTag[]>("reviewer", "GET", `/callout/${callout.id}/tags`)).map(
        (tag) => tag.name,
      ),
    ).toEqual(["Tap", "Water"]);
    for (const tagIds of [[a.id], ["7d1c9a52-5a7e-4e5b-9a53-6b0f5c1e2d3a"], []]) {
      const refused = await call("reviewer", "POST", `/callout/${callout.id}/tags/${a.id}/merge`, {
        tagIds,
      });
      expect(refused.statusCode, JSON.stringify(tagIds)).toBe(400);
    }
  });
});
