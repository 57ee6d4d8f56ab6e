import { inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contactRoles, contacts, contributions } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { byMonthlyAmount } from "./by-monthly-amount";

const database = testDatabasePerFile();
const now = new Date("2025-06-01T00:00:00Z");
const before = new Date("2025-01-01T00:00:00Z");

/** Amounts with ties; every third contact's membership ended, every fifth gives nothing. */
const people = Array.from({ length: 17 }, (_, n) => ({
  email: `p${n}@amount.test`,
  amount: n % 5 === 0 ? null : (n % 4) + 3,
  ended: n % 3 === 0,
}));
const ids = new Map<string, string>();

beforeAll(async () => {
  const { db } = database();
  const rows = await db
    .insert(contacts)
    .values(people.map((person) => ({ email: person.email })))
    .returning({ id: contacts.id, email: contacts.email });
  for (const row of rows) ids.set(row.email, row.id);
  const id = (email: string) => ids.get(email) ?? "";
  await db
    .insert(contributions)
    .values(
      people.flatMap((person) =>
        person.amount === null
          ? []
          : [{ contactId: id(person.email), type: "Manual" as const, amount: person.amount }],
      ),
    );
  await db.insert(contactRoles).values(
    people.map((person) => ({
      contactId: id(person.email),
      role: "member" as const,
      dateAdded: before,
      dateExpires: person.ended ? new Date("2025-05-01T00:00:00Z") : null,
    })),
  );
});

/** The order the state says: what each gives now, ascending or descending, nothing last. */
function expected(order: "ASC" | "DESC"): string[] {
  const given = people.map((person) => ({
    id: ids.get(person.email) ?? "",
    amount: person.ended ? null : person.amount,
  }));
  const sign = order === "ASC" ? 1 : -1;
  return given
    .sort((a, b) => {
      if (a.amount === null || b.amount === null) {
        if (a.amount !== b.amount) return a.amount === null ? 1 : -1;
      } else if (a.amount !== b.amount) return sign * (a.amount - b.amount);
      return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
    })
    .map((row) => row.id);
}

describe("byMonthlyAmount", () => {
  const ours = sql`${inArray(
    contacts.email,
    people.map((person) => person.email),
  )}`;

  it("sorts an ended membership with those who give nothing, on every page", async () => {
    for (const order of ["ASC", "DESC"] as const) {
      const whole = expected(order);
      for (const limit of [1, 4, 6, 17, 30]) {
        for (let offset = 0; offset <= whole.length + 1; offset += limit) {
          const page = await byMonthlyAmount(database().db, ours, order, now)
            .limit(limit)
            .offset(offset);
          expect(
            page.map((row) => row.id),
            `${order} ${limit} from ${offset}`,
          ).toEqual(whole.slice(offset, offset + limit));
        }
      }
    }
  });
});
