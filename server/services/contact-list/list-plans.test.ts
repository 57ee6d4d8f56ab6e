import { sql, type SQL } from "drizzle-orm";
import fc from "fast-check";
import { beforeEach, describe, expect, it } from "vitest";
import type { ContactSort } from "@core/contacts";
import { CONTACT_FILTER_FIELDS, parseRuleGroup } from "@core/rules";
import { contacts } from "../../db/schema";
import { testDatabasePerFile } from "../../test-support/database";
import { sortBy } from "../rules";
import { contactCondition, countByRole, countByTag } from "./filter";
import { orderOf } from "./list";

// The contacts list's statements (migration 0042, issue #28): each descending sort reads an
// index in its own order, the address search its trigram index, and the negated tag and role
// rules are anti-joins; each gives the rows the plain statement gives.

const database = testDatabasePerFile();
const db = () => database().db;
const NOW = new Date("2026-06-01T00:00:00Z");

type Rows = { rows: Record<string, unknown>[] };

async function explain(statement: SQL, off: string[] = ["enable_seqscan"]): Promise<string> {
  return db().transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const result = (await tx.execute(sql`explain ${statement}`)) as unknown as Rows;
    return result.rows.map((row) => String(row["QUERY PLAN"])).join("\n");
  });
}

async function ids(statement: SQL, off: string[] = []): Promise<string[]> {
  return db().transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const result = (await tx.execute(statement)) as unknown as Rows;
    return result.rows.map((row) => String(row.id));
  });
}

const group = (field: string, operator: string, value: unknown[] = []) => ({
  condition: "AND",
  rules: [{ field, operator, value }],
});

async function condition(field: string, operator: string, value: unknown[] = []): Promise<SQL> {
  const compiled = await contactCondition(db(), group(field, operator, value), {
    now: NOW,
    staff: true,
  });
  return compiled.where;
}

/** Contacts with names, seen dates, memberships, one tag for some and roles for others. */
async function seed(count: number) {
  await db().execute(sql`delete from contacts`);
  await db().execute(sql`delete from contact_tags`);
  await db().execute(sql`insert into contact_tags (id, name)
    values ('00000000-0000-4000-8000-000000000001', 'Plans')`);
  await db().execute(sql`insert into contacts (email, firstname, lastname, last_seen, joined)
    select 'plan-' || n || '@example.org', (array['Ada', '', 'Grace'])[n % 3 + 1],
      'Member ' || n, case when n % 4 = 0 then null else now() - make_interval(days => n) end,
      now() - make_interval(days => n)
    from generate_series(1, ${count}::int) as n`);
  await db().execute(sql`insert into contact_tag_assignments (contact_id, tag_id)
    select id, '00000000-0000-4000-8000-000000000001' from contacts where lastname like '%7'`);
  await db().execute(sql`insert into contact_roles (contact_id, role, date_added)
    select id, 'admin', now() - interval '1 day' from contacts where lastname like '%3'`);
  // Vacuumed as a settled table is: the trigram index's pending entries merged, so its cost
  // is that of the index, not of a fresh bulk load.
  for (const table of ["contacts", "contact_tag_assignments", "contact_roles"]) {
    await db().execute(sql.raw(`vacuum analyze ${table}`));
  }
}

describe("the contacts list's plans (migration 0042)", () => {
  beforeEach(async () => seed(3000));

  const DESCENDING: [ContactSort, string][] = [
    ["firstname", "contacts_firstname_desc"],
    ["lastname", "contacts_lastname_desc"],
    ["lastSeen", "contacts_last_seen_desc"],
    ["membershipExpires", "contacts_membership_expires_desc"],
    ["email", "contacts_email_unique"],
  ];

  it("read a descending sort's page from an index in its order, without sorting", async () => {
    for (const [sort, index] of DESCENDING) {
      if (sort === "contributionMonthlyAmount") continue;
      const plan = await explain(
        sql`select ${contacts.id} from ${contacts}
          order by ${sql.join(orderOf(sort, "DESC"), sql`, `)} limit 25`,
      );
      expect(plan, sort).toContain(index);
      expect(plan, sort).not.toMatch(/Sort/);
    }
  });

  it("find an address containing a text through its trigram index", async () => {
    const where = await condition("email", "contains", ["n-2742@"]);
    expect(await explain(sql`select count(*) from ${contacts} where ${where}`)).toContain(
      "contacts_email_trgm",
    );
  });

  it("count contacts without a tag or a role as anti-joins, not a test per contact", async () => {
    for (const [field, operator, value] of [
      ["tags", "not_contains", ["00000000-0000-4000-8000-000000000001"]],
      ["tags", "is_empty", []],
      ["activePermission", "not_equal", ["admin"]],
    ] as const) {
      const where = await condition(field, operator, [...value]);
      const plan = await explain(sql`select count(*) from ${contacts} where ${where}`, []);
      expect(plan, `${field} ${operator}`).toContain("Anti Join");
      expect(plan, `${field} ${operator}`).not.toContain("SubPlan");
    }
  });
});

describe("the contacts list's statements give the plain statements' rows", () => {
  const TAG = "00000000-0000-4000-8000-000000000001";

  /** Contacts as generated: tagged or not, an admin (current, past or future) or not. */
  const people = fc.array(
    fc.record({
      // Made unique and normalised (trimmed, lower-cased) as it is written.
      email: fc.string({ maxLength: 12 }),
      firstname: fc.constantFrom("", "Ada", "ada", "Grace"),
      seenDays: fc.option(fc.integer({ min: 0, max: 5 })),
      tagged: fc.boolean(),
      role: fc.constantFrom(
        undefined,
        "admin",
        "superadmin",
        "member",
        "past admin",
        "future admin",
      ),
    }),
    { maxLength: 12 },
  );

  type People = typeof people extends fc.Arbitrary<infer T> ? T : never;

  async function write(list: People) {
    await db().execute(sql`delete from contacts`);
    await db().execute(sql`delete from contact_tags`);
    await db().execute(sql`insert into contact_tags (id, name) values (${TAG}::uuid, 'Plans')`);
    for (const [index, person] of list.entries()) {
      const email = `${person.email.trim().toLowerCase()}-${index}`;
      const seen =
        person.seenDays === null ? null : new Date(NOW.getTime() - person.seenDays * 864e5);
      const result = (await db().execute(sql`insert into contacts (email, firstname, last_seen)
        values (${email}, ${person.firstname}, ${seen?.toISOString() ?? null}::timestamptz)
        returning id`)) as unknown as Rows;
      const id = String(result.rows[0]?.id);
      if (person.tagged) {
        await db().execute(sql`insert into contact_tag_assignments (contact_id, tag_id)
          values (${id}::uuid, ${TAG}::uuid)`);
      }
      if (person.role) {
        // "past admin": ended before NOW; "future admin": starts after it.
        const [when, role] = person.role.includes(" ") ? person.role.split(" ") : ["", person.role];
        const added = when === "future" ? "2026-07-01" : "2026-01-01";
        const expires = when === "past" ? "2026-02-01" : null;
        await db()
          .execute(sql`insert into contact_roles (contact_id, role, date_added, date_expires)
          values (${id}::uuid, ${role}, ${added}::timestamptz, ${expires}::timestamptz)`);
      }
    }
  }

  it("negated tag and role rules match exactly the contacts their positive does not", async () => {
    const rules = [
      ["tags", "contains", "not_contains", [TAG]],
      ["tags", "is_empty", "is_not_empty", []],
      ["tags", "contains", "not_contains", ["not a tag id"]],
      ["activePermission", "equal", "not_equal", ["admin"]],
      ["activePermission", "equal", "not_equal", ["superadmin"]],
    ] as const;
    await fc.assert(
      fc.asyncProperty(people, fc.constantFrom(...rules), async (list, rule) => {
        await write(list);
        const [field, positive, negative, value] = rule;
        const matched = await condition(field, positive, [...value]);
        const unmatched = await condition(field, negative, [...value]);
        const all = await ids(sql`select ${contacts.id} from ${contacts} order by 1`);
        const yes = await ids(
          sql`select ${contacts.id} from ${contacts} where ${matched} order by 1`,
        );
        const no = await ids(
          sql`select ${contacts.id} from ${contacts} where ${unmatched} order by 1`,
        );
        // The plain statement: the positive, negated as `negatable` does for other fields.
        const plain = await ids(sql`select ${contacts.id} from ${contacts}
          where not coalesce(${matched}, false) order by 1`);
        expect(no).toEqual(plain);
        expect([...yes, ...no].sort()).toEqual(all);
        // The list's totals of one tag or role rule, from those rows alone (list.ts).
        for (const [operator, expected] of [
          [positive, yes.length],
          [negative, no.length],
        ] as const) {
          const groups = [
            parseRuleGroup(group(field, operator, [...value]), CONTACT_FILTER_FIELDS),
          ];
          const kept = field === "tags" ? countByTag(groups) : countByRole(groups, NOW);
          if (!kept) throw new Error(`no kept total for ${field} ${operator}`);
          const [row] = ((await db().execute(kept)) as unknown as Rows).rows;
          expect(Number(row?.count), operator).toBe(expected);
        }
      }),
      { numRuns: 40 },
    );
  });

  it("descending sorts give the order the plain sort gives, by index or by sorting", async () => {
    const sorts = {
      firstname: sql`nullif(${contacts.firstname}, '')`,
      lastSeen: contacts.lastSeen,
      email: contacts.email,
    } as const;
    await fc.assert(
      fc.asyncProperty(
        people,
        fc.constantFrom(...(Object.keys(sorts) as (keyof typeof sorts)[])),
        fc.constantFrom("ASC" as const, "DESC" as const),
        async (list, sort, order) => {
          await write(list);
          const plain = await ids(
            sql`select ${contacts.id} from ${contacts}
              order by ${sql.join(sortBy(sorts[sort], order, contacts.id), sql`, `)}`,
            ["enable_indexscan", "enable_bitmapscan"],
          );
          const listed = await ids(
            sql`select ${contacts.id} from ${contacts}
              order by ${sql.join(orderOf(sort, order), sql`, `)}`,
            ["enable_seqscan", "enable_sort"],
          );
          expect(listed).toEqual(plain);
        },
      ),
      { numRuns: 40 },
    );
  });

  it("an address search finds by its trigram index what a scan of every address finds", async () => {
    await fc.assert(
      fc.asyncProperty(people, fc.string({ minLength: 1, maxLength: 5 }), async (list, text) => {
        await write(list);
        const where = await condition("email", "contains", [text]);
        const statement = sql`select ${contacts.id} from ${contacts} where ${where} order by 1`;
        const scanned = await ids(statement, ["enable_indexscan", "enable_bitmapscan"]);
        const indexed = await ids(statement, ["enable_seqscan"]);
        expect(indexed).toEqual(scanned);
      }),
      { numRuns: 60 },
    );
  });
});
