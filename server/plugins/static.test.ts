import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/app";
import { serveBuiltFiles } from "../test-support/built-files";
import { testDatabasePerFile } from "../test-support/database";
import { calloutBody } from "../test-support/callouts";

const database = testDatabasePerFile();

/** A page as the build writes it: scripts and styles in the head, over 1 KB in all. */
const builtPage = (body: string) =>
  [
    '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Agora</title>',
    ...Array.from({ length: 20 }, (_, n) => `<link rel="modulepreload" href="/assets/c${n}.js">`),
    `</head><body>${body}</body></html>`,
  ].join("\n");

/** A tiny stand-in for `npm run build`'s output, so these tests need no build. */
const FILES: Record<string, string> = {
  "dist/app/index.html": builtPage('<div id="app">dashboard</div>'),
  "dist/app/assets/index-4f9a1c.js": "console.log('dashboard')",
  "dist/app/robots.txt": "User-agent: *",
  "dist/app/.env": "SECRET=1",
  "dist/embed/callout.html": builtPage('<div id="frame">callout frame</div>'),
  "dist/embed/join.html": builtPage('<div id="frame">join frame</div>'),
  "dist/embed/assets/callout-77aa.js": "console.log('frame')",
  "dist/loader/loader.js": "(()=>{})()",
  "public/demo/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'><title>logo</title></svg>",
  "public/demo/press kit.txt": "spaces in names work",
  "secret.txt": "outside every served folder",
};

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** A frame chunk with the compressed copies the build writes beside it. */
const CHUNK = "dist/embed/assets/main-5e6f.js";
const CHUNK_TEXT = `export const questions = [${'"Where does the water stand?",'.repeat(50)}];`;
const COMPRESSED: Record<string, Buffer> = {
  [CHUNK]: Buffer.from(CHUNK_TEXT),
  [`${CHUNK}.br`]: brotliCompressSync(CHUNK_TEXT),
  [`${CHUNK}.gz`]: gzipSync(CHUNK_TEXT),
  // Where brotli came out no smaller, the build keeps only the gzip copy.
  "dist/app/assets/only-gzip-1b2c.css": Buffer.from(`body{color:red}${" ".repeat(200)}`),
  "dist/app/assets/only-gzip-1b2c.css.gz": gzipSync(`body{color:red}${" ".repeat(200)}`),
  "dist/loader/loader.js.br": brotliCompressSync(FILES["dist/loader/loader.js"]!),
  "dist/embed/assets/nunito-sans-latin-400-normal-9xYz.woff2": Buffer.from("wOF2 font bytes"),
};

const decoded = (response: { headers: Record<string, unknown>; rawPayload: Buffer }) => {
  const encoding = response.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(response.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(response.rawPayload).toString();
  return response.rawPayload.toString();
};

describe("static files", () => {
  const served = serveBuiltFiles(database, FILES);

  const get = (url: string, headers: Record<string, string> = {}) =>
    served().inject({ url, headers });

  beforeAll(async () => {
    await served().services.callouts.create(calloutBody({ slug: "water-quality" }));
  });

  it.each([
    "/",
    "/profile",
    "/auth/reset-password/abc",
    "/callouts?x=1",
    "/callouts/water-quality",
  ])(
    "answers the page %s with the dashboard, never cached, framed only by this site",
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<div id="app">dashboard</div>');
      expect(response.headers["content-type"]).toMatch(/^text\/html/);
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors 'self'");
    },
  );

  it("caches hashed assets for a year", async () => {
    const response = await get("/assets/index-4f9a1c.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/javascript/);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("revalidates unhashed files", async () => {
    const response = await get("/robots.txt");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.headers.etag).toBeDefined();
  });

  it.each([
    ["a missing asset", "/assets/gone-123.js", HTML],
    ["a missing frame asset", "/embed/assets/gone-123.js", HTML],
    ["a missing file that is no page", "/missing.png", { accept: "image/*" }],
    ["a script fetch", "/profile", { accept: "*/*" }],
    ["an unknown API route", "/api/1.0/nothing", HTML],
    ["a dotfile", "/.env", { accept: "*/*" }],
    ["a path out of the folder", "/%2e%2e/secret.txt", { accept: "*/*" }],
    ["an unknown frame", "/embed/other", HTML],
  ])("answers %s with 404, not a page", async (_case, url, headers) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("dashboard");
    expect(response.body).not.toContain("SECRET");
    expect(response.body).not.toContain("outside");
    expect(response.json()).toMatchObject({ httpCode: 404, name: "NotFoundError" });
  });

  it("never sends a dotfile, even to a page request", async () => {
    const response = await get("/.env", HTML);
    expect(response.body).not.toContain("SECRET");
  });

  it.each([
    ["/embed/callouts/water-quality", "callout"],
    ["/embed/callouts/water-quality/thanks", "callout"],
    ["/embed/join", "join"],
    ["/embed/join/complete", "join"],
  ])("answers the frame page %s with the %s frame, frameable by any site", async (url, frame) => {
    const response = await get(url, HTML);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(`${frame} frame`);
    // It carries answers for this reader (who is signed in): kept by their browser only.
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(response.headers["content-security-policy"]).toContain("frame-ancestors *");
    expect(response.headers["x-frame-options"]).toBeUndefined();
  });

  it("caches frame assets for a year", async () => {
    const response = await get("/embed/assets/callout-77aa.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves the loader to any site for five minutes", async () => {
    const response = await get("/loader.js");
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(FILES["dist/loader/loader.js"]);
    expect(response.headers["access-control-allow-origin"]).toBe("*");
    expect(response.headers["cache-control"]).toBe("public, max-age=300");
  });

  it("serves public/ too", async () => {
    const response = await get("/demo/logo.svg");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\/svg\+xml/);
    expect((await get("/demo/press%20kit.txt")).body).toBe("spaces in names work");
  });

  it("answers / with the dashboard whatever the client accepts", async () => {
    const response = await get("/", { accept: "*/*" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="app">dashboard</div>');
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await served().inject({ method: "HEAD", url: "/profile", headers: HTML });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
  });

  it("sends the security headers on files and API answers", async () => {
    for (const url of ["/", "/embed/join", "/loader.js", "/api/1.0/health"]) {
      const response = await get(url, HTML);
      expect(response.headers["x-content-type-options"]).toBe("nosniff");
      expect(response.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    }
    const api = await get("/api/1.0/health");
    expect(api.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

describe("compressed static files", () => {
  const served = serveBuiltFiles(database, { ...FILES, ...COMPRESSED });

  const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
    served().inject({
      url,
      headers: { ...headers, ...(acceptEncoding ? { "accept-encoding": acceptEncoding } : {}) },
    });
  const chunkUrl = "/embed/assets/main-5e6f.js";

  it("sends the brotli copy to a client that takes brotli and gzip", async () => {
    const response = await get(chunkUrl, "gzip, deflate, br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.headers["content-type"]).toBe("application/javascript; charset=utf-8");
    expect(response.headers.vary).toBe("Accept-Encoding");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(Number(response.headers["content-length"])).toBe(response.rawPayload.length);
    expect(response.rawPayload.length).toBeLessThan(CHUNK_TEXT.length);
    expect(decoded(response)).toBe(CHUNK_TEXT);
  });

  it.each(["gzip", "br;q=0, gzip", "br;q=0.5, gzip;q=0.9"])(
    "sends the gzip copy for %j",
    async (acceptEncoding) => {
      const response = await get(chunkUrl, acceptEncoding);
      expect(response.headers["content-encoding"]).toBe("gzip");
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(decoded(response)).toBe(CHUNK_TEXT);
      // The same type as the file itself.
      expect(response.headers["content-type"]).toBe((await get(chunkUrl)).headers["content-type"]);
    },
  );

  it.each([undefined, "identity", "br;q=0", "deflate"])(
    "sends the file as it is for %j, still varying by Accept-Encoding",
    async (acceptEncoding) => {
      const response = await get(chunkUrl, acceptEncoding);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-encoding"]).toBeUndefined();
      expect(response.headers.vary).toBe("Accept-Encoding");
      expect(response.body).toBe(CHUNK_TEXT);
    },
  );

  it("falls back to the copy that exists", async () => {
    const response = await get("/assets/only-gzip-1b2c.css", "br, gzip");
    expect(response.headers["content-encoding"]).toBe("gzip");
    expect(response.headers["content-type"]).toMatch(/^text\/css/);
    expect(decoded(response)).toContain("body{color:red}");
    // Without a built copy the file goes out as it is, not compressed on the fly.
    const uncopied = await get("/robots.txt", "br, gzip");
    expect(uncopied.headers["content-encoding"]).toBeUndefined();
    expect(uncopied.body).toBe(FILES["dist/app/robots.txt"]);
  });

  it("gives each coding its own ETag and answers 304 only to the matching one", async () => {
    const br = await get(chunkUrl, "br");
    const gzip = await get(chunkUrl, "gzip");
    const plain = await get(chunkUrl);
    const tags = [br, gzip, plain].map((response) => response.headers.etag as string);
    expect(new Set(tags).size).toBe(3);

    const revalidate = (acceptEncoding: string | undefined, etag: string) =>
      get(chunkUrl, acceptEncoding, { "if-none-match": etag });
    const notModified = await revalidate("br", tags[0]!);
    expect(notModified.statusCode).toBe(304);
    expect(notModified.body).toBe("");
    expect(notModified.headers.vary).toBe("Accept-Encoding");
    expect((await revalidate("gzip", tags[1]!)).statusCode).toBe(304);
    expect((await revalidate(undefined, tags[2]!)).statusCode).toBe(304);
    // A tag of another coding is a different body: sent in full.
    const other = await revalidate("gzip", tags[0]!);
    expect(other.statusCode).toBe(200);
    expect(decoded(other)).toBe(CHUNK_TEXT);
  });

  it("ignores a Range on a compressed copy and sends it whole", async () => {
    const response = await get(chunkUrl, "br", { range: "bytes=0-9" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-range"]).toBeUndefined();
    expect(decoded(response)).toBe(CHUNK_TEXT);
  });

  it("answers HEAD with the copy's headers and no body", async () => {
    const response = await served().inject({
      method: "HEAD",
      url: chunkUrl,
      headers: { "accept-encoding": "br" },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-encoding"]).toBe("br");
    expect(response.body).toBe("");
  });

  it("compresses the loader and the pages, with their own caching", async () => {
    const loader = await get("/loader.js", "gzip, br");
    expect(loader.headers["content-encoding"]).toBe("br");
    expect(loader.headers["cache-control"]).toBe("public, max-age=300");
    expect(loader.headers["access-control-allow-origin"]).toBe("*");
    expect(decoded(loader)).toBe(FILES["dist/loader/loader.js"]);

    const page = await get("/profile", "gzip, br", HTML);
    expect(page.headers["content-encoding"]).toBe("br");
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.headers["cache-control"]).toBe("no-cache");
    expect(page.headers.vary).toBe("Accept-Encoding");
    expect(decoded(page)).toContain('<div id="app">dashboard</div>');
  });

  it("caches fonts for a year and never compresses them again", async () => {
    const response = await get("/embed/assets/nunito-sans-latin-400-normal-9xYz.woff2", "br");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("font/woff2");
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers["content-encoding"]).toBeUndefined();
    expect(response.headers.vary).toBeUndefined();
  });
});

describe("static files before a build", () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    const nowhere = join(tmpdir(), "agora-no-such-build");
    app = await buildTestApp({
      database: database(),
      config: { distDir: join(nowhere, "dist"), publicDir: join(nowhere, "public") },
    });
  });
  afterAll(() => app.close());

  it.each([
    ["/", "Dashboard"],
    ["/embed/callouts/x", "Frames"],
    ["/loader.js", "Loader"],
  ])("answer %s with 404 and say: %s not built", async (url, what) => {
    const response = await app.inject({ url, headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      httpCode: 404,
      name: "NotFoundError",
      message: `${what} not built yet: run "npm run build" (or "npm start")`,
    });
  });

  it("still answers the API", async () => {
    expect((await app.inject({ url: "/api/1.0/health" })).statusCode).toBe(200);
    expect((await app.inject({ url: "/api/1.0/content/general" })).statusCode).toBe(200);
  });
});
