import { Readable } from "node:stream";
import { crc32, createDeflateRaw } from "node:zlib";

/** A file of a zip archive: its name and its content, produced as it is written. */
export interface ZipEntry {
  name: string;
  content: AsyncIterable<string | Buffer> | Iterable<string | Buffer>;
}

const UINT32_MAX = 0xffffffff;
/** Data descriptor after the data (sizes unknown up front), UTF-8 names. */
const FLAGS = 0x0808;
const DEFLATE = 8;
const VERSION = 20;
/**
 * A fast level: an export's sheet is tens of megabytes of repetitive XML. On the bench's 70 MB
 * sheet of 100,000 responses, level 3 took 149 ms against the default level's 348 for 11 % more
 * bytes (5.5 MB against 5.0); level 1 saved 50 ms more for 21 % more bytes.
 */
export const DEFLATE_LEVEL = 3;

/** The time and date of a zip header (MS-DOS format, local fields as UTC). */
function dosTime(date: Date): { time: number; date: number } {
  return {
    time: (date.getUTCHours() << 11) | (date.getUTCMinutes() << 5) | (date.getUTCSeconds() >> 1),
    date:
      ((date.getUTCFullYear() - 1980) << 9) | ((date.getUTCMonth() + 1) << 5) | date.getUTCDate(),
  };
}

interface Written {
  name: Buffer;
  crc: number;
  compressed: number;
  size: number;
  offset: number;
}

function checkSize(value: number, what: string): number {
  // Zip64 is not written: an export this large would need it.
  if (value > UINT32_MAX) throw new Error(`The zip's ${what} is over 4 GB`);
  return value;
}

/**
 * A zip archive written as a stream, each entry deflated as its content arrives: memory stays
 * at a chunk or two however large the entries are. Sizes and checksums follow each entry's data
 * (bit 3), so nothing is read twice. For the XLSX export; no Zip64, so under 4 GB.
 */
export async function* zipStream(
  entries: Iterable<ZipEntry>,
  now = new Date(),
): AsyncGenerator<Buffer> {
  const written: Written[] = [];
  const stamp = dosTime(now);
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(VERSION, 4);
    header.writeUInt16LE(FLAGS, 6);
    header.writeUInt16LE(DEFLATE, 8);
    header.writeUInt16LE(stamp.time, 10);
    header.writeUInt16LE(stamp.date, 12);
    // CRC and sizes (14–25) stay 0: the data descriptor carries them.
    header.writeUInt16LE(name.length, 26);
    header.writeUInt16LE(0, 28);
    const start = offset;
    yield header;
    yield name;
    offset += header.length + name.length;

    let crc = 0;
    let size = 0;
    async function* measured() {
      for await (const chunk of entry.content) {
        const bytes = typeof chunk === "string" ? Buffer.from(chunk, "utf8") : chunk;
        crc = crc32(bytes, crc);
        size += bytes.length;
        yield bytes;
      }
    }
    const deflate = createDeflateRaw({ level: DEFLATE_LEVEL });
    const source = Readable.from(measured());
    source.on("error", (error) => deflate.destroy(error));
    source.pipe(deflate);
    let compressed = 0;
    try {
      for await (const chunk of deflate as AsyncIterable<Buffer>) {
        compressed += chunk.length;
        yield chunk;
      }
    } finally {
      // Stopped early (the download was cancelled): the content's source stops too.
      source.destroy();
    }
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(checkSize(compressed, "entry"), 8);
    descriptor.writeUInt32LE(checkSize(size, "entry"), 12);
    yield descriptor;
    offset += compressed + descriptor.length;
    written.push({ name, crc: crc >>> 0, compressed, size, offset: checkSize(start, "size") });
  }

  const directoryStart = offset;
  for (const file of written) {
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(VERSION, 4);
    record.writeUInt16LE(VERSION, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(DEFLATE, 10);
    record.writeUInt16LE(stamp.time, 12);
    record.writeUInt16LE(stamp.date, 14);
    record.writeUInt32LE(file.crc, 16);
    record.writeUInt32LE(file.compressed, 20);
    record.writeUInt32LE(file.size, 24);
    record.writeUInt16LE(file.name.length, 28);
    // Extra field, comment, disk number, attributes: none (30–41).
    record.writeUInt32LE(file.offset, 42);
    yield record;
    yield file.name;
    offset += record.length + file.name.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(written.length, 8);
  end.writeUInt16LE(written.length, 10);
  end.writeUInt32LE(checkSize(offset - directoryStart, "directory"), 12);
  end.writeUInt32LE(checkSize(directoryStart, "size"), 16);
  yield end;
}
