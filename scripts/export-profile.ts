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
 */
import { performance } from "node:perf_hooks";
import { fileURLToPath } from "node:url";
import { createServer } from "vite";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { openDatabase, type DatabaseConnection } from "../server/db/connection";
import { migrateDatabase } from "../server/db/migrate";
import { calloutResponses, callouts, contacts } from "../server/db/schema";
import type { FormSchema } from "../src/core/forms";
import { englishI18n } from "../server/lib/english";
import { csvStream } from "../server/lib/export/csv";
import { xlsxStream } from "../server/lib/export/xlsx";
import { exportContacts } from "../server/services/contact-list/export";
import { contactExportPage } from "../server/services/contact-list/export-page";
import { createExportPacer } from "../server/services/exports/pacer";
import { createPaymentExport, paymentExportPage } from "../server/services/payments/export";
import { responseExportPage } from "../server/services/responses/export/page";
import { exportTable } from "../server/services/responses/export/rows";
import {
  contactExportQuery,
  paymentExportQuery,
  pgliteCopy,
  postgresCopy,
  responseExportQuery,
  timeCopy,
  type CopyOut,
} from "./bench-copy";

const CONTACTS = 100_000;
const RESPONSES = 100_000;
const PAYMENTS = Number(process.env.PROFILE_PAYMENTS ?? 100_000);
const MEMBERS = 100_000;

const form = {
  slides: [
    {
      id: "slide1",
      title: "Your view",
      navigation: { nextSlideId: "" },
      components: [
        { type: "textarea", key: "view", label: "What do you think?", input: true },
        { type: "textfield", key: "name", label: "Your name", input: true },
        { type: "number", key: "age", label: "Your age", input: true },
        { type: "checkbox", key: "agree", label: "We may quote you", input: true },
        {
          type: "selectboxes",
          key: "topics",
          label: "What it touches",
          input: true,
          values: ["rivers", "taps"].map((value) => ({ label: value, value })),
        },
        {
          type: "radio",
          key: "colour",
          label: "Colour of the water",
          input: true,
          values: ["clear", "brown", "green"].map((value) => ({ label: value, value })),
        },
      ],
    },
  ],
} as unknown as FormSchema;

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

async function seed(query: Query, postgres: boolean): Promise<string> {
  const analyze = postgres ? "vacuum analyze" : "analyze";
  const [callout] = (await query(
    `insert into callouts (slug, form_schema) values ('profiled', $1) returning id`,
    [JSON.stringify(form)],
  )) as { id: string }[];
  const calloutId = callout?.id ?? "";
  await query("alter table callout_responses disable trigger callout_responses_inserted");
  await query(
    `insert into callout_responses (callout_id, number, answers, created_at)
     select $1, n,
       jsonb_build_object('slide1', jsonb_build_object('view', 'Answer ' || n, 'age', n % 90,
         'colour', (array['clear', 'brown', 'green'])[1 + n % 3],
         'name', case when n % 7 = 0 then '' else 'Person ' || n end,
         'agree', n % 2 = 0,
         'topics', jsonb_build_object('rivers', n % 4 = 0, 'taps', n % 3 = 0))),
       now() - make_interval(mins => $2 - n)
     from generate_series(1, $2) as n`,
    [calloutId, RESPONSES],
  );
  await query("alter table callout_responses enable trigger callout_responses_inserted");
  // Their triage rows, which the insert's trigger wrote (migration 0036).
  await query(
    `update callout_response_triage set
       bucket = (array['', 'verified', 'shortlist'])[1 + number % 3], updated_at = now()
     where callout_id = $1`,
    [calloutId],
  );
  await query(`insert into callout_tags (callout_id, name) values ($1, 'Urgent')`, [calloutId]);
  await query(
    `insert into callout_response_tags (response_id, tag_id)
     select r.id, t.id from callout_responses r join callout_tags t on t.callout_id = r.callout_id
     where r.callout_id = $1 and r.number % 10 = 0`,
    [calloutId],
  );
  const triggers = ["contributions", "contact_roles", "contact_profiles"].flatMap((table) =>
    ["inserted", "updated", "deleted", "truncated"].map(
      (event) => `${table} ${table}_copied_${event}`,
    ),
  );
  for (const trigger of triggers) {
    const [table, name] = trigger.split(" ");
    await query(`alter table ${table} disable trigger ${name}`);
  }
  await query(
    `insert into contacts (email, firstname, lastname, joined)
     select 'bench-' || n || '@example.org', (array['Ada','Grace','Alan','Hedy','Emmy'])[n % 5 + 1],
       'Member ' || n, now() - make_interval(days => n % 1095)
     from generate_series(1, ${CONTACTS}) as n`,
  );
  await query(
    `insert into contact_profiles (contact_id, newsletter_status)
     select id, case when random() < 0.6 then 'subscribed' else 'none' end from contacts
     on conflict do nothing`,
  );
  await query(
    `insert into contributions (contact_id, type, amount, period)
     select id, 'Manual', 3 + (abs(hashtext(id::text)) % 20), 'monthly' from contacts
     where abs(hashtext(id::text)) % 5 < 2 on conflict do nothing`,
  );
  await query(
    `insert into contact_roles (contact_id, role, date_added, date_expires)
     select id, 'member', joined, joined + interval '400 days' from contacts
     where abs(hashtext(email)) % 2 = 0 on conflict do nothing`,
  );
  await query(`insert into contact_tags (name) values ('Bench donors') on conflict do nothing`);
  await query(
    `insert into contact_tag_assignments (contact_id, tag_id)
     select c.id, t.id from contacts c, contact_tags t
     where t.name = 'Bench donors' and abs(hashtext(c.email)) % 10 = 0 on conflict do nothing`,
  );
  await query(
    `insert into payments (provider, provider_payment_id, contact_id, status, amount, charge_date, status_at)
     select 'test', 'bench_' || c.n || '_' || k, c.id,
       (array['successful', 'successful', 'successful', 'successful', 'successful', 'successful',
         'successful', 'pending', 'failed', 'cancelled'])[1 + (c.n + k) % 10],
       3 + (c.n % 20), now() - make_interval(days => ((c.n % 400) + 30 * k)::int),
       now() - make_interval(days => ((c.n % 400) + 30 * k)::int)
     from (select id, (row_number() over ())::int as n from contacts where email like 'bench-%') c,
       generate_series(0, $1 - 1) as k`,
    [Math.max(1, Math.round(PAYMENTS / MEMBERS))],
  );
  await query("select contacts_copy(array(select id from contacts))");
  for (const trigger of triggers) {
    const [table, name] = trigger.split(" ");
    await query(`alter table ${table} enable trigger ${name}`);
  }
  await query("vacuum full contacts");
  for (const table of [
    "contacts",
    "contact_profiles",
    "contributions",
    "contact_roles",
    "payments",
    "callout_responses",
    "callout_response_triage",
    "callout_response_tags",
  ]) {
    await query(`${analyze} ${table}`);
  }
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
    connection = await openDatabase({ dataDir: "/tmp/agora-export-profile" });
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

  const copies = {
    responses: await timeCopy(copyOut, responseExportQuery(calloutId, RESPONSES)),
    contacts: await timeCopy(copyOut, contactExportQuery(10_000_000)),
    payments: await timeCopy(copyOut, paymentExportQuery()),
  };
  for (const [name, copy] of Object.entries(copies)) {
    console.log(
      `  COPY of the ${name} export's statement: ${copy.ms.toFixed(0)} ms, ${(copy.bytes / 1e6).toFixed(1)} MB`,
    );
  }

  const table = (rows = where) =>
    exportTable({
      db,
      form,
      where: rows,
      hideContacts: false,
      english,
      baseUrl: "http://x",
      pacer,
    });
  // A page of each first, so the timed runs find the code loaded and compiled.
  const few = sql`${calloutResponses.number} <= 500`;
  await drained(csvStream(table(few).header, table(few).batches()));
  await drained(
    (await exportContacts({ db, where: sql`${contacts.email} like 'bench-1%'`, now, pacer })).body,
  );
  await timed("responses: statements alone", copies.responses.ms, async () => {
    let rows = 0;
    for await (const page of pacer.pages((limit, last: { number: number } | undefined) =>
      responseExportPage(db, { where, after: last?.number, limit }),
    ))
      rows += page.length;
    return rows;
  });
  await timed("responses: CSV", copies.responses.ms, async () => {
    const t = table();
    return drained(csvStream(t.header, t.batches()));
  });
  await timed("responses: XLSX", copies.responses.ms, async () => {
    const t = table();
    return drained(xlsxStream("profiled", t.header, t.batches()));
  });

  await timed("contacts: statements alone", copies.contacts.ms, async () => {
    let rows = 0;
    for await (const page of pacer.pages(
      (limit, last: { cursor: string; id: string } | undefined) =>
        contactExportPage(db, {
          where: sql`true`,
          after: last && { joined: last.cursor, id: last.id },
          limit,
          now,
        }),
    ))
      rows += page.length;
    return rows;
  });
  await timed("contacts: CSV", copies.contacts.ms, async () => {
    const file = await exportContacts({ db, where: sql`true`, now, pacer });
    return drained(file.body);
  });

  await timed("payments: statements alone", copies.payments.ms, async () => {
    let rows = 0;
    for await (const page of pacer.pages(
      paymentExportPage(db, { sort: "chargeDate", order: "DESC", rules: undefined }),
    ))
      rows += page.length;
    return rows;
  });
  await timed("payments: CSV", copies.payments.ms, async () => {
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
