import { beforeAll, describe, expect, it } from "vitest";
import { calloutBody, DATES } from "../test-support/callouts";
import { createTestContact, signIn } from "../test-support/accounts";
import { serveBuiltFiles } from "../test-support/built-files";
import { testDatabasePerFile } from "../test-support/database";

const database = testDatabasePerFile();

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Agora</title></head>` +
  `<body>${body}</body></html>`;

const FILES = {
  "dist/app/index.html": page('<div id="app"></div>'),
  "dist/embed/callout.html": page('<div id="frame" data-frame="callout"></div>'),
  "dist/embed/join.html": page('<div id="frame" data-frame="join"></div>'),
};

const HTML = { accept: "text/html" };

describe("the staff's preview of a callout readers cannot open yet", () => {
  const served = serveBuiltFiles(database, FILES);
  const cookies: Record<"admin" | "reviewer" | "otherReviewer" | "member", string> = {
    admin: "",
    reviewer: "",
    otherReviewer: "",
    member: "",
  };

  beforeAll(async () => {
    const app = served();
    const { callouts, reviewers } = app.services;
    const draft = await callouts.create(
      calloutBody({
        slug: "secret-plans",
        ...DATES.draft,
        variants: { default: { title: "Secret plans", excerpt: "Not yet" } },
      }),
    );
    const scheduled = await callouts.create(
      calloutBody({ slug: "coming-soon", ...DATES.scheduled }),
    );
    await callouts.create(calloutBody({ slug: "open-now" }));
    const admin = await createTestContact(database(), { roles: ["admin"] });
    const reviewer = await createTestContact(database(), { roles: ["member"] });
    const otherReviewer = await createTestContact(database(), { roles: ["member"] });
    const member = await createTestContact(database(), { roles: ["member"] });
    await reviewers.add(draft.id, reviewer.id);
    await reviewers.add(scheduled.id, otherReviewer.id);
    cookies.admin = await signIn(app, admin);
    cookies.reviewer = await signIn(app, reviewer);
    cookies.otherReviewer = await signIn(app, otherReviewer);
    cookies.member = await signIn(app, member);
  });

  const get = (url: string, cookie?: string) =>
    served().inject({ url, headers: { ...HTML, ...(cookie ? { cookie } : {}) } });

  it("opens for admins and the callout's reviewers, kept out of caches and search engines", async () => {
    for (const who of ["admin", "reviewer"] as const) {
      const response = await get("/callouts/secret-plans?preview", cookies[who]);
      expect(response.statusCode, who).toBe(200);
      expect(response.body).toContain('<div id="app">');
      expect(response.body).toContain('<meta name="robots" content="noindex" />');
      expect(response.headers["cache-control"]).toBe("private, no-cache");
      expect(response.headers.vary).toContain("Cookie");
    }
    expect((await get("/callouts/coming-soon?preview", cookies.admin)).statusCode).toBe(200);
  });

  it("keeps the draft's texts out of its head", async () => {
    const { body } = await get("/callouts/secret-plans?preview", cookies.admin);
    expect(body).not.toContain("Secret plans");
    expect(body).not.toContain("Not yet");
  });

  it("is a 404 for everyone else, and without ?preview", async () => {
    const refused: [string, string | undefined][] = [
      ["/callouts/secret-plans?preview", undefined],
      ["/callouts/secret-plans?preview", cookies.member],
      ["/callouts/secret-plans?preview", cookies.otherReviewer],
      ["/callouts/secret-plans", cookies.admin],
      ["/callouts/no-such-callout?preview", cookies.admin],
      ["/embed/callouts/secret-plans?preview", cookies.admin],
    ];
    for (const [url, cookie] of refused) {
      const response = await get(url, cookie);
      expect(response.statusCode, `${url} ${cookie ? "signed in" : "as a guest"}`).toBe(404);
      expect(response.body).not.toContain("noindex");
    }
  });

  it("changes nothing for a published callout's page", async () => {
    const response = await get("/callouts/open-now?preview");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-cache");
    expect(response.body).not.toContain("noindex");
  });
});
