import { sql, type SQL } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabasePerFile } from "../../test-support/database";
import { csvField } from "./csv";
import { csvFieldSql, csvLineSql, csvTextSql, isoSql } from "./csv-sql";

const database = testDatabasePerFile();

/** The one row a statement answers (both engines' results hold `rows`). */
async function one<Row>(query: SQL): Promise<Row | undefined> {
  const result = (await database().db.execute(query)) as unknown as { rows: Row[] };
  return result.rows[0];
}

/** Texts each rule of the writer tells apart, and near misses. */
const TEXTS = [
  "plain",
  "",
  'say "hi", then',
  "two\r\nlines",
  "cr\ronly",
  "lf\nonly",
  '"',
  ",",
  "=1+1",
  "=A1,B1",
  '=say "x"',
  "+",
  "-",
  "@",
  "\t",
  "\tTabbed",
  "\rx",
  "-5",
  "+5",
  "-5.25",
  "+1e3",
  "1E-3",
  "-1.",
  "-.5",
  "-5e",
  "-5 ",
  " -5",
  "-٣",
  "-5\n",
  "Zoë Ångström 🌊",
  "=🌊",
  "a\\b",
  "'quoted'",
];

describe("the CSV writer's rules in SQL", () => {
  it("write each text as csvField does", async () => {
    for (const text of TEXTS) {
      const row = await one<{ field: string }>(
        sql`select ${csvTextSql(sql`${text}::text`)} as field`,
      );
      expect(row?.field, JSON.stringify(text)).toBe(csvField(text));
      const cheaper = await one<{ field: string }>(
        sql`select ${csvFieldSql(sql`${text}::text`)} as field`,
      );
      expect(cheaper?.field, JSON.stringify(text)).toBe(csvField(text));
    }
    const empty = await one<{ field: string }>(sql`select ${csvTextSql(sql`null::text`)} as field`);
    expect(empty?.field).toBe("");
  });

  it("write times as toISOString does, and lines with every field, nulls empty", async () => {
    const row = await one<{ iso: string; line: string }>(
      sql`select ${isoSql(sql`'2025-03-04 05:06:07.891999+02'::timestamptz`)} as iso,
        ${csvLineSql([sql`'a'`, sql`null`, sql`'b'`])} as line`,
    );
    expect(row?.iso).toBe(new Date("2025-03-04T03:06:07.891Z").toISOString());
    expect(row?.line).toBe("a,,b\r\n");
  });
});
