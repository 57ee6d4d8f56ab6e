/**
 * The dashboard's and payments list's part of the benchmarks (scripts/bench.ts): 100,000
 * members and 1,000,000 payments over two years written straight into the database, then
 * `GET /stats`, pages of `GET /payment` (sorts, a three-rule filter) and `GET /payment.csv`.
 */
import { performance } from "node:perf_hooks";
import { ok } from "./admin-client";
import { againstCopy, type CopyTiming } from "./bench-copy";
import { listFigures, type EngineKind } from "./bench-targets";

export const SEEDED_MEMBERS = 100_000;
export const SEEDED_PAYMENTS = 1_000_000;
const RUNS = 50;
const EXPORT_RUNS = 2;

type Query = (text: string, params?: unknown[]) => Promise<unknown>;

/**
 * Members who joined over the last 1,000 days (a tenth of them lapsed a year later, one in
 * twenty cancelled), each with ten payments (`perMember`) a month apart, most successful: nine in ten their
 * subscription's, for the month that follows (as providers' renewals are), one in ten a one-off
 * charge (no subscription), so the purpose's lookups meet the mix a newsroom has. Contacts, roles
 * and contributions already seeded (scripts/bench.ts seeds its contacts first) are kept, so
 * the two benches share one set of 100,000 contacts.
 */
export async function seedMembersAndPayments(
  query: Query,
  vacuum: boolean,
  perMember = SEEDED_PAYMENTS / SEEDED_MEMBERS,
): Promise<void> {
  await query(
    `insert into contacts (email, firstname, lastname, joined)
     select 'bench-' || n || '@example.org', 'Member', 'Number ' || n, now() - make_interval(days => n % 1000)
     from generate_series(1, $1) as n
     on conflict do nothing`,
    [SEEDED_MEMBERS],
  );
  await query(
    `insert into contact_roles (contact_id, role, date_added, date_expires)
     select id, 'member', joined, case when random() < 0.1 then joined + interval '365 days' end
     from contacts where email like 'bench-%'
     on conflict do nothing`,
  );
  await query(
    `insert into contributions (contact_id, type, amount, period, provider, subscription_id,
       cancelled_at)
     select id, 'Automatic', 3 + (abs(hashtext(email)) % 20), 'monthly', 'test', 'bench_sub_' || id,
       case when abs(hashtext(email)) % 20 = 0 then joined + interval '100 days' end
     from contacts where email like 'bench-%'
     on conflict do nothing`,
  );
  await query(
    `insert into payments (provider, provider_payment_id, contact_id, status, amount, charge_date,
       status_at, subscription_id, period_end)
     select 'test', 'bench_' || c.n || '_' || p.k, c.id,
       (array['successful', 'successful', 'successful', 'successful', 'successful', 'successful',
         'successful', 'pending', 'failed', 'cancelled'])[1 + (c.n + p.k) % 10],
       3 + (c.n % 20), p.charged, p.charged,
       case when (c.n + p.k) % 10 <> 3 then 'bench_sub_' || c.id end,
       case when (c.n + p.k) % 10 <> 3 then p.charged + interval '1 month' end
     from (select id, (row_number() over ())::int as n from contacts where email like 'bench-%') c
       cross join lateral (
         select k, now() - make_interval(days => ((c.n % 400) + 30 * k)::int) as charged
         from generate_series(0, $1 - 1) as k
       ) p`,
    [perMember],
  );
  for (const table of ["contacts", "contact_roles", "contributions", "payments"]) {
    await query(`${vacuum ? "vacuum analyze" : "analyze"} ${table}`);
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

async function timed(runs: number, call: () => Promise<void>): Promise<number[]> {
  const times: number[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const summary = (times: number[]) =>
  `p50 ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms`;

/** Prints how long the dashboard's figures, payment pages and the payments export take. */
export async function benchStatsAndPayments(
  base: string,
  cookie: string,
  engine: EngineKind,
  copy?: CopyTiming,
): Promise<void> {
  const get = async (path: string) => {
    const response = await ok(await fetch(`${base}${path}`, { headers: { cookie } }), path);
    await response.arrayBuffer();
  };
  const scale = `${SEEDED_MEMBERS.toLocaleString("en")} members, ${SEEDED_PAYMENTS.toLocaleString("en")} payments`;
  console.log(`  GET /stats (${scale}): ${summary(await timed(RUNS, () => get("/stats")))}`);
  const rules = encodeURIComponent(
    JSON.stringify({
      condition: "AND",
      rules: [
        { field: "status", operator: "equal", value: ["successful"] },
        { field: "amount", operator: "greater_or_equal", value: [15] },
        { field: "chargeDate", operator: "greater", value: ["$now(M:-6)"] },
      ],
    }),
  );
  const cases = {
    "newest first": "sort=chargeDate&order=DESC",
    "newest first, totals per status": "sort=chargeDate&order=DESC&totals=true",
    "largest first": "sort=amount&order=DESC",
    "failed tab": `sort=chargeDate&order=DESC&rules=${encodeURIComponent(
      JSON.stringify({
        condition: "AND",
        rules: [{ field: "status", operator: "equal", value: ["failed"] }],
      }),
    )}`,
    "three rules": `sort=chargeDate&order=DESC&rules=${rules}`,
  };
  for (const [name, query] of Object.entries(cases)) {
    const times = await timed(RUNS, () => get(`/payment?limit=25&with=contact&${query}`));
    console.log(
      `  ${listFigures(`list 25 payments with their contacts (${name})`, times, engine)}`,
    );
  }
  for (const [name, query] of [
    ["all", "sort=chargeDate&order=DESC"],
    ["three rules", `sort=chargeDate&order=DESC&rules=${rules}`],
  ] as const) {
    let rows = 0;
    const times = await timed(EXPORT_RUNS, async () => {
      const response = await ok(
        await fetch(`${base}/payment.csv?${query}`, { headers: { cookie } }),
        "export",
      );
      rows = Number(response.headers.get("x-total-count"));
      await response.arrayBuffer();
    });
    console.log(
      `  CSV export of payments (${name}, ${rows.toLocaleString("en")} rows): ${summary(times)}${name === "all" ? againstCopy(percentile(times, 50), copy, 2) : ""}`,
    );
  }
}
