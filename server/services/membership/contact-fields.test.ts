import { beforeAll, describe, expect, it } from "vitest";
import { CONTACT_FILTER_FIELDS, parseRuleGroup } from "@core/rules";
import { contactRoles, contacts, contributions } from "../../db/schema";
import { createTestContact } from "../../test-support/accounts";
import { testDatabasePerFile } from "../../test-support/database";
import { compileRuleGroup } from "../rules";
import { membershipColumns } from "./contact-fields";

/** The contacts filter fields membership answers, compiled against real rows. */
const database = testDatabasePerFile();
const now = new Date("2025-06-01T00:00:00Z");
const ids: Record<string, string> = {};

beforeAll(async () => {
  const { db } = database();
  for (const name of ["automatic", "manual", "none", "cancelled"]) {
    ids[name] = (await createTestContact(database(), {})).id;
  }
  await db.insert(contributions).values([
    { contactId: ids.automatic ?? "", type: "Automatic", amount: 5, period: "monthly" },
    {
      contactId: ids.manual ?? "",
      type: "Manual",
      amount: 60,
      period: "annually",
      manualSource: "Cash",
    },
    {
      contactId: ids.cancelled ?? "",
      type: "Automatic",
      amount: 12,
      period: "monthly",
      cancelledAt: new Date("2025-05-20T00:00:00Z"),
    },
  ]);
  await db.insert(contactRoles).values([
    {
      contactId: ids.automatic ?? "",
      role: "member",
      dateAdded: new Date("2025-01-01T00:00:00Z"),
      dateExpires: new Date("2025-07-01T00:00:00Z"),
    },
    {
      contactId: ids.manual ?? "",
      role: "member",
      dateAdded: new Date("2024-01-01T00:00:00Z"),
      dateExpires: new Date("2025-01-01T00:00:00Z"),
    },
    {
      contactId: ids.cancelled ?? "",
      role: "member",
      dateAdded: new Date("2025-03-01T00:00:00Z"),
      dateExpires: null,
    },
  ]);
});

async function matching(
  field: string,
  operator: string,
  value: unknown[],
  at = now,
): Promise<string[]> {
  const group = parseRuleGroup(
    { condition: "AND", rules: [{ field, operator, value }] },
    CONTACT_FILTER_FIELDS,
    { now: at },
  );
  const rows = await database()
    .db.select({ id: contacts.id })
    .from(contacts)
    .where(compileRuleGroup(group, membershipColumns(at)));
  const names = Object.entries(ids);
  return rows
    .flatMap((row) => names.filter(([, id]) => id === row.id).map(([name]) => name))
    .sort();
}

describe("membership filter fields of contacts", () => {
  it("contributionType counts contacts without a contribution as None", async () => {
    expect(await matching("contributionType", "equal", ["Automatic"])).toEqual([
      "automatic",
      "cancelled",
    ]);
    expect(await matching("contributionType", "equal", ["None"])).toEqual(["none"]);
  });

  it("contributionMonthlyAmount compares a year's amount by the month", async () => {
    expect(await matching("contributionMonthlyAmount", "equal", [5])).toEqual(["automatic"]);
    // The manual contact's £60 a year, while its membership lasted; ended, it counts no more.
    const lasting = new Date("2024-06-01T00:00:00Z");
    expect(await matching("contributionMonthlyAmount", "equal", [5], lasting)).toEqual([
      "automatic",
      "manual",
    ]);
    expect(await matching("contributionMonthlyAmount", "greater", [10])).toEqual(["cancelled"]);
  });

  it("contributionPeriod, contributionCancelled and manualPaymentSource", async () => {
    expect(await matching("contributionPeriod", "equal", ["annually"])).toEqual(["manual"]);
    expect(await matching("contributionCancelled", "is_not_empty", [])).toEqual(["cancelled"]);
    expect(await matching("manualPaymentSource", "contains", ["cash"])).toEqual(["manual"]);
  });

  it("activeMembership follows the member role's dates at the time given", async () => {
    expect(await matching("activeMembership", "equal", [true])).toEqual(["automatic", "cancelled"]);
    expect(await matching("activeMembership", "equal", [false])).toEqual(["manual", "none"]);
  });

  it("membershipStarts and membershipExpires are the member role's", async () => {
    expect(await matching("membershipStarts", "greater_or_equal", ["2025-01-01"])).toEqual([
      "automatic",
      "cancelled",
    ]);
    expect(await matching("membershipExpires", "less", ["2025-06-01"])).toEqual(["manual"]);
    expect(await matching("membershipExpires", "greater", ["2025-06-30"])).toEqual(["automatic"]);
  });
});
