import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLocalS3, type LocalS3 } from "@server/test-support/s3";
import { parseS3Url } from "@server/config-uploads";
import { createLocalStore, createS3Store, type UploadStore } from ".";

async function text(stream: Readable): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks).toString();
}

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(join(tmpdir(), "agora-store-"));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

/** Each store under a prefix of its own per test, so tests never see each other's keys. */
let run = 0;
const stores: [string, () => UploadStore][] = [
  ["a local directory", () => createLocalStore(join(dir, `run${++run}`))],
  [
    "an S3-compatible bucket",
    () => createS3Store({ bucket: s3.bucket, prefix: `run${++run}/`, env: s3.env }),
  ],
];

describe.each(stores)("the upload store in %s", (_name, make) => {
  it("keeps what it is given, with its size and an ETag that changes with the bytes", async () => {
    const store = make();
    await store.put("images/a.png", Buffer.from("first"), "image/png");
    const first = await store.stat("images/a.png");
    expect(first).toMatchObject({ size: 5, etag: expect.stringMatching(/^".+"$/) });
    expect(await text(await store.read("images/a.png"))).toBe("first");
    expect((await store.readAll("images/a.png")).toString()).toBe("first");

    await store.put("images/a.png", Buffer.from("second!"), "image/png");
    const second = await store.stat("images/a.png");
    expect(second?.size).toBe(7);
    expect(second?.etag).not.toBe(first?.etag);
  });

  it("reads one byte range", async () => {
    const store = make();
    await store.put("documents/b.pdf", Buffer.from("0123456789"), "application/pdf");
    expect(await text(await store.read("documents/b.pdf", { start: 2, end: 5 }))).toBe("2345");
    expect(await text(await store.read("documents/b.pdf", { start: 9, end: 9 }))).toBe("9");
  });

  it("knows nothing of a key never stored", async () => {
    const store = make();
    expect(await store.stat("images/none.png")).toBeUndefined();
  });

  it("lists every key, nested ones too", async () => {
    const store = make();
    await store.put("images/c.png", Buffer.from("c"), "image/png");
    await store.put("images/w300/c.png", Buffer.from("small"), "image/png");
    await store.put("documents/d.pdf", Buffer.from("d"), "application/pdf");
    const keys: string[] = [];
    for await (const key of store.list()) keys.push(key);
    expect(keys.sort()).toEqual(["documents/d.pdf", "images/c.png", "images/w300/c.png"]);
  });

  it("streams a file larger than one part of a multipart upload in and out", async () => {
    const store = make();
    // 6 MB: over the 5 MB part size, so the S3 store sends it in parts.
    const bytes = Buffer.alloc(6 * 1024 * 1024, "x");
    bytes.write("end", bytes.length - 3);
    await store.put("documents/big.pdf", bytes, "application/pdf");
    expect((await store.stat("documents/big.pdf"))?.size).toBe(bytes.length);
    const tail = await store.read("documents/big.pdf", {
      start: bytes.length - 3,
      end: bytes.length - 1,
    });
    expect(await text(tail)).toBe("end");
  });
});

describe("the local store", () => {
  it("leaves no temporary file behind", async () => {
    const root = join(dir, "temporary");
    const store = createLocalStore(root);
    await store.put("images/e.png", Buffer.from("e"), "image/png");
    expect(await readdir(join(root, "images"))).toEqual(["e.png"]);
  });
});

describe("parseS3Url", () => {
  it("reads the bucket and prefix of s3:// addresses", () => {
    expect(parseS3Url("s3://agora-uploads")).toEqual({ bucket: "agora-uploads", prefix: "" });
    expect(parseS3Url("s3://agora-uploads/site/one/")).toEqual({
      bucket: "agora-uploads",
      prefix: "site/one/",
    });
  });

  it("refuses anything else", () => {
    for (const text of ["https://bucket/x", "s3://", "s3://UPPER", "s3://b/../x", "bucket"]) {
      expect(parseS3Url(text), text).toBeUndefined();
    }
  });
});
