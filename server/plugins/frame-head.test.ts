import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiRequestUrl } from "@core/api/first-requests";
import { readerCallout } from "@core/callouts/api";
import { currentUser } from "@core/contacts/api";
import { contentDocument, generalContent } from "@core/content/api";
import { PREFETCHED_ID, type Prefetched } from "@core/api/prefetched";
import type { PaymentSettings } from "../config-payments";
import { calloutBody } from "../test-support/callouts";
import { startStripeStandIn, type StripeStandIn } from "../test-support/stripe-stand-in";
import { stripeSettings } from "../test-support/stripe";
import { createTestContact, signIn } from "../test-support/accounts";
import { serveBuiltFiles } from "../test-support/built-files";
import { testDatabasePerFile } from "../test-support/database";

const database = testDatabasePerFile();

const page = `<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Agora</title><script type="module" src="/embed/assets/callout-1.js"></script></head><body><div id="frame"></div></body></html>`;

/** What Vite's manifest says of the callout frame's build, in brief. */
const MANIFEST = {
  "callout.html": { file: "assets/callout-1.js", imports: ["_frame-2.js"] },
  "_frame-2.js": { file: "assets/frame-2.js", imports: ["_checks-3.js"] },
  "_checks-3.js": { file: "assets/checks-3.js" },
  "../locales/en/shared.po": { file: "assets/shared-en.js" },
  "../locales/de/shared.po": { file: "assets/shared-de.js" },
  "../src/ui/theme/fonts/rubik-latin.css": { file: "assets/font-rubik-latin-4.css" },
  "../src/ui/theme/fonts/rubik-cyrillic.css": { file: "assets/font-rubik-cyrillic-5.css" },
};

const FILES = {
  "dist/app/index.html": page,
  "dist/embed/callout.html": page,
  "dist/embed/join.html": page,
  "dist/embed/.vite/callout.manifest.json": JSON.stringify(MANIFEST),
};

function prefetchedOf(html: string): Prefetched {
  const json = new RegExp(
    `<script type="application/json" id="${PREFETCHED_ID}">(.*?)</script>`,
  ).exec(html)?.[1];
  return JSON.parse(json ?? "null") as Prefetched;
}

const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}" href="([^"]+)" />`, "g"))].map(
    ([, href]) => href,
  );

describe("a callout frame's page", () => {
  const served = serveBuiltFiles(database, FILES);
  const frame = (url: string, cookie?: string) =>
    served().inject({ url, headers: { accept: "text/html", ...(cookie ? { cookie } : {}) } });

  beforeAll(async () => {
    const { content, callouts } = served().services;
    await content.update("general", {
      organisationName: "Harbour News",
      theme: { fonts: { body: "rubik", title: "rubik" } },
    });
    const body = calloutBody({ slug: "water", access: "anonymous" });
    body.variants.default = { ...body.variants.default!, title: "Water </script><b>" };
    await callouts.create(body);
  });

  it("brings the answers to the frame's first requests, as a guest gets them", async () => {
    const response = await frame("/embed/callouts/water");
    expect(response.statusCode).toBe(200);
    const answers = prefetchedOf(response.body);
    expect(Object.keys(answers).sort()).toEqual(
      [
        apiRequestUrl(generalContent()),
        apiRequestUrl(currentUser()),
        apiRequestUrl(readerCallout("water", "default")),
      ].sort(),
    );
    expect(answers[apiRequestUrl(generalContent())]).toMatchObject({
      status: 200,
      body: { organisationName: "Harbour News" },
    });
    expect(answers[apiRequestUrl(currentUser())]?.status).toBe(401);
    const callout = answers[apiRequestUrl(readerCallout("water", "default"))];
    expect(callout).toMatchObject({ status: 200, body: { title: "Water </script><b>" } });
    // The title cannot end the element early: `<` travels escaped.
    expect(response.body).not.toContain("Water </script>");
    expect(response.headers["cache-control"]).toBe("private, no-cache");
    expect(String(response.headers.vary)).toContain("Cookie");
  });

  it("answers who is signed in for a member", async () => {
    const member = await createTestContact(database());
    const cookie = await signIn(served(), member);
    const answers = prefetchedOf((await frame("/embed/callouts/water", cookie)).body);
    expect(answers[apiRequestUrl(currentUser())]).toMatchObject({
      status: 200,
      body: { id: member.id },
    });
  });

  it("preloads the first chunks and the reader's catalog, and links the theme's fonts", async () => {
    const english = (await frame("/embed/callouts/water")).body;
    expect(links(english, "modulepreload")).toEqual([
      "/embed/assets/frame-2.js",
      "/embed/assets/checks-3.js",
      "/embed/assets/shared-en.js",
    ]);
    expect(links(english, "stylesheet")).toEqual(["/embed/assets/font-rubik-latin-4.css"]);

    const russian = (await frame("/embed/callouts/water?lang=ru")).body;
    expect(links(russian, "stylesheet")).toEqual([
      "/embed/assets/font-rubik-latin-4.css",
      "/embed/assets/font-rubik-cyrillic-5.css",
    ]);
    const german = (await frame("/embed/callouts/water?lang=de")).body;
    expect(links(german, "modulepreload")).toContain("/embed/assets/shared-de.js");
    // No German texts: the default ones come too, as the frame asks for them next.
    expect(prefetchedOf(german)).toMatchObject({
      [apiRequestUrl(readerCallout("water", "de"))]: { status: 404 },
      [apiRequestUrl(readerCallout("water", "default"))]: { status: 200 },
    });
  });

  it("sets the theme's colours and fonts as CSS variables", async () => {
    await served().services.content.update("general", {
      theme: { fonts: { body: "rubik", title: "rubik" }, colors: { primary: "#008800" } },
    });
    const html = (await frame("/embed/callouts/water")).body;
    const style = /<style>:root\{([^<]*)\}<\/style>/.exec(html)?.[1] ?? "";
    const variables = Object.fromEntries(style.split(";").map((item) => item.split(":")));
    expect(variables).toMatchObject({
      "--c-primary": "0, 136, 0",
      "--ff-body": '"Rubik", sans-serif',
    });
    expect(variables["--c-on-primary"]).toMatch(/^(255, 255, 255|0, 0, 0)$/);
  });

  it("brings nothing for a callout that is not there", async () => {
    const response = await frame("/embed/callouts/nowhere");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain(PREFETCHED_ID);
    expect(response.body).toContain("<style>:root{--c-primary:");
  });
});

describe("the join frame's page with Stripe configured", () => {
  let standIn: StripeStandIn;
  const config: { payments: PaymentSettings } = { payments: {} };
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    config.payments = { stripe: stripeSettings(standIn) };
  });
  afterAll(async () => {
    await standIn.close();
  });
  const served = serveBuiltFiles(database, FILES, config);

  it("brings the publishable key and the theme, which Stripe's form needs", async () => {
    await served().services.content.update("general", {
      theme: { colors: { primary: "#008800" } },
    });
    const response = await served().inject({
      url: "/embed/join",
      headers: { accept: "text/html" },
    });
    expect(response.statusCode).toBe(200);
    const answers = prefetchedOf(response.body);
    expect(answers[apiRequestUrl(contentDocument("join"))]).toMatchObject({
      status: 200,
      body: { stripePublicKey: "pk_test_standin", stripeCountry: "gb" },
    });
    expect(answers[apiRequestUrl(contentDocument("payment"))]).toMatchObject({
      body: { stripePublicKey: "pk_test_standin" },
    });
    expect(answers[apiRequestUrl(generalContent())]).toMatchObject({
      body: { theme: { colors: { primary: "#008800" } } },
    });
    // The secret key stays on the server.
    expect(response.body).not.toContain("sk_test_standin");
  });
});
