import { describe, expect, it } from "vitest";
import type { ResponseView } from "@core/callouts";
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

  it("come back under their id after a deletion, with their author, and only in their callout", async () => {
    const callout = await reviewedCallout();
    const other = await reviewedCallout();
    const body = { name: "Assigned to me", rules: mine, sort: "updatedAt", bucket: "" };
    const view = await ok<ResponseView>("reviewer", "POST", `/callout/${callout.id}/views`, body);
    const one = `/callout/${callout.id}/views/${view.id}`;
    await ok("reviewer", "DELETE", one, undefined, 204);
    const back = await ok<ResponseView>("admin", "PUT", one, body);
    expect(back).toMatchObject({ id: view.id, name: "Assigned to me", rules: mine, bucket: "" });
    expect(await ok("reviewer", "GET", `/callout/${callout.id}/views`)).toEqual([back]);

    // Put again, it replaces the view's settings and keeps who saved it first.
    const replaced = await ok<ResponseView>("admin", "PUT", one, { name: "Mine", sort: "number" });
    expect(replaced).toMatchObject({
      id: view.id,
      name: "Mine",
      rules: null,
      sort: "number",
      createdBy: back.createdBy,
    });

    // Another callout's view is not replaced through this one, nor this one through another.
    const elsewhere = await call("admin", "PUT", `/callout/${other.id}/views/${view.id}`, body);
    expect(elsewhere.statusCode).toBe(404);
    expect(await ok("reviewer", "GET", one)).toEqual(replaced);
    const taken = await call(
      "admin",
      "PUT",
      `/callout/${callout.id}/views/${crypto.randomUUID()}`,
      {
        name: "MINE",
      },
    );
    expect(taken.json()).toMatchObject({ code: "duplicate-view-name" });
    const notId = await call("admin", "PUT", `/callout/${callout.id}/views/not-an-id`, body);
    expect(notId.statusCode).toBe(404);
    expect((await call("member", "PUT", one, body)).statusCode).toBe(403);
  });
});
