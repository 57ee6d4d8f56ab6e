import { eq, sql, type SQL } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { FormSchema } from "@core/forms";
import { calloutResponses, callouts } from "@server/db/schema";
import { testDatabasePerFile } from "@server/test-support/database";
import { responseExportPage } from "./page";
import { responseLinePage } from "./line-page";

// The export's page reads each response's respondent and assignee by the contact's key,
// whatever the page's size: joined as sets, pages from about 1,000 rows read every contact
// into a hash, page after page (issue #28).

const database = testDatabasePerFile();
const db = () => database().db;
const RESPONSES = 3000;
const form: FormSchema = {
  slides: [
    {
      id: "slide1",
      title: "One",
      components: [
        { type: "textfield", key: "name", label: "Name", input: true, defaultValue: "" },
      ],
    },
  ],
};
const words = { yes: "Yes", no: "No", signed: "Signed", origin: "https://agora.test/" };
let where: SQL;

beforeAll(async () => {
  const [callout] = await db()
    .insert(callouts)
    .values({ slug: "page-plans", formSchema: form })
    .returning({ id: callouts.id });
  where = eq(calloutResponses.calloutId, callout?.id ?? "");
  await db().execute(sql`insert into contacts (email)
    select 'plan-' || n || '@responses.test' from generate_series(1, ${RESPONSES}::int) as n`);
  // Every response a respondent's, every third assigned.
  await db().execute(sql`insert into callout_responses (callout_id, contact_id, answers)
    select ${callout?.id}::uuid, id, '{"slide1": {"name": "A"}}'::jsonb
    from contacts where email like 'plan-%@responses.test'`);
  await db().execute(sql`update callout_response_triage t set assignee_id = r.contact_id
    from callout_responses r where r.id = t.response_id and r.number % 3 = 0
      and r.callout_id = ${callout?.id}::uuid`);
  for (const table of ["contacts", "callout_responses", "callout_response_triage"]) {
    await db().execute(sql.raw(`vacuum analyze ${table}`));
  }
});

/** The plan's lines that read the contacts table, other than the comments' authors. */
async function contactReads(statement: SQL): Promise<string[]> {
  const result = (await db().execute(sql`explain ${statement}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  return result.rows
    .map((row) => String(row["QUERY PLAN"]).trim())
    .filter((line) => / on contacts\b(?! author)/.test(line));
}

describe("the responses export's page plan", () => {
  const byKey = expect.stringMatching(/^-> {2}Index Scan using contacts_pkey on contacts /);

  it("reads each respondent and assignee by key, however many responses a page has", async () => {
    for (const limit of [100, RESPONSES, 5000]) {
      const lines = responseLinePage({
        form,
        where,
        hideContacts: false,
        words,
        format: "csv",
        after: undefined,
        limit,
        rowsBefore: 0,
      });
      expect(await contactReads(lines), `lines of ${limit}`).toEqual([byKey, byKey]);
      const page = responseExportPage(db(), { where, after: undefined, limit }).getSQL();
      expect(await contactReads(page), `page of ${limit}`).toEqual([byKey, byKey]);
    }
  });
});
