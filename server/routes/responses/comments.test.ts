import { describe, expect, it } from "vitest";
import type {
  CalloutResponsePage,
  ResponseComment,
  ResponseCommentPage,
  ResponseHistory,
} from "@core/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { rulesParam, staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { ids, call, ok, reviewedCallout, responses } = staffFixture(database);

describe("comments on responses", () => {
  it("are added by the callout's staff, shown as the latest and in the history", async () => {
    const callout = await reviewedCallout();
    const [id] = await responses(callout.id, [{ answers: {} }]);
    const first = await ok<ResponseComment>("reviewer", "POST", "/callout-response-comments", {
      responseId: id,
      text: "<p>Called, no answer</p>",
    });
    expect(first).toMatchObject({
      responseId: id,
      text: "<p>Called, no answer</p>",
      contact: { id: ids.reviewer },
    });
    const second = await ok<ResponseComment>("admin", "POST", "/callout-response-comments", {
      responseId: id,
      text: "Try again Monday",
    });
    const page = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/responses?with=latestComment`,
    );
    expect(page.items[0]?.latestComment).toEqual(second);
    const listed = await ok<ResponseCommentPage>(
      "reviewer",
      "GET",
      `/callout-response-comments?sort=createdAt&order=ASC&rules=${rulesParam({ field: "responseId", operator: "equal", value: [id] })}`,
    );
    expect(listed.items).toEqual([first, second]);
    const byCallout = await ok<ResponseCommentPage>(
      "reviewer",
      "GET",
      `/callout-response-comments?rules=${rulesParam({ field: "calloutId", operator: "equal", value: [callout.id] })}`,
    );
    expect(byCallout.total).toBe(2);
    const history = await ok<ResponseHistory>(
      "reviewer",
      "GET",
      `/callout-responses/${id}/history`,
    );
    expect(history.map((entry) => entry.comment)).toEqual([
      { id: second.id, action: "added", text: "Try again Monday" },
      { id: first.id, action: "added", text: "<p>Called, no answer</p>" },
    ]);
  });

  it("are edited and deleted by their authors, and by admins", async () => {
    const callout = await reviewedCallout();
    const [id] = await responses(callout.id, [{ answers: {} }]);
    const mine = await ok<ResponseComment>("reviewer", "POST", "/callout-response-comments", {
      responseId: id,
      text: "Mine",
    });
    const admins = await ok<ResponseComment>("admin", "POST", "/callout-response-comments", {
      responseId: id,
      text: "Admin's",
    });
    const edited = await ok<ResponseComment>(
      "reviewer",
      "PATCH",
      `/callout-response-comments/${mine.id}`,
      { text: "Mine, edited" },
    );
    expect(edited).toMatchObject({ text: "Mine, edited", createdAt: mine.createdAt });
    expect(
      (await call("reviewer", "PATCH", `/callout-response-comments/${admins.id}`, { text: "No" }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("reviewer", "DELETE", `/callout-response-comments/${admins.id}`)).statusCode,
    ).toBe(403);
    await ok("admin", "PATCH", `/callout-response-comments/${mine.id}`, { text: "Moderated" });
    await ok("admin", "DELETE", `/callout-response-comments/${mine.id}`, undefined, 204);
    await ok("admin", "DELETE", `/callout-response-comments/${admins.id}`, undefined, 204);
    expect((await call("admin", "GET", `/callout-response-comments/${mine.id}`)).statusCode).toBe(
      404,
    );
    const history = await ok<ResponseHistory>(
      "reviewer",
      "GET",
      `/callout-responses/${id}/history`,
    );
    expect(
      history.map((entry) => [entry.contact?.id, entry.comment?.action, entry.comment?.text]),
    ).toEqual([
      [ids.admin, "deleted", "Admin's"],
      [ids.admin, "deleted", "Moderated"],
      [ids.admin, "edited", "Moderated"],
      [ids.reviewer, "edited", "Mine, edited"],
      [ids.admin, "added", "Admin's"],
      [ids.reviewer, "added", "Mine"],
    ]);
  });

  it("are out of reach of anyone but the callout's staff", async () => {
    const callout = await reviewedCallout();
    const [id] = await responses(callout.id, [{ answers: {}, contactId: ids.member }]);
    const comment = await ok<ResponseComment>("reviewer", "POST", "/callout-response-comments", {
      responseId: id,
      text: "Note",
    });
    for (const who of ["otherReviewer", "member", "anonymous"] as const) {
      const status = who === "anonymous" ? 401 : who === "member" ? 403 : 404;
      expect(
        (await call(who, "GET", `/callout-response-comments/${comment.id}`)).statusCode,
        who,
      ).toBe(status);
      expect(
        (await call(who, "POST", "/callout-response-comments", { responseId: id, text: "Hi" }))
          .statusCode,
      ).toBe(status);
    }
    const theirs = await ok<ResponseCommentPage>(
      "otherReviewer",
      "GET",
      "/callout-response-comments",
    );
    expect(theirs.items.map((item) => item.id)).not.toContain(comment.id);
    // Bad input.
    for (const body of [
      { responseId: id, text: "" },
      { responseId: "x", text: "Hi" },
      { responseId: id },
    ]) {
      expect((await call("reviewer", "POST", "/callout-response-comments", body)).statusCode).toBe(
        400,
      );
    }
    const unknown = await call("reviewer", "POST", "/callout-response-comments", {
      responseId: "7d1c9a52-5a7e-4e5b-9a53-6b0f5c1e2d3a",
      text: "Hi",
    });
    expect(unknown.statusCode).toBe(404);
    // An API key without a contact cannot be an author.
    expect(
      (await call("apiKey", "POST", "/callout-response-comments", { responseId: id, text: "Bot" }))
        .statusCode,
    ).toBe(400);
  });
});
