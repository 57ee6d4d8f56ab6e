import type { FastifyInstance } from "fastify";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  IMPORT_MAX_ROWS,
  type ImportDryRun,
  type ImportPreview,
  type ImportStatus,
} from "@core/contacts";
import { contactActivity, contactProfiles, contacts } from "../../db/schema";
import { apiCaller, createTestContact, signIn } from "../../test-support/accounts";
import { buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";

const database = testDatabasePerFile();
let app: FastifyInstance;
let adminCookie: string;
let adminId: string;

beforeAll(async () => {
  app = await buildTestApp({ database: database() });
  const admin = await createTestContact(database(), { roles: ["admin"] });
  adminId = admin.id;
  adminCookie = await signIn(app, admin);
  await createTestContact(database(), { email: "known@import.test", firstname: "Old" });
});
afterAll(() => app.close());

const call = apiCaller(
  () => app,
  () => adminCookie,
);

const FILE = [
  "E-mail,First name,Surname,Phone,Newsletter,Labels,Ignored",
  'ada@import.test,Ada,Lovelace,+44 20 7946 0000,subscribed,"Donors, Press",x',
  "not-an-email,Bad,Row,,,,",
  "known@import.test,New,Name,,unsubscribed,Donors,",
  "ADA@import.test,Twice,Over,,,,",
  "grace@import.test,Grace,Hopper,call me,,,",
  "alan@import.test,Alan,Turing,,maybe,,",
  ",No,Email,,,,",
].join("\r\n");
const mapping = ["email", "firstname", "lastname", "telephone", "newsletterStatus", "tags", null];

async function finished(id: string): Promise<ImportStatus> {
  await app.services.jobs.drain();
  const response = await call("GET", `/contact-import/${id}`);
  expect(response.statusCode).toBe(200);
  return response.json<ImportStatus>();
}

describe("contact import", () => {
  it("previews a file's columns, its first five rows and how many it holds", async () => {
    const response = await call("POST", "/contact-import/preview", { csv: FILE });
    expect(response.statusCode, response.body).toBe(200);
    const preview = response.json<ImportPreview>();
    expect(preview.columns).toEqual(FILE.split("\r\n")[0]?.split(","));
    expect(preview.total).toBe(7);
    expect(preview.rows).toHaveLength(5);
    expect(preview.rows[0]).toEqual([
      "ada@import.test",
      "Ada",
      "Lovelace",
      "+44 20 7946 0000",
      "subscribed",
      "Donors, Press",
      "x",
    ]);
  });

  it("refuses a file that is not CSV text, or holds no contacts, with a code", async () => {
    const cases = [
      { csv: "\u0089PNG\r\n\u001a\n\u0000\u0000\u0000\rIHDR", code: "import-not-csv" },
      { csv: "", code: "import-empty" },
      { csv: "\r\n\r\n", code: "import-empty" },
      { csv: "email,name\r\n", code: "import-empty" },
    ];
    for (const { csv, code } of cases) {
      const response = await call("POST", "/contact-import/preview", { csv });
      expect(response.statusCode, JSON.stringify(csv)).toBe(400);
      expect(response.json()).toMatchObject({ code });
    }
    const dryRun = await call("POST", "/contact-import/dry-run", {
      csv: "email\r\nada\u0000@import.test",
      mapping: ["email"],
      existing: "skip",
    });
    expect(dryRun.statusCode).toBe(400);
    expect(dryRun.json()).toMatchObject({ code: "import-not-csv" });
  });

  it("lists every row that would fail and why, writing nothing", async () => {
    const response = await call("POST", "/contact-import/dry-run", {
      csv: FILE,
      mapping,
      existing: "skip",
    });
    expect(response.statusCode, response.body).toBe(200);
    const dryRun = response.json<ImportDryRun>();
    expect(dryRun).toMatchObject({ rows: 7, create: 1, update: 0, skip: 1 });
    // Codes with what a client needs to word them, never the server's English.
    expect(dryRun.errors).toEqual([
      { row: 2, field: "email", code: "invalid-email" },
      { row: 4, field: "email", code: "duplicate-in-file", firstRow: 1 },
      { row: 5, field: "telephone", code: "invalid-phone" },
      {
        row: 6,
        field: "newsletterStatus",
        code: "not-allowed",
        allowed: ["subscribed", "unsubscribed", "cleaned", "pending", "none"],
      },
      { row: 7, field: "email", code: "required" },
    ]);
    const stored = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, "ada@import.test"));
    expect(stored).toEqual([]);
  });

  it("imports the good rows in a job, skipping existing emails, and reports", async () => {
    const started = await call("POST", "/contact-import", { csv: FILE, mapping, existing: "skip" });
    expect(started.statusCode).toBe(202);
    const status = await finished(started.json<{ id: string }>().id);
    expect(status).toMatchObject({
      state: "done",
      done: 7,
      total: 7,
      report: { created: 1, updated: 0, skipped: 1, failed: 5 },
    });
    expect(status.report?.errors.map((error) => error.row)).toEqual([2, 4, 5, 6, 7]);
    const [ada] = await database()
      .db.select()
      .from(contacts)
      .innerJoin(contactProfiles, eq(contactProfiles.contactId, contacts.id))
      .where(eq(contacts.email, "ada@import.test"));
    expect(ada?.contacts).toMatchObject({ firstname: "Ada", lastname: "Lovelace" });
    expect(ada?.contact_profiles).toMatchObject({
      telephone: "+44 20 7946 0000",
      newsletterStatus: "subscribed",
    });
    const tags = await call("GET", "/contact-tags?with=contactCount");
    expect(tags.json()).toEqual([
      expect.objectContaining({ name: "Donors", contactCount: 1 }),
      expect.objectContaining({ name: "Press", contactCount: 1 }),
    ]);
    const [known] = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, "known@import.test"));
    expect(known?.firstname).toBe("Old");
  });

  it("updates the mapped fields of existing emails when asked, keeping the rest", async () => {
    const csv = "email,first\r\nknown@import.test,Renamed\r\nnew@import.test,Newcomer";
    const started = await call("POST", "/contact-import", {
      csv,
      mapping: ["email", "firstname"],
      existing: "update",
    });
    const status = await finished(started.json<{ id: string }>().id);
    expect(status.report).toMatchObject({ created: 1, updated: 1, skipped: 0, failed: 0 });
    const rows = await database()
      .db.select()
      .from(contacts)
      .where(eq(contacts.email, "known@import.test"));
    expect(rows[0]?.firstname).toBe("Renamed");
  });

  it("says which column is too long, and by how much, with the limit", async () => {
    const long = "x".repeat(101);
    const csv = `email,last,tags\r\nlong@import.test,${long},"Fine, ${long}"`;
    const response = await call("POST", "/contact-import/dry-run", {
      csv,
      mapping: ["email", "lastname", "tags"],
      existing: "skip",
    });
    expect(response.json<ImportDryRun>().errors).toEqual([
      { row: 1, field: "lastname", code: "too-long", max: 100 },
      { row: 1, field: "tags", code: "too-long", max: 100 },
    ]);
  });

  it("refuses a file of more rows than an import takes, with a code", async () => {
    const csv = ["email", ...Array.from({ length: IMPORT_MAX_ROWS + 1 }, () => "a@b.test")].join(
      "\n",
    );
    const bodies = {
      "/contact-import/preview": { csv },
      "/contact-import/dry-run": { csv, mapping: ["email"], existing: "skip" },
    };
    for (const [path, body] of Object.entries(bodies)) {
      const response = await call("POST", path, body);
      expect(response.statusCode, path).toBe(400);
      expect(response.json(), path).toMatchObject({ code: "import-too-many-rows" });
    }
  });

  it("refuses a mapping without email, a field twice, or the wrong number of columns", async () => {
    const csv = "a,b\r\nx@import.test,y";
    for (const bad of [["firstname", "lastname"], ["email", "email"], ["email"]]) {
      const response = await call("POST", "/contact-import/dry-run", {
        csv,
        mapping: bad,
        existing: "skip",
      });
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
    }
    expect((await call("GET", "/contact-import/nope")).statusCode).toBe(404);
  });
});

describe("an import that updates contacts", () => {
  const csv = (rows: string[]) => ["email,firstname", ...rows].join("\r\n");
  const importAs = async (cookie: string, file: string) => {
    const as = apiCaller(
      () => app,
      () => cookie,
    );
    const body = { csv: file, mapping: ["email", "firstname"], existing: "update" };
    const dryRun = (await as("POST", "/contact-import/dry-run", body)).json<ImportDryRun>();
    const started = await as("POST", "/contact-import", body);
    expect(started.statusCode).toBe(202);
    return { dryRun, status: await finished(started.json<{ id: string }>().id) };
  };
  const firstnameOf = async (id: string) =>
    (await database().db.select().from(contacts).where(eq(contacts.id, id)))[0]?.firstname;
  const activityOf = (id: string) =>
    database().db.select().from(contactActivity).where(eq(contactActivity.contactId, id));

  it("refuses an admin's rows for a superadmin, as PATCH does, with the reason", async () => {
    const boss = await createTestContact(database(), { roles: ["superadmin"], firstname: "Boss" });
    const staffer = await createTestContact(database(), { firstname: "Sam" });
    const { dryRun, status } = await importAs(
      adminCookie,
      csv([`${boss.email},Mallory`, `${staffer.email},Samuel`]),
    );
    expect(dryRun).toMatchObject({
      update: 1,
      errors: [{ row: 1, field: "email", code: "superadmin-only" }],
    });
    expect(status.report).toMatchObject({
      updated: 1,
      failed: 1,
      errors: [{ row: 1, field: "email", code: "superadmin-only" }],
    });
    expect(await firstnameOf(boss.id)).toBe("Boss");
    expect(await firstnameOf(staffer.id)).toBe("Samuel");
    // PATCH would answer 403 for the same change.
    const patched = await call("PATCH", `/contact/${boss.id}`, { firstname: "Mallory" });
    expect(patched.statusCode).toBe(403);
  });

  it("lets a superadmin update a superadmin", async () => {
    const boss = await createTestContact(database(), { roles: ["superadmin"], firstname: "Boss" });
    const other = await createTestContact(database(), { roles: ["superadmin"], firstname: "Ola" });
    const cookie = await signIn(app, boss);
    const { status } = await importAs(cookie, csv([`${other.email},Olga`]));
    expect(status.report).toMatchObject({ updated: 1, failed: 0 });
    expect(await firstnameOf(other.id)).toBe("Olga");
  });

  it("records a 'profile-changed' entry with the staff member for each row it updates", async () => {
    const edited = await createTestContact(database(), { firstname: "Eve" });
    await importAs(adminCookie, csv([`${edited.email},Evelyn`]));
    const lines = await activityOf(edited.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      kind: "profile-changed",
      actorId: adminId,
      data: { fields: ["firstname"] },
    });
    const shown = await call("GET", `/contact/${edited.id}/activity`);
    expect(JSON.stringify(shown.json())).toContain("profile-changed");
  });
});
