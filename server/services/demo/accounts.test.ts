import { beforeEach, describe, expect, it } from "vitest";
import { isValidPassword } from "@core/validation";
import { contacts } from "../../db/schema";
import { buildTestApp } from "../../test-support/app";
import { signIn } from "../../test-support/accounts";
import { testDatabasePerFile } from "../../test-support/database";
import { createContactService } from "../contacts";
import { DEFAULT_SCRYPT_COST, createPasswordService, TEST_SCRYPT_COST } from "../passwords";
import { DEMO_ACCOUNTS, demoAccountsWithDemoPassword, seedDemoAccounts } from "./accounts";

const database = testDatabasePerFile();
const passwords = createPasswordService(TEST_SCRYPT_COST);
const service = () => createContactService(database().db, passwords);

beforeEach(async () => {
  await database().db.delete(contacts);
});

describe("demo accounts", () => {
  it("are a superadmin and a member whose passwords meet the rule", () => {
    expect(DEMO_ACCOUNTS.map((account) => account.role)).toEqual(["superadmin", "member"]);
    for (const account of DEMO_ACCOUNTS) expect(isValidPassword(account.password)).toBe(true);
  });

  it("carry hashes of their printed passwords at today's cost, made beforehand", async () => {
    const today = createPasswordService(DEFAULT_SCRYPT_COST);
    for (const account of DEMO_ACCOUNTS) {
      expect(today.needsRehash(account.passwordHash)).toBe(false);
      expect(await today.verify(account.password, account.passwordHash)).toBe(true);
    }
  });

  it("are stored with those hashes, so creating them hashes nothing", async () => {
    await seedDemoAccounts(service());
    for (const account of DEMO_ACCOUNTS) {
      const stored = await service().findByEmail(account.email);
      expect(stored?.passwordHash).toBe(account.passwordHash);
    }
  });

  it("can sign in with their printed passwords and have their roles", async () => {
    await seedDemoAccounts(service());
    const app = await buildTestApp({ database: database() });
    for (const account of DEMO_ACCOUNTS) {
      const cookie = await signIn(app, account);
      const me = await app.inject({ url: "/api/1.0/contact/me", headers: { cookie } });
      expect(me.json()).toMatchObject({ email: account.email, activeRoles: [account.role] });
    }
    await app.close();
  });

  it("are created once, and printed only while they keep the demo password", async () => {
    await seedDemoAccounts(service());
    await seedDemoAccounts(service());
    expect(await database().db.select().from(contacts)).toHaveLength(2);
    expect(await demoAccountsWithDemoPassword(service())).toEqual(DEMO_ACCOUNTS);
    const admin = await service().findByEmail(DEMO_ACCOUNTS[0]!.email);
    await service().setPassword(admin!.id, "Our-Own-Secret-99");
    expect(await demoAccountsWithDemoPassword(service())).toEqual([DEMO_ACCOUNTS[1]]);
    // Set again to the printed one: someone chose it, so it is no longer the demo's own.
    const member = await service().findByEmail(DEMO_ACCOUNTS[1]!.email);
    await service().setPassword(member!.id, DEMO_ACCOUNTS[1]!.password);
    expect(await demoAccountsWithDemoPassword(service())).toEqual([]);
  });

  it("are not printed when they do not exist", async () => {
    expect(await demoAccountsWithDemoPassword(service())).toEqual([]);
  });
});
