import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPngOf } from "./public-logo";

const BASE_URL = "https://members.example.org";
let publicDir: string;

beforeAll(async () => {
  publicDir = await mkdtemp(join(tmpdir(), "agora-public-"));
  await mkdir(join(publicDir, "brand"));
  const png = await sharp({
    create: { width: 300, height: 80, channels: 4, background: "#0f4c5c" },
  })
    .png()
    .toBuffer();
  await writeFile(join(publicDir, "brand", "logo.png"), png);
  await writeFile(join(publicDir, "brand", "logo.svg"), "<svg/>");
  await writeFile(join(publicDir, "brand", "alone.svg"), "<svg/>");
});
afterAll(async () => {
  await rm(publicDir, { recursive: true, force: true });
});

describe("the PNG twin of a site's own SVG logo", () => {
  it("is the PNG beside it, at half its pixels", async () => {
    for (const url of ["/brand/logo.svg", `${BASE_URL}/brand/logo.svg`]) {
      expect(await publicPngOf(publicDir, BASE_URL, url)).toEqual({
        url: `${BASE_URL}/brand/logo.png`,
        width: 150,
        height: 40,
      });
    }
  });

  it("is none for an SVG without a twin, elsewhere, outside the folder, or no SVG", async () => {
    for (const url of [
      "/brand/alone.svg",
      "https://cdn.example/brand/logo.svg",
      "/brand/%2e%2e/%2e%2e/etc/logo.svg",
      "/brand/.hidden.svg",
      "/brand/logo.png",
      "",
    ]) {
      expect(await publicPngOf(publicDir, BASE_URL, url), url).toBeUndefined();
    }
  });

  it("exists for the demo newsroom's logo", async () => {
    expect(await publicPngOf("public", BASE_URL, "/demo/logo.svg")).toEqual({
      url: `${BASE_URL}/demo/logo.png`,
      width: 48,
      height: 48,
    });
  });
});
