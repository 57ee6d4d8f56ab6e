/**
 * The exports' yardstick (issue #28): the engine's own `COPY (query) TO STDOUT (FORMAT csv)` of
 * each export's statement over the same rows, timed on each engine, for scripts/bench.ts to
 * print beside the export's time.
 */
import { performance } from "node:perf_hooks";
import { eq, sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pg-proxy";
import type { PGlite } from "@electric-sql/pglite";
import type pg from "pg";
import type { Database } from "@server/db/connection";
import * as schema from "@server/db/schema";
import { contactExportPage } from "@server/services/contact-list/export-page";
import { paymentExportPage } from "@server/services/payments/export";
import { cellWords } from "@server/services/responses/export/lines";
import { responseLinePage } from "@server/services/responses/export/line-page";
import type { FormSchema } from "@core/forms";
import { seededForm } from "./bench-seed";

/** Builds statements only: a Drizzle instance that never sends one. */
const builder = drizzle(async () => ({ rows: [] }), { schema }) as unknown as Database;

/** A statement with its values written in, as COPY takes no parameters. */
function inlined(query: { getSQL(): SQL }): string {
  return new PgDialect().sqlToQuery(query.getSQL().inlineParams()).sql;
}

/**
 * The responses export's page statement (the seeded form's CSV lines, as staff export them)
 * over all of a callout's responses at once; since the database writes each line, COPY's work
 * includes that writing, as for payments.
 */
export function responseExportQuery(calloutId: string, rows: number): string {
  const statement = responseLinePage({
    form: seededForm as unknown as FormSchema,
    where: eq(schema.calloutResponses.calloutId, calloutId),
    hideContacts: false,
    // The catalog's English is the source text, which the macros compile in (no catalog here).
    words: cellWords(undefined, "http://localhost"),
    format: "csv",
    after: undefined,
    limit: rows,
    rowsBefore: 0,
  });
  return inlined({ getSQL: () => statement });
}

/**
 * The contacts export's page statement over every contact at once: as for the payments, the
 * database writes each line (the membership state's words are the labels' source English and
 * the settings' default grace days, which the export reads from the catalog and settings).
 */
export function contactExportQuery(rows: number): string {
  return inlined(
    contactExportPage(builder, {
      where: sql`true`,
      after: undefined,
      limit: rows,
      now: new Date(),
    }),
  );
}

/**
 * The payments export's page statement (newest first) over every payment at once; since the
 * database writes each line of the file, COPY's work includes that writing (COPY quotes the
 * line once more as one field).
 */
export function paymentExportQuery(): string {
  return inlined(
    paymentExportPage(builder, { sort: "chargeDate", order: "DESC", rules: undefined })(
      10_000_000,
      undefined,
    ),
  );
}

/** How long an engine's COPY of a query's rows as CSV took, and its bytes. */
export interface CopyTiming {
  ms: number;
  bytes: number;
}

/** Runs `COPY (select) TO STDOUT (FORMAT csv)` on an engine; answers the bytes it wrote. */
export type CopyOut = (select: string) => Promise<number>;

/** COPY on the embedded database: PGlite writes COPY's output to `/dev/blob`, given back. */
export function pgliteCopy(db: PGlite): CopyOut {
  return async (select) => {
    const result = await db.query(`copy (${select}) to '/dev/blob' (format csv)`);
    return result.blob?.size ?? 0;
  };
}

/**
 * COPY on PostgreSQL, read as node-postgres receives it: a query object the client hands each
 * CopyData message to (pg-copy-streams does the same as a stream), counting its bytes.
 */
export function postgresCopy(client: pg.Client): CopyOut {
  return async (select) => {
    // As the exports read their pages (server/db/export-page-read.ts): no JIT, whose compiling
    // would slow the yardstick by seconds, and no parallel workers.
    await client.query(`select set_config('jit', 'off', false),
      set_config('max_parallel_workers_per_gather', '0', false)`);
    return new Promise<number>((resolve, reject) => {
      let bytes = 0;
      let failed: unknown;
      const copy = {
        submit(connection: { query(text: string): void }) {
          connection.query(`copy (${select}) to stdout (format csv)`);
        },
        handleCopyData(message: { chunk: Buffer }) {
          bytes += message.chunk.length;
        },
        handleCommandComplete() {},
        handleReadyForQuery() {
          if (failed) reject(failed instanceof Error ? failed : new Error(String(failed)));
          else resolve(bytes);
        },
        handleError(error: unknown) {
          failed = error;
        },
        handleRowDescription() {},
        handleDataRow() {},
        handleEmptyQuery() {},
        handlePortalSuspended() {},
      };
      // A submittable query: node-postgres's own extension point (pg-copy-streams uses it);
      // the client answers it back rather than a promise.
      void client.query(copy as unknown as pg.QueryConfig);
    });
  };
}

/** Times one COPY. */
export async function timeCopy(copy: CopyOut, select: string): Promise<CopyTiming> {
  const started = performance.now();
  const bytes = await copy(select);
  return { ms: performance.now() - started, bytes };
}

/** The export's time against the COPY's, marked when over `target` times. */
export function againstCopy(exportMs: number, copy: CopyTiming | undefined, target: number) {
  if (!copy) return "";
  const ratio = exportMs / copy.ms;
  const mark = ratio > target ? ` ✗ over ${target}×` : ` ✓ within ${target}×`;
  return `; COPY TO STDOUT (FORMAT csv) of the same rows: ${copy.ms.toFixed(0)} ms, ${(copy.bytes / 1024 / 1024).toFixed(1)} MB; ratio ${ratio.toFixed(2)}${mark}`;
}

/** The COPY timings of the exports a run makes. */
export interface ExportYardsticks {
  responses?: CopyTiming;
  contacts?: CopyTiming;
  payments?: CopyTiming;
}

/** The middle one of an odd number of runs of a COPY (the exports print their p50 too). */
async function medianCopy(copy: CopyOut, select: string, runs: number): Promise<CopyTiming> {
  const timings: CopyTiming[] = [];
  for (let run = 0; run < runs; run++) timings.push(await timeCopy(copy, select));
  timings.sort((a, b) => a.ms - b.ms);
  return timings[Math.floor(runs / 2)] as CopyTiming;
}

/** Times the COPY of each export's rows the run will export. */
export async function timeExportCopies(
  copy: CopyOut,
  wanted: {
    calloutId?: string | undefined;
    responses: number;
    contacts: boolean;
    payments: boolean;
  },
): Promise<ExportYardsticks> {
  const yardsticks: ExportYardsticks = {};
  if (wanted.calloutId) {
    yardsticks.responses = await medianCopy(
      copy,
      responseExportQuery(wanted.calloutId, wanted.responses),
      3,
    );
  }
  // Every contact and every payment: the counts are far below these limits.
  if (wanted.contacts)
    yardsticks.contacts = await medianCopy(copy, contactExportQuery(10_000_000), 1);
  if (wanted.payments) yardsticks.payments = await medianCopy(copy, paymentExportQuery(), 1);
  return yardsticks;
}
