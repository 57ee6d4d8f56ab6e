import { count, sql } from "drizzle-orm";
import { integer, pgTable, text } from "drizzle-orm/pg-core";
import { beforeAll, describe, expect, it } from "vitest";
import { testDatabasePerFile } from "../../test-support/database";
import { paginate, sortBy } from "./paging";

const database = testDatabasePerFile();

const items = pgTable("paging_scratch", {
  id: integer("id").primaryKey(),
  title: text("title"),
});

beforeAll(async () => {
  const { db } = database();
  await db.execute(sql`create table paging_scratch (id integer primary key, title text)`);
  // Ties and nulls, inserted out of order.
  await db.insert(items).values([
    { id: 5, title: "b" },
    { id: 2, title: null },
    { id: 4, title: "a" },
    { id: 1, title: "b" },
    { id: 3, title: null },
    { id: 6, title: "c" },
  ]);
});

const page = (order: "ASC" | "DESC", limit: number, offset: number) => {
  const { db } = database();
  return paginate({
    query: db
      .select()
      .from(items)
      .orderBy(...sortBy(items.title, order, items.id)),
    countQuery: db.$count(items),
    limit,
    offset,
    map: (rows) => rows.map((row) => row.id),
  });
};

describe("paging", () => {
  it("sorts with nulls last either way, ties broken by id", async () => {
    expect((await page("ASC", 10, 0)).items).toEqual([4, 1, 5, 6, 2, 3]);
    expect((await page("DESC", 10, 0)).items).toEqual([6, 1, 5, 4, 2, 3]);
  });

  it("answers the envelope, pages never overlapping", async () => {
    const first = await page("ASC", 4, 0);
    const second = await page("ASC", 4, 4);
    expect(first).toEqual({ total: 6, offset: 0, count: 4, items: [4, 1, 5, 6] });
    expect(second).toEqual({ total: 6, offset: 4, count: 2, items: [2, 3] });
    expect(await page("ASC", 4, 40)).toEqual({ total: 6, offset: 40, count: 0, items: [] });
  });

  it("takes a count() select too, and answers rows as they are without map", async () => {
    const { db } = database();
    const where = sql`${items.title} = 'b'`;
    const result = await paginate({
      query: db.select().from(items).where(where).orderBy(items.id),
      countQuery: db.select({ value: count() }).from(items).where(where),
      limit: 1,
      offset: 1,
    });
    expect(result).toEqual({ total: 2, offset: 1, count: 1, items: [{ id: 5, title: "b" }] });
  });
});
