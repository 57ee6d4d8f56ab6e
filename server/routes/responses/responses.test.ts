import { dirname } from "node:path";
import { and, eq } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  type Callout,
  type CalloutResponse,
  type CalloutResponsePage,
  type CreateCallout,
} from "@core/callouts";
import { solveCaptcha, type LocalCaptchaChallenge } from "@core/captcha";
import { branchingForm, input } from "@tests/support/core/forms";
import {
  calloutResponseTriage,
  calloutResponses,
  calloutReviewers,
  callouts,
  contactProfiles,
  contacts,
  content,
} from "../../db/schema";
import { readOutbox } from "../../test-support/email";
import { GUEST_CONFIRMATIONS_PER_HOUR } from "../../services/responses";
import { DATES, calloutBody } from "../../test-support/callouts";
import { waitForEmail } from "../../test-support/recovery";
import { createTestContact, signIn } from "../../test-support/accounts";
import { FAST_SECURITY, buildTestApp, testAppPerFile } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
const { app, outbox } = testAppPerFile(database, {
  config: { baseUrl: BASE_URL },
  securityTuning: { ...FAST_SECURITY, captcha: { local: { difficulty: 4 } } },
});
const SUPPORT = "newsroom@example.org";

type Caller = "anonymous" | "member" | "otherMember" | "nonMember" | "admin";
const headers: Record<Caller, Record<string, string>> = {
  anonymous: {},
  member: {},
  otherMember: {},
  nonMember: {},
  admin: {},
};
const ids: Partial<Record<Caller, string>> = {};

beforeAll(async () => {
  const roles = { member: ["member"], otherMember: ["member"], nonMember: [], admin: ["admin"] };
  for (const [caller, given] of Object.entries(roles) as [Caller, ("member" | "admin")[]][]) {
    const contact = await createTestContact(database(), { roles: given, firstname: caller });
    ids[caller] = contact.id;
    headers[caller] = { cookie: await signIn(app(), contact) };
  }
  await database()
    .db.insert(content)
    .values({ id: "general", data: { supportEmail: SUPPORT, organisationName: "The Ledger" } });
});
beforeEach(async () => {
  await database().db.delete(callouts);
});

async function createCallout(overrides: Partial<CreateCallout> = {}): Promise<Callout> {
  const response = await app().inject({
    method: "POST",
    url: "/api/1.0/callout",
    headers: headers.admin,
    payload: calloutBody(overrides),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Callout>();
}

const answers = (view = "Cloudy since March") => ({ slide1: { view } });
const guest = { firstname: "Ada", lastname: "Reader", email: " Ada.Reader@Example.ORG " };

function submit(
  caller: Caller,
  callout: { id: string },
  payload: object,
  query = "",
): Promise<LightMyRequestResponse> {
  return app().inject({
    method: "POST",
    url: `/api/1.0/callout/${callout.id}/responses${query}`,
    headers: headers[caller],
    payload,
  });
}

function expectRefusal(response: LightMyRequestResponse, subCode: string): void {
  expect(response.statusCode, response.body).toBe(400);
  expect(response.json()).toMatchObject({ code: "invalid-callout-response", subCode });
}

async function stored(calloutId: string) {
  const rows = await database()
    .db.select()
    .from(calloutResponses)
    .innerJoin(calloutResponseTriage, eq(calloutResponseTriage.responseId, calloutResponses.id))
    .where(eq(calloutResponses.calloutId, calloutId))
    .orderBy(calloutResponses.number);
  return rows.map((row) => ({
    ...row.callout_responses,
    bucket: row.callout_response_triage.bucket,
    assigneeId: row.callout_response_triage.assigneeId,
  }));
}

async function captchaToken(): Promise<string> {
  const response = await app().inject({ url: "/api/1.0/captcha/challenge" });
  expect(response.headers["cache-control"]).toBe("no-store");
  return solveCaptcha(response.json<LocalCaptchaChallenge>());
}

describe("rule 1: guest details from someone signed in", () => {
  it("is refused before anything else, the captcha included", async () => {
    const callout = await createCallout({ access: "anonymous", captcha: "all" });
    expectRefusal(
      await submit("member", callout, { answers: answers(), guest }),
      "logged-in-guest-fields",
    );
    expect(await stored(callout.id)).toEqual([]);
  });
});

describe("rule 2: the captcha", () => {
  it("is asked of everyone with captcha=all: missing 401 captcha-required, wrong 401 captcha-failed", async () => {
    const callout = await createCallout({ access: "anonymous", captcha: "all" });
    for (const caller of ["member", "anonymous"] as const) {
      const missing = await submit(caller, callout, { answers: answers() });
      expect(missing.statusCode).toBe(401);
      expect(missing.json().code).toBe("captcha-required");
      const wrong = await submit(
        caller,
        callout,
        { answers: answers() },
        "?captchaToken=local-pass",
      );
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().code).toBe("captcha-failed");
      const token = await captchaToken();
      const query = `?captchaToken=${encodeURIComponent(token)}`;
      expect((await submit(caller, callout, { answers: answers() }, query)).statusCode).toBe(200);
      // Each token counts once.
      const replayed = await submit(caller, callout, { answers: answers() }, query);
      expect(replayed.json().code).toBe("captcha-failed");
    }
    expect(await stored(callout.id)).toHaveLength(2);
  });

  it("is asked only of people not signed in with captcha=guest", async () => {
    const callout = await createCallout({ access: "anonymous", captcha: "guest" });
    expect((await submit("member", callout, { answers: answers() })).statusCode).toBe(200);
    const guestWithout = await submit("anonymous", callout, { answers: answers() });
    expect(guestWithout.json().code).toBe("captcha-required");
  });

  it("comes before who may answer: a closed callout still asks for it first", async () => {
    const callout = await createCallout({ access: "anonymous", captcha: "all", ...DATES.ended });
    expect((await submit("anonymous", callout, { answers: answers() })).json().code).toBe(
      "captcha-required",
    );
  });
});

describe("rule 3: people not signed in", () => {
  it("must give their details where the callout asks (access=guest)", async () => {
    const callout = await createCallout({ access: "guest" });
    expectRefusal(
      await submit("anonymous", callout, { answers: answers() }),
      "guest-fields-missing",
    );
    expect((await submit("anonymous", callout, { answers: answers(), guest })).statusCode).toBe(
      200,
    );
  });

  it("must not give them where only anonymous answers are taken", async () => {
    const callout = await createCallout({ access: "only-anonymous" });
    expectRefusal(
      await submit("anonymous", callout, { answers: answers(), guest }),
      "only-anonymous",
    );
  });

  it("find members-only and ended callouts closed, checked after the details", async () => {
    const members = await createCallout({ access: "member" });
    expectRefusal(await submit("anonymous", members, { answers: answers() }), "closed");
    const ended = await createCallout({ access: "anonymous", ...DATES.ended });
    expectRefusal(await submit("anonymous", ended, { answers: answers() }), "closed");
    const endedGuest = await createCallout({ access: "guest", ...DATES.ended });
    expectRefusal(
      await submit("anonymous", endedGuest, { answers: answers() }),
      "guest-fields-missing",
    );
  });

  it("cannot reach drafts and scheduled callouts at all", async () => {
    for (const dates of [DATES.draft, DATES.scheduled]) {
      const callout = await createCallout({ access: "anonymous", ...dates });
      expect((await submit("anonymous", callout, { answers: answers() })).statusCode).toBe(404);
      expectRefusal(await submit("admin", callout, { answers: answers() }), "closed");
    }
  });

  it("answer anonymously: stored without a contact, answered with the id only", async () => {
    const callout = await createCallout({ access: "anonymous" });
    const response = await submit("anonymous", callout, { answers: answers() });
    expect(response.statusCode).toBe(200);
    const [saved] = await stored(callout.id);
    expect(response.json()).toEqual({ id: saved?.id });
    expect(saved).toMatchObject({
      number: 1,
      contactId: null,
      guestName: null,
      guestEmail: null,
      answers: answers(),
      bucket: "",
    });
  });

  it("stay anonymous on only-anonymous callouts even when signed in", async () => {
    const callout = await createCallout({ access: "only-anonymous" });
    const response = await submit("member", callout, { answers: answers() });
    expect(Object.keys(response.json())).toEqual(["id"]);
    expect((await stored(callout.id))[0]?.contactId).toBeNull();
  });
});

describe("guest details", () => {
  it("make or find a contact by the address, answering the same either way", async () => {
    const callout = await createCallout({ access: "guest" });
    const first = await submit("anonymous", callout, { answers: answers(), guest });
    const second = await submit("anonymous", callout, {
      answers: answers("Still cloudy"),
      guest: { ...guest, email: "ada.reader@example.org", firstname: "Someone" },
    });
    for (const response of [first, second]) {
      expect(response.statusCode).toBe(200);
      expect(Object.keys(response.json())).toEqual(["id"]);
    }
    const people = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, "ada.reader@example.org"));
    expect(people).toHaveLength(1);
    expect(people[0]).toMatchObject({ firstname: "Ada", lastname: "Reader", passwordHash: null });
    const saved = await stored(callout.id);
    expect(saved.map((row) => [row.number, row.contactId, row.guestName, row.guestEmail])).toEqual([
      [1, people[0]?.id, "Ada Reader", "ada.reader@example.org"],
      [2, people[0]?.id, "Someone Reader", "ada.reader@example.org"],
    ]);
  });

  it("give a new contact the frame's language, and leave a known contact's alone", async () => {
    const callout = await createCallout({ access: "guest", allowMultiple: true });
    const reader = { firstname: "Lotte", lastname: "Leser", email: "lotte.leser@example.org" };
    const first = await submit("anonymous", callout, {
      answers: answers(),
      guest: { ...reader, locale: "de-x-easy" },
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await submit("anonymous", callout, {
      answers: answers(),
      guest: { ...reader, locale: "fr" },
    });
    expect(again.statusCode).toBe(200);
    const [person] = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, reader.email));
    expect(person?.locale).toBe("de-x-easy");
    const unknown = await submit("anonymous", callout, {
      answers: answers(),
      guest: { ...reader, locale: "xx" },
    });
    expect(unknown.statusCode).toBe(400);
  });

  it("are never shown to the contact who owns that address, nor counted as theirs", async () => {
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    const [member] = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.id, ids.member ?? ""));
    const byGuest = await submit("anonymous", callout, {
      answers: answers("Someone else's secret"),
      guest: { firstname: "Mallory", lastname: "X", email: member?.email ?? "" },
    });
    expect(byGuest.statusCode).toBe(200);
    const listed = await app().inject({
      url: `/api/1.0/callout/${callout.id}/responses`,
      headers: headers.member,
    });
    expect(listed.json()).toMatchObject({ total: 0, items: [] });
    const answered = await app().inject({
      url: `/api/1.0/callout/${callout.id}?with=hasAnswered`,
      headers: headers.member,
    });
    expect(answered.json()).toMatchObject({ hasAnswered: false });
    const filtered = await app().inject({
      url: `/api/1.0/callout?rules=${encodeURIComponent(
        JSON.stringify({
          condition: "AND",
          rules: [{ field: "answeredBy", operator: "equal", value: ["me"] }],
        }),
      )}`,
      headers: headers.member,
    });
    expect(filtered.json<{ items: { id: string }[] }>().items.map((item) => item.id)).not.toContain(
      callout.id,
    );
  });

  it("never overwrite or block what a member sent with that address", async () => {
    const callout = await createCallout({ access: "anonymous", allowUpdate: true });
    const [member] = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.id, ids.member ?? ""));
    await submit("member", callout, { answers: answers("Mine") });
    const byGuest = await submit("anonymous", callout, {
      answers: answers("Not theirs"),
      guest: { firstname: "Mallory", lastname: "X", email: member?.email ?? "" },
    });
    expect(byGuest.statusCode).toBe(200);
    const saved = await stored(callout.id);
    expect(saved.map((row) => row.answers)).toEqual([answers("Mine"), answers("Not theirs")]);
    // The member can still change their own answer.
    expect((await submit("member", callout, { answers: answers("Changed") })).statusCode).toBe(200);
    expect((await stored(callout.id)).map((row) => row.answers)).toEqual([
      answers("Changed"),
      answers("Not theirs"),
    ]);
  });

  it("get a confirmation email, and the newsroom hears of every response", async () => {
    const callout = await createCallout({
      access: "guest",
      slug: "tap-water",
      responseEmails: "each",
    });
    const email = `ada-${Date.now()}@example.org`;
    await submit("anonymous", callout, { answers: answers(), guest: { ...guest, email } });
    const confirmation = await waitForEmail(app(), outbox(), email, "confirm-callout-response");
    expect(confirmation.text).toContain(callout.title);
    // Nobody confirmed the address: nothing the reader typed reaches it, not even their name.
    expect(confirmation.text).toMatch(/^Hello,$/m);
    expect(confirmation.text).not.toContain("Ada");
    expect(confirmation.to).toBe(email);
    expect(confirmation.links).toContain(`${BASE_URL}/callouts/tap-water`);
    await expect
      .poll(async () =>
        (await readOutbox(outbox())).some(
          (sent) =>
            sent.template === "new-callout-response" &&
            sent.to === SUPPORT &&
            sent.text.includes("(tap-water)") &&
            sent.text.includes("From: Ada Reader"),
        ),
      )
      .toBe(true);
  });
});

describe("limits", () => {
  it("confirm a few answers an hour to one guest address, however many name it", async () => {
    const callout = await createCallout({ access: "guest", allowMultiple: true });
    const email = `flooded-${Date.now()}@example.org`;
    for (let answer = 1; answer <= GUEST_CONFIRMATIONS_PER_HOUR + 2; answer++) {
      const sent = await submit("anonymous", callout, {
        answers: answers(),
        guest: { ...guest, email },
      });
      expect(sent.statusCode).toBe(200);
    }
    expect(await stored(callout.id)).toHaveLength(GUEST_CONFIRMATIONS_PER_HOUR + 2);
    await app().services.email.flush();
    const confirmations = (await readOutbox(outbox())).filter(
      (sent) => sent.to === email && sent.template === "confirm-callout-response",
    );
    expect(confirmations).toHaveLength(GUEST_CONFIRMATIONS_PER_HOUR);
  });

  it("limit answers per sender and callout", async () => {
    const limited = await buildTestApp({
      database: database(),
      backgroundJobs: false,
      securityTuning: {
        ...FAST_SECURITY,
        answerRateLimits: { perCallout: 2, windowMs: 60_000 },
      },
    });
    const [first, second] = await Promise.all([
      createCallout({ access: "anonymous", allowMultiple: true }),
      createCallout({ access: "anonymous", allowMultiple: true }),
    ]);
    const send = (callout: { id: string }, remoteAddress = "203.0.113.7") =>
      limited.inject({
        method: "POST",
        url: `/api/1.0/callout/${callout?.id}/responses`,
        payload: { answers: answers() },
        remoteAddress,
      });
    expect((await send(first!)).statusCode).toBe(200);
    expect((await send(first!)).statusCode).toBe(200);
    const tooMany = await send(first!);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ code: "TOO_MANY_REQUESTS" });
    expect(Number(tooMany.headers["retry-after"])).toBeGreaterThan(0);
    expect((await send(second!)).statusCode).toBe(200);
    // Other readers are not held up.
    expect((await send(first!, "203.0.113.8")).statusCode).toBe(200);
    await limited.close();
  });

  it("hold across servers sharing one PostgreSQL database", async (context) => {
    // The embedded database is one process's: its limits stay in that process's memory.
    if (database().engine !== "postgres") context.skip();
    const tuning = { ...FAST_SECURITY, answerRateLimits: { perCallout: 4, windowMs: 60_000 } };
    const servers = await Promise.all([
      buildTestApp({ database: database(), securityTuning: tuning, backgroundJobs: false }),
      buildTestApp({ database: database(), securityTuning: tuning, backgroundJobs: false }),
    ]);
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    const statuses: number[] = [];
    for (let answer = 0; answer < 6; answer++) {
      const sent = await servers[answer % 2]!.inject({
        method: "POST",
        url: `/api/1.0/callout/${callout!.id}/responses`,
        payload: { answers: answers() },
        remoteAddress: "203.0.113.10",
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    await Promise.all(servers.map((server) => server.close()));
  });

  it("count every spelling of a callout (its id in any case, its slug) as one", async () => {
    const limited = await buildTestApp({
      database: database(),
      backgroundJobs: false,
      securityTuning: {
        ...FAST_SECURITY,
        answerRateLimits: { perCallout: 3, windowMs: 60_000 },
      },
    });
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    const [row] = await database()
      .db.select({ slug: callouts.slug })
      .from(callouts)
      .where(eq(callouts.id, callout!.id));
    const spellings = [
      callout!.id,
      callout!.id.toUpperCase(),
      row!.slug,
      callout!.id.replace(/[a-f]/, (letter) => letter.toUpperCase()),
      row!.slug,
    ];
    const statuses: number[] = [];
    for (const id of spellings) {
      const sent = await limited.inject({
        method: "POST",
        url: `/api/1.0/callout/${id}/responses`,
        payload: { answers: answers() },
        remoteAddress: "203.0.113.9",
      });
      statuses.push(sent.statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    await limited.close();
  });
});

describe("rule 4: people signed in", () => {
  it("need an active membership for members-only callouts", async () => {
    const callout = await createCallout({ access: "member" });
    expectRefusal(await submit("nonMember", callout, { answers: answers() }), "expired-user");
    expectRefusal(await submit("admin", callout, { answers: answers() }), "expired-user");
    expect((await submit("member", callout, { answers: answers() })).statusCode).toBe(200);
  });

  it("find ended callouts closed", async () => {
    const callout = await createCallout({ access: "member", ...DATES.ended });
    expectRefusal(await submit("member", callout, { answers: answers() }), "closed");
  });

  it("get the response back, numbered", async () => {
    const callout = await createCallout({ access: "member" });
    const response = await submit("member", callout, { answers: answers() });
    expect(response.json()).toEqual({
      id: expect.any(String),
      number: 1,
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      bucket: "",
      guestName: null,
      guestEmail: null,
    });
    expect((await stored(callout.id))[0]?.contactId).toBe(ids.member);
  });

  it("answer once when the callout takes one response that cannot change", async () => {
    const callout = await createCallout({ access: "member" });
    await submit("member", callout, { answers: answers() });
    expectRefusal(await submit("member", callout, { answers: answers("Again") }), "cant-update");
    expect((await submit("otherMember", callout, { answers: answers() })).statusCode).toBe(200);
    expect(await stored(callout.id)).toHaveLength(2);
  });

  it("overwrite their latest response when changes are allowed", async () => {
    const callout = await createCallout({ access: "member", allowUpdate: true });
    const first = (await submit("member", callout, { answers: answers() })).json<CalloutResponse>();
    const second = (
      await submit("member", callout, { answers: answers("Changed my mind") })
    ).json<CalloutResponse>();
    expect(second).toMatchObject({ id: first.id, number: 1, createdAt: first.createdAt });
    expect(Date.parse(second.updatedAt)).toBeGreaterThanOrEqual(Date.parse(first.updatedAt));
    const saved = await stored(callout.id);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.answers).toEqual(answers("Changed my mind"));
  });

  it("add another response when the callout takes several", async () => {
    const callout = await createCallout({ access: "member", allowMultiple: true });
    for (let i = 0; i < 3; i++) await submit("member", callout, { answers: answers(`${i}`) });
    expect((await stored(callout.id)).map((row) => row.number)).toEqual([1, 2, 3]);
  });
});

describe("the newsletter sign-up", () => {
  const newsletterSchema = {
    title: "Stay informed",
    text: "",
    optIn: "Send me the newsletter",
    groups: [
      { id: "water", label: "Water investigation", checked: true },
      { id: "weekly", label: "Weekly", checked: false },
    ],
  };

  it("is taken only where the callout offers it and contact details are collected", async () => {
    const offered = await createCallout({ access: "anonymous", newsletterSchema });
    const signUp = { optIn: true, groups: ["water"] };
    const anonymous = await submit("anonymous", offered, {
      answers: answers(),
      newsletter: signUp,
    });
    expect(anonymous.statusCode).toBe(400);
    expect(anonymous.json().errors[0].property).toBe("newsletter");
    const withDetails = await submit("anonymous", offered, {
      answers: answers(),
      guest,
      newsletter: signUp,
    });
    expect(withDetails.statusCode).toBe(200);
    const unknownGroup = await submit("anonymous", offered, {
      answers: answers(),
      guest,
      newsletter: { optIn: true, groups: ["sport"] },
    });
    expect(unknownGroup.statusCode).toBe(400);
    const notOffered = await createCallout({ access: "anonymous" });
    expect(
      (await submit("member", notOffered, { answers: answers(), newsletter: signUp })).statusCode,
    ).toBe(400);
    // Saying no is no sign-up, and needs nothing.
    const declined = await submit("anonymous", notOffered, {
      answers: answers(),
      newsletter: { optIn: false, groups: [] },
    });
    expect(declined.statusCode).toBe(200);
    expect((await stored(offered.id)).map((row) => row.newsletter)).toEqual([signUp]);
  });

  it("takes the readers' groups (join setup's, without a provider) when the callout has none", async () => {
    await app().services.content.update("join/setup", {
      newsletterGroups: [{ id: "monthly", label: "Monthly roundup", checked: true }],
    });
    const callout = await createCallout({
      access: "member",
      newsletterSchema: { ...newsletterSchema, groups: [] },
    });
    const chosen = await submit("member", callout, {
      answers: answers(),
      newsletter: { optIn: true, groups: ["monthly"] },
    });
    expect(chosen.statusCode).toBe(200);
    const unknown = await submit("otherMember", callout, {
      answers: answers(),
      newsletter: { optIn: true, groups: ["water"] },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors[0].property).toBe("newsletter");
  });

  it("subscribes a signed-in member, merging the groups", async () => {
    const callout = await createCallout({ access: "member", newsletterSchema });
    await database()
      .db.update(contactProfiles)
      .set({ newsletterGroups: ["weekly"] })
      .where(eq(contactProfiles.contactId, ids.otherMember ?? ""));
    const response = await submit("otherMember", callout, {
      answers: answers(),
      newsletter: { optIn: true, groups: ["water", "weekly"] },
    });
    expect(response.statusCode).toBe(200);
    const [profile] = await database()
      .db.select()
      .from(contactProfiles)
      .where(eq(contactProfiles.contactId, ids.otherMember ?? ""));
    expect(profile).toMatchObject({
      newsletterStatus: "subscribed",
      newsletterGroups: ["weekly", "water"],
    });
  });
});

describe("answers", () => {
  it("are checked against the form, each problem named by its question", async () => {
    const callout = await createCallout({ access: "anonymous" });
    const response = await submit("anonymous", callout, {
      answers: { slide1: { age: -3, colour: "blue" }, slide9: { x: 1 } },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe("invalid-callout-response");
    expect(body.subCode).toBeUndefined();
    expect(body.errors).toEqual([
      { property: "answers.slide1.colour", constraints: { isValidAnswer: expect.any(String) } },
      { property: "answers.slide9", constraints: { isValidAnswer: expect.any(String) } },
      { property: "answers.slide1.view", constraints: { isValidAnswer: "This field is required" } },
      { property: "answers.slide1.age", constraints: { isValidAnswer: "Must be at least 0" } },
    ]);
    expect(await stored(callout.id)).toEqual([]);
  });

  it("refuse text the database cannot store, naming the question, storing nothing", async () => {
    const callout = await createCallout({ access: "anonymous" });
    const response = await submit("anonymous", callout, { answers: answers("Cloudy\u0000") });
    expect(response.statusCode).toBe(400);
    // Refused app-wide (plugins/safe-text), the question named by its nested path.
    expect(response.json().errors).toEqual([
      {
        property: "answers",
        children: [
          {
            property: "slide1",
            children: [{ property: "view", constraints: { isSafeText: expect.any(String) } }],
          },
        ],
      },
    ]);
    expect(await stored(callout.id)).toEqual([]);
  });

  it("refuse answers of the wrong shape as a whole", async () => {
    const callout = await createCallout({ access: "anonymous" });
    for (const payload of [{ answers: { slide1: "text" } }, { answers: [] }, {}]) {
      expect((await submit("anonymous", callout, payload)).statusCode).toBe(400);
    }
  });

  it("follow the reader's path through branching slides", async () => {
    const callout = await createCallout({ access: "anonymous", formSchema: branchingForm });
    const skipped = await submit("anonymous", callout, {
      answers: { start: { saw: "no" }, details: { what: "A fox" }, end: {} },
    });
    expect(skipped.statusCode).toBe(400);
    expect(skipped.json().errors.map((error: { property: string }) => error.property)).toEqual([
      "answers.details.what",
    ]);
    const missing = await submit("anonymous", callout, { answers: { start: { saw: "yes" } } });
    expect(missing.json().errors[0].property).toBe("answers.details.what");
    const shortcut = await submit("anonymous", callout, {
      answers: { start: { saw: "no" }, end: { name: "Kim" } },
    });
    expect(shortcut.statusCode).toBe(200);
  });

  it("take files uploaded to this site only", async () => {
    const formSchema = {
      slides: [
        {
          id: "s",
          title: "Photo",
          navigation: { nextSlideId: "" },
          components: [input("file", { key: "photo" })],
        },
      ],
    };
    const callout = await createCallout({ access: "anonymous", formSchema });
    const file = (url: string) => ({ answers: { s: { photo: [{ url, name: "a.jpg" }] } } });
    const foreign = await submit("anonymous", callout, file("https://tracker.example.com/x.gif"));
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().errors[0]).toMatchObject({ property: "answers.s.photo" });
    const elsewhere = await submit("anonymous", callout, file(`${BASE_URL}/profile`));
    expect(elsewhere.statusCode).toBe(400);
    for (const url of [`${BASE_URL}/api/1.0/images/abc123`, "/api/1.0/documents/def456"]) {
      expect((await submit("anonymous", callout, file(url))).statusCode).toBe(200);
    }
    // Stored as paths on the site, the one sent with the site's address too: a new domain
    // breaks neither.
    expect((await stored(callout.id)).map((row) => row.answers)).toEqual([
      { s: { photo: [{ url: "/api/1.0/images/abc123", name: "a.jpg" }] } },
      { s: { photo: [{ url: "/api/1.0/documents/def456", name: "a.jpg" }] } },
    ]);
  });
});

describe("numbering", () => {
  it("gives concurrent submissions the numbers 1 to 20, losing none", async () => {
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    const sent = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        submit(i % 4 === 0 ? "member" : "anonymous", callout, { answers: answers(`No. ${i}`) }),
      ),
    );
    expect(sent.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    const saved = await stored(callout.id);
    expect(saved.map((row) => row.number)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(new Set(saved.map((row) => (row.answers.slide1 as { view: string }).view)).size).toBe(
      20,
    );
  });

  it("lets only one of two concurrent first answers through when one is allowed", async () => {
    const callout = await createCallout({ access: "member" });
    const sent = await Promise.all(
      [1, 2, 3].map(() => submit("member", callout, { answers: answers() })),
    );
    expect(sent.map((response) => response.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await stored(callout.id)).toHaveLength(1);
  });

  it("never reuses the number of a deleted response", async () => {
    const callout = await createCallout({ access: "anonymous" });
    await submit("anonymous", callout, { answers: answers() });
    await database().db.delete(calloutResponses);
    await submit("anonymous", callout, { answers: answers() });
    expect((await stored(callout.id)).map((row) => row.number)).toEqual([2]);
  });

  it("keeps a callout's response count however responses come and go", async () => {
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    for (let i = 0; i < 3; i++) await submit("anonymous", callout, { answers: answers() });
    // Written straight into the table too, as an import would.
    await database()
      .db.insert(calloutResponses)
      .values({ calloutId: callout.id, number: 100, answers: answers() });
    const total = async () =>
      (
        await app().inject({
          url: `/api/1.0/callout/${callout.id}/responses?limit=1`,
          headers: headers.admin,
        })
      ).json<{ total: number }>().total;
    expect(await total()).toBe(4);
    await database()
      .db.delete(calloutResponses)
      .where(and(eq(calloutResponses.calloutId, callout.id), eq(calloutResponses.number, 2)));
    expect(await total()).toBe(3);
    // The next number follows the counter, not the imported 100.
    await submit("anonymous", callout, { answers: answers() });
    expect((await stored(callout.id)).map((row) => row.number)).toEqual([1, 3, 4, 100]);
  });
});

describe("GET /callout/:id/responses", () => {
  const formSchema = {
    slides: [
      {
        id: "slide1",
        title: "",
        navigation: { nextSlideId: "" },
        components: [
          input("textarea", { key: "view" }),
          input("textarea", { key: "notes", adminOnly: true }),
        ],
      },
    ],
  };

  async function page(caller: Caller, callout: Callout, query = "") {
    return app().inject({
      url: `/api/1.0/callout/${callout.id}/responses${query}`,
      headers: headers[caller],
    });
  }

  it("shows members their own responses, without admin notes, and admins all of them", async () => {
    const callout = await createCallout({ access: "member", allowMultiple: true, formSchema });
    await submit("member", callout, { answers: { slide1: { view: "Mine" } } });
    await submit("otherMember", callout, { answers: { slide1: { view: "Theirs" } } });
    await database()
      .db.update(calloutResponses)
      .set({ answers: { slide1: { view: "Mine", notes: "Call back" } } })
      .where(eq(calloutResponses.number, 1));

    expect((await page("anonymous", callout)).statusCode).toBe(401);
    const own = (await page("member", callout, "?with=answers")).json<CalloutResponsePage>();
    expect(own).toMatchObject({ total: 1, offset: 0, count: 1 });
    expect(own.items[0]).toMatchObject({ number: 1, answers: { slide1: { view: "Mine" } } });
    expect(own.items[0]?.contact).toBeUndefined();

    const all = (
      await page("admin", callout, "?with=answers&with=contact&with=callout&sort=number&order=DESC")
    ).json<CalloutResponsePage>();
    expect(all.items.map((item) => item.number)).toEqual([2, 1]);
    expect(all.items[1]?.answers).toEqual({ slide1: { view: "Mine", notes: "Call back" } });
    expect(all.items[1]?.contact?.id).toBe(ids.member);
    expect(all.items[0]?.callout?.id).toBe(callout.id);

    const paged = (await page("admin", callout, "?limit=1&offset=1")).json<CalloutResponsePage>();
    expect(paged).toMatchObject({ total: 2, offset: 1, count: 1 });
    expect(paged.items[0]?.answers).toBeUndefined();
  });

  it("give anyone, an admin too, only their own latest answer with `contact = me` (See your answer)", async () => {
    // Open to all, so the admin (not a member) answers too.
    const callout = await createCallout({ access: "anonymous", allowMultiple: true, formSchema });
    await submit("admin", callout, { answers: { slide1: { view: "Admin's" } } });
    await submit("member", callout, { answers: { slide1: { view: "First" } } });
    await submit("member", callout, { answers: { slide1: { view: "Latest" } } });
    await submit("otherMember", callout, { answers: { slide1: { view: "Theirs" } } });
    const rules = JSON.stringify({
      condition: "AND",
      rules: [{ field: "contact", operator: "equal", value: ["me"] }],
    });
    const latestOf = async (caller: Caller) =>
      (
        await page(
          caller,
          callout,
          `?with=answers&limit=1&sort=createdAt&order=DESC&rules=${encodeURIComponent(rules)}`,
        )
      ).json<CalloutResponsePage>();
    const mine = await latestOf("member");
    expect(mine.total).toBe(2);
    expect(mine.items.map((item) => item.answers)).toEqual([{ slide1: { view: "Latest" } }]);
    const admins = await latestOf("admin");
    expect(admins.total).toBe(1);
    expect(admins.items.map((item) => item.answers)).toEqual([{ slide1: { view: "Admin's" } }]);
  });

  it("filter by the callout's questions; readers never by admin-only ones", async () => {
    const callout = await createCallout({ access: "member", allowMultiple: true, formSchema });
    await submit("member", callout, { answers: { slide1: { view: "Cloudy water" } } });
    await submit("member", callout, { answers: { slide1: { view: "Clear" } } });
    const [second] = await database()
      .db.update(calloutResponses)
      .set({ answers: { slide1: { view: "Clear", notes: "cloud seen" } } })
      .where(eq(calloutResponses.number, 2))
      .returning({ id: calloutResponses.id });
    await database()
      .db.update(calloutResponseTriage)
      .set({ bucket: "verified" })
      .where(eq(calloutResponseTriage.responseId, second!.id));
    const filtered = async (caller: Caller, field: string, operator: string, value: unknown[]) => {
      const rules = JSON.stringify({ condition: "AND", rules: [{ field, operator, value }] });
      return page(caller, callout, `?rules=${encodeURIComponent(rules)}`);
    };
    const numbers = (response: LightMyRequestResponse) =>
      response.json<CalloutResponsePage>().items.map((item) => item.number);
    expect(numbers(await filtered("member", "answers.slide1.view", "contains", ["CLOUD"]))).toEqual(
      [1],
    );
    expect(numbers(await filtered("admin", "answers", "contains", ["cloud"]))).toEqual([1, 2]);
    expect(numbers(await filtered("admin", "answers.slide1.notes", "is_not_empty", []))).toEqual([
      2,
    ]);
    expect(numbers(await filtered("admin", "bucket", "equal", ["verified"]))).toEqual([2]);
    expect(numbers(await filtered("member", "contact", "equal", ["me"]))).toEqual([1, 2]);
    for (const [field, operator, value] of [
      ["answers.slide1.notes", "is_not_empty", []],
      ["answers", "contains", ["cloud"]],
    ] as const) {
      const refused = await filtered("member", field, operator, [...value]);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe("invalid-rule");
    }
  });

  it("answers 404 for callouts readers cannot see, 400 for bad queries", async () => {
    const draft = await createCallout({ ...DATES.draft });
    expect((await page("member", draft)).statusCode).toBe(404);
    expect((await page("admin", draft)).statusCode).toBe(200);
    const open = await createCallout();
    expect((await page("member", open, "?sort=colour")).statusCode).toBe(400);
  });
});

describe("GET /callout/:id/responses/map", () => {
  const view = {
    buckets: ["verified"],
    titleProp: "report.headline",
    imageProp: "report.photo",
    imageFilter: "",
    links: [],
    gallery: true,
    map: {
      style: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      center: [-2.6, 51.45] as [number, number],
      bounds: [
        [-2.7, 51.4],
        [-2.5, 51.5],
      ] as [[number, number], [number, number]],
      minZoom: 10,
      maxZoom: 18,
      initialZoom: 13,
      addressProp: "report.where",
      addressPattern: "",
      addressPatternProp: "",
    },
  };
  const formSchema = {
    slides: [
      {
        id: "report",
        title: "",
        navigation: { nextSlideId: "" },
        components: [
          input("textfield", { key: "headline" }),
          input("address", { key: "where" }),
          input("file", { key: "photo" }),
          input("textarea", { key: "notes", adminOnly: true }),
        ],
      },
    ],
  };
  const where = {
    formatted_address: "Quay Street",
    geometry: { location: { lat: 51.45, lng: -2.6 } },
  };
  const photo = { url: `${BASE_URL}/api/1.0/images/abc`, path: "images/abc", name: "a.jpg" };

  async function withResponses(buckets: string[], overrides: Partial<CreateCallout> = {}) {
    const callout = await createCallout({
      access: "anonymous",
      formSchema,
      responseViewSchema: { ...view, buckets },
      ...overrides,
    });
    const placed = ["verified", "inbox", "verified", "trash"];
    const rows = placed.map((_, index) => ({
      calloutId: callout.id,
      number: index + 1,
      answers: {
        report: { headline: `Report ${index + 1}`, where, photo: [photo], notes: "private" },
      },
    }));
    await database().db.insert(calloutResponses).values(rows);
    for (const [index, bucket] of placed.entries()) {
      await database()
        .db.update(calloutResponseTriage)
        .set({ bucket })
        .where(
          and(
            eq(calloutResponseTriage.calloutId, callout.id),
            eq(calloutResponseTriage.number, index + 1),
          ),
        );
    }
    return callout;
  }

  const map = (caller: Caller, callout: { id: string }, query = "") =>
    app().inject({
      url: `/api/1.0/callout/${callout.id}/responses/map${query}`,
      headers: headers[caller],
    });

  it("shows the responses in the public buckets only, without admin-only answers", async () => {
    const callout = await withResponses(["verified"]);
    for (const caller of ["anonymous", "admin"] as const) {
      const response = await map(caller, callout);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        total: 2,
        offset: 0,
        count: 2,
        items: [1, 3].map((number) => ({
          number,
          answers: { report: { headline: `Report ${number}`, where, photo: [photo] } },
          title: `Report ${number}`,
          photos: [{ url: photo.url, path: photo.path }],
          address: where,
        })),
      });
    }
    const second = await map("anonymous", callout, "?limit=1&offset=1");
    expect(second.json()).toMatchObject({ total: 2, offset: 1, count: 1, items: [{ number: 3 }] });
  });

  it("shows none when no bucket is chosen", async () => {
    const callout = await withResponses([]);
    expect((await map("anonymous", callout)).json()).toEqual({
      total: 0,
      offset: 0,
      count: 0,
      items: [],
    });
  });

  it("never titles a response with an admin-only answer", async () => {
    const callout = await withResponses(["inbox"], {
      responseViewSchema: { ...view, buckets: ["inbox"], titleProp: "report.notes", map: null },
    });
    const [item] = (await map("anonymous", callout)).json().items;
    expect(item).toMatchObject({ number: 2, title: "" });
    expect(item.address).toBeUndefined();
  });

  it("shows its staff the bucket they ask for, or every one, and no one else", async () => {
    const callout = await withResponses(["verified"]);
    const numbers = async (caller: Caller, query: string) =>
      ((await map(caller, callout, query)).json() as { items: { number: number }[] }).items.map(
        (item) => item.number,
      );
    expect(await numbers("admin", "?bucket=inbox")).toEqual([2]);
    expect(await numbers("admin", "?bucket=trash")).toEqual([4]);
    expect(await numbers("admin", "?bucket=*")).toEqual([1, 2, 3, 4]);
    // Admin-only answers stay out: the map is the public view, whoever looks.
    const [inbox] = (await map("admin", callout, "?bucket=inbox")).json().items;
    expect(inbox.answers.report.notes).toBeUndefined();

    for (const caller of ["anonymous", "member"] as const) {
      expect((await map(caller, callout, "?bucket=inbox")).statusCode).toBe(403);
    }
    await database()
      .db.insert(calloutReviewers)
      .values({ calloutId: callout.id, contactId: ids.member! });
    expect(await numbers("member", "?bucket=inbox")).toEqual([2]);
  });

  it("answers 404 without a gallery or map, or for callouts readers cannot see", async () => {
    const none = await createCallout({ access: "anonymous" });
    expect((await map("anonymous", none)).statusCode).toBe(404);
    const hiddenView = await createCallout({
      access: "anonymous",
      responseViewSchema: { ...view, gallery: false, map: null },
    });
    expect((await map("anonymous", hiddenView)).statusCode).toBe(404);
    const draft = await withResponses(["verified"], { ...DATES.draft });
    expect((await map("anonymous", draft)).statusCode).toBe(404);
    const open = await withResponses(["verified"]);
    expect((await map("anonymous", open, "?limit=3000")).statusCode).toBe(400);
    expect((await map("anonymous", open, "?limit=2200")).statusCode).toBe(200);
  });
});

describe("emails", () => {
  const about = async (callout: Callout, template: string) =>
    (await readOutbox(outbox())).filter(
      (sent) => sent.template === template && sent.text.includes(callout.title),
    );

  it("tell the newsroom of an anonymous answer, and confirm nothing to nobody", async () => {
    const callout = await createCallout({
      access: "anonymous",
      slug: "quiet-answers",
      responseEmails: "each",
    });
    await submit("anonymous", callout, { answers: answers() });
    await expect.poll(async () => (await about(callout, "new-callout-response")).length).toBe(1);
    expect((await about(callout, "new-callout-response"))[0]?.text).toContain("From: Anonymous");
    expect(await about(callout, "confirm-callout-response")).toEqual([]);
  });

  it("count a callout's new responses in a daily digest by default, once across servers", async () => {
    const callout = await createCallout({ access: "anonymous", allowMultiple: true });
    expect(callout.responseEmails).toBe("digest");
    for (let i = 0; i < 3; i++) await submit("anonymous", callout, { answers: answers() });
    // A second server looks for due digests as it starts, and again here, beside this one.
    const other = await buildTestApp({
      database: database(),
      config: { baseUrl: BASE_URL, dataDir: dirname(outbox()) },
    });
    await Promise.all([
      app().services.responseDigest.sendDue(),
      other.services.responseDigest.sendDue(),
    ]);
    await other.close();
    await app().services.email.flush();
    const digests = await about(callout, "callout-responses-digest");
    expect(digests).toHaveLength(1);
    expect(digests[0]?.subject).toContain("3 new responses");
    expect(digests[0]?.links).toContain(`${BASE_URL}/admin/callouts/${callout.id}/responses`);
    expect(await about(callout, "new-callout-response")).toEqual([]);

    // Not again the same day, even with new responses.
    await submit("anonymous", callout, { answers: answers() });
    await app().services.responseDigest.sendDue();
    await app().services.email.flush();
    expect(await about(callout, "callout-responses-digest")).toHaveLength(1);
  });

  it("send nothing to staff for a callout that wants no emails", async () => {
    const callout = await createCallout({ access: "anonymous", responseEmails: "none" });
    await submit("anonymous", callout, { answers: answers() });
    await app().services.responseDigest.sendDue();
    await app().services.email.flush();
    expect(await about(callout, "new-callout-response")).toEqual([]);
    expect(await about(callout, "callout-responses-digest")).toEqual([]);
  });
});
