import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer } from "node:http";
import { performance } from "node:perf_hooks";
import { drizzle } from "drizzle-orm/node-postgres";
import * as schema from "@server/db/schema";
import { PRIORITIES } from "@server/services/jobs/define";
import { CLAIM_PLAN, claimStatement } from "@server/services/jobs/store";
import { ok, signInAsAdmin } from "./admin-client";
import { percentile } from "./bench-load";
import type { BuiltServer } from "./built-server";
import {
  againstCopy,
  contactExportQuery,
  timeCopy,
  type CopyOut,
  type CopyTiming,
} from "./bench-copy";

const QUEUED_JOBS = 100_000;
/** Pending jobs the claim's plan and time are read at. */
const CLAIM_SCALE = 1_000_000;
/** Jobs one claim takes: a server's default batch (services/jobs/runner). */
const CLAIM_BATCH = 8;
const EXPORTED_CONTACTS = 50_000;
/** The exports timed alone, one after another. */
const EXPORTS_ALONE = 3;
const CONCURRENT_EXPORTS = 6;
/** How long `/health` is timed on the idle server, and while the backlog drains. */
const IDLE_MS = 5_000;
const DRAIN_MS = 30_000;
/** How often each waiting export's place is asked. */
const PLACE_POLL_MS = 200;
/** The targets of issue #24. */
const HEALTH_RATIO_TARGET = 3;
const RESTART_TARGET_MS = 5_000;
/** Issue #28's: an export within this many times its engine's COPY of the same rows. */
const COPY_RATIO_TARGET = 2;

/**
 * The parts of the section: the concurrent exports, and the jobs (the drain, the restarts
 * with a backlog, the claim at a million). `BENCH_BACKLOG=exports` runs only the first, for
 * figures of the exports alone; `BENCH_BACKLOG=jobs` only the second.
 */
const PARTS = ["exports", "jobs"] as const;
type Part = (typeof PARTS)[number];
function chosenParts(): Set<Part> {
  const named = process.env.BENCH_BACKLOG?.split(",").filter(Boolean) ?? [];
  const unknown = named.filter((name) => !(PARTS as readonly string[]).includes(name));
  if (unknown.length > 0) {
    throw new Error(`BENCH_BACKLOG: unknown ${unknown.join(", ")}; known: ${PARTS.join(", ")}`);
  }
  return new Set(named.length > 0 ? (named as Part[]) : PARTS);
}

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/** What this section needs of the bench's engines (scripts/bench.ts). */
export interface BacklogEngine {
  name: string;
  start(env?: Record<string, string>): Promise<BuiltServer>;
  seed(statements: (query: Query, copy: CopyOut) => Promise<void>): Promise<void>;
  exclusive: boolean;
  autovacuum: boolean;
  dispose(): Promise<void>;
}

/** A stand-in for a newsroom's tool receiving webhooks: answers 200 and counts deliveries. */
async function webhookReceiver() {
  let received = 0;
  const server = createServer((request, response) => {
    request.resume();
    request.on("end", () => {
      received += 1;
      response.end("ok");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("The receiver has no port");
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    received: () => received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

/** `/health`'s latencies, sorted, and the requests that got no answer. */
interface HealthTimes {
  times: number[];
  failed: number;
}

/**
 * `/health` asked one request after another until `done` says so. A request the server drops
 * (a reset connection: a keep-alive socket closed as the request came, which happens when the
 * server's event loop was held for seconds) is counted and shown, not fatal to the bench.
 */
async function healthTimes(base: string, done: () => boolean): Promise<HealthTimes> {
  const times: number[] = [];
  let failed = 0;
  while (!done()) {
    const started = performance.now();
    try {
      await (await fetch(`${base}/health`)).arrayBuffer();
      times.push(performance.now() - started);
    } catch {
      failed += 1;
    }
  }
  return { times: times.sort((a, b) => a - b), failed };
}

const forMs = (ms: number) => {
  const end = performance.now() + ms;
  return () => performance.now() >= end;
};

const ms = (value: number) => `${value.toFixed(1)} ms`;
const describeTimes = ({ times, failed }: HealthTimes) =>
  `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))} (${times.length} requests, one at a time${failed > 0 ? `; ${failed} dropped` : ""})`;

/** p95 against the idle server's, with the target's verdict. */
function againstIdle({ times }: HealthTimes, idle: HealthTimes): string {
  const ratio = percentile(times, 95) / Math.max(percentile(idle.times, 95), 0.001);
  return `p95 ÷ idle p95 ${ratio.toFixed(2)} (target ≤ ${HEALTH_RATIO_TARGET}): ${ratio <= HEALTH_RATIO_TARGET ? "PASS" : "OVER"}`;
}

/**
 * Starts the server and answers it with the time from the process's start to healthy, and
 * to ready when that came later (a first start writes the demo's members meanwhile).
 */
async function timedStart(engine: BacklogEngine, env: Record<string, string>) {
  const started = performance.now();
  const server = await engine.start(env);
  const ready = performance.now() - started;
  const healthy = server.healthyAfterMs;
  const later =
    ready - healthy > 200 ? `; running, demo written, after ${ready.toFixed(0)} ms` : "";
  return {
    server,
    line: `healthy after ${healthy.toFixed(0)} ms (target ≤ ${RESTART_TARGET_MS} ms): ${healthy <= RESTART_TARGET_MS ? "PASS" : "OVER"}${later}`,
  };
}

/**
 * 50,000 contacts with profiles, written straight into the database; answers the engine's
 * COPY of the export's statement over all of them, the yardstick of an export's time.
 */
async function seedContacts(
  query: Query,
  copy: CopyOut,
  engine: BacklogEngine,
): Promise<CopyTiming> {
  await query(
    `insert into contacts (email, firstname, lastname, joined)
     select 'backlog-' || n || '@example.org', (array['Ada','Grace','Alan','Hedy','Emmy'])[n % 5 + 1],
       'Member ' || n, now() - make_interval(days => n % 1095)
     from generate_series(1, ${EXPORTED_CONTACTS}) as n`,
  );
  await query(
    `insert into contact_profiles (contact_id) select id from contacts on conflict do nothing`,
  );
  for (const table of ["contacts", "contact_profiles"]) {
    await query(engine.autovacuum ? `vacuum analyze ${table}` : `analyze ${table}`);
  }
  return timeCopy(copy, contactExportQuery(10 * EXPORTED_CONTACTS));
}

/**
 * CSV exports of the contacts one after another on the otherwise idle server: their times in
 * order (the first on a server just started) and rows. Several, as the other sections time
 * their exports, so one run's noise is not the figure.
 */
async function exportsAlone(base: string, cookie: string) {
  const times: number[] = [];
  let rows = "";
  for (let run = 0; run < EXPORTS_ALONE; run++) {
    const started = performance.now();
    const response = await ok(
      await fetch(`${base}/contact.csv`, { headers: { cookie } }),
      "export",
    );
    await response.arrayBuffer();
    times.push(performance.now() - started);
    rows = Number(response.headers.get("x-total-count")).toLocaleString("en");
  }
  return { times, rows };
}

/**
 * 100,000 deliveries to the endpoint, each queued as its own job, as imports did before they
 * were batched: written straight into the database, with no statistics taken afterwards (the
 * server must cope with the tables as it finds them).
 */
async function seedDeliveries(query: Query, endpointId: string) {
  await query(
    `insert into webhook_deliveries (id, endpoint_id, event, body)
     select id, $1::uuid, 'contact.updated',
       jsonb_build_object('id', id, 'type', 'contact.updated', 'createdAt', now(),
         'data', jsonb_build_object('n', n))::text
     from (select gen_random_uuid() as id, n from generate_series(1, ${QUEUED_JOBS}) as n) as d`,
    [endpointId],
  );
  await query(
    `insert into jobs (type, payload, unique_key, priority)
     select 'outbound-webhook', jsonb_build_object('deliveryId', id, 'round', 0, 'endpointId', endpoint_id),
       id || ':0', $2
     from webhook_deliveries where endpoint_id = $1::uuid`,
    [endpointId, PRIORITIES.bulk],
  );
}

type Rows<Row> = { rows: Row[] };

/** A recurring task's run, queued last among a million pending jobs and due now. */
const RECURRING_TYPE = "schedule:bench-task";

/** The claim statement a server runs, as SQL (written by the server's own code). */
function claimSql() {
  const types = ["outbound-webhook", "outbound-webhook-batch", "email", RECURRING_TYPE];
  return claimStatement(drizzle.mock({ schema }), types, CLAIM_BATCH, 120).toSQL();
}

/**
 * The claim's plan, its time and the types it took, each in a transaction planned as a
 * server's claim is (`CLAIM_PLAN`), rolled back after.
 */
async function claimOnce(query: Query) {
  const claim = claimSql();
  await query("begin");
  await query(CLAIM_PLAN);
  const { rows: plan } = (await query(`explain analyze ${claim.sql}`, claim.params)) as Rows<{
    "QUERY PLAN": string;
  }>;
  await query("rollback");
  await query("begin");
  // Timed with its settings, as a server's claim sends them.
  const started = performance.now();
  await query(CLAIM_PLAN);
  const { rows: claimed } = (await query(claim.sql, claim.params)) as Rows<{ type: string }>;
  const took = performance.now() - started;
  await query("rollback");
  const lines = plan.map((row) => row["QUERY PLAN"]);
  const execution = /Execution Time: ([\d.]+) ms/.exec(lines.join("\n"))?.[1] ?? "?";
  const indexed = lines.some((line) => line.includes("Index Scan using jobs_due on jobs"));
  const scanned = lines.some((line) => /Seq Scan on jobs|Sort Key/.test(line));
  const pass = indexed && !scanned;
  const first = claimed.some((row) => row.type === RECURRING_TYPE);
  return {
    plan: lines.map((line) => `    ${line}`).join("\n"),
    pass,
    summary: `${pass ? "reads the index jobs_due: PASS" : "does not read the index jobs_due alone: OVER"}; ${took.toFixed(1)} ms (executed in ${execution} ms); the recurring task's run among the ${claimed.length} taken: ${first ? "PASS" : "OVER"}`,
  };
}

/**
 * The claim at a million pending jobs: webhook deliveries due over the last hour, emails
 * waiting for a retry and a recurring task's run due now (which it must take first), before
 * the table is analysed and after.
 */
async function claimAtScale(query: Query) {
  await query(
    `insert into jobs (type, payload, priority, run_at)
     select 'outbound-webhook', jsonb_build_object('deliveryId', gen_random_uuid(), 'round', 0), $1,
       now() - interval '1 hour' + make_interval(secs => n * 0.003)
     from generate_series(1, ${CLAIM_SCALE - 1001}) as n`,
    [PRIORITIES.bulk],
  );
  await query(
    `insert into jobs (type, payload, priority, run_at)
     select 'email', '{}', $1, now() + interval '10 minutes' from generate_series(1, 1000)`,
    [PRIORITIES.normal],
  );
  await query("insert into jobs (type, payload, priority) values ($1, '{}', $2)", [
    RECURRING_TYPE,
    PRIORITIES.recurring,
  ]);
  const { rows } = (await query(
    "select count(*)::int as pending from jobs where state = 'pending'",
  )) as Rows<{ pending: number }>;
  const pending = rows[0]?.pending.toLocaleString("en");
  const stale = await claimOnce(query);
  console.log(`  claim at ${pending} pending jobs, no statistics since: ${stale.summary}`);
  if (!stale.pass) console.log(stale.plan);
  await query("analyze jobs");
  const analysed = await claimOnce(query);
  console.log(`  the same, the table analysed: ${analysed.summary}\n${analysed.plan}`);
}

/**
 * Six concurrent CSV exports of the contacts by one admin, each named by a ticket whose place
 * is asked while it waits; `/health` timed meanwhile.
 */
async function concurrentExports(base: string, cookie: string) {
  const tickets = Array.from({ length: CONCURRENT_EXPORTS }, () => randomUUID());
  const places = new Map<string, Set<number>>(tickets.map((ticket) => [ticket, new Set()]));
  let finished = 0;
  const started = performance.now();
  const exports = tickets.map(async (ticket) => {
    let ended = false;
    const watching = (async () => {
      while (!ended) {
        const response = await fetch(`${base}/export-queue/${ticket}`, { headers: { cookie } });
        const { position } = (await response.json()) as { position: number | null };
        if (typeof position === "number") places.get(ticket)?.add(position);
        await new Promise((resolve) => setTimeout(resolve, PLACE_POLL_MS));
      }
    })();
    const response = await ok(
      await fetch(`${base}/contact.csv`, {
        headers: { cookie, "agora-export-ticket": ticket },
      }),
      "export",
    );
    let bytes = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
    }
    ended = true;
    await watching;
    finished += 1;
    return { rows: Number(response.headers.get("x-total-count")), bytes };
  });
  const health = healthTimes(base, () => finished === CONCURRENT_EXPORTS);
  const runs = await Promise.all(exports);
  const seconds = (performance.now() - started) / 1000;
  const waited = tickets.filter((ticket) => (places.get(ticket)?.size ?? 0) > 0);
  const seen = waited.map((ticket) =>
    [...(places.get(ticket) ?? [])].sort((a, b) => b - a).join("→"),
  );
  return { health: await health, runs, seconds, waited: waited.length, seen };
}

/**
 * The backlog section on one engine: `/health` on the idle server; 50,000-row contact exports
 * alone, one after another, their p50 against the engine's COPY of the same rows; `/health` during six concurrent
 * such exports (and whether the third to sixth waited, with the places they were shown); a
 * start with 100,000 queued webhook deliveries, `/health` while they drain and the drain
 * rate; a restart with what is left still queued, then one with it deleted; the claim's plan
 * and time at a million pending jobs. `BENCH_BACKLOG` picks the parts (PARTS).
 */
export async function benchBacklog(engine: BacklogEngine): Promise<void> {
  const parts = chosenParts();
  const receiver = await webhookReceiver();
  // The receiver is on loopback, which deliveries refuse unless the installation allows it.
  const env = { AGORA_WEBHOOKS_ALLOW_PRIVATE: "1" };
  console.log(`\n${engine.name}: backlog (${[...parts].join(", ")})`);
  // A new database: the demo written, as `npm start` does the first time.
  const first = await timedStart(engine, env);
  let server = first.server;
  console.log(`  first start (demo content written): ${first.line}`);
  try {
    let base = `${server.url}/api/1.0`;
    let cookie = await signInAsAdmin(base);
    const created = await ok(
      await fetch(`${base}/webhook-endpoint`, {
        method: "POST",
        headers: { cookie, "content-type": "application/json" },
        body: JSON.stringify({ url: receiver.url, events: ["contact.updated"] }),
      }),
      "webhook endpoint",
    );
    const { endpoint } = (await created.json()) as { endpoint: { id: string } };
    const idle = await healthTimes(base, forMs(IDLE_MS));
    console.log(`  GET /health, idle: ${describeTimes(idle)}`);

    const restartToSeed = async (seed: (query: Query, copy: CopyOut) => Promise<void>) => {
      if (engine.exclusive) await server.stop();
      await engine.seed(seed);
      if (!engine.exclusive) await server.stop();
      const start = await timedStart(engine, env);
      server = start.server;
      base = `${server.url}/api/1.0`;
      cookie = await signInAsAdmin(base);
      return start.line;
    };

    if (parts.has("exports")) {
      let copied: CopyTiming | undefined;
      const plainStart = await restartToSeed(async (query, copy) => {
        copied = await seedContacts(query, copy, engine);
      });
      // What a start costs with no backlog, to set the one with a backlog against.
      console.log(`  start with nothing queued (for comparison): ${plainStart}`);
      const alone = await exportsAlone(base, cookie);
      const p50 = percentile(
        [...alone.times].sort((a, b) => a - b),
        50,
      );
      console.log(
        `  CSV export of ${alone.rows} contacts alone, ${EXPORTS_ALONE} in turn: p50 ${p50.toFixed(0)} ms (${alone.times.map((time) => time.toFixed(0)).join(", ")})${againstCopy(p50, copied, COPY_RATIO_TARGET)}`,
      );
      const exports = await concurrentExports(base, cookie);
      const rows = exports.runs[0]?.rows.toLocaleString("en");
      console.log(
        `  ${CONCURRENT_EXPORTS} concurrent CSV exports of ${rows} contacts: all done in ${exports.seconds.toFixed(1)} s`,
      );
      console.log(
        `  GET /health during them: ${describeTimes(exports.health)}; ${againstIdle(exports.health, idle)}`,
      );
      console.log(
        `  exports that waited their turn: ${exports.waited} of ${CONCURRENT_EXPORTS} (expected ${CONCURRENT_EXPORTS - 2}), places shown: ${exports.seen.join(", ") || "none"}`,
      );
    }
    if (!parts.has("jobs")) return;

    const started = await restartToSeed((query) => seedDeliveries(query, endpoint.id));
    console.log(`  start with ${QUEUED_JOBS.toLocaleString("en")} deliveries queued: ${started}`);
    const before = receiver.received();
    const drainStart = performance.now();
    const draining = await healthTimes(base, forMs(DRAIN_MS));
    const delivered = receiver.received() - before;
    const rate = delivered / ((performance.now() - drainStart) / 1000);
    console.log(
      `  GET /health while they drain: ${describeTimes(draining)}; ${againstIdle(draining, idle)}`,
    );
    console.log(
      `  drain: ${delivered.toLocaleString("en")} delivered in ${DRAIN_MS / 1000} s, ${rate.toFixed(0)} jobs/s (all ${QUEUED_JOBS.toLocaleString("en")} in about ${(QUEUED_JOBS / Math.max(rate, 1) / 60).toFixed(1)} min)`,
    );
    await server.stop();
    const left = QUEUED_JOBS - receiver.received();
    const restart = await timedStart(engine, env);
    server = restart.server;
    console.log(`  restart with ${left.toLocaleString("en")} still queued: ${restart.line}`);
    // The same restart at once with the queue emptied: a start's time moves with the
    // machine's load, so the backlog's cost is the difference between these two.
    const emptied = await restartToSeed(async (query) => {
      await query("delete from jobs where type = 'outbound-webhook' and state = 'pending'");
    });
    console.log(`  restart just after, the backlog deleted (for comparison): ${emptied}`);
    await server.stop();
    await engine.seed(claimAtScale);
  } finally {
    await server.stop();
    await engine.dispose();
    await receiver.close();
  }
}
