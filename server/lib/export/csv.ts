/** Values a spreadsheet would run as a formula: a CSV opened in one must show them as text. */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^[+-]?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/**
 * One CSV field (RFC 4180): quoted when it holds a quote, comma or line break. Text that a
 * spreadsheet would read as a formula (`=HYPERLINK(…)`, `@SUM`) gets a leading `'`, so an
 * answer can never run in the newsroom's spreadsheet; plain numbers such as -5 stay as they are.
 */
export function csvField(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && FORMULA_START.test(text) && !NUMBER.test(text)) {
    text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(values: readonly (string | number)[]): string {
  return `${values.map(csvField).join(",")}\r\n`;
}

/**
 * A CSV file as text, a batch of rows at a time: the header first, after a byte-order mark so
 * spreadsheets read it as UTF-8.
 */
export async function* csvStream(
  header: readonly string[],
  batches: AsyncIterable<(string | number)[][]>,
): AsyncGenerator<string> {
  yield `\ufeff${csvRow(header)}`;
  for await (const rows of batches) yield rows.map(csvRow).join("");
}

/** A CSV file whose lines (each with its CRLF) were written elsewhere: the header as above. */
export async function* csvLinesStream(
  header: readonly string[],
  lines: AsyncIterable<string>,
): AsyncGenerator<string> {
  yield `\ufeff${csvRow(header)}`;
  yield* lines;
}
