import { Readable } from "node:stream";
import type { Database } from "@server/db/connection";
import type { CalloutViewer } from "../../callouts";
import { englishI18n } from "@server/lib/english";
import type { ResponseSelector } from "../query";
import { countResponses } from "../record";
import { csvLinesStream } from "@server/lib/export/csv";
import { createExportPacer, type ExportPacer } from "@server/lib/export/pacer";
import { exportLines } from "./lines";
import { xlsxRowsStream } from "@server/lib/export/xlsx";

export const EXPORT_FORMATS = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
} as const;
export type ExportFormat = keyof typeof EXPORT_FORMATS;

export interface ExportFile {
  filename: string;
  contentType: string;
  /** How many responses the file holds (one row each, after the header). */
  total: number;
  body: Readable;
}

/**
 * `GET /callout/:id/responses.csv` and `.xlsx`: a callout's responses that match `rules`, for
 * its staff, streamed as they are read: the reply's backpressure pauses the reading, so
 * memory stays at a batch or two whatever the count.
 */
export function createExport(options: {
  db: Database;
  select: ResponseSelector;
  /** The site's address: file answers are exported with it. */
  baseUrl: string;
  /** Paces the pages with the server's other exports; tests may leave it out. */
  exportPacer?: ExportPacer;
  batchSize?: number;
  onBatch?: (rows: number) => void;
}) {
  const pacer = options.exportPacer ?? createExportPacer();
  const { db } = options;
  return async function exportResponses(
    viewer: CalloutViewer,
    callout: string,
    request: { rules?: string | undefined; format: ExportFormat },
  ): Promise<ExportFile> {
    const selection = await options.select(viewer, {
      callout,
      rules: request.rules,
      purpose: "triage",
    });
    const record = selection.callout;
    if (!record) throw new Error("An export is always of one callout");
    const [[counted], english] = await Promise.all([
      countResponses(db, selection.where),
      englishI18n(),
    ]);
    const total = counted?.value ?? 0;
    const table = exportLines({
      db,
      form: record.formSchema,
      where: selection.where,
      hideContacts: !viewer.isAdmin && record.hideContactFromReviewers,
      english,
      baseUrl: options.baseUrl,
      pacer,
      format: request.format,
      batchSize: options.batchSize,
      onBatch: options.onBatch,
    });
    const stamp = new Date()
      .toISOString()
      .replace(/\.\d+Z$/, "Z")
      .replace(/:/g, "-");
    const content =
      request.format === "csv"
        ? csvLinesStream(table.header, table.lines())
        : xlsxRowsStream(record.slug, table.header, table.lines());
    return {
      filename: `responses-${record.slug}_${stamp}.${request.format}`,
      contentType: EXPORT_FORMATS[request.format],
      total,
      // Bytes, not objects: the stream's buffer holds 64 KB before it stops reading.
      body: Readable.from(content, { objectMode: false, highWaterMark: 64 * 1024 }),
    };
  };
}
