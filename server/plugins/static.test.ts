import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../test-support/app";
import { testDatabasePerFile } from "../test-support/database";

const database = testDatabasePerFile();

/** A tiny stand-in for `npm run build`'s output, so these tests need no build. */
const FILES: Record<string, string> = {
  "dist/app/index.html": "<!doctype html><title>dashboard</title>",
  "dist/app/assets/index-4f9a1c.js": "console.log('dashboard')",
  "dist/app/favicon.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
  "dist/app/.env": "SECRET=1",
  "dist/embed/callout.html": "<!doctype html><title>callout frame</title>",
  "dist/embed/join.html": "<!doctype html><title>join frame</title>",
  "dist/embed/assets/callout-77aa.js": "console.log('frame')",
  "dist/loader/loader.js": "(()=>{})()",
  "public/demo/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'><title>logo</title></svg>",
  "public/demo/press kit.txt": "spaces in names work",
  "secret.txt": "outside every served folder",
};

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

describe("static files", () => {
  let root: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), "agora-static-"));
    for (const [path, text] of Object.entries(FILES)) {
      await mkdir(dirname(join(root, path)), { recursive: true });
      await writeFile(join(root, path), text);
    }
    app = await buildTestApp({
      database: database(),
      config: { distDir: join(root, "dist"), publicDir: join(root, "public") },
    });
  });
  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ url, headers });

  it.each(["/", "/profile", "/admin/callouts/view/abc/responses", "/callouts/water?x=1"])(
    "answers the page %s with the dashboard, never cached, framed only by this site",
    async (url) => {
      const response = await get(url, HTML);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(FILES["dist/app/index.html"]);
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
    const response = await get("/favicon.svg");
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
    expect(response.headers["cache-control"]).toBe("no-cache");
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
    expect(response.body).toBe(FILES["dist/app/index.html"]);
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/profile", headers: HTML });
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
