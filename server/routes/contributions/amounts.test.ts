import { beforeAll, describe, expect, it } from "vitest";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { joinAsMember, signupPayload, type JoinedMember } from "../../test-support/payments";

/**
 * An amount that is only close to whole cents is refused wherever an amount comes in, with a
 * message that says why, rather than rounded and charged as the next cent.
 */
const database = testDatabasePerFile();
const { app, outbox } = testAppPerFile(database, {
  securityTuning: { ...FAST_SECURITY, signupRateLimits: { max: 10_000, windowMs: 60_000 } },
});

const NEARLY_FIVE = 4.999999999;

let admin = "";
let member: JoinedMember;
beforeAll(async () => {
  admin = await signIn(app(), await createTestContact(database(), { roles: ["admin"] }));
  member = await joinAsMember(app(), outbox());
});

function call(method: "POST" | "PATCH", url: string, payload: object, cookie?: string) {
  return app().inject({
    method,
    url: `/api/1.0/${url}`,
    payload,
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

const FORM = { amount: NEARLY_FIVE, period: "monthly", payFee: false, prorate: false };

describe("an amount of 4.999999999", () => {
  it.each([
    [
      "a join",
      () =>
        call(
          "POST",
          "signup",
          signupPayload("near@example.org", { amount: NEARLY_FIVE, paymentMethod: "s_card" }),
        ),
    ],
    [
      "a contribution started",
      async () =>
        call(
          "POST",
          "contact/me/contribution",
          { ...FORM, paymentMethod: "s_card", completeUrl: "/profile/contribution/complete" },
          await signIn(app(), await createTestContact(database())),
        ),
    ],
    ["a contribution changed", () => call("PATCH", "contact/me/contribution", FORM, member.cookie)],
    [
      "a contribution forced by an admin",
      async () =>
        call(
          "PATCH",
          `contact/${(await createTestContact(database())).id}/contribution/force`,
          { type: "Manual", amount: NEARLY_FIVE, period: "monthly" },
          admin,
        ),
    ],
    [
      "a contact added by an admin with a manual contribution",
      () =>
        call(
          "POST",
          "contact",
          {
            email: "added@example.org",
            firstname: "Added",
            lastname: "By Hand",
            contribution: { type: "Manual", amount: NEARLY_FIVE, period: "monthly" },
          },
          admin,
        ),
    ],
  ])("is refused in %s, in whole cents", async (_name, send) => {
    const refused = await send();
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.body).toContain("amount");
    expect(refused.body).toContain("in whole cents");
  });

  it("leaves the member's contribution as it was", async () => {
    const info = await app().inject({
      url: "/api/1.0/contact/me/contribution",
      headers: { cookie: member.cookie },
    });
    expect(info.json<{ amount: number }>().amount).toBe(5);
  });
});
