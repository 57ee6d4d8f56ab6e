/**
 * A file's text: UTF-8 when it is valid UTF-8, else Windows-1252, which is what spreadsheets
 * on Windows save as "CSV" in Western European languages (so "Müller" stays "Müller").
 */
export async function readText(file: Blob): Promise<string> {
  const bytes = await file.arrayBuffer();
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1252").decode(bytes);
  }
}
