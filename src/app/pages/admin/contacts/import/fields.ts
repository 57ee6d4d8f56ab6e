import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { IMPORT_FIELDS, type ImportField } from "@core/contacts/import";

/** What each contact field an import fills is called on the screen. */
export const FIELD_LABELS: Record<ImportField, MessageDescriptor> = {
  email: msg`Email`,
  firstname: msg`First name`,
  lastname: msg`Last name`,
  telephone: msg`Phone number`,
  newsletterStatus: msg`Newsletter status`,
  notes: msg`Notes`,
  tags: msg`Tags (comma-separated)`,
};

export const isImportField = (value: string): value is ImportField =>
  (IMPORT_FIELDS as readonly string[]).includes(value);

/** A column per field: null for a column left out. */
export type Mapping = (ImportField | null)[];

/** What the person chose before the check: the file, its mapping, and existing emails' fate. */
export interface ImportChoice {
  fileName: string;
  csv: string;
  columns: string[];
  mapping: Mapping;
  existing: "skip" | "update";
}
