import { describe, expect, it } from "vitest";
import type {
  Callout,
  CalloutPage,
  CalloutResponse,
  CalloutResponsePage,
  CalloutReviewer,
} from "@core/callouts";
import type { Contact } from "@core/contacts";
import { DATES, calloutBody } from "../../test-support/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { STAFF_CALLERS, staffFixture, type StaffCaller } from "../../test-support/staff";

const database = testDatabasePerFile();
const { ids, call, ok, reviewedCallout, responses } = staffFixture(database);

describe("reviewers of a callout", () => {
  it("are added and removed by admins, and listed by the callout's staff", async () => {
    const callout = await ok<Callout>("admin", "POST", "/callout", calloutBody());
    const added = await ok<CalloutReviewer>("admin", "POST", `/callout/${callout.id}/reviewers`, {
      contactId: ids.reviewer,
    });
    expect(added).toMatchObject({ contact: { id: ids.reviewer, firstname: "Rita" } });
    expect(await ok("reviewer", "GET", `/callout/${callout.id}/reviewers`)).toEqual([added]);
    expect(await ok("apiKey", "GET", `/callout/${callout.slug}/reviewers/${added.id}`)).toEqual(
      added,
    );
    const statuses: Partial<Record<StaffCaller, number>> = {};
    for (const who of STAFF_CALLERS) {
      statuses[who] = (await call(who, "GET", `/callout/${callout.id}/reviewers`)).statusCode;
    }
    expect(statuses).toEqual({
      anonymous: 401,
      member: 403,
      reviewer: 200,
      otherReviewer: 403,
      admin: 200,
      apiKey: 200,
    });
    // Only admins add or remove.
    expect(
      (
        await call("reviewer", "POST", `/callout/${callout.id}/reviewers`, {
          contactId: ids.member,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call("reviewer", "DELETE", `/callout/${callout.id}/reviewers/${added.id}`)).statusCode,
    ).toBe(403);
    await ok("admin", "DELETE", `/callout/${callout.id}/reviewers/${added.id}`, undefined, 204);
    expect(
      (await call("admin", "DELETE", `/callout/${callout.id}/reviewers/${added.id}`)).statusCode,
    ).toBe(404);
    expect((await call("reviewer", "GET", `/callout/${callout.id}/reviewers`)).statusCode).toBe(
      403,
    );
  });

  it("refuse a duplicate or unknown contact with a 400, never a 500", async () => {
    const callout = await reviewedCallout();
    const again = await call("admin", "POST", `/callout/${callout.id}/reviewers`, {
      contactId: ids.reviewer,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: "duplicate-reviewer" });
    const unknown = await call("admin", "POST", `/callout/${callout.id}/reviewers`, {
      contactId: "7d1c9a52-5a7e-4e5b-9a53-6b0f5c1e2d3a",
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: "unknown-contact" });
    const malformed = await call("admin", "POST", `/callout/${callout.id}/reviewers`, {
      contactId: "me",
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors[0].property).toBe("contactId");
    expect((await call("admin", "GET", `/callout/${callout.id}/reviewers/nope`)).statusCode).toBe(
      404,
    );
  });

  it("are found among contacts by name or email, leaving out those reviewing already", async () => {
    const callout = await reviewedCallout();
    const found = async (search: string) =>
      (
        await ok<Contact[]>(
          "admin",
          "GET",
          `/callout/${callout.id}/reviewer-candidates?search=${encodeURIComponent(search)}`,
        )
      ).map((contact) => contact.id);
    expect(await found("mia")).toEqual([ids.member]);
    expect(await found("RITA")).toEqual([]);
    expect(await found("otto")).toEqual([ids.otherReviewer]);
    expect(await found("%")).toEqual([]);
    const member = await ok<Contact>("admin", "GET", `/contact/${ids.member}`);
    expect(await found(member.email.toUpperCase())).toEqual([ids.member]);
    expect(
      (await call("reviewer", "GET", `/callout/${callout.id}/reviewer-candidates?search=mia`))
        .statusCode,
    ).toBe(403);
    expect(
      (await call("admin", "GET", `/callout/${callout.id}/reviewer-candidates`)).statusCode,
    ).toBe(400);
    expect(
      (await call("admin", "GET", `/callout/${callout.id}/reviewer-candidates?search=a&limit=500`))
        .statusCode,
    ).toBe(400);
  });

  it("make contact/me say isReviewer, for admins always", async () => {
    const me = async (who: StaffCaller) =>
      (await ok<Contact>(who, "GET", "/contact/me?with=isReviewer")).isReviewer;
    expect(await me("member")).toBe(false);
    expect(await me("otherReviewer")).toBe(true);
    expect(await me("admin")).toBe(true);
  });
});

describe("what a reviewer sees", () => {
  it("lists the callouts they review, drafts too, with response counts", async () => {
    const draft = await reviewedCallout({ ...DATES.draft, hidden: true });
    const open = await reviewedCallout();
    await responses(open.id, [{ answers: {} }, { answers: {} }]);
    const unreviewed = await ok<Callout>("admin", "POST", "/callout", calloutBody(DATES.draft));
    const rules = encodeURIComponent(
      JSON.stringify({
        condition: "AND",
        rules: [{ field: "canReview", operator: "equal", value: [true] }],
      }),
    );
    const page = await ok<CalloutPage>(
      "reviewer",
      "GET",
      `/callout?rules=${rules}&with=responseCount&sort=responseCount&order=DESC&limit=100`,
    );
    const mine = page.items.filter((item) => item.id === open.id || item.id === draft.id);
    expect(mine.map((item) => [item.id, item.responseCount])).toEqual([
      [open.id, 2],
      [draft.id, 0],
    ]);
    // Only callouts they review, each with its count.
    expect(page.items.map((item) => item.id)).not.toContain(unreviewed.id);
    expect(page.items.every((item) => typeof item.responseCount === "number")).toBe(true);
    const member = await ok<CalloutPage>("member", "GET", "/callout?with=responseCount&limit=100");
    expect(member.items.map((item) => item.id)).toContain(open.id);
    expect(member.items.map((item) => item.id)).not.toContain(draft.id);
    expect(member.items.every((item) => item.responseCount === undefined)).toBe(true);
    // A draft for its staff's preview; readers and other reviewers get 404.
    expect((await call("reviewer", "GET", `/callout/${draft.slug}?with=form`)).statusCode).toBe(
      200,
    );
    for (const who of ["member", "otherReviewer", "anonymous"] as const) {
      expect((await call(who, "GET", `/callout/${draft.slug}`)).statusCode).toBe(404);
    }
    expect((await call("reviewer", "GET", `/callout/${unreviewed.id}`)).statusCode).toBe(404);
  });

  it("may read, triage and comment on the responses of their callouts, nothing else", async () => {
    const callout = await reviewedCallout();
    const [id] = await responses(callout.id, [
      { answers: { slide1: { view: "Cloudy" } }, contactId: ids.member },
    ]);
    const list = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/responses?with=contact`,
    );
    expect(list.items[0]?.contact?.id).toBe(ids.member);
    await ok("reviewer", "PATCH", `/callout-responses/${id}`, { bucket: "verified" });
    await ok("reviewer", "POST", "/callout-response-comments", { responseId: id, text: "Checked" });
    // Not the callout itself: that stays with admins.
    expect(
      (await call("reviewer", "PATCH", `/callout/${callout.id}`, { hidden: true })).statusCode,
    ).toBe(403);
    expect((await call("reviewer", "DELETE", `/callout/${callout.id}`)).statusCode).toBe(403);
    // A reviewer of another callout can do nothing here.
    const other = "otherReviewer";
    expect((await call(other, "GET", `/callout-responses/${id}`)).statusCode).toBe(404);
    const theirList = await ok<CalloutResponsePage>(
      other,
      "GET",
      `/callout/${callout.id}/responses`,
    );
    expect(theirList.total).toBe(0);
    expect(
      (await call(other, "PATCH", `/callout-responses/${id}`, { bucket: "trash" })).statusCode,
    ).toBe(404);
    expect((await call(other, "GET", `/callout-responses/${id}/history`)).statusCode).toBe(403);
    expect(
      (await call(other, "POST", "/callout-response-comments", { responseId: id, text: "Hi" }))
        .statusCode,
    ).toBe(404);
    expect((await call(other, "GET", `/callout/${callout.id}/tags`)).statusCode).toBe(403);
    expect((await call(other, "GET", `/callout/${callout.id}/responses.csv`)).statusCode).toBe(403);
    const bulk = await ok<{ affected: number }>(other, "PATCH", "/callout-responses", {
      rules: { condition: "AND", rules: [] },
      updates: { bucket: "trash" },
    });
    expect(bulk.affected).toBe(0);
    expect((await ok<CalloutResponse>("admin", "GET", `/callout-responses/${id}`)).bucket).toBe(
      "verified",
    );
  });

  it("get no names or emails where the callout hides them from reviewers", async () => {
    const callout = await reviewedCallout({ access: "anonymous", hideContactFromReviewers: true });
    const [signedIn, guest] = await responses(callout.id, [
      { answers: {}, contactId: ids.member },
      { answers: {}, guestName: "Gus Guest", guestEmail: "gus@example.org" },
    ]);
    const query = "?with=contact&with=answers&sort=number";
    const seen = await ok<CalloutResponsePage>(
      "reviewer",
      "GET",
      `/callout/${callout.id}/responses${query}`,
    );
    for (const item of seen.items) {
      expect(item).toMatchObject({ contactHidden: true, guestName: null, guestEmail: null });
      expect(item.contact).toBeUndefined();
    }
    const single = await ok<CalloutResponse>(
      "reviewer",
      "GET",
      `/callout-responses/${guest}?with=contact`,
    );
    expect(single).toMatchObject({ guestName: null, guestEmail: null, contactHidden: true });
    const admin = await ok<CalloutResponsePage>(
      "admin",
      "GET",
      `/callout/${callout.id}/responses${query}`,
    );
    expect(admin.items[0]?.contact?.id).toBe(ids.member);
    expect(admin.items[1]).toMatchObject({ guestName: "Gus Guest", guestEmail: "gus@example.org" });
    expect(admin.items[1]?.contactHidden).toBeUndefined();
    const csv = (await call("reviewer", "GET", `/callout/${callout.id}/responses.csv`)).body;
    expect(csv).not.toContain("gus@example.org");
    expect(csv).not.toContain("Gus");
    expect(csv.split("\r\n")[0]).not.toContain("EmailAddress");
    expect((await call("admin", "GET", `/callout/${callout.id}/responses.csv`)).body).toContain(
      "gus@example.org",
    );
    expect(signedIn).toBeDefined();
  });
});
