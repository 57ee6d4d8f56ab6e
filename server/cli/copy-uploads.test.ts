import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createLocalStore, createS3Store } from "../services/uploads/stores";
import { startLocalS3, type LocalS3 } from "../test-support/s3";
import { copyUploads } from "./copy-uploads";
import { parseCliArgs } from "./create-admin";

let s3: LocalS3;
let dir: string;
beforeAll(async () => {
  s3 = await startLocalS3();
  dir = await mkdtemp(join(tmpdir(), "agora-copy-"));
});
afterAll(async () => {
  await s3.close();
  await rm(dir, { recursive: true, force: true });
});

describe("copy-uploads", () => {
  it("copies every upload to the bucket once, with its type, and skips them when run again", async () => {
    const from = createLocalStore(dir);
    await from.put("images/a.png", Buffer.from("png"), "image/png");
    await from.put("images/w300/a.png", Buffer.from("small"), "image/png");
    await from.put("documents/b.pdf", Buffer.from("%PDF-"), "application/pdf");
    const to = createS3Store({ bucket: s3.bucket, prefix: "site/", env: s3.env });

    const copied: string[] = [];
    expect(await copyUploads(from, to, (key) => copied.push(key))).toEqual({
      copied: 3,
      skipped: 0,
    });
    expect(copied.sort()).toEqual(["documents/b.pdf", "images/a.png", "images/w300/a.png"]);
    expect((await to.readAll("documents/b.pdf")).toString()).toBe("%PDF-");

    await from.put("images/c.png", Buffer.from("new"), "image/png");
    expect(await copyUploads(from, to)).toEqual({ copied: 1, skipped: 3 });
  });

  it("is a command of its own, without options", () => {
    expect(parseCliArgs(["copy-uploads"])).toEqual({ command: "copy-uploads" });
    expect(() => parseCliArgs(["copy-uploads", "--all"])).toThrow(/Unknown option "--all"/);
  });
});
