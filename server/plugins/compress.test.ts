import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";
import { STREAMED_GZIP_LEVEL, compressAnswers, encodingSettled } from "./compress";

const database = testDatabasePerFile();

/** A JSON answer of about 2 KB, like a page of a list. */
const LARGE = { items: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Contact ${i}` })) };
const SMALL = { status: "ok" };
const CSV_ROWS = Array.from({ length: 200 }, (_, i) => `${i},answer ${i}\n`);

describe("compressing dynamic answers", () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    compressAnswers(app);
    app.get("/large", async () => LARGE);
    app.get("/small", async () => SMALL);
    app.get("/tagged", async (_request, reply) => reply.header("etag", '"v1"').send(LARGE));
    app.get("/csv", async (_request, reply) =>
      reply.type("text/csv").send(Readable.from(CSV_ROWS)),
    );
    app.get("/picture", async (_request, reply) =>
      reply.type("image/png").send(Buffer.alloc(4096)),
    );
    app.get("/settled", async (_request, reply) => {
      encodingSettled(reply);
      return LARGE;
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const get = (url: string, acceptEncoding?: string) =>
    app.inject({ url, headers: acceptEncoding ? { "accept-encoding": acceptEncoding } : {} });

  it("sends an answer over 1 KB in brotli when the client takes it", async () => {
    const response = await get("/large", "gzip, deflate, br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(JSON.stringify(LARGE).length / 2);
    expect(JSON.parse(brotliDecompressSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it("in gzip for a client without brotli", async () => {
    const response = await get("/large", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toEqual(LARGE);
  });

  it("as it is, saying it varies, for a client that takes neither", async () => {
    for (const header of [undefined, "identity", "br;q=0"]) {
      const response = await get("/large", header);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.json()).toEqual(LARGE);
    }
  });

  it("leaves answers up to 1 KB alone", async () => {
    const response = await get("/small", "br, gzip");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
    expect(response.json()).toEqual(SMALL);
  });

  it("gives each coding an entity tag of its own", async () => {
    const br = await get("/tagged", "br");
    const gzip = await get("/tagged", "gzip");
    const plain = await get("/tagged");
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
  });

  it("compresses a stream as it flows", async () => {
    const response = await get("/csv", "br");
    expect(response.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(CSV_ROWS.join(""));
  });

  it("compresses a stream at the faster level meant for long downloads", async () => {
    const response = await get("/csv", "gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    const body = Buffer.from(CSV_ROWS.join(""));
    // Deflate's output does not depend on how its input was split: the level decides it.
    expect(response.rawPayload.equals(gzipSync(body, { level: STREAMED_GZIP_LEVEL }))).toBe(true);
    expect(response.rawPayload.equals(gzipSync(body))).toBe(false);
  });

  it("leaves pictures, and bodies whose coding is settled, alone", async () => {
    expect((await get("/picture", "br")).headers["content-encoding"]).toBeUndefined();
    const settled = await get("/settled", "br");
    expect(settled.headers["content-encoding"]).toBeUndefined();
    expect(settled.json()).toEqual(LARGE);
  });
});

describe("compression in the app", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp({ database: database() });
    // Settings with enough footer links to make their answer about 2 KB.
    const footerLinks = Array.from({ length: 30 }, (_, i) => ({
      url: `https://example.org/page-${i}`,
      text: `Page ${i}`,
    }));
    await app.services.content.update("general", { footerLinks });
  });
  afterAll(() => app.close());

  it("compresses API answers over 1 KB and not smaller ones", async () => {
    const health = await app.inject({
      url: "/api/1.0/health",
      headers: { "accept-encoding": "br" },
    });
    expect(health.statusCode).toBe(200);
    expect(health.rawPayload.length).toBeLessThanOrEqual(1024);
    expect(health.headers["content-encoding"]).toBeUndefined();

    const large = await app.inject({
      url: "/api/1.0/content/general",
      headers: { "accept-encoding": "gzip, br" },
    });
    expect(large.statusCode).toBe(200);
    expect(large.headers["content-encoding"]).toBe("br");
    expect(large.headers.vary).toContain("Accept-Encoding");
    expect(large.headers["cache-control"]).toBe("no-store");
    expect(brotliDecompressSync(large.rawPayload).length).toBeGreaterThan(1024);
  });
});
