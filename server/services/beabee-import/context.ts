import type { Transaction } from "../../db/connection";
import type { IdMap } from "./ids";
import type { ImportReport } from "./report";
import type { BeabeeSource } from "./source";

/** What each part of the import works with: beabee's rows in, ours out, in one transaction. */
export interface ImportContext {
  source: BeabeeSource;
  tx: Transaction;
  ids: IdMap;
  report: ImportReport;
  /** Links to beabee's uploads as Agora serves them (`uploads.ts`); as they are otherwise. */
  rewrite: (text: string) => string;
  /** Rows read (and written) per page from beabee's tables (`PAGE_SIZE`; tests read small pages). */
  pageSize: number;
}

/** A value beabee's driver may answer as a Date or as text, as a Date (null stays null). */
export function toDate(value: Date | string | null | undefined): Date | null {
  if (value === null || value === undefined) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A jsonb value beabee's driver may answer parsed or as text. */
export function toJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

/** The first problem superstruct found, in a few words. */
export function problemOf(error: { path: (string | number)[]; message: string }): string {
  return error.path.length > 0 ? `${error.path.join(".")}: ${error.message}` : error.message;
}
