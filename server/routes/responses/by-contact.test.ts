import { describe, expect, it } from "vitest";
import type { CalloutResponsePage } from "@core/callouts";
import { testDatabasePerFile } from "../../test-support/database";
import { rulesParam, staffFixture } from "../../test-support/staff";

const database = testDatabasePerFile();
const { ids, ok, reviewedCallout, responses } = staffFixture(database);

const answers = { slide1: { view: "Hi" } };

/** The contact page's callouts tab: one contact's responses across callouts. */
describe("GET /callout-responses with a `contact` rule", () => {
  it("lists one contact's responses across callouts with their callout, for admins", async () => {
    const first = await reviewedCallout();
    const second = await reviewedCallout();
    const [mine] = await responses(first.id, [
      { answers, contactId: ids.member, createdAt: new Date("2025-01-01T00:00:00Z") },
      { answers, contactId: ids.otherReviewer },
    ]);
    const [alsoMine] = await responses(second.id, [
      { answers, contactId: ids.member, createdAt: new Date("2025-02-01T00:00:00Z") },
      { answers, guestName: "Guest", guestEmail: "guest@example.org" },
    ]);
    const rules = rulesParam({ field: "contact", operator: "equal", value: [ids.member] });
    const page = await ok<CalloutResponsePage>(
      "admin",
      "GET",
      `/callout-responses?rules=${rules}&with=callout&sort=createdAt&order=DESC`,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((item) => [item.id, item.callout?.id])).toEqual([
      [alsoMine, second.id],
      [mine, first.id],
    ]);
    expect(page.items[0]?.callout?.title).toEqual(expect.any(String));
  });

  it("never shows a member someone else's responses through the rule", async () => {
    const callout = await reviewedCallout();
    await responses(callout.id, [{ answers, contactId: ids.otherReviewer }]);
    const rules = rulesParam({ field: "contact", operator: "equal", value: [ids.otherReviewer] });
    const page = await ok<CalloutResponsePage>(
      "member",
      "GET",
      `/callout-responses?rules=${rules}`,
    );
    expect(page.items.every((item) => item.contact?.id !== ids.otherReviewer)).toBe(true);
    expect(page.total).toBe(0);
  });
});
