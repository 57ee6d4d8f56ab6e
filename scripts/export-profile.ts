/**
 * Where an export's time goes (issue #28 point 1), on one engine: each export (responses CSV and
 * XLSX, contacts CSV, payments CSV) timed whole, its page statements alone (the same pages,
 * the rows dropped), and the engine's COPY of its statement, over rows seeded as
 * scripts/bench.ts seeds them. Calls the services directly, no server: for profiling a change,
 * not for the bench's figures.
 *
 *   npx tsx --import ./scripts/lingui-macro/register.mjs scripts/export-profile.ts
 *   PROFILE_DATABASE_URL=postgres://… (a server's maintenance database; a new one is made and dropped)
 *   PROFILE_PAYMENTS=1000000 (default 100,000)
 *   PROFILE_DATA_DIR=/tmp/… (PGlite's data directory, kept; default /tmp/agora-export-profile)
 *   PROFILE_ONLY=responses (the responses export only: its rows written by JS and by the
 *     database, in alternation, PROFILE_ROUNDS times, default 2)
 */
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { eq, sql } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import pg from "pg";
import { openDatabase, type DatabaseConnection } from "@server/db/connection";
import { migrateDatabase } from "@server/db/migrate";
import { calloutResponses, callouts, contacts } from "@server/db/schema";
import type { FormSchema } from "@core/forms";
import { englishI18n } from "@server/lib/english";
import { csvLinesStream, csvStream } from "@server/lib/export/csv";
import { xlsxRowsStream, xlsxStream } from "@server/lib/export/xlsx";
import { exportContacts } from "@server/services/contact-list/export";
import { contactExportPage } from "@server/services/contact-list/export-page";
import { createExportPacer } from "@server/lib/export/pacer";
import { createPaymentExport, paymentExportPage } from "@server/services/payments/export";
import { responseExportPage } from "@server/services/responses/export/page";
import { exportLines } from "@server/services/responses/export/lines";
import { exportTable } from "@server/services/responses/export/rows";
import {
  contactExportQuery,
  paymentExportQuery,
  pgliteCopy,
  postgresCopy,
  responseExportQuery,
  timeCopy,
  type CopyOut,
  type CopyTiming,
} from "./bench-copy";
import { seedMembersAndPayments } from "./bench-payments";
import {
  SEEDED_CONTACTS,
  SEEDED_RESPONSES,
  seedContacts,
  seedCopyingOnce,
  seedResponses,
  seededForm,
  type Query,
} from "./bench-seed";

const PAYMENTS = Number(process.env.PROFILE_PAYMENTS ?? 100_000);

/** The bench's responses and contacts, and payments for each member. */
async function seed(query: Query, postgres: boolean): Promise<string> {
  const [callout] = (await query(
    `insert into callouts (slug, form_schema) values ('profiled', $1) returning id`,
    [JSON.stringify(seededForm)],
  )) as { id: string }[];
  const calloutId = callout?.id ?? "";
  await seedResponses(query, calloutId, postgres);
  await seedCopyingOnce(query, postgres, async () => {
    await seedContacts(query, postgres);
    // The bench's members and their payments (its mix of renewals and one-off charges).
    await seedMembersAndPayments(
      query,
      postgres,
      Math.max(1, Math.round(PAYMENTS / SEEDED_CONTACTS)),
    );
  });
  return calloutId;
}

async function drained(body: AsyncIterable<unknown>): Promise<number> {
  let bytes = 0;
  for await (const chunk of body) bytes += (chunk as Buffer | string).length;
  return bytes;
}

async function timed<T>(label: string, copyMs: number, run: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await run();
  const ms = performance.now() - started;
  console.log(
    `  ${label}: ${ms.toFixed(0)} ms (${(ms / copyMs).toFixed(2)}× COPY)${typeof result === "number" ? `, ${(result / 1e6).toFixed(1)} MB` : ""}`,
  );
  return result;
}

/** The engine's COPY of each export's statement (and the old responses statement's). */
async function copyTimings(
  copyOut: CopyOut,
  calloutId: string,
  db: DatabaseConnection["db"],
  only: string | undefined,
) {
  const where = eq(calloutResponses.calloutId, calloutId);
  const copies: Record<string, CopyTiming> = {
    responses: await timeCopy(copyOut, responseExportQuery(calloutId, SEEDED_RESPONSES)),
  };
  if (only === "responses") {
    // The statement the export read before the database wrote its lines, for comparison.
    copies["responses (plain columns)"] = await timeCopy(
      copyOut,
      new PgDialect().sqlToQuery(
        responseExportPage(db, { where, after: undefined, limit: SEEDED_RESPONSES })
          .getSQL()
          .inlineParams(),
      ).sql,
    );
  } else {
    copies.contacts = await timeCopy(copyOut, contactExportQuery(10_000_000));
    copies.payments = await timeCopy(copyOut, paymentExportQuery());
  }
  return copies;
}

/** The responses export's rows written by JS and by the database, in alternation. */
async function alternate(
  copyMs: number,
  table: () => ReturnType<typeof exportTable>,
  lines: (format: "csv" | "xlsx") => ReturnType<typeof exportLines>,
) {
  for (let round = 0; round < Number(process.env.PROFILE_ROUNDS ?? 2); round++) {
    await timed("responses CSV, JS cells", copyMs, async () => {
      const t = table();
      return drained(csvStream(t.header, t.batches()));
    });
    await timed("responses CSV, SQL lines", copyMs, async () => {
      const t = lines("csv");
      return drained(csvLinesStream(t.header, t.lines()));
    });
    await timed("responses XLSX, JS cells", copyMs, async () => {
      const t = table();
      return drained(xlsxStream("profiled", t.header, t.batches()));
    });
    await timed("responses XLSX, SQL rows", copyMs, async () => {
      const t = lines("xlsx");
      return drained(xlsxRowsStream("profiled", t.header, t.lines()));
    });
  }
}

async function main() {
  const admin = process.env.PROFILE_DATABASE_URL;
  let connection: DatabaseConnection;
  let dropped: (() => Promise<void>) | undefined;
  let copyOut: CopyOut;
  let query: Query;
  if (admin) {
    const name = `agora_profile_${Date.now()}`;
    const maintenance = new pg.Client({ connectionString: admin });
    await maintenance.connect();
    await maintenance.query(`create database ${name}`);
    const url = new URL(admin);
    url.pathname = `/${name}`;
    connection = await openDatabase({ databaseUrl: url.toString() });
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    copyOut = postgresCopy(client);
    query = async (text, params) => (await client.query(text, params)).rows;
    dropped = async () => {
      await client.end();
      await connection.close();
      await maintenance.query(`drop database ${name} with (force)`);
      await maintenance.end();
    };
  } else {
    // Kept across runs: seeding the embedded database takes minutes.
    connection = await openDatabase({
      dataDir: process.env.PROFILE_DATA_DIR ?? "/tmp/agora-export-profile",
    });
    const client = connection.engine === "pglite" ? connection.client : undefined;
    if (!client) throw new Error("PGlite expected");
    copyOut = pgliteCopy(client);
    query = async (text, params) => (await client.query(text, params)).rows;
  }
  await migrateDatabase(connection, "server/db/migrations");
  const started = performance.now();
  const [seeded] = (await query(`select id from callouts where slug = 'profiled'`)) as {
    id: string;
  }[];
  const calloutId = seeded?.id ?? (await seed(query, Boolean(admin)));
  console.log(
    `${admin ? "PostgreSQL" : "PGlite"}: seeded in ${(performance.now() - started).toFixed(0)} ms`,
  );
  const { db } = connection;
  const pacer = createExportPacer();
  const english = await englishI18n();
  const now = new Date();
  const where = eq(calloutResponses.calloutId, calloutId);
  const [callout] = await db.select().from(callouts).where(eq(callouts.id, calloutId));
  if (!callout) throw new Error("no callout");

  const only = process.env.PROFILE_ONLY;
  const copies = await copyTimings(copyOut, calloutId, db, only);
  const ms = (name: string) => copies[name]?.ms ?? Number.NaN;
  for (const [name, copy] of Object.entries(copies)) {
    console.log(
      `  COPY of the ${name} export's statement: ${copy.ms.toFixed(0)} ms, ${(copy.bytes / 1e6).toFixed(1)} MB`,
    );
  }

  const options = (rows = where) => ({
    db,
    form: seededForm as unknown as FormSchema,
    where: rows,
    hideContacts: false,
    english,
    baseUrl: "http://x",
    pacer,
  });
  const table = (rows = where) => exportTable(options(rows));
  const lines = (format: "csv" | "xlsx", rows = where) => exportLines({ ...options(rows), format });
  // A page of each first, so the timed runs find the code loaded and compiled.
  const few = sql`${calloutResponses.number} <= 500`;
  await drained(csvStream(table(few).header, table(few).batches()));
  await drained(csvLinesStream(lines("csv", few).header, lines("csv", few).lines()));
  await drained(xlsxRowsStream("few", lines("xlsx", few).header, lines("xlsx", few).lines()));
  if (only === "responses") {
    await alternate(ms("responses"), table, lines);
    await (dropped ? dropped() : connection.close());
    return;
  }
  await drained(
    (await exportContacts({ db, where: sql`${contacts.email} like 'bench-1%'`, now, pacer })).body,
  );
  await timed("responses: statements alone", ms("responses"), async () => {
    let rows = 0;
    for await (const page of pacer.pages((limit, last: { number: number } | undefined) =>
      responseExportPage(db, { where, after: last?.number, limit }),
    ))
      rows += page.length;
    return rows;
  });
  await timed("responses: CSV", ms("responses"), async () => {
    const t = lines("csv");
    return drained(csvLinesStream(t.header, t.lines()));
  });
  await timed("responses: XLSX", ms("responses"), async () => {
    const t = lines("xlsx");
    return drained(xlsxRowsStream("profiled", t.header, t.lines()));
  });

  // As the pacer sizes the pages, then in pages of 5,000 (the pacer's largest), which the
  // page's lookups by index allow (issue #28).
  for (const limit of [undefined, 5000]) {
    const pages = limit ? `, pages of ${limit}` : "";
    await timed(`contacts: statements alone${pages}`, ms("contacts"), async () => {
      let rows = 0;
      for await (const page of pacer.pages(
        (size, last: { cursor: string; id: string } | undefined) =>
          contactExportPage(db, {
            where: sql`true`,
            after: last && { joined: last.cursor, id: last.id },
            limit: size,
            now,
          }),
        limit ? { limit } : {},
      ))
        rows += page.length;
      return rows;
    });
    await timed(`contacts: CSV${pages}`, ms("contacts"), async () => {
      const file = await exportContacts({
        db,
        where: sql`true`,
        now,
        pacer,
        ...(limit ? { batchSize: limit } : {}),
      });
      return drained(file.body);
    });
  }

  await timed("payments: statements alone", ms("payments"), async () => {
    let rows = 0;
    for await (const page of pacer.pages(
      paymentExportPage(db, { sort: "chargeDate", order: "DESC", rules: undefined }),
    ))
      rows += page.length;
    return rows;
  });
  await timed("payments: CSV", ms("payments"), async () => {
    const file = await createPaymentExport(
      db,
      undefined,
      pacer,
    )({
      sort: "chargeDate",
      order: "DESC",
      rules: undefined,
    });
    return drained(file.body);
  });

  await (dropped ? dropped() : connection.close());
}

// The services load the English catalog through `import.meta.glob`, which only Vite compiles:
// run under tsx, the script loads itself again through Vite's module runner.
if (import.meta.env) await main();
else {
  const vite = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: "custom",
  });
  try {
    await vite.ssrLoadModule(fileURLToPath(import.meta.url));
  } finally {
    await vite.close();
  }
}
