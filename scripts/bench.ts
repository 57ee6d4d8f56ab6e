/**
 * Benchmarks of the built server (`npm run bench` builds it first, so a stale build never meets
 * newer migrations), on a fresh embedded database and,
 * when TEST_DATABASE_URL is set, on a fresh PostgreSQL database too. Printed in one run per
 * engine: time to a healthy start; health requests/s and answers stored/s at concurrency 50,
 * and their ratio; p50/p95 of listing 25 responses of a callout with 100,000 responses for each
 * sort and filter (the total count included: a tag, the answers' full text, a question, the
 * assignee sort); a bulk change of 10,000 of them and its undo; the CSV and XLSX exports of all
 * 100,000 with the server's memory growth; pages of 100,000 contacts (sorts, a three-rule
 * filter, a name search), a segment's count and their export; `GET /stats`, payment pages and
 * the payments export over 100,000 members and 1,000,000 payments (scripts/bench-payments.ts);
 * then, once, how soon each open demo callout's frame can be answered on a throttled mobile
 * network; and thousands of random contribution lifecycles through the model-based test
 * (scripts/bench-lifecycle.ts); and the OpenAPI-driven fuzz test at length with a new seed
 * (scripts/bench-fuzz.ts); and, on each engine, `/health` under a backlog of 100,000 queued
 * webhook deliveries and six concurrent exports, and a restart with the backlog
 * (scripts/bench-backlog.ts). `npm run bench -- contacts payments` runs only the sections
 * named (SECTIONS); `BENCH_ENGINE=postgres` leaves the embedded engine out;
 * `BENCH_RESPONSES=triage` limits the responses section to the bulk change and its undo (no
 * lists, no exports), to compare triage's statements between builds in one sitting.
 * A yardstick of the machine (scripts/bench-yardstick.ts) is printed at the start and the end,
 * so a run shows whether the machine's speed held while it ran. Numbers are printed, never asserted.
 */
import { readFile } from "node:fs/promises";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { pgliteExtensions } from "@server/db/pglite-extensions";
import { CALLOUT_RESPONSE_SORTS, type CreateCallout } from "@core/callouts";
import { CONTACT_SORTS } from "@core/contacts/list";
import { createOpenCallout, ok, signInAsAdmin, simpleAnswers } from "./admin-client";
import { benchBacklog } from "./bench-backlog";
import {
  againstCopy,
  pgliteCopy,
  postgresCopy,
  timeExportCopies,
  type CopyOut,
  type CopyTiming,
  type ExportYardsticks,
} from "./bench-copy";
import { benchFuzz } from "./bench-fuzz";
import {
  SEEDED_CONTACTS,
  SEEDED_RESPONSES,
  seedContacts,
  seedCopyingOnce,
  seedResponses,
  seededForm,
  type Query,
} from "./bench-seed";
import { benchLifecycle } from "./bench-lifecycle";
import { benchStatsAndPayments, seedMembersAndPayments } from "./bench-payments";
import { startBuiltServer, type BuiltServer } from "./built-server";
import { CONCURRENCY, load, percentile } from "./bench-load";
import { frameTiming } from "./frame-timing";
import { allowSlowAnswers } from "./slow-answers";
import { listFigures, listsOverTarget, type EngineKind } from "./bench-targets";
import { machineYardstick } from "./bench-yardstick";

const HEALTH_REQUESTS = 4000;
const ANSWERS = 2000;
const LIST_REQUESTS = 200;
/** Requests per filter: there are dozens of them, each a page with its total. */
const FILTER_REQUESTS = 50;
const BULK_RUNS = 6;
const EXPORT_RUNS = 3;

/** The server's resident memory in bytes (Linux), or undefined where it cannot be read. */
async function residentBytes(pid: number | undefined): Promise<number | undefined> {
  if (pid === undefined) return undefined;
  try {
    const status = await readFile(`/proc/${pid}/status`, "utf8");
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    return kb === undefined ? undefined : Number(kb) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Downloads an export, reading it as a browser would, while sampling the server's memory:
 * answers the time, bytes, rows announced and the largest growth of its RSS over the start.
 */
async function timedExport(url: string, cookie: string, pid: number | undefined) {
  const before = await residentBytes(pid);
  let peak = before ?? 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, (await residentBytes(pid)) ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  })();
  const started = performance.now();
  const response = await ok(await fetch(url, { headers: { cookie } }), "export");
  let bytes = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.length;
  }
  const ms = performance.now() - started;
  sampling = false;
  await sampler;
  return {
    ms,
    bytes,
    rows: Number(response.headers.get("x-total-count")),
    growth: before === undefined ? undefined : peak - before,
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface Engine {
  name: string;
  /** Which targets its figures are held to. */
  kind: EngineKind;
  /** Starts the built server on the engine's database; `env` adds settings. */
  start(env?: Record<string, string>): Promise<BuiltServer>;
  /** Runs SQL on the server's database; the embedded one only while the server is stopped. */
  seed(statements: (query: Query, copy: CopyOut) => Promise<void>): Promise<void>;
  /** Whether seeding needs the server stopped (PGlite is one process's). */
  exclusive: boolean;
  /** Whether the engine vacuums tables by itself. */
  autovacuum: boolean;
  dispose(): Promise<void>;
}

/** What `npm run bench -- <section>…` may name; all of them without a name. */
const SECTIONS = {
  server: "cold start, health requests/s, answers stored/s",
  responses: "100,000 responses: lists, filters, bulk triage, exports",
  contacts: "100,000 contacts: lists, a three-rule filter, a segment count, export",
  payments: "1,000,000 payments: /stats, lists, totals, export",
  backlog:
    "/health while 100,000 queued jobs drain and during six concurrent exports; a restart with the backlog",
  frames: "each open demo callout's frame on a throttled mobile network",
  lifecycle: "thousands of random contribution lifecycles, every invariant after every step",
  fuzz: "the OpenAPI-driven fuzz test at length, with a new seed",
} as const;
type Section = keyof typeof SECTIONS;

function chosenSections(names: readonly string[]): Set<Section> {
  const unknown = names.filter((name) => !Object.hasOwn(SECTIONS, name));
  if (unknown.length > 0) {
    const known = Object.entries(SECTIONS).map(([name, what]) => `  ${name}: ${what}`);
    throw new Error(`No bench section ${unknown.join(", ")}; there are:\n${known.join("\n")}`);
  }
  return new Set((names.length > 0 ? names : Object.keys(SECTIONS)) as Section[]);
}

/** Health requests/s and answers stored/s at concurrency 50, and their ratio. */
async function healthAndAnswers(base: string, cookie: string) {
  const health = await load(HEALTH_REQUESTS, async () => {
    await (await fetch(`${base}/health`)).arrayBuffer();
  });
  console.log(
    `  GET /health: ${health.perSecond.toFixed(0)} requests/s (concurrency ${CONCURRENCY})`,
  );
  const answered = await createOpenCallout(base, cookie);
  const answers = await load(ANSWERS, async (i) => {
    const response = await ok(
      await fetch(`${base}/callout/${answered.slug}/responses`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ answers: simpleAnswers(i) }),
      }),
      "answer",
    );
    await response.arrayBuffer();
  });
  console.log(
    `  POST /callout/:id/responses: ${answers.perSecond.toFixed(0)} answers/s, p50 ${percentile(answers.times, 50).toFixed(0)} ms, p95 ${percentile(answers.times, 95).toFixed(0)} ms (${ANSWERS}, concurrency ${CONCURRENCY})`,
  );
  // Issue #28 point 5: answers at least half as fast as health checks, in the same run.
  const ratio = answers.perSecond / health.perSecond;
  console.log(
    `  answers/s ÷ health requests/s: ${ratio.toFixed(2)} ${ratio >= 0.5 ? "✓" : "✗ under"} (target ≥ 0.5)`,
  );
}

async function bench(engine: Engine, sections: Set<Section>) {
  const started = performance.now();
  let server = await engine.start();
  console.log(
    `\n${engine.name}: first start (new database, migrations, demo): healthy after ${server.healthyAfterMs.toFixed(0)} ms, running with the demo written after ${(performance.now() - started).toFixed(0)} ms`,
  );
  try {
    let base = `${server.url}/api/1.0`;
    let cookie = await signInAsAdmin(base);
    if (sections.has("server")) await healthAndAnswers(base, cookie);

    const listed = sections.has("responses")
      ? await createOpenCallout(base, cookie, {
          formSchema: seededForm as CreateCallout["formSchema"],
        })
      : undefined;
    const members = sections.has("contacts") || sections.has("payments");
    if (!listed && !members) return;
    if (engine.exclusive) await server.stop();
    let copies: ExportYardsticks = {};
    await engine.seed(async (query, copy) => {
      if (listed) await seedResponses(query, listed.id, engine.autovacuum);
      // The contacts section's figures are over the same contacts as in a whole run.
      if (members) {
        await seedCopyingOnce(query, engine.autovacuum, async () => {
          if (sections.has("contacts")) await seedContacts(query, engine.autovacuum);
          await seedMembersAndPayments(query, engine.autovacuum);
        });
      }
      // The exports' yardstick, on the rows just written, by the engine itself.
      copies = await timeExportCopies(copy, {
        calloutId: listed?.id,
        responses: SEEDED_RESPONSES,
        contacts: sections.has("contacts"),
        payments: sections.has("payments"),
      });
    });
    if (engine.exclusive) {
      server = await engine.start();
      base = `${server.url}/api/1.0`;
      cookie = await signInAsAdmin(base);
    }
    if (listed) {
      const triageOnly = process.env.BENCH_RESPONSES === "triage";
      if (!triageOnly) await responseLists(base, cookie, listed.id, engine);
      await bulkTriage(base, cookie, listed.id);
      if (!triageOnly) await exportResponses(base, cookie, listed.id, copies.responses, server.pid);
    }
    if (sections.has("contacts")) {
      await contactFigures(base, cookie, engine, copies.contacts, server.pid);
    }
    if (sections.has("payments")) {
      await benchStatsAndPayments(base, cookie, engine.kind, copies.payments);
    }
  } finally {
    await server.stop();
    await engine.dispose();
  }
}

type Rule = { field: string; operator: string; value?: unknown[] };

/**
 * Every filter the responses list offers on the seeded callout: each operator of each of its
 * question types (a number, a choice, select boxes, a checkbox, short and long text), and the
 * triage fields, the full text and the dates.
 */
function responseFilterCases(tagId: string | undefined): [string, Rule][] {
  const on = (key: string) => `answers.slide1.${key}`;
  const each = (key: string, cases: [string, unknown[]?][]): [string, Rule][] =>
    cases.map(([operator, value]) => [
      `${key} ${operator} ${value?.map(String).join(" and ") ?? ""}`.trim(),
      { field: on(key), operator, value: value ?? [] },
    ]);
  return [
    ...each("age", [
      ["equal", [42]],
      ["not_equal", [42]],
      ["less", [9]],
      ["less_or_equal", [8]],
      ["greater", [80]],
      ["greater_or_equal", [81]],
      ["between", [30, 32]],
      ["not_between", [5, 85]],
      ["is_empty"],
      ["is_not_empty"],
    ]),
    ...each("colour", [["equal", ["brown"]], ["not_equal", ["brown"]], ["is_empty"]]),
    ...each("topics", [
      ["contains", ["rivers"]],
      ["not_contains", ["rivers"]],
      ["is_empty"],
      ["is_not_empty"],
    ]),
    ...each("agree", [["equal", [true]], ["equal", [false]], ["is_empty"]]),
    ...each("name", [
      ["equal", ["Person 4242"]],
      ["not_equal", ["Person 4242"]],
      ["contains", ["son 424"]],
      ["not_contains", ["son 4"]],
      ["begins_with", ["Person 999"]],
      ["ends_with", ["4242"]],
      ["is_empty"],
      ["is_not_empty"],
    ]),
    ...each("view", [
      ["contains", ["answer 4242"]],
      ["not_contains", ["answer 4"]],
    ]),
    ["bucket is verified", { field: "bucket", operator: "equal", value: ["verified"] }],
    ["bucket is not verified", { field: "bucket", operator: "not_equal", value: ["verified"] }],
    ["bucket is empty", { field: "bucket", operator: "is_empty", value: [] }],
    ['tagged "Urgent"', { field: "tags", operator: "contains", value: [tagId] }],
    ['not tagged "Urgent"', { field: "tags", operator: "not_contains", value: [tagId] }],
    ["no tags", { field: "tags", operator: "is_empty", value: [] }],
    ["assigned to me", { field: "assignee", operator: "equal", value: ["me"] }],
    ["not assigned to me", { field: "assignee", operator: "not_equal", value: ["me"] }],
    ["unassigned", { field: "assignee", operator: "is_empty", value: [] }],
    [
      'answers contain "answer 4242"',
      { field: "answers", operator: "contains", value: ["answer 4242"] },
    ],
    ['answers contain "4"', { field: "answers", operator: "contains", value: ["4"] }],
    ["sent in the last week", { field: "createdAt", operator: "greater", value: ["$now(d:-7)"] }],
    [
      "sent in a past week",
      { field: "createdAt", operator: "between", value: ["$now(d:-30)", "$now(d:-23)"] },
    ],
  ];
}

/** Pages of 25 of the seeded responses, for each sort and filter, one request at a time. */
async function responseLists(base: string, cookie: string, calloutId: string, engine: Engine) {
  const tags = (await (
    await ok(await fetch(`${base}/callout/${calloutId}/tags`, { headers: { cookie } }), "tags")
  ).json()) as { id: string }[];
  const rules = (rule: Rule) =>
    encodeURIComponent(JSON.stringify({ condition: "AND", rules: [rule] }));
  const sorts = CALLOUT_RESPONSE_SORTS.flatMap((sort) =>
    ["ASC", "DESC"].map((order) => [`sort=${sort}&order=${order}`, `sort=${sort}&order=${order}`]),
  );
  const cases: [label: string, query: string, requests: number][] = [
    ...sorts.map(([label, query]) => [label, query, LIST_REQUESTS] as [string, string, number]),
    ["sort=number&order=ASC&offset=50000", "sort=number&order=ASC&offset=50000", LIST_REQUESTS],
    ...responseFilterCases(tags[0]?.id).map(
      ([label, rule]) =>
        [label, `sort=createdAt&order=DESC&rules=${rules(rule)}`, FILTER_REQUESTS] as [
          string,
          string,
          number,
        ],
    ),
    [
      "age over 80, by assignee",
      `sort=assignee&order=ASC&rules=${rules({ field: "answers.slide1.age", operator: "greater", value: [80] })}`,
      FILTER_REQUESTS,
    ],
  ];
  for (const [label, query, requests] of cases) {
    // One at a time: how long a person waits for a page, not how many pages fit in a second.
    const list = await load(
      requests,
      async () => {
        const response = await ok(
          await fetch(`${base}/callout/${calloutId}/responses?limit=25&${query}`, {
            headers: { cookie },
          }),
          `list (${label})`,
        );
        await response.arrayBuffer();
      },
      1,
    );
    console.log(
      `  ${listFigures(`list 25 of ${SEEDED_RESPONSES.toLocaleString("en")} responses (${label})`, list.times, engine.kind)}`,
    );
  }
}

/**
 * Triage changes sent one at a time: their times, and each statement's time as the server's
 * `Server-Timing` header gives it (the selection and lock, the history insert, the triage
 * update), so the figures say which statement a change waits for.
 */
function timedChanges() {
  const times: number[] = [];
  const statements = new Map<string, number[]>();
  return {
    async send(base: string, cookie: string, method: string, path: string, body?: unknown) {
      const started = performance.now();
      const response = await ok(
        await fetch(`${base}${path}`, {
          method,
          headers: { cookie, ...(body ? { "content-type": "application/json" } : {}) },
          body: body ? JSON.stringify(body) : undefined,
        }),
        `${method} ${path}`,
      );
      const result = (await response.json()) as { affected: number; changeId: string | null };
      times.push(performance.now() - started);
      for (const metric of (response.headers.get("server-timing") ?? "").split(",")) {
        const [name, duration] = metric.trim().split(";dur=");
        if (!name || duration === undefined) continue;
        statements.set(name, [...(statements.get(name) ?? []), Number(duration)]);
      }
      return result;
    },
    /** p50 and p95 of the whole change, then each statement's p50. */
    figures() {
      const p = (values: number[], at: number) =>
        percentile(
          [...values].sort((a, b) => a - b),
          at,
        ).toFixed(0);
      const each = [...statements].map(([name, values]) => `${name} ${p(values, 50)}`);
      return `p50 ${p(times, 50)} ms, p95 ${p(times, 95)} ms; statements' p50: ${each.join(", ")} ms`;
    },
  };
}

/** A bulk change of 10,000 of the seeded responses and its undo, `BULK_RUNS` times. */
async function bulkTriage(base: string, cookie: string, calloutId: string) {
  const tenThousand = {
    condition: "AND",
    rules: [
      { field: "calloutId", operator: "equal", value: [calloutId] },
      // Ages are n % 90: a tenth of them are under 9.
      { field: "answers.slide1.age", operator: "less", value: [9] },
    ],
  };
  const bulk = timedChanges();
  const undo = timedChanges();
  let affected = 0;
  for (let run = 0; run < BULK_RUNS; run++) {
    const change = await bulk.send(base, cookie, "PATCH", "/callout-responses", {
      rules: tenThousand,
      updates: { bucket: `bulk-${run}`, assigneeId: null },
    });
    affected = change.affected;
    await undo.send(base, cookie, "POST", `/callout-responses/changes/${change.changeId}/undo`);
  }
  for (const [name, changes] of [
    ["bulk change", bulk],
    ["its undo", undo],
  ] as const) {
    console.log(
      `  ${name} of ${affected.toLocaleString("en")} responses (bucket and assignee): ${changes.figures()} (${BULK_RUNS} runs, target p50 ≤ 300 ms)`,
    );
  }
}

/** The CSV and XLSX exports of all the seeded responses, against the engine's own COPY. */
async function exportResponses(
  base: string,
  cookie: string,
  calloutId: string,
  copy: CopyTiming | undefined,
  pid?: number,
) {
  for (const format of ["csv", "xlsx"]) {
    const runs = [];
    for (let run = 0; run < EXPORT_RUNS; run++) {
      runs.push(await timedExport(`${base}/callout/${calloutId}/responses.${format}`, cookie, pid));
    }
    const times = runs.map((run) => run.ms).sort((a, b) => a - b);
    // The peak above the start of each run: V8's garbage until its next full collection, the
    // same for 100,000 rows as for 300,000 (what stays is the batch in hand).
    const growth = runs.map((run) => (run.growth === undefined ? "?" : mb(run.growth)));
    console.log(
      `  ${format.toUpperCase()} export of ${runs[0]?.rows.toLocaleString("en")} responses (${mb(runs[0]?.bytes ?? 0)}): p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${percentile(times, 95).toFixed(0)} ms; server RSS peak over its start, by run: ${growth.join(", ")}${againstCopy(percentile(times, 50), copy, format === "csv" ? 2 : 3)}`,
    );
  }
}

/** The id of the contact tag of that name. */
async function contactTagId(base: string, cookie: string, name: string): Promise<string> {
  const response = await ok(await fetch(`${base}/contact-tags`, { headers: { cookie } }), "tags");
  const tags = (await response.json()) as { id: string; name: string }[];
  const tag = tags.find((candidate) => candidate.name === name);
  if (!tag) throw new Error(`No contact tag ${name}`);
  return tag.id;
}

/** Every sort and filter of 100,000 contacts, a segment's count and their export. */
async function contactFigures(
  base: string,
  cookie: string,
  engine: Engine,
  copy: CopyTiming | undefined,
  pid?: number,
) {
  const rules = (...list: object[]) =>
    encodeURIComponent(JSON.stringify({ condition: "AND", rules: list }));
  const threeRules = rules(
    { field: "contributionMonthlyAmount", operator: "greater_or_equal", value: [10] },
    { field: "joined", operator: "greater", value: ["$now(y:-2)"] },
    { field: "newsletterStatus", operator: "equal", value: ["subscribed"] },
  );
  const one = (field: string, operator: string, value?: unknown[]) =>
    rules({ field, operator, value: value ?? [] });
  const tagId = await contactTagId(base, cookie, "Bench donors");
  const sorts = CONTACT_SORTS.flatMap((sort) =>
    ["ASC", "DESC"].map((order) => `sort=${sort}&order=${order}`),
  );
  const filters: [string, string][] = [
    ["three-rule filter", threeRules],
    ['first name contains "ad"', one("firstname", "contains", ["ad"])],
    ['first name contains "grac"', one("firstname", "contains", ["grac"])],
    ['last name contains "ber 4242"', one("lastname", "contains", ["ber 4242"])],
    ['email contains "bench-4242@"', one("email", "contains", ["bench-4242@"])],
    ['last name begins with "Member 999"', one("lastname", "begins_with", ["Member 999"])],
    ["tagged Bench donors", one("tags", "contains", [tagId])],
    ["not tagged Bench donors", one("tags", "not_contains", [tagId])],
    ["no tags", one("tags", "is_empty")],
    ["an admin", one("activePermission", "equal", ["admin"])],
    ["not an admin", one("activePermission", "not_equal", ["admin"])],
    ["an active member", one("activeMembership", "equal", [true])],
    [
      "membership expires within a month",
      one("membershipExpires", "between", ["$now", "$now(M:1)"]),
    ],
    ["gives 20 or more a month", one("contributionMonthlyAmount", "greater_or_equal", [20])],
    ["gives between 5 and 6 a month", one("contributionMonthlyAmount", "between", [5, 6])],
    ["gives monthly", one("contributionPeriod", "equal", ["monthly"])],
    ["gives annually", one("contributionPeriod", "equal", ["annually"])],
    ["contribution is manual", one("contributionType", "equal", ["Manual"])],
    ["subscribed to the newsletter", one("newsletterStatus", "equal", ["subscribed"])],
  ];
  const cases: [string, string][] = [
    ...sorts.map((query) => [query, query] as [string, string]),
    ...filters.map(
      ([name, rule]) => [name, `sort=joined&order=DESC&rules=${rule}`] as [string, string],
    ),
    ['first name contains "ad", by email', `sort=email&rules=${filters[1]?.[1]}`],
  ];
  for (const [name, query] of cases) {
    const list = await load(
      query.includes("rules=") ? FILTER_REQUESTS : LIST_REQUESTS,
      async () => {
        const response = await ok(
          await fetch(`${base}/contact?limit=25&with=tags&${query}`, { headers: { cookie } }),
          `contacts (${name})`,
        );
        await response.arrayBuffer();
      },
      1,
    );
    console.log(
      `  ${listFigures(`list 25 of ${SEEDED_CONTACTS.toLocaleString("en")} contacts (${name})`, list.times, engine.kind)}`,
    );
  }
  const created = await ok(
    await fetch(`${base}/segments`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({
        name: "Bench segment",
        ruleGroup: JSON.parse(decodeURIComponent(threeRules)) as unknown,
      }),
    }),
    "segment",
  );
  const segment = (await created.json()) as { id: string; contactCount: number };
  const counts = await load(
    50,
    async () => {
      await (
        await ok(
          await fetch(`${base}/segments?with=contactCount`, { headers: { cookie } }),
          "segment count",
        )
      ).arrayBuffer();
    },
    1,
  );
  console.log(
    `  segment count (${segment.contactCount.toLocaleString("en")} of ${SEEDED_CONTACTS.toLocaleString("en")}): p50 ${percentile(counts.times, 50).toFixed(1)} ms, p95 ${percentile(counts.times, 95).toFixed(1)} ms`,
  );
  for (const [name, query] of [
    ["all", ""],
    ["three rules", `?rules=${threeRules}`],
  ] as const) {
    const run = await timedExport(`${base}/contact.csv${query}`, cookie, pid);
    console.log(
      `  CSV export of contacts (${name}, ${run.rows.toLocaleString("en")} rows, ${mb(run.bytes)}): ${run.ms.toFixed(0)} ms; server RSS peak over its start: ${run.growth === undefined ? "n/a" : mb(run.growth)}${name === "all" ? againstCopy(run.ms, copy, 2) : ""}`,
    );
  }
}

/** The embedded database, in a data directory kept across the restart that seeding needs. */
async function embedded(): Promise<Engine> {
  const dataDir = await mkdtemp(join(tmpdir(), "agora-bench-"));
  return {
    name: "PGlite (embedded)",
    kind: "pglite",
    exclusive: true,
    autovacuum: false,
    start: (env = {}) => startBuiltServer({ ANSWER_RATE_LIMIT: "0", ...env }, dataDir),
    async seed(statements) {
      const db = new PGlite(join(dataDir, "pgdata"), { extensions: pgliteExtensions });
      await statements((text, params) => db.query(text, params), pgliteCopy(db));
      await db.close();
    },
    dispose: () => rm(dataDir, { recursive: true, force: true }),
  };
}

/** A new database on the TEST_DATABASE_URL server, dropped afterwards. */
async function postgres(serverUrl: string): Promise<Engine> {
  const name = `agora_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name: "PostgreSQL",
    kind: "postgres",
    exclusive: false,
    autovacuum: true,
    start: (env = {}) =>
      startBuiltServer({ ANSWER_RATE_LIMIT: "0", DATABASE_URL: url.toString(), ...env }),
    async seed(statements) {
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      await statements((text, params) => client.query(text, params), postgresCopy(client));
      await client.end();
    },
    async dispose() {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** Every open demo callout's frame, timed on a throttled network. */
async function frames() {
  const server = await startBuiltServer();
  try {
    const response = await ok(await fetch(`${server.url}/api/1.0/callout?limit=100`), "list");
    const { items } = (await response.json()) as { items: { slug: string; status: string }[] };
    await frameTiming(
      server,
      items.filter((item) => item.status === "open").map((item) => item.slug),
    );
  } finally {
    await server.stop();
  }
}

const sections = chosenSections(process.argv.slice(2));
const yardstick = machineYardstick();
allowSlowAnswers(30);
// The lifecycle and fuzz sections run the test suite's own embedded databases, not a built
// server; the backlog section starts its own, as its queued jobs would slow the others.
const OWN_SERVERS: readonly Section[] = ["lifecycle", "fuzz", "backlog"];
if ([...sections].some((section) => !OWN_SERVERS.includes(section))) {
  // BENCH_ENGINE=postgres skips the embedded engine, for figures of PostgreSQL alone.
  if (process.env.BENCH_ENGINE !== "postgres") await bench(await embedded(), sections);
  if (process.env.TEST_DATABASE_URL) {
    await bench(await postgres(process.env.TEST_DATABASE_URL), sections);
  }
  const over = listsOverTarget();
  // Triage alone (BENCH_RESPONSES=triage) lists nothing to judge.
  const listed = !(sections.size === 1 && process.env.BENCH_RESPONSES === "triage");
  if (listed) {
    console.log(
      over.length === 0
        ? "\nEvery list within target (p95 ≤ 25 ms on PostgreSQL, ≤ 50 ms on PGlite)."
        : `\n${over.length} lists over target (p95 ≤ 25 ms on PostgreSQL, ≤ 50 ms on PGlite):\n${over.map((line) => `  ${line}`).join("\n")}`,
    );
  }
}
if (sections.has("backlog")) {
  if (process.env.BENCH_ENGINE !== "postgres") await benchBacklog(await embedded());
  if (process.env.TEST_DATABASE_URL) {
    await benchBacklog(await postgres(process.env.TEST_DATABASE_URL));
  }
}
if (sections.has("frames")) await frames();
if (sections.has("lifecycle")) await benchLifecycle();
if (sections.has("fuzz")) await benchFuzz();
yardstick.end();
