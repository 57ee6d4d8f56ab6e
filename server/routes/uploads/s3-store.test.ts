import type { FastifyInstance } from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Upload } from "@core/uploads";
import { createS3Store } from "../../services/uploads/stores";
import { minimalPdf, multipartBody } from "../../test-support/uploads";
import { FAST_SECURITY, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { startLocalS3, type LocalS3 } from "../../test-support/s3";

const database = testDatabasePerFile();
const TEST_LIMITS = { guestsPerAddress: 1000, perContact: 1000, windowMs: 60 * 60 * 1000 };
let s3: LocalS3;
let app: FastifyInstance;
/** Another server of the same site: same bucket, its own process state. */
let other: FastifyInstance;

beforeAll(async () => {
  s3 = await startLocalS3();
  // As a server's environment would say it: the SDK's own variables.
  for (const [name, value] of Object.entries(s3.env)) vi.stubEnv(name, value);
  const config = { uploadsS3: { bucket: s3.bucket, prefix: "site/" } };
  const securityTuning = { ...FAST_SECURITY, uploadRateLimits: TEST_LIMITS };
  app = await buildTestApp({ database: database(), config, securityTuning });
  other = await buildTestApp({ database: database(), config, securityTuning });
});
afterAll(async () => {
  await app.close();
  await other.close();
  await s3.close();
  vi.unstubAllEnvs();
});

async function upload(kind: "images" | "documents", content: Buffer): Promise<Upload> {
  const { payload, headers } = multipartBody([{ name: "file", filename: "f", content }]);
  const response = await app.inject({ method: "POST", url: `/api/1.0/${kind}`, payload, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Upload>();
}

describe("uploads in an S3-compatible bucket (AGORA_UPLOADS_S3_URL)", () => {
  it("stores under the prefix, and every server of the site serves it", async () => {
    const pdf = minimalPdf();
    const body = await upload("documents", pdf);
    const keys: string[] = [];
    const bucket = createS3Store({ bucket: s3.bucket, prefix: "", env: s3.env });
    for await (const key of bucket.list()) keys.push(key);
    expect(keys).toContain(`site/documents/${body.id}`);

    const response = await other.inject({ url: body.url });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.rawPayload).toEqual(pdf);
    const part = await other.inject({ url: body.url, headers: { range: "bytes=1-3" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("PDF");
    const etag = response.headers.etag as string;
    const again = await app.inject({ url: body.url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
  });

  it("checks content before storing, and makes narrower copies in the bucket", async () => {
    const refused = multipartBody([{ name: "file", filename: "x.png", content: "not a picture" }]);
    const response = await app.inject({ method: "POST", url: "/api/1.0/images", ...refused });
    expect(response.statusCode).toBe(415);

    const png = await sharp({
      create: { width: 800, height: 400, channels: 3, background: "#123" },
    })
      .png()
      .toBuffer();
    const body = await upload("images", png);
    const small = await other.inject({ url: `${body.url}?w=300` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 300, height: 150 });
    expect((await app.inject({ url: `${body.url}?w=300` })).rawPayload).toEqual(small.rawPayload);
  });

  it("answers 404 for a name it never stored", async () => {
    const url = "/api/1.0/images/0b6e6a4e-4bb6-4c5a-9d53-0a7c6a1f8d5e.png";
    expect((await other.inject({ url })).statusCode).toBe(404);
  });
});
