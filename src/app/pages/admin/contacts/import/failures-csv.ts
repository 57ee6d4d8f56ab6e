import type { ImportRowError } from "@core/contacts/import";

const cell = (value: string) => {
  // A leading =, +, - or @ would run as a formula in a spreadsheet: the export guard's rule.
  const safe = /^[=+\-@]/.test(value) && Number.isNaN(Number(value)) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/**
 * The failed rows as a CSV file: the row as a spreadsheet numbers it (the header is row 1),
 * the column's header and why it failed.
 */
export function failuresCsv(
  errors: readonly ImportRowError[],
  header: readonly string[],
  columnOf: (field: string | undefined) => string,
  problemOf: (error: ImportRowError) => string,
): string {
  return [
    header,
    ...errors.map((error) => [String(error.row + 1), columnOf(error.field), problemOf(error)]),
  ]
    .map((row) => row.map(cell).join(","))
    .join("\r\n");
}
