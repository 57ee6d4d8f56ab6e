import { deflateRawSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { DEFLATE_LEVEL, zipStream } from "./zip";

/** An entry's deflated data, found through the central directory (at its end record's offset). */
function entryData(zip: Buffer, name: string): Buffer {
  const directory = zip.readUInt32LE(zip.length - 22 + 16);
  const compressed = zip.readUInt32LE(directory + 20);
  const start = zip.readUInt32LE(directory + 42) + 30 + Buffer.byteLength(name);
  return zip.subarray(start, start + compressed);
}

describe("zipStream", () => {
  it("deflates an entry at the fast level, whatever pieces its content comes in", async () => {
    // Rows of a sheet, varied enough that the levels' outputs differ.
    const rows = Array.from(
      { length: 3000 },
      (_, i) => `<row r="${i + 2}"><c r="A${i + 2}"><v>${(i * 7919) % 10007}</v></c></row>`,
    );
    const parts: Buffer[] = [];
    for await (const part of zipStream([{ name: "sheet.xml", content: rows }])) parts.push(part);
    const data = entryData(Buffer.concat(parts), "sheet.xml");
    const content = Buffer.from(rows.join(""));
    expect(data.equals(deflateRawSync(content, { level: DEFLATE_LEVEL }))).toBe(true);
    expect(data.equals(deflateRawSync(content))).toBe(false);
  });
});
