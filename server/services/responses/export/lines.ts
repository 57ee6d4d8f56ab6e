import type { I18n } from "@lingui/core";
import { sql, type SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { formatAnswer, type FormSchema, type InputComponent } from "@core/forms";
import type { Database } from "@server/db/connection";
import { readExportPage } from "@server/db/export-page-read";
import { csvRow } from "@server/lib/export/csv";
import { xlsxRow } from "@server/lib/export/xlsx";
import type { ExportPacer } from "@server/lib/export/pacer";
import type { CellWords } from "./cells-sql";
import { responseLinePage, type LineRow } from "./line-page";
import { exportTable } from "./rows";

/**
 * The words `exportAnswer` writes in English (the messages' source text without a catalog),
 * and the site's origin for file paths.
 */
export function cellWords(english: I18n | undefined, baseUrl: string): CellWords {
  const say = (type: InputComponent["type"], value: unknown) =>
    formatAnswer({ type, key: "x" } as InputComponent, value, english);
  return {
    yes: say("checkbox", true),
    no: say("checkbox", false),
    signed: say("signature", "x"),
    // `new URL(path, baseUrl).href` of a plain path is this and the path.
    origin: new URL("/", baseUrl).href.slice(0, -1),
  };
}

export interface ExportLines {
  header: string[];
  /** The file's rows after the header, a page at a time, in response number order. */
  lines(): AsyncGenerator<string>;
}

/**
 * The export's rows as the database writes them (line-page.ts), a CSV line or a sheet's
 * `<row>` each: the server reads one text a row. The few rows whose cells SQL cannot write
 * exactly as rows.ts does come back empty and are written by rows.ts, read again by number.
 * Paged as rows.ts pages: keyset by number, sized and timed by the export pacer.
 */
export function exportLines(options: {
  db: Database;
  form: FormSchema;
  where: SQL | undefined;
  hideContacts: boolean;
  english: I18n;
  baseUrl: string;
  pacer: ExportPacer;
  format: "csv" | "xlsx";
  batchSize?: number;
  /** Told of each batch read, and how many of its rows JS wrote (tests). */
  onBatch?: (rows: number, byJs: number) => void;
}): ExportLines {
  // rows.ts for the header and the rows SQL leaves to JS (its batches are not read).
  const table = exportTable({ ...options, onBatch: undefined });
  const words = cellWords(options.english, options.baseUrl);
  const write = (cells: (string | number)[], index: number) =>
    options.format === "csv" ? csvRow(cells) : xlsxRow(cells, index);
  return {
    header: table.header,
    async *lines() {
      /** Rows written so far (the sheet's rows are numbered). */
      let written = 0;
      // The statements' text built once (the first page's has no `after`), each page's
      // values filled in.
      const text = (resumes: boolean) =>
        new PgDialect().sqlToQuery(
          responseLinePage({
            ...options,
            words,
            after: resumes ? sql.placeholder("after") : undefined,
            limit: sql.placeholder("limit"),
            rowsBefore: sql.placeholder("rowsBefore"),
          }),
        );
      const [first, next] = [text(false), text(true)];
      const pages = options.pacer.pages<LineRow>(
        async (limit, last) => {
          const query = last === undefined ? first : next;
          const values = { after: last?.number, limit, rowsBefore: written };
          const result = await readExportPage(options.db, (tx) =>
            tx._.session.prepareQuery(query, undefined, undefined, false).execute(values),
          );
          return (result as { rows: LineRow[] }).rows;
        },
        options.batchSize === undefined ? {} : { limit: options.batchSize },
      );
      for await (const rows of pages) {
        const left = rows.filter((row) => row.line === null).map((row) => row.number);
        options.onBatch?.(rows.length, left.length);
        const byJs = new Map<number, (string | number)[]>();
        if (left.length > 0) {
          for (const row of await table.rowsOf(left)) byJs.set(row.number, row.cells);
        }
        // A response deleted since the page was read is left out (the sheet's row numbers may
        // then skip one, which spreadsheets accept).
        const text = rows
          .map((row, n) => {
            if (row.line !== null) return row.line;
            const cells = byJs.get(row.number);
            return cells ? write(cells, written + n + 1) : "";
          })
          .join("");
        written += rows.length;
        yield text;
      }
    },
  };
}
