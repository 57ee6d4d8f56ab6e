import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactRoles, resetFlows } from "../db/schema";
import { hashToken } from "../services/recovery/flows";
import { createTestContact } from "../test-support/accounts";
import { testDatabasePerFile } from "../test-support/database";
import { createContactService } from "../services/contacts";
import { createPasswordService, TEST_SCRYPT_COST } from "../services/passwords";
import { CliError, createAdmin, parseCliArgs } from "./create-admin";

const database = testDatabasePerFile();
const contacts = () => createContactService(database().db, createPasswordService(TEST_SCRYPT_COST));
const BASE = "https://members.example.org";

describe("createAdmin", () => {
  it("creates a superadmin without a password and a link to set one", async () => {
    const admin = await createAdmin(database().db, contacts(), " Editor@Example.org ", BASE);
    expect(admin).toEqual({
      contactId: expect.any(String),
      email: "editor@example.org",
      created: true,
      setPasswordUrl: expect.stringMatching(
        /^https:\/\/members\.example\.org\/auth\/set-password\/[0-9a-f-]{36}$/,
      ),
    });
    const stored = await contacts().findById(admin.contactId);
    expect(stored?.passwordHash).toBeNull();
    expect(await contacts().activeRoles(admin.contactId)).toEqual(["superadmin"]);
    const flowId = admin.setPasswordUrl.split("/").pop()!;
    const [flow] = await database()
      .db.select()
      .from(resetFlows)
      .where(eq(resetFlows.tokenHash, hashToken(flowId)));
    expect(flow).toMatchObject({ contactId: admin.contactId, type: "password" });
  });

  it("promotes an existing contact, keeping its password and other roles", async () => {
    const existing = await createTestContact(database(), { roles: ["member"] });
    await database()
      .db.insert(contactRoles)
      .values({
        contactId: existing.id,
        role: "superadmin",
        dateAdded: new Date(Date.now() - 2 * 86_400_000),
        dateExpires: new Date(Date.now() - 86_400_000),
      });
    const admin = await createAdmin(database().db, contacts(), existing.email, BASE);
    expect(admin).toMatchObject({ contactId: existing.id, created: false });
    expect(await contacts().activeRoles(existing.id)).toEqual(["member", "superadmin"]);
    expect((await contacts().findById(existing.id))?.passwordHash).not.toBeNull();
  });

  it("refuses what is not an email address", async () => {
    await expect(createAdmin(database().db, contacts(), "editor@", BASE)).rejects.toThrow(
      new CliError('Not an email address: "editor@"'),
    );
  });
});

describe("parseCliArgs", () => {
  it("reads create-admin with --email in either form", () => {
    expect(parseCliArgs(["create-admin", "--email", "a@example.org"])).toEqual({
      command: "create-admin",
      email: "a@example.org",
    });
    expect(parseCliArgs(["create-admin", "--email=a@example.org"])).toEqual({
      command: "create-admin",
      email: "a@example.org",
    });
    expect(parseCliArgs([])).toEqual({ command: "help" });
    expect(parseCliArgs(["--help"])).toEqual({ command: "help" });
  });

  it("says what is wrong, with the usage", () => {
    expect(() => parseCliArgs(["create-admin"])).toThrow(/needs --email <email>[\s\S]*Usage/);
    expect(() => parseCliArgs(["create-admin", "--email"])).toThrow(/needs --email/);
    expect(() => parseCliArgs(["make-admin"])).toThrow(/Unknown command "make-admin"/);
    expect(() => parseCliArgs(["create-admin", "--name", "x"])).toThrow(/Unknown option "--name"/);
  });

  it("reads import-beabee with beabee's URL and --dry-run, and refuses anything else", () => {
    const url = "postgres://beabee@db.example.org/beabee";
    expect(parseCliArgs(["import-beabee", url])).toEqual({
      command: "import-beabee",
      databaseUrl: url,
      dryRun: false,
    });
    expect(parseCliArgs(["import-beabee", "--dry-run", url])).toEqual({
      command: "import-beabee",
      databaseUrl: url,
      dryRun: true,
    });
    expect(parseCliArgs(["import-beabee", url, "--uploads", "/srv/beabee-bucket"])).toEqual({
      command: "import-beabee",
      databaseUrl: url,
      dryRun: false,
      uploads: "/srv/beabee-bucket",
    });
    expect(() => parseCliArgs(["import-beabee", url, "--uploads="])).toThrow(/--uploads needs/);
    expect(() => parseCliArgs(["import-beabee"])).toThrow(/needs beabee's postgres:\/\/ URL/);
    expect(() => parseCliArgs(["import-beabee", "mysql://x"])).toThrow(/postgres:\/\/ URL/);
    expect(() => parseCliArgs(["import-beabee", url, "--force"])).toThrow(
      /Unknown option "--force"/,
    );
  });
});
