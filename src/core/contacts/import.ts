import {
  array,
  enums,
  nullable,
  number,
  object,
  optional,
  size,
  string,
  type Infer,
} from "superstruct";
import { textSize } from "../validation";

/** The contact fields a CSV column can fill. */
export const IMPORT_FIELDS = [
  "email",
  "firstname",
  "lastname",
  "telephone",
  "newsletterStatus",
  "notes",
  "tags",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The largest file an import takes (about 50,000 rows of a few columns, and room). */
export const IMPORT_MAX_CHARACTERS = 20 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 100_000;

/**
 * `POST /contact-import/dry-run` and `POST /contact-import` (admins): a CSV file with a header
 * row, which field each column fills (null: left out), and what to do with an email that is
 * a contact already: `skip` it or `update` the mapped fields.
 */
export const ContactImport = object({
  csv: textSize(string(), 1, IMPORT_MAX_CHARACTERS),
  mapping: size(array(nullable(enums(IMPORT_FIELDS))), 1, 200),
  existing: enums(["skip", "update"]),
});
export type ContactImport = Infer<typeof ContactImport>;

/**
 * `POST /contact-import/preview` (admins): the file alone, to show its columns before they are
 * mapped. An empty file is let through here, so that it gets its own coded error.
 */
export const ImportPreviewBody = object({
  csv: textSize(string(), 0, IMPORT_MAX_CHARACTERS),
});
export type ImportPreviewBody = Infer<typeof ImportPreviewBody>;

/** A file's header row, its first data rows (at most `IMPORT_PREVIEW_ROWS`) and how many it has. */
export const ImportPreview = object({
  columns: array(string()),
  rows: array(array(string())),
  total: number(),
});
export type ImportPreview = Infer<typeof ImportPreview>;
export const IMPORT_PREVIEW_ROWS = 5;

/**
 * Why a row cannot be imported, as a code a client words in its own language:
 * - `required`: the field is empty (the email);
 * - `invalid-email`, `invalid-phone`: the value is not one;
 * - `duplicate-in-file`: an earlier row, `firstRow`, has the same email;
 * - `too-long`: more than `max` characters (for `tags`, one tag's name);
 * - `not-allowed`: not one of the values in `allowed` (the newsletter status);
 * - `not-stored`: the row was fine, but its batch could not be stored;
 * - `superadmin-only`: the row would update a superadmin, whom only superadmins may change.
 */
export const IMPORT_ROW_PROBLEMS = [
  "required",
  "invalid-email",
  "invalid-phone",
  "duplicate-in-file",
  "too-long",
  "not-allowed",
  "not-stored",
  "superadmin-only",
] as const;
export type ImportRowProblem = (typeof IMPORT_ROW_PROBLEMS)[number];

/**
 * One reason a row cannot be imported: `row` counts data rows from 1 (the header is row 0),
 * `field` is the contact field whose column holds the problem (none for `not-stored`).
 */
export const ImportRowError = object({
  row: number(),
  field: optional(enums(IMPORT_FIELDS)),
  code: enums(IMPORT_ROW_PROBLEMS),
  max: optional(number()),
  firstRow: optional(number()),
  allowed: optional(array(string())),
});
export type ImportRowError = Infer<typeof ImportRowError>;

/** What an import would do, before anything is written: every row that would fail, and why. */
export const ImportDryRun = object({
  rows: number(),
  create: number(),
  update: number(),
  skip: number(),
  errors: array(ImportRowError),
});
export type ImportDryRun = Infer<typeof ImportDryRun>;

/** What an import did. Rows that failed were left out; other rows of their batch were stored. */
export const ImportReport = object({
  created: number(),
  updated: number(),
  skipped: number(),
  failed: number(),
  /** The first failures (the dry run lists them all). */
  errors: array(ImportRowError),
});
export type ImportReport = Infer<typeof ImportReport>;

/** `GET /contact-import/:id`: how far an import got, and its report once done. */
export const ImportStatus = object({
  id: string(),
  state: enums(["queued", "running", "done", "failed"]),
  done: number(),
  total: number(),
  report: nullable(ImportReport),
});
export type ImportStatus = Infer<typeof ImportStatus>;
