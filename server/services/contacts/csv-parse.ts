/**
 * Rows of a CSV file (RFC 4180: quoted fields with doubled quotes, commas and line breaks
 * inside quotes; CRLF or LF). A byte-order mark is dropped, and blank lines are skipped.
 */
export function parseCsv(text: string): string[][] {
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
    else if (character === ",") {
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
