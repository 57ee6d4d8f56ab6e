import { zipStream, type ZipEntry } from "./zip";

// An XLSX workbook of one sheet, streamed: the sheet's XML is written a batch of rows at a
// time into a deflated zip entry. Text cells are inline strings, so there is no shared
// string table to hold in memory; the header row is bold.

const NS = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const REL_NS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const PKG_REL = "http://schemas.openxmlformats.org/package/2006/relationships";
const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
/** The most characters a cell holds in Excel. */
const CELL_MAX = 32_767;

const CONTENT_TYPES = `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/><Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/></Types>`;
const ROOT_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL_NS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`;
const WORKBOOK_RELS = `${XML}<Relationships xmlns="${PKG_REL}"><Relationship Id="rId1" Type="${REL_NS}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${REL_NS}/styles" Target="styles.xml"/></Relationships>`;
const STYLES = `${XML}<styleSheet xmlns="${NS}"><fonts count="2"><font><sz val="11"/><name val="Calibri"/></font><font><b/><sz val="11"/><name val="Calibri"/></font></fonts><fills count="2"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill></fills><borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders><cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="2"><xf numFmtId="0" fontId="0" fillId="0" borderId="0" xfId="0"/><xf numFmtId="0" fontId="1" fillId="0" borderId="0" xfId="0" applyFont="1"/></cellXfs></styleSheet>`;

/** Characters XML 1.0 cannot hold (controls other than tab and line breaks, lone surrogates). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Whether a text has anything `xmlText` would change: most cells have not. */
const NEEDS_ESCAPE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[&<>"\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff\ud800-\udfff]/;

export function xmlText(value: string): string {
  if (!NEEDS_ESCAPE.test(value)) return value;
  return value
    .replace(NOT_XML, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/** The letters of a column: 0 is A, 25 Z, 26 AA. */
export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  }
  return name;
}

function cell(value: string | number, ref: string, style: string): string {
  if (typeof value === "number" && Number.isFinite(value)) {
    return `<c r="${ref}"${style}><v>${value}</v></c>`;
  }
  const text = String(value);
  if (text === "") return "";
  const clipped = text.length > CELL_MAX ? text.slice(0, CELL_MAX) : text;
  return `<c r="${ref}"${style} t="inlineStr"><is><t xml:space="preserve">${xmlText(clipped)}</t></is></c>`;
}

/** The columns' letters, named once rather than for every cell. */
const columnNames: string[] = [];
function columnLetters(index: number): string {
  return (columnNames[index] ??= columnName(index));
}

/** A row of the sheet; `index` 0 is the header's. */
export function xlsxRow(values: readonly (string | number)[], index: number, bold = false): string {
  const number = index + 1;
  const style = bold ? ' s="1"' : "";
  let cells = "";
  for (let column = 0; column < values.length; column++) {
    cells += cell(values[column] as string | number, `${columnLetters(column)}${number}`, style);
  }
  return `<row r="${number}">${cells}</row>`;
}

async function* sheet(
  header: readonly string[],
  rows: AsyncIterable<string>,
): AsyncGenerator<string> {
  // The header stays in view while scrolling.
  yield `${XML}<worksheet xmlns="${NS}" xmlns:r="${REL_NS}"><sheetViews><sheetView workbookViewId="0"><pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/></sheetView></sheetViews><sheetData>${xlsxRow(header, 0, true)}`;
  yield* rows;
  yield "</sheetData></worksheet>";
}

async function* rowsXml(batches: AsyncIterable<(string | number)[][]>): AsyncGenerator<string> {
  let index = 1;
  for await (const rows of batches) {
    yield rows.map((values) => xlsxRow(values, index++)).join("");
  }
}

/** An XLSX file of one sheet named `sheetName`: the header row, then the rows as they come. */
export function xlsxStream(
  sheetName: string,
  header: readonly string[],
  batches: AsyncIterable<(string | number)[][]>,
): AsyncGenerator<Buffer> {
  return xlsxRowsStream(sheetName, header, rowsXml(batches));
}

/**
 * The same of rows already written as `<row>` XML (`xlsxRow`'s, numbered from 2 on), a
 * string of one or more at a time.
 */
export function xlsxRowsStream(
  sheetName: string,
  header: readonly string[],
  rows: AsyncIterable<string>,
): AsyncGenerator<Buffer> {
  // Sheet names: at most 31 characters, none of : \ / ? * [ ].
  const name = xmlText(
    sheetName
      .replace(/[:\\/?*[\]]/g, " ")
      .slice(0, 31)
      .trim() || "Responses",
  );
  const entries: ZipEntry[] = [
    { name: "[Content_Types].xml", content: [CONTENT_TYPES] },
    { name: "_rels/.rels", content: [ROOT_RELS] },
    {
      name: "xl/workbook.xml",
      content: [
        `${XML}<workbook xmlns="${NS}" xmlns:r="${REL_NS}"><sheets><sheet name="${name}" sheetId="1" r:id="rId1"/></sheets></workbook>`,
      ],
    },
    { name: "xl/_rels/workbook.xml.rels", content: [WORKBOOK_RELS] },
    { name: "xl/styles.xml", content: [STYLES] },
    { name: "xl/worksheets/sheet1.xml", content: sheet(header, rows) },
  ];
  return zipStream(entries);
}
