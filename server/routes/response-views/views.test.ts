import { describe, expect, it } from "vitest";
import type { ResponseView } from "../../../src/core/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { ids, call, ok, reviewedCallout } = staffFixture(database);

const mine = {
  condition: "AND" as const,
  rules: [{ field: "assignee", operator: "equal" as const, value: ["me"] }],
};

describe("saved views of a callout's responses", () => {
  it("are shared by the callout's staff: created, listed, changed and deleted", async () => {
    const callout = await reviewedCallout();
    const view = await ok<ResponseView>("reviewer", "POST", `/callout/${callout.id}/views`, {
      name: "Assigned to me",
      rules: mine,
      sort: "updatedAt",
      bucket: "",
    });
    expect(view).toMatchObject({
      calloutId: callout.id,
      name: "Assigned to me",
      // Kept as sent: `me` is whoever opens the view.
      rules: mine,
      sort: "updatedAt",
      order: "DESC",
      bucket: "",
      createdBy: { id: ids.reviewer },
    });
    expect(await ok("admin", "GET", `/callout/${callout.id}/views`)).toEqual([view]);
    const changed = await ok<ResponseView>(
      "admin",
      "PATCH",
      `/callout/${callout.id}/views/${view.id}`,
      {
        name: "Mine",
        bucket: null,
        rules: null,
      },
    );
    expect(changed).toMatchObject({ name: "Mine", bucket: null, rules: null, sort: "updatedAt" });
    expect(await ok("reviewer", "GET", `/callout/${callout.id}/views/${view.id}`)).toEqual(changed);
    await ok("reviewer", "DELETE", `/callout/${callout.id}/views/${view.id}`, undefined, 204);
    expect(
      (await call("reviewer", "DELETE", `/callout/${callout.id}/views/${view.id}`)).statusCode,
    ).toBe(404);
  });

  it("check their rules against the callout, and their names", async () => {
    const callout = await reviewedCallout();
    await ok("reviewer", "POST", `/callout/${callout.id}/views`, { name: "Inbox" });
    const taken = await call("admin", "POST", `/callout/${callout.id}/views`, { name: "INBOX" });
    expect(taken.json()).toMatchObject({ code: "duplicate-view-name" });
    const badRule = await call("reviewer", "POST", `/callout/${callout.id}/views`, {
      name: "Odd",
      rules: {
        condition: "AND",
        rules: [{ field: "answers.slide1.colour", operator: "equal", value: ["red"] }],
      },
    });
    expect(badRule.json()).toMatchObject({ code: "invalid-rule" });
    const question = await call("reviewer", "POST", `/callout/${callout.id}/views`, {
      name: "Old",
      rules: {
        condition: "AND",
        rules: [{ field: "answers.slide1.age", operator: "greater", value: [60] }],
      },
    });
    expect(question.statusCode).toBe(200);
    expect(
      (
        await call("reviewer", "POST", `/callout/${callout.id}/views`, {
          name: "x",
          sort: "colour",
        })
      ).statusCode,
    ).toBe(400);
    expect((await call("otherReviewer", "GET", `/callout/${callout.id}/views`)).statusCode).toBe(
      403,
    );
    expect((await call("member", "GET", `/callout/${callout.id}/views`)).statusCode).toBe(403);
  });
});
