/** The separators spreadsheets write: commas, semicolons (where a comma is the decimal mark) and tabs. */
const SEPARATORS = [",", ";", "\t"] as const;

/**
 * Which separator the file uses: the one its header row holds most of, outside quotes; a
 * comma when it holds none (a file of one column). Excel saves "CSV" with semicolons in
 * German, Dutch and French.
 */
export function detectSeparator(text: string): string {
  const counts = new Map<string, number>();
  let quoted = false;
  for (const character of text) {
    if (character === '"') quoted = !quoted;
    else if (!quoted && (character === "\n" || character === "\r")) break;
    else if (!quoted && (SEPARATORS as readonly string[]).includes(character)) {
      counts.set(character, (counts.get(character) ?? 0) + 1);
    }
  }
  let best: string = ",";
  for (const separator of SEPARATORS) {
    if ((counts.get(separator) ?? 0) > (counts.get(best) ?? 0)) best = separator;
  }
  return best;
}

/**
 * Rows of a CSV file (RFC 4180: quoted fields with doubled quotes, separators and line breaks
 * inside quotes; CRLF or LF), separated by commas, semicolons or tabs as `detectSeparator`
 * finds. A byte-order mark is dropped, and blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
  const separator = detectSeparator(text);
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRow = () => {
    row.push(field);
    if (row.length > 1 || row[0] !== "") rows.push(row);
    row = [];
    field = "";
  };
  for (; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index++;
      } else quoted = false;
    } else if (character === '"' && field === "") quoted = true;
    else if (character === separator) {
      row.push(field);
      field = "";
    } else if (character === "\n") endRow();
    else if (character === "\r") {
      if (text[index + 1] === "\n") index++;
      endRow();
    } else field += character;
  }
  if (field !== "" || row.length > 0) endRow();
  return rows;
}
