import { describe, expect, it } from "vitest";
import { HttpError } from "@core/errors";
import { readUpload, type IncomingFile } from "./read";

/** A file that never ends, counting how many bytes were taken from it. */
function endless(chunkSize: number) {
  const counter = { taken: 0 };
  const file: IncomingFile = {
    async *[Symbol.asyncIterator]() {
      for (;;) {
        counter.taken += chunkSize;
        yield Buffer.alloc(chunkSize, 1);
      }
    },
  };
  return { file, counter };
}

async function* chunks(...parts: string[]) {
  for (const part of parts) yield Buffer.from(part);
}

describe("readUpload", () => {
  it("joins the chunks of a file under the limit", async () => {
    expect((await readUpload(chunks("ab", "cd"), 5)).toString()).toBe("abcd");
  });

  it("stops reading as soon as the file reaches the limit (at the limit is too large)", async () => {
    const { file, counter } = endless(1000);
    const error = await readUpload(file, 10_000).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ httpCode: 413, code: "LIMIT_FILE_SIZE" });
    expect(counter.taken).toBe(10_000);
    await expect(readUpload(chunks("abcde"), 5)).rejects.toMatchObject({ httpCode: 413 });
  });

  it("refuses a file the parser cut short at its limit, and an empty one", async () => {
    const cut = Object.assign(chunks("abc"), { truncated: true });
    await expect(readUpload(cut, 100)).rejects.toMatchObject({ httpCode: 413 });
    await expect(readUpload(chunks(), 100)).rejects.toMatchObject({
      httpCode: 400,
      code: "UPLOAD_ERROR",
    });
  });
});
