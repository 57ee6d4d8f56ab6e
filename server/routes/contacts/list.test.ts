import type { FastifyInstance } from "fastify";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Contact, ContactPage } from "@core/contacts";
import {
  calloutResponses,
  contactProfiles,
  contactRoles,
  contactTagAssignments,
  contacts,
  contributions,
} from "../../db/schema";
import { calloutBody } from "../../test-support/callouts";
import { createTestContact, signIn, type TestContact } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let admin: TestContact;
let adminCookie: string;
let memberCookie: string;
let memberId: string;
const ids: Record<string, string> = {};
let calloutId: string;
const DAY = 24 * 3600 * 1000;

/** Contacts of this file only: other tests' admins and members are left out by `email`. */
const ours = { field: "email", operator: "ends_with", value: ["@list.test"] };

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  admin = await createTestContact(database(), { roles: ["admin"] });
  adminCookie = await signIn(app, admin);
  const member = await createTestContact(database(), { roles: ["member"] });
  memberId = member.id;
  memberCookie = await signIn(app, member);
  const { db } = database();
  const people = [
    { key: "ada", firstname: "Ada", lastname: "Lovelace", daysAgo: 400 },
    { key: "grace", firstname: "Grace", lastname: "Hopper", daysAgo: 10 },
    { key: "alan", firstname: "Alan", lastname: "Turing", daysAgo: 40 },
    { key: "nameless", firstname: "", lastname: "", daysAgo: 1 },
  ];
  for (const person of people) {
    const [row] = await db
      .insert(contacts)
      .values({
        email: `${person.key}@list.test`,
        firstname: person.firstname,
        lastname: person.lastname,
        joined: new Date(Date.now() - person.daysAgo * DAY),
        passwordHash: person.key === "ada" ? "scrypt$x" : null,
      })
      .returning({ id: contacts.id });
    ids[person.key] = row?.id ?? "";
    await db.insert(contactProfiles).values({
      contactId: row?.id ?? "",
      newsletterStatus: person.key === "grace" ? "subscribed" : "none",
      newsletterGroups: person.key === "grace" ? ["weekly"] : [],
    });
  }
  await db.insert(contributions).values([
    { contactId: ids.ada ?? "", type: "Manual", amount: 120, period: "annually" },
    { contactId: ids.grace ?? "", type: "Automatic", amount: 5, period: "monthly" },
  ]);
  await db.insert(contactRoles).values([
    { contactId: ids.ada ?? "", role: "member", dateAdded: new Date(Date.now() - 300 * DAY) },
    {
      contactId: ids.grace ?? "",
      role: "member",
      dateAdded: new Date(Date.now() - 10 * DAY),
      dateExpires: new Date(Date.now() + 20 * DAY),
    },
    { contactId: ids.alan ?? "", role: "admin", dateAdded: new Date(Date.now() - 5 * DAY) },
  ]);
  const callout = await app.services.callouts.create(calloutBody());
  calloutId = callout.id;
  await db.insert(calloutResponses).values({
    calloutId,
    contactId: ids.alan ?? "",
    answers: { slide1: { view: "The water tastes of iron", age: 41 } },
  });
});
afterAll(() => app.close());

function call(
  method: "GET" | "POST" | "PATCH" | "DELETE",
  url: string,
  payload?: object,
  cookie = adminCookie,
) {
  return app.inject({
    method,
    url: `/api/1.0${url}`,
    ...(payload ? { payload } : {}),
    headers: { cookie },
  });
}

const rulesParam = (...rules: object[]) =>
  encodeURIComponent(JSON.stringify({ condition: "AND", rules: [ours, ...rules] }));

/** The keys of the contacts a list of ours answers, in its order. */
async function listed(query: string, cookie = adminCookie): Promise<string[]> {
  const response = await call("GET", `/contact?${query}`, undefined, cookie);
  expect(response.statusCode, response.body).toBe(200);
  const names = Object.entries(ids);
  return response
    .json<ContactPage>()
    .items.map((item) => names.find(([, id]) => id === item.id)?.[0] ?? item.email);
}

const matching = (...rules: object[]) => listed(`rules=${rulesParam(...rules)}&sort=email`);

describe("GET /contact", () => {
  it("pages every contact for admins, in the envelope, sorted with ties broken by id", async () => {
    const response = await call("GET", `/contact?rules=${rulesParam()}&limit=2&sort=joined`);
    expect(response.statusCode).toBe(200);
    const page = response.json<ContactPage>();
    expect(page).toMatchObject({ total: 4, offset: 0, count: 2 });
    expect(page.items.map((item) => item.id)).toEqual([ids.ada, ids.alan]);
    const next = await call("GET", `/contact?rules=${rulesParam()}&limit=2&offset=2&sort=joined`);
    expect(next.json<ContactPage>().items.map((item) => item.id)).toEqual([
      ids.grace,
      ids.nameless,
    ]);
  });

  it("sorts empty names last either way, and by contribution and membership", async () => {
    expect(await listed(`rules=${rulesParam()}&sort=firstname`)).toEqual([
      "ada",
      "alan",
      "grace",
      "nameless",
    ]);
    expect(await listed(`rules=${rulesParam()}&sort=firstname&order=DESC`)).toEqual([
      "grace",
      "alan",
      "ada",
      "nameless",
    ]);
    // Those who give nothing come last, in id order (which is random here).
    expect(
      (await listed(`rules=${rulesParam()}&sort=contributionMonthlyAmount`)).slice(0, 2),
    ).toEqual(["grace", "ada"]);
    expect(
      (await listed(`rules=${rulesParam()}&sort=membershipStarts&order=DESC`)).slice(0, 2),
    ).toEqual(["grace", "ada"]);
  });

  it("sorts a contact whose membership ended with those who give nothing", async () => {
    const { db } = database();
    const graceRole = and(
      eq(contactRoles.contactId, ids.grace ?? ""),
      eq(contactRoles.role, "member"),
    );
    await db
      .update(contactRoles)
      .set({ dateExpires: new Date(Date.now() - DAY) })
      .where(graceRole);
    try {
      for (const order of ["ASC", "DESC"]) {
        const sorted = await listed(
          `rules=${rulesParam()}&sort=contributionMonthlyAmount&order=${order}`,
        );
        expect(sorted[0], order).toBe("ada");
        expect(sorted.slice(1).sort(), order).toEqual(["alan", "grace", "nameless"]);
      }
    } finally {
      await db
        .update(contactRoles)
        .set({ dateExpires: new Date(Date.now() + 20 * DAY) })
        .where(graceRole);
    }
  });

  it("shows a member only themself, whatever the rules", async () => {
    const response = await call("GET", "/contact", undefined, memberCookie);
    expect(response.json<ContactPage>()).toMatchObject({ total: 1 });
    expect(response.json<ContactPage>().items[0]?.id).toBe(memberId);
    expect(await listed(`rules=${rulesParam()}`, memberCookie)).toEqual([]);
  });

  it("lets a member filter themself only by their own fields, never by tags or callouts", async () => {
    const tag = { field: "tags", operator: "is_empty", value: [] };
    const answered = {
      field: `callouts.${calloutId}.hasAnswered`,
      operator: "equal",
      value: [true],
    };
    for (const rule of [tag, answered]) {
      const rules = encodeURIComponent(JSON.stringify({ condition: "AND", rules: [rule] }));
      const response = await call("GET", `/contact?rules=${rules}`, undefined, memberCookie);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid-rule" });
    }
    const own = encodeURIComponent(
      JSON.stringify({
        condition: "AND",
        rules: [{ field: "id", operator: "equal", value: ["me"] }],
      }),
    );
    const response = await call("GET", `/contact?rules=${own}`, undefined, memberCookie);
    expect(response.json<ContactPage>().items.map((item) => item.id)).toEqual([memberId]);
  });

  it("adds profile, roles and tags with `with`, and refuses contribution on a list", async () => {
    const response = await call(
      "GET",
      `/contact?rules=${rulesParam({ field: "id", operator: "equal", value: [ids.grace] })}&with=profile&with=roles&with=tags`,
    );
    const [grace] = response.json<ContactPage>().items;
    expect(grace).toMatchObject({
      displayName: "Grace Hopper",
      contributionAmount: 5,
      contributionPeriod: "monthly",
      activeRoles: ["member"],
      profile: { newsletterStatus: "subscribed", newsletterGroups: ["weekly"] },
      roles: [{ role: "member" }],
      tags: [],
    });
    expect((await call("GET", "/contact?with=contribution")).statusCode).toBe(400);
  });

  it("filters by text, dates (relative too), contribution, newsletter and roles", async () => {
    expect(await matching({ field: "firstname", operator: "begins_with", value: ["a"] })).toEqual([
      "ada",
      "alan",
    ]);
    expect(await matching({ field: "lastname", operator: "is_empty", value: [] })).toEqual([
      "nameless",
    ]);
    expect(
      await matching({ field: "joined", operator: "greater", value: ["$now(d:-30)"] }),
    ).toEqual(["grace", "nameless"]);
    expect(
      await matching({ field: "contributionType", operator: "equal", value: ["None"] }),
    ).toEqual(["alan", "nameless"]);
    expect(
      await matching({ field: "contributionMonthlyAmount", operator: "between", value: [6, 20] }),
    ).toEqual(["ada"]);
    expect(
      await matching({ field: "newsletterStatus", operator: "equal", value: ["subscribed"] }),
    ).toEqual(["grace"]);
    expect(
      await matching({ field: "newsletterGroups", operator: "contains", value: ["weekly"] }),
    ).toEqual(["grace"]);
    expect(
      await matching({ field: "activePermission", operator: "equal", value: ["admin"] }),
    ).toEqual(["alan"]);
    expect(
      await matching({ field: "activePermission", operator: "not_equal", value: ["member"] }),
    ).toEqual(["alan", "nameless"]);
    expect(await matching({ field: "activeMembership", operator: "equal", value: [true] })).toEqual(
      ["ada", "grace"],
    );
    expect(await matching({ field: "activeUser", operator: "equal", value: [true] })).toEqual([
      "ada",
    ]);
    expect(
      await matching({ field: "membershipExpires", operator: "less", value: ["$now(d:30)"] }),
    ).toEqual(["grace"]);
  });

  it("nests AND and OR groups", async () => {
    expect(
      await matching({
        condition: "OR",
        rules: [
          { field: "email", operator: "contains", value: ["grace"] },
          {
            condition: "AND",
            rules: [
              { field: "firstname", operator: "begins_with", value: ["A"] },
              { field: "contributionType", operator: "not_equal", value: ["Manual"] },
            ],
          },
        ],
      }),
    ).toEqual(["alan", "grace"]);
  });

  it("filters by who answered a callout, and by their answers", async () => {
    const answered = `callouts.${calloutId}.hasAnswered`;
    expect(await matching({ field: answered, operator: "equal", value: [true] })).toEqual(["alan"]);
    expect(await matching({ field: answered, operator: "equal", value: [false] })).toEqual([
      "ada",
      "grace",
      "nameless",
    ]);
    const view = `callouts.${calloutId}.responses.answers.slide1.view`;
    expect(await matching({ field: view, operator: "contains", value: ["IRON"] })).toEqual([
      "alan",
    ]);
    const age = `callouts.${calloutId}.responses.answers.slide1.age`;
    expect(await matching({ field: age, operator: "greater", value: [50] })).toEqual([]);
  });

  it("refuses unknown fields, operators, values and callouts with invalid-rule", async () => {
    const cases = [
      { field: "shoeSize", operator: "equal", value: ["9"] },
      { field: "email", operator: "between", value: ["a", "b"] },
      { field: "contributionType", operator: "equal", value: ["Bitcoin"] },
      { field: "joined", operator: "greater", value: ["yesterday"] },
      { field: `callouts.${memberId}.hasAnswered`, operator: "equal", value: [true] },
    ];
    for (const rule of cases) {
      const response = await call("GET", `/contact?rules=${rulesParam(rule)}`);
      expect(response.statusCode, JSON.stringify(rule)).toBe(400);
      expect(response.json()).toMatchObject({ code: "invalid-rule" });
    }
    expect((await call("GET", "/contact?rules=%7Bnot-json")).json()).toMatchObject({
      code: "invalid-rule",
    });
    expect((await call("GET", "/contact?sort=password")).statusCode).toBe(400);
  });
});

describe("POST /contact", () => {
  it("adds a contact with profile, roles, a manual contribution and tags", async () => {
    const tag = (await call("POST", "/contact-tags", { name: "Volunteers" })).json<{
      id: string;
    }>();
    const expires = new Date(Date.now() + 30 * DAY).toISOString();
    const response = await call("POST", "/contact", {
      email: "  New.Person@List.test ",
      firstname: "New",
      lastname: "Person",
      profile: { newsletterStatus: "subscribed", notes: "Met at the fair" },
      roles: [{ role: "admin", dateExpires: expires }],
      contribution: { type: "Manual", amount: 10, period: "monthly", source: "Cash" },
      tags: [tag.id],
    });
    expect(response.statusCode, response.body).toBe(200);
    const contact = response.json<Contact>();
    expect(contact).toMatchObject({
      email: "new.person@list.test",
      activeRoles: ["admin"],
      contributionAmount: 10,
      contributionPeriod: "monthly",
      profile: { newsletterStatus: "subscribed", notes: "Met at the fair" },
      roles: [{ role: "admin", dateExpires: expires }],
      tags: [{ id: tag.id, name: "Volunteers" }],
    });
    const info = await call("GET", `/contact/${contact.id}/contribution`);
    expect(info.json()).toMatchObject({ type: "Manual", amount: 10, period: "monthly" });
    await database().db.delete(contacts).where(eq(contacts.id, contact.id));
  });

  it("refuses a taken email, an unknown tag, half a contribution and a role twice, storing nothing", async () => {
    const base = { firstname: "Twice", lastname: "Over" };
    const taken = await call("POST", "/contact", { ...base, email: "ADA@list.test" });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: "duplicate-email" });
    const unknownTag = await call("POST", "/contact", {
      ...base,
      email: "tagless@list.test",
      tags: [memberId],
    });
    expect(unknownTag.json()).toMatchObject({ code: "unknown-tag" });
    const half = await call("POST", "/contact", {
      ...base,
      email: "half@list.test",
      contribution: { type: "Manual", amount: 5 },
    });
    expect(half.statusCode).toBe(400);
    expect(half.json().errors).toEqual([
      expect.objectContaining({
        property: "contribution",
        children: [expect.objectContaining({ property: "period" })],
      }),
    ]);
    // A role given twice was a 500 (the roles' key), found by the bench's fuzz at length.
    const twice = await call("POST", "/contact", {
      ...base,
      email: "twice@list.test",
      roles: [{ role: "member" }, { role: "member", dateExpires: "2030-01-01T00:00:00Z" }],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual([
      expect.objectContaining({
        property: "roles",
        constraints: { eachRoleOnce: expect.any(String) },
      }),
    ]);
    // A role ending before it starts (also before a start left out: now) was stored as given.
    for (const [email, role] of [
      [
        "ended@list.test",
        { dateAdded: "2025-01-01T00:00:00Z", dateExpires: "2024-01-01T00:00:00Z" },
      ],
      ["past@list.test", { dateExpires: "2020-01-01T00:00:00Z" }],
    ] as const) {
      const ended = await call("POST", "/contact", {
        ...base,
        email,
        roles: [{ role: "member", ...role }],
      });
      expect(ended.statusCode).toBe(400);
      expect(ended.json().message).toBe("dateAdded must be before dateExpires");
    }
    const stored = await database()
      .db.select()
      .from(contacts)
      .where(
        inArray(contacts.email, [
          "tagless@list.test",
          "twice@list.test",
          "ended@list.test",
          "past@list.test",
        ]),
      );
    expect(stored).toEqual([]);
    const noName = await call("POST", "/contact", { email: "x@list.test", firstname: "" });
    expect(noName.statusCode).toBe(400);
  });

  it("stores nothing of a contact when a later part of adding it fails", async () => {
    const { db } = database();
    // The database itself refuses this contribution, after the contact, its roles and its
    // timeline were written in the same transaction.
    await db.execute(sql`create function refuse_contribution() returns trigger language plpgsql
      as $$ begin raise exception 'refused by the test'; end $$`);
    await db.execute(sql`create trigger refuse_contribution before insert on contributions
      for each row when (new.manual_source = 'Refused') execute function refuse_contribution()`);
    try {
      const response = await call("POST", "/contact", {
        email: "refused@list.test",
        firstname: "Re",
        lastname: "Fused",
        roles: [{ role: "member" }],
        contribution: { type: "Manual", amount: 5, period: "monthly", source: "Refused" },
      });
      expect(response.statusCode).toBe(500);
      const stored = await db
        .select()
        .from(contacts)
        .where(eq(contacts.email, "refused@list.test"));
      expect(stored).toEqual([]);
    } finally {
      await db.execute(sql`drop trigger refuse_contribution on contributions`);
      await db.execute(sql`drop function refuse_contribution()`);
    }
  });

  it("lets only superadmins grant the superadmin role", async () => {
    const response = await call("POST", "/contact", {
      email: "boss@list.test",
      firstname: "Would",
      lastname: "Be",
      roles: [{ role: "superadmin" }],
    });
    expect(response.statusCode).toBe(403);
    const stored = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, "boss@list.test"));
    expect(stored).toEqual([]);
  });

  it("is for admins only", async () => {
    const response = await call(
      "POST",
      "/contact",
      { email: "sneaky@list.test", firstname: "A", lastname: "B" },
      memberCookie,
    );
    expect(response.statusCode).toBe(403);
  });
});

describe("PATCH /contact (bulk tags) and undo", () => {
  it("tags every contact the rules match, counts them, and undoes exactly that", async () => {
    const { db } = database();
    const a = (await call("POST", "/contact-tags", { name: "Donors" })).json<{ id: string }>();
    const b = (await call("POST", "/contact-tags", { name: "Press" })).json<{ id: string }>();
    // Ada carries Press already, so the change takes it off her alone.
    await db.insert(contactTagAssignments).values({ contactId: ids.ada ?? "", tagId: b.id });
    const rules = {
      condition: "AND",
      rules: [ours, { field: "firstname", operator: "begins_with", value: ["A"] }],
    };
    const response = await call("PATCH", "/contact", {
      rules,
      updates: { tags: [`+${a.id}`, `-${b.id}`] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<{ affected: number; changeId: string }>();
    expect(result.affected).toBe(2);
    const tagged = (tag: string) => matching({ field: "tags", operator: "contains", value: [tag] });
    expect(await tagged(a.id)).toEqual(["ada", "alan"]);
    expect(await tagged(b.id)).toEqual([]);
    // A later change by hand stays: Alan's Donors tag removed before the undo.
    await db
      .delete(contactTagAssignments)
      .where(eq(contactTagAssignments.contactId, ids.alan ?? ""));
    const undo = await call("POST", `/contact/changes/${result.changeId}/undo`);
    expect(undo.json()).toMatchObject({ affected: 1 });
    expect(await tagged(a.id)).toEqual([]);
    expect(await tagged(b.id)).toEqual(["ada"]);
    const again = await call("POST", `/contact/changes/${result.changeId}/undo`);
    expect(again.json()).toMatchObject({ code: "already-undone" });
    expect(await matching({ field: "tags", operator: "is_empty", value: [] })).toEqual([
      "alan",
      "grace",
      "nameless",
    ]);
  });

  it("answers 0 when nothing matches, and refuses unknown tags and bad changes", async () => {
    const tag = (await call("POST", "/contact-tags", { name: "Nobody" })).json<{ id: string }>();
    const none = await call("PATCH", "/contact", {
      rules: {
        condition: "AND",
        rules: [{ field: "email", operator: "equal", value: ["no@one"] }],
      },
      updates: { tags: [`+${tag.id}`] },
    });
    expect(none.json()).toEqual({ affected: 0, changeId: null });
    const unknown = await call("PATCH", "/contact", {
      rules: { condition: "AND", rules: [ours] },
      updates: { tags: [`+${memberId}`] },
    });
    expect(unknown.json()).toMatchObject({ code: "unknown-tag" });
    const bad = await call("PATCH", "/contact", {
      rules: { condition: "AND", rules: [ours] },
      updates: { tags: ["Donors"] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await call("POST", "/contact/changes/nope/undo")).statusCode).toBe(404);
  });
});

describe("GET /contact.csv", () => {
  it("streams the contacts the rules match, by joined date, with formulas defused", async () => {
    await database()
      .db.update(contacts)
      .set({ lastname: "=HYPERLINK(1)" })
      .where(eq(contacts.id, ids.nameless ?? ""));
    const rules = rulesParam({ field: "joined", operator: "greater", value: ["$now(d:-100)"] });
    const response = await call("GET", `/contact.csv?rules=${rules}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toContain("text/csv");
    expect(response.headers["content-disposition"]).toMatch(/contacts-.*\.csv/);
    expect(response.headers["x-total-count"]).toBe("3");
    const lines = response.body
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toMatch(/^Id,EmailAddress,FirstName,LastName,Joined,Tags,ContributionType/);
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      "alan@list.test",
      "grace@list.test",
      "nameless@list.test",
    ]);
    expect(lines[2]).toContain(",Automatic,5,monthly,");
    expect(lines[2]).toContain(",Active,subscribed,");
    expect(lines[3]).toContain("'=HYPERLINK(1)");
    await database()
      .db.update(contacts)
      .set({ lastname: "" })
      .where(eq(contacts.id, ids.nameless ?? ""));
  });

  it("is for admins only", async () => {
    expect((await call("GET", "/contact.csv", undefined, memberCookie)).statusCode).toBe(403);
    expect((await call("POST", "/contact.csv", {}, memberCookie)).statusCode).toBe(403);
  });

  it("answers the same file to a POST with the parameters in the body, long filters too", async () => {
    const rules = JSON.stringify({ condition: "AND", rules: [ours] });
    const got = await call("GET", `/contact.csv?rules=${encodeURIComponent(rules)}`);
    const posted = await call("POST", "/contact.csv", { rules });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(posted.headers["x-total-count"]).toBe(got.headers["x-total-count"]);
    expect(posted.body).toBe(got.body);
    // Too long for a query string: refused there, the same contacts from the body.
    const long = JSON.stringify({
      condition: "AND",
      rules: [
        ours,
        ...Array.from({ length: 80 }, (_, n) => ({
          field: "email",
          operator: "not_equal",
          value: [`nobody-${n}@elsewhere.test`],
        })),
      ],
    });
    expect(long.length).toBeGreaterThan(4000);
    expect((await call("GET", `/contact.csv?rules=${encodeURIComponent(long)}`)).statusCode).toBe(
      400,
    );
    const longPosted = await call("POST", "/contact.csv", { rules: long });
    expect(longPosted.statusCode, longPosted.body).toBe(200);
    expect(longPosted.body).toBe(got.body);
  });
});
