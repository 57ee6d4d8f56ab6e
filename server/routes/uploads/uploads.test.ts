import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import sharp from "sharp";
import { validate } from "superstruct";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_UPLOAD_BYTES, Upload } from "@core/uploads";
import { FAST_SECURITY, MEMBER, buildTestApp } from "../../test-support/app";
import { testDatabasePerFile } from "../../test-support/database";
import { minimalPdf, multipartBody, type FormPart } from "../../test-support/uploads";

const database = testDatabasePerFile();
const BASE_URL = "https://members.example.org";
/** Generous: these tests upload many files from one address. */
const TEST_LIMITS = { guestsPerAddress: 1000, perContact: 1000, windowMs: 60 * 60 * 1000 };
let app: FastifyInstance;
let uploadsDir: string;
let lastAddress = 0;
/** A new client address per request, unless a test wants the same one. */
const freshAddress = () => `10.1.${Math.floor(++lastAddress / 250)}.${(lastAddress % 250) + 1}`;

beforeAll(async () => {
  uploadsDir = await mkdtemp(join(tmpdir(), "agora-uploads-"));
  app = await buildTestApp({
    database: database(),
    config: { uploadsDir, baseUrl: BASE_URL },
    securityTuning: { ...FAST_SECURITY, uploadRateLimits: TEST_LIMITS },
  });
});
afterAll(async () => {
  await app.close();
  await rm(uploadsDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

function post(
  target: FastifyInstance,
  kind: "images" | "documents",
  parts: FormPart[],
  remoteAddress = freshAddress(),
) {
  const { payload, headers } = multipartBody(parts);
  return target.inject({
    method: "POST",
    url: `/api/1.0/${kind}`,
    payload,
    headers,
    remoteAddress,
  });
}

const upload = (kind: "images" | "documents", content: Buffer, filename = "file", type = "") =>
  post(app, kind, [{ name: "file", filename, contentType: type || undefined, content }]);

function stored(response: LightMyRequestResponse): Upload {
  expect(response.statusCode, response.body).toBe(200);
  const [error, body] = validate(response.json(), Upload);
  expect(error).toBeUndefined();
  return body as Upload;
}

/** Every file under the uploads folder, temporary ones included. */
async function filesStored(): Promise<string[]> {
  const entries = await readdir(uploadsDir, { recursive: true, withFileTypes: true }).catch(
    () => [],
  );
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}

function expectRefused(response: LightMyRequestResponse, status: number, code: string) {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.json()).toMatchObject({ httpCode: status, code });
}

/** A 64×32 JPEG that a phone would make: EXIF with the camera, GPS position and rotation. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: "#c33" } })
    .jpeg()
    .withExif({
      IFD0: { Make: "AgoraCam", Model: "Snoop 3000" },
      IFD3: { GPSLatitudeRef: "N", GPSLatitude: "52/1 31/1 12/1", GPSLongitudeRef: "E" },
    })
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

describe("POST /images", () => {
  it("re-encodes a JPEG upright, without EXIF or GPS, under a random name", async () => {
    const original = await phonePhoto();
    const before = await sharp(original).metadata();
    expect(before.exif).toBeDefined();
    expect(before.orientation).toBe(6);

    const body = stored(
      await upload("images", original, "../../Holiday photo?.jpeg", "image/jpeg"),
    );
    expect(body.id).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(body.path).toBe(`images/${body.id}`);
    // A path on the site, never with a host: a change of domain breaks no stored picture.
    expect(body.url).toBe(`/api/1.0/images/${body.id}`);
    expect(body.filename).toBe("Holiday photo_.jpeg");

    const file = await readFile(join(uploadsDir, "images", body.id));
    const after = await sharp(file).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 32, height: 64 });
    expect(after.exif).toBeUndefined();
    expect(after.xmp).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(file.includes("AgoraCam")).toBe(false);
    expect(file.includes("Exif")).toBe(false);
    expect(body.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps PNGs as PNG and scales huge pictures down to 4000 pixels", async () => {
    const png = await sharp({
      create: { width: 5000, height: 100, channels: 4, background: "#00f8" },
    })
      .png()
      .toBuffer();
    const body = stored(await upload("images", png, "wide.png"));
    expect(body.id).toMatch(/\.png$/);
    const after = await sharp(join(uploadsDir, "images", body.id)).metadata();
    expect(after).toMatchObject({ format: "png", width: 4000, height: 80, hasAlpha: true });
  });

  it("keeps every frame of an animated GIF", async () => {
    const frame = (background: string) =>
      sharp({ create: { width: 10, height: 10, channels: 3, background } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame("#f00"), await frame("#00f")], {
      join: { animated: true },
    })
      .gif()
      .toBuffer();
    const body = stored(await upload("images", gif, "wave.gif"));
    const after = await sharp(join(uploadsDir, "images", body.id)).metadata();
    expect(after).toMatchObject({ format: "gif", pages: 2 });
  });

  it("turns TIFF into WebP for browsers", async () => {
    const tiff = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#0f0" } })
      .tiff()
      .toBuffer();
    const body = stored(await upload("images", tiff, "scan.tiff"));
    expect(body.id).toMatch(/\.webp$/);
  });

  it("stores an SVG with its script, handlers and outside links removed", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>' +
      '<image href="https://tracker.example/p.png"/><circle r="4" fill="red"/></svg>';
    const body = stored(await upload("images", Buffer.from(svg), "logo.svg", "image/svg+xml"));
    expect(body.id).toMatch(/\.svg$/);
    const file = await readFile(join(uploadsDir, "images", body.id), "utf8");
    expect(file).toContain('<circle r="4" fill="red"/>');
    expect(file).not.toMatch(/script|onload|alert|tracker/);
  });

  it.each([
    ["a raster content type", "logo.svg", "image/png"],
    ["a raster name", "logo.png", "image/svg+xml"],
  ])("refuses an SVG drawing sent under %s with 415, storing nothing", async (_how, name, type) => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>';
    const before = await filesStored();
    const response = await upload("images", Buffer.from(svg), name, type);
    expectRefused(response, 415, "UNSUPPORTED_FILE_TYPE");
    expect(await filesStored()).toEqual(before);
  });

  it("keeps a PNG copy of an SVG beside it, for emails, drawn sharp at twice their logo size", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="200" height="50" viewBox="0 0 200 50">' +
      '<rect width="200" height="50" fill="#0f4c5c"/><circle cx="25" cy="25" r="20" fill="#fff"/></svg>';
    const body = stored(await upload("images", Buffer.from(svg), "logo.svg", "image/svg+xml"));
    const pngId = body.id.replace(/\.svg$/, ".png");
    const served = await app.inject({ url: `/api/1.0/images/${pngId}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/png");
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: "png",
      width: 384,
      height: 96,
    });
    // The SVG stays what the site shows.
    expect((await app.inject({ url: `/api/1.0/images/${body.id}` })).headers["content-type"]).toBe(
      "image/svg+xml",
    );
    expect(await app.services.uploads.emailImage(body.url)).toEqual({
      url: `${BASE_URL}/api/1.0/images/${pngId}`,
      width: 192,
      height: 48,
    });
    // Set as the logo, it is the PNG that emails show.
    await app.services.content.update("general", { logoUrl: body.url });
    const email = await app.services.email.render("welcome", { email: "ada@example.org" });
    expect(email.html).toContain(
      `<img src="${BASE_URL}/api/1.0/images/${pngId}" alt="" width="192" height="48"`,
    );
    expect(email.html).not.toContain(".svg");
  });

  it("makes the PNG copy of an SVG stored before copies were made, once, when an email asks", async () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>';
    const body = stored(await upload("images", Buffer.from(svg), "logo.svg"));
    const pngId = body.id.replace(/\.svg$/, ".png");
    await rm(join(uploadsDir, "images", pngId));
    expect((await app.inject({ url: `/api/1.0/images/${pngId}` })).statusCode).toBe(404);
    const image = await app.services.uploads.emailImage(body.url);
    expect(image).toEqual({ url: `${BASE_URL}/api/1.0/images/${pngId}`, width: 48, height: 48 });
    expect((await app.inject({ url: `/api/1.0/images/${pngId}` })).statusCode).toBe(200);
  });

  it("gives emails a raster logo as it is, and no picture for an SVG it cannot copy", async () => {
    const { uploads } = app.services;
    expect(
      await uploads.emailImage(
        `${BASE_URL}/api/1.0/images/0b6e6a4e-4bb6-4c5a-9d53-0a7c6a1f8d5e.png`,
      ),
    ).toEqual({
      url: `${BASE_URL}/api/1.0/images/0b6e6a4e-4bb6-4c5a-9d53-0a7c6a1f8d5e.png`,
    });
    expect(await uploads.emailImage("https://cdn.example/logo.png")).toEqual({
      url: "https://cdn.example/logo.png",
    });
    expect(await uploads.emailImage("https://cdn.example/logo.svg")).toBeUndefined();
    expect(
      await uploads.emailImage(
        `${BASE_URL}/api/1.0/images/0b6e6a4e-4bb6-4c5a-9d53-0a7c6a1f8d5e.svg`,
      ),
    ).toBeUndefined();
    expect(await uploads.emailImage("")).toBeUndefined();
  });

  it.each([
    ["an executable named photo.jpg", Buffer.from("\x7fELF\x02\x01\x01\0" + "\0".repeat(56))],
    ["a text file", Buffer.from("Dear editor, here is my story.")],
    ["a PDF", minimalPdf()],
    ["an HTML page", Buffer.from("<html><script>alert(1)</script></html>")],
    ["JPEG 2000", Buffer.from("0000000c6a5020200d0a870a00000014", "hex")],
  ])("refuses %s with 415, storing nothing", async (_what, content) => {
    expectRefused(
      await upload("images", content, "photo.jpg", "image/jpeg"),
      415,
      "UNSUPPORTED_FILE_TYPE",
    );
    expect(await filesStored()).toEqual([]);
  });

  it("answers 400 for a picture that cannot be decoded", async () => {
    const noise = { type: "gaussian", mean: 128, sigma: 30 } as const;
    const photo = await sharp({
      create: { width: 200, height: 200, channels: 3, background: "#000", noise },
    })
      .jpeg()
      .toBuffer();
    const response = await upload("images", photo.subarray(0, photo.length / 2), "cut.jpg");
    expectRefused(response, 400, "UPLOAD_ERROR");
    expect(await filesStored()).toEqual([]);
  });
});

describe("POST /documents", () => {
  it("stores a PDF as it is, served as a download", async () => {
    const pdf = minimalPdf();
    const body = stored(await upload("documents", pdf, "Report 2024.pdf", "application/pdf"));
    expect(body).toMatchObject({ path: `documents/${body.id}`, filename: "Report 2024.pdf" });
    expect(await readFile(join(uploadsDir, "documents", body.id))).toEqual(pdf);

    const response = await app.inject({ url: `/api/1.0/${body.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload).toEqual(pdf);
    expect(response.headers).toMatchObject({
      "content-type": "application/pdf",
      "content-disposition": `attachment; filename="${body.id}"`,
      "x-content-type-options": "nosniff",
      "content-security-policy": expect.stringContaining("sandbox"),
    });
  });

  it.each([
    ["a PDF with JavaScript", minimalPdf({ catalog: "/OpenAction << /S /JavaScript /JS (1) >>" })],
    ["a text file named x.pdf", Buffer.from("This is not a PDF at all.\n")],
    ["a PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
  ])("refuses %s with 415, storing nothing", async (_what, content) => {
    const response = await upload("documents", content, "x.pdf", "application/pdf");
    expectRefused(response, 415, "UNSUPPORTED_FILE_TYPE");
    expect(response.json().message).toMatch(/^Unsupported file type/);
    expect(await filesStored()).toEqual([]);
  });
});

describe("upload size", () => {
  /** A PDF of exactly `size` bytes, padded with a comment. */
  const pdfOfSize = (size: number) => {
    const small = minimalPdf({ trailing: "%" });
    return minimalPdf({ trailing: `%${"x".repeat(size - small.length)}\n` }).subarray(0, size);
  };

  it("accepts a file just under 20 MB", { timeout: 60_000 }, async () => {
    const pdf = pdfOfSize(MAX_UPLOAD_BYTES - 1);
    expect(pdf.length).toBe(MAX_UPLOAD_BYTES - 1);
    const body = stored(await upload("documents", pdf, "big.pdf"));
    expect((await readFile(join(uploadsDir, "documents", body.id))).length).toBe(pdf.length);
  });

  it("refuses 20 MB and more with 413, storing nothing", { timeout: 60_000 }, async () => {
    for (const size of [MAX_UPLOAD_BYTES, MAX_UPLOAD_BYTES + 3 * 1024 * 1024]) {
      const response = await upload("documents", pdfOfSize(size), "huge.pdf");
      expectRefused(response, 413, "LIMIT_FILE_SIZE");
      expect(response.json()).toMatchObject({ name: "FileTooLargeError" });
      // The rest of the body is not read: the connection ends with the answer.
      expect(response.headers.connection).toBe("close");
      expect(response.json().message).toMatch(/^File too large/);
    }
    expect(await filesStored()).toEqual([]);
  });
});

describe("malformed uploads", () => {
  it("answers 400 without a file in the field `file`", async () => {
    expectRefused(await post(app, "images", []), 400, "UPLOAD_ERROR");
    const wrongField = [{ name: "photo", filename: "a.png", content: Buffer.from("x") }];
    expectRefused(await post(app, "images", wrongField), 400, "UPLOAD_ERROR");
    const onlyText = [{ name: "file", content: "just text" }];
    expectRefused(await post(app, "images", onlyText), 400, "UPLOAD_ERROR");
    const empty = [{ name: "file", filename: "a.png", content: Buffer.alloc(0) }];
    expectRefused(await post(app, "images", empty), 400, "UPLOAD_ERROR");
  });

  it("answers 400 naming the file name when it holds a NUL character", async () => {
    const response = await upload("images", Buffer.from("x"), "a\u0000.png");
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().errors).toEqual([
      {
        property: "file",
        children: [{ property: "filename", constraints: { isSafeText: expect.any(String) } }],
      },
    ]);
  });

  it("answers 400 to JSON and to broken multipart bodies", async () => {
    const json = await app.inject({ method: "POST", url: "/api/1.0/images", payload: {} });
    expectRefused(json, 400, "UPLOAD_ERROR");
    const broken = await app.inject({
      method: "POST",
      url: "/api/1.0/documents",
      payload: "--nothing here",
      headers: { "content-type": "multipart/form-data; boundary=abc" },
    });
    expectRefused(broken, 400, "UPLOAD_ERROR");
  });
});

describe("GET /images/:id", () => {
  it("serves the picture with its type, safe headers and a long cache", async () => {
    const body = stored(await upload("images", await phonePhoto(), "p.jpg"));
    const response = await app.inject({ url: `/api/1.0/${body.path}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      "content-type": "image/jpeg",
      "content-disposition": `inline; filename="${body.id}"`,
      "cache-control": "public, max-age=31536000, immutable",
      "x-content-type-options": "nosniff",
      "content-security-policy":
        "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'none'",
    });
    expect(response.rawPayload).toEqual(await readFile(join(uploadsDir, "images", body.id)));
  });

  it("revalidates by ETag (304) and serves one byte range (206), or 416 past the end", async () => {
    const body = stored(await upload("documents", minimalPdf(), "r.pdf"));
    const url = `/api/1.0/${body.path}`;
    const whole = await app.inject({ url });
    const etag = whole.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(whole.headers["accept-ranges"]).toBe("bytes");

    const again = await app.inject({ url, headers: { "if-none-match": etag } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const part = await app.inject({ url, headers: { range: "bytes=0-4" } });
    expect(part.statusCode).toBe(206);
    expect(part.headers["content-range"]).toBe(`bytes 0-4/${whole.rawPayload.length}`);
    expect(part.body).toBe("%PDF-");
    const tail = await app.inject({ url, headers: { range: "bytes=-6" } });
    expect(tail.rawPayload).toEqual(whole.rawPayload.subarray(-6));

    const past = await app.inject({ url, headers: { range: "bytes=999999-" } });
    expect(past.statusCode).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${whole.rawPayload.length}`);
    // A range in another unit, or several ranges: the whole file.
    expect((await app.inject({ url, headers: { range: "items=0-1" } })).statusCode).toBe(200);
    expect((await app.inject({ url, headers: { range: "bytes=0-1,4-5" } })).statusCode).toBe(200);
  });

  it("serves SVGs as SVG under the sandbox policy", async () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';
    const body = stored(await upload("images", Buffer.from(svg), "a.svg"));
    const response = await app.inject({ url: `/api/1.0/${body.path}?w=100` });
    expect(response.headers["content-type"]).toBe("image/svg+xml");
    expect(response.headers["content-security-policy"]).toContain("sandbox");
  });

  it("serves narrower copies for ?w=, rounded up to a served width and kept", async () => {
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 3, background: "#123" },
    })
      .png()
      .toBuffer();
    const body = stored(await upload("images", png, "w.png"));
    const small = await app.inject({ url: `/api/1.0/${body.path}?w=250` });
    expect(small.statusCode).toBe(200);
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 300, height: 150 });
    expect(await filesStored()).toEqual([body.id, body.id]);
    // Wider than the picture: the picture itself, never enlarged.
    const wide = await app.inject({ url: `/api/1.0/${body.path}?w=5000` });
    expect((await sharp(wide.rawPayload).metadata()).width).toBe(1000);
    expect((await app.inject({ url: `/api/1.0/${body.path}?w=big` })).statusCode).toBe(400);
  });

  it("answers 404 for names it never gave", async () => {
    for (const id of [
      "nope.jpg",
      "..%2F..%2Fetc%2Fpasswd",
      "00000000-0000-4000-8000-000000000000.jpg",
      "00000000-0000-4000-8000-000000000000.constructor",
    ]) {
      const response = await app.inject({ url: `/api/1.0/images/${id}` });
      expect(response.statusCode).toBe(404);
    }
    const body = stored(await upload("documents", minimalPdf(), "a.pdf"));
    expect((await app.inject({ url: `/api/1.0/images/${body.id}` })).statusCode).toBe(404);
  });
});

describe("rate limit", () => {
  const LIMITS = { guestsPerAddress: 2, perContact: 3, windowMs: 60 * 60 * 1000 };
  const junk = [{ name: "file", filename: "a.txt", content: "not a picture" }];

  it("counts guests per address across both endpoints, then answers 429", async () => {
    const limited = await buildTestApp({
      database: database(),
      config: { uploadsDir, baseUrl: BASE_URL },
      securityTuning: { ...FAST_SECURITY, uploadRateLimits: LIMITS },
    });
    try {
      const address = "192.0.2.7";
      expect((await post(limited, "images", junk, address)).statusCode).toBe(415);
      expect((await post(limited, "documents", junk, address)).statusCode).toBe(415);
      const refused = await post(limited, "images", junk, address);
      expectRefused(refused, 429, "TOO_MANY_REQUESTS");
      expect(refused.json().message).toMatch(/^Rate limit exceeded\. Try again in \d+ seconds\.$/);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(3500);
      expect((await post(limited, "images", junk, "192.0.2.8")).statusCode).toBe(415);
    } finally {
      await limited.close();
    }
  });

  it("counts signed-in contacts per contact, wherever they send from", async () => {
    const limited = await buildTestApp({
      database: database(),
      caller: MEMBER,
      config: { uploadsDir, baseUrl: BASE_URL },
      securityTuning: { ...FAST_SECURITY, uploadRateLimits: LIMITS },
    });
    try {
      for (let index = 0; index < 3; index++) {
        expect((await post(limited, "documents", junk)).statusCode).toBe(415);
      }
      expectRefused(await post(limited, "images", junk), 429, "TOO_MANY_REQUESTS");
    } finally {
      await limited.close();
    }
  });
});
