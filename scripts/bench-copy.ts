import { eq } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { drizzle } from "drizzle-orm/pg-proxy";
import type { Database } from "../server/db/connection";
import * as schema from "../server/db/schema";
import { responseExportPage } from "../server/services/responses/export/page";

/** Builds statements only: a Drizzle instance that never sends one. */
const builder = drizzle(async () => ({ rows: [] }), { schema }) as unknown as Database;

/**
 * The responses export's own statement for all of a callout's responses in one page, with
 * its values written in: what the engine's `COPY (…) TO STDOUT (FORMAT csv)` is timed on.
 */
export function responseExportQuery(calloutId: string, rows: number): string {
  const query = responseExportPage(builder, {
    where: eq(schema.calloutResponses.calloutId, calloutId),
    after: undefined,
    limit: rows,
  });
  return new PgDialect().sqlToQuery(query.getSQL().inlineParams()).sql;
}

/** How long an engine's COPY of a query's rows as CSV took, and its bytes. */
export interface CopyTiming {
  ms: number;
  bytes: number;
}

/** The export's time against the COPY's, marked when over `target` times. */
export function againstCopy(exportMs: number, copy: CopyTiming | undefined, target: number) {
  if (!copy) return "";
  const ratio = exportMs / copy.ms;
  const mark = ratio > target ? ` ✗ over ${target}×` : ` ✓ within ${target}×`;
  return `; COPY TO STDOUT (FORMAT csv) of the same rows: ${copy.ms.toFixed(0)} ms, ${(copy.bytes / 1024 / 1024).toFixed(1)} MB; ratio ${ratio.toFixed(2)}${mark}`;
}
