import { brotliDecompressSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import type { CreateCallout } from "@core/callouts";
import { calloutBody, DATES } from "../test-support/callouts";
import { serveBuiltFiles } from "../test-support/built-files";
import {
  createTestDatabase,
  testDatabasePerFile,
  type TestDatabase,
} from "../test-support/database";

const database = testDatabasePerFile();

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Agora</title>` +
  `<script type="module" src="/assets/main-1a2b.js"></script></head><body>${body}</body></html>`;

const FILES = {
  "dist/app/index.html": page('<div id="app"></div>'),
  "dist/embed/callout.html": page('<div id="frame" data-frame="callout"></div>'),
  "dist/embed/join.html": page('<div id="frame" data-frame="join"></div>'),
  "public/demo/logo.svg": "<svg xmlns='http://www.w3.org/2000/svg'/>",
};

const HTML = { accept: "text/html,application/xhtml+xml,*/*;q=0.8" };
const BASE = "https://news.example";

/** A callout open since yesterday with this slug; `texts` go into its default variant. */
function callout(
  slug: string,
  texts: Partial<CreateCallout["variants"]["default"]>,
  overrides: Partial<CreateCallout> = {},
): CreateCallout {
  const body = calloutBody({ slug, ...overrides });
  body.variants.default = { ...body.variants.default!, ...texts };
  return body;
}

/** The title, the share tags (as sent, still escaped) and the icon link of a page. */
function headOf(html: string) {
  const tags: Record<string, string> = {};
  for (const [, name, content] of html.matchAll(
    /<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g,
  )) {
    tags[name!] = content!;
  }
  return {
    title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    tags,
    icon: /<link rel="icon"[^>]*>/.exec(html)?.[0],
  };
}

describe("server-rendered pages", () => {
  const served = serveBuiltFiles(database, FILES, { baseUrl: BASE });
  const get = (url: string, headers: Record<string, string> = HTML) =>
    served().inject({ url, headers });

  beforeAll(async () => {
    const { content, callouts } = served().services;
    await content.update("general", {
      organisationName: "Harbour News",
      logoUrl: "/demo/logo.svg",
    });
    await content.update("share", {
      title: "Harbour News: local stories",
      description: "Independent reporting from the harbour",
      image: "/demo/share.png",
      twitterHandle: "harbournews",
    });
    await callouts.create(
      callout(
        "water-quality",
        {
          title: "Water quality",
          excerpt: "Tell us how your tap water tastes",
          shareTitle: "Is your water safe?",
          shareDescription: "Tell us what comes out of your tap",
        },
        { image: "/uploads/water.jpg" },
      ),
    );
    await callouts.create(callout("plain", { title: "Plain callout", excerpt: "Just ask" }));
    await callouts.create(callout("nasty", { title: `Rock "n" <roll> & 'more'` }));
    await callouts.create(callout("draft", { title: "Secret plans" }, DATES.draft));
    await callouts.create(callout("hidden", { title: "Quiet one" }, { hidden: true }));
  });

  const WATER_TAGS = {
    "og:title": "Is your water safe?",
    "og:description": "Tell us what comes out of your tap",
    "og:image": `${BASE}/uploads/water.jpg`,
    "og:type": "website",
    "og:site_name": "Harbour News",
    "twitter:card": "summary_large_image",
    "twitter:title": "Is your water safe?",
    "twitter:description": "Tell us what comes out of your tap",
    "twitter:image": `${BASE}/uploads/water.jpg`,
    "twitter:site": "@harbournews",
  };

  it.each(["", "/respond", "/thanks", "/gallery", "/map"])(
    "gives the callout page /callouts/water-quality%s the callout's title and share tags",
    async (subpage) => {
      const response = await get(`/callouts/water-quality${subpage}?lang=de`);
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
      const head = headOf(response.body);
      expect(head.title).toBe("Water quality – Harbour News");
      expect(head.tags).toEqual({
        ...WATER_TAGS,
        "og:url": `${BASE}/callouts/water-quality${subpage}`,
      });
      expect(response.body).toContain('<div id="app"></div>');
      // The build's title is replaced, everything else of the page kept.
      expect(response.body).not.toContain("<title>Agora</title>");
      expect(response.body).toContain('<script type="module" src="/assets/main-1a2b.js">');
    },
  );

  it.each(["", "/thanks"])(
    "gives the callout frame /embed/callouts/water-quality%s the callout's title and tags",
    async (subpage) => {
      const response = await get(`/embed/callouts/water-quality${subpage}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('data-frame="callout"');
      const head = headOf(response.body);
      expect(head.title).toBe("Water quality");
      expect(head.tags).toEqual({
        ...WATER_TAGS,
        "og:url": `${BASE}/embed/callouts/water-quality${subpage}`,
      });
      expect(response.headers["content-security-policy"]).toContain("frame-ancestors *");
    },
  );

  it("falls back to the callout's title and excerpt and the organisation's image", async () => {
    const head = headOf((await get("/callouts/plain")).body);
    expect(head.title).toBe("Plain callout – Harbour News");
    expect(head.tags).toMatchObject({
      "og:title": "Plain callout",
      "og:description": "Just ask",
      "og:image": `${BASE}/demo/share.png`,
      "twitter:title": "Plain callout",
    });
  });

  it.each([
    ["/", "dashboard"],
    ["/callouts", "dashboard"],
    ["/embed/join", "join frame"],
  ])("gives %s (%s) the organisation's title and share settings", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(200);
    const head = headOf(response.body);
    expect(head.title).toBe("Harbour News");
    expect(head.tags).toEqual({
      "og:title": "Harbour News: local stories",
      "og:description": "Independent reporting from the harbour",
      "og:image": `${BASE}/demo/share.png`,
      "og:url": `${BASE}${url}`,
      "og:type": "website",
      "og:site_name": "Harbour News",
      "twitter:card": "summary_large_image",
      "twitter:title": "Harbour News: local stories",
      "twitter:description": "Independent reporting from the harbour",
      "twitter:image": `${BASE}/demo/share.png`,
      "twitter:site": "@harbournews",
    });
  });

  it("escapes the callout's texts in the title and every tag", async () => {
    const response = await get("/callouts/nasty");
    expect(response.statusCode).toBe(200);
    const escaped = "Rock &quot;n&quot; &lt;roll&gt; &amp; &#39;more&#39;";
    const head = headOf(response.body);
    expect(head.title).toBe(`${escaped} – Harbour News`);
    expect(head.tags["og:title"]).toBe(escaped);
    expect(head.tags["twitter:title"]).toBe(escaped);
    expect(response.body).not.toContain("<roll>");
    expect(response.body).not.toContain(`"n"`);
  });

  it("keeps a hidden callout's texts out of the head of its page, which still opens", async () => {
    const response = await get("/callouts/hidden");
    expect(response.statusCode).toBe(200);
    expect(headOf(response.body).title).toBe("Harbour News");
    expect(response.body).not.toContain("Quiet one");
  });

  it.each([
    "/no-such-page",
    "/no/such/page",
    "/login",
    "/callouts/no-such-callout",
    "/callouts/no-such-callout/thanks",
    "/callouts/water-quality/other",
    "/callouts/draft",
  ])("answers %s with 404 and the dashboard, without a callout's texts", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).toContain('<div id="app"></div>');
    expect(headOf(response.body).title).toBe("Harbour News");
    expect(response.body).not.toContain("Secret plans");
  });

  it.each([
    "/embed/callouts/no-such-callout",
    "/embed/callouts/draft",
    "/embed/callouts/water-quality/other",
  ])("answers the frame %s with 404 and the callout frame", async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain('data-frame="callout"');
    expect(response.body).not.toContain("Secret plans");
  });

  it.each([
    "/callouts",
    "/callouts/",
    "/CALLOUTS",
    "/auth/login",
    "/auth/login?next=%2Fprofile",
    "/profile",
    "/profile/account",
    "/admin/settings/api-keys",
  ])("answers the page %s with 200", async (url) => {
    expect((await get(url)).statusCode).toBe(200);
  });

  it("answers HEAD of an unknown page with 404 and no body", async () => {
    const response = await served().inject({ method: "HEAD", url: "/no-such-page", headers: HTML });
    expect(response.statusCode).toBe(404);
    expect(response.body).toBe("");
  });

  it("compresses pages and revalidates them by their ETag, whatever their coding", async () => {
    const first = await get("/callouts/water-quality", { ...HTML, "accept-encoding": "br" });
    expect(first.headers["content-encoding"]).toBe("br");
    expect(first.headers.vary).toBe("Accept-Encoding");
    expect(brotliDecompressSync(first.rawPayload).toString()).toContain("Is your water safe?");
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+-br"$/);

    const again = await get("/callouts/water-quality", {
      ...HTML,
      "accept-encoding": "br",
      "if-none-match": etag,
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    expect(again.headers.vary).toBe("Accept-Encoding");

    const plain = await get("/callouts/water-quality");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toBe("Accept-Encoding");
    const other = await get("/callouts/plain", { ...HTML, "if-none-match": etag });
    expect(other.statusCode).toBe(200);
  });

  it("links the organisation's logo as the icon; /favicon.ico leads to it", async () => {
    const head = headOf((await get("/")).body);
    expect(head.icon).toBe('<link rel="icon" href="/demo/logo.svg" type="image/svg+xml" />');
    const ico = await get("/favicon.ico");
    expect(ico.statusCode).toBe(302);
    expect(ico.headers.location).toBe("/demo/logo.svg");
    expect(ico.body).not.toContain("<html");
  });

  it("links an icon of our own in the theme's colour when there is no logo", async () => {
    const { content } = served().services;
    await content.update("general", { logoUrl: "", theme: { colors: { primary: "#0a7f5c" } } });
    try {
      const head = headOf((await get("/callouts/water-quality")).body);
      expect(head.icon).toBe('<link rel="icon" href="/favicon.svg" type="image/svg+xml" />');
      const icon = await get("/favicon.svg", { accept: "image/*" });
      expect(icon.statusCode).toBe(200);
      expect(icon.headers["content-type"]).toMatch(/^image\/svg\+xml/);
      expect(icon.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(icon.body).toContain('fill="#0a7f5c"');
      const ico = await get("/favicon.ico");
      expect(ico.statusCode).toBe(302);
      expect(ico.headers.location).toBe("/favicon.svg");
    } finally {
      await content.update("general", { logoUrl: "/demo/logo.svg", theme: {} });
    }
  });
});

describe("pages while the database is down", () => {
  let down: TestDatabase | undefined;
  beforeAll(async () => {
    down = await createTestDatabase();
  });
  const served = serveBuiltFiles(() => down!.connection, FILES);

  it("still load, with the default head, so the app can wait for the backend", async () => {
    await down!.dispose();
    for (const url of ["/callouts", "/callouts/water-quality", "/embed/callouts/water-quality"]) {
      const response = await served().inject({ url, headers: HTML });
      expect(response.statusCode).toBe(200);
      expect(headOf(response.body).title).toBe("Agora");
    }
    expect((await served().inject({ url: "/no-such-page", headers: HTML })).statusCode).toBe(404);
  });
});
