import type { Page } from "@playwright/test";
import { expect, responsesOf, test } from "./fixtures";

const TAP_WATER = "has-your-tap-water-changed";

/** The addresses of Leaflet's files the page (and its frames) asks for from now on. */
function leafletRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (/leaflet/i.test(request.url())) urls.push(request.url());
  });
  return urls;
}

test("a guest answers the branching callout in a frame on another site, by keyboard", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html>
    <html lang="en"><head><title>Our water</title></head><body>
      <h1>Our water</h1>
      <a href="${agora.url}/callouts/${TAP_WATER}" data-agora-embed>Tell us about your water</a>
      <p style="height: 2000px">The rest of the article.</p>
      <script>
        window.agoraMessages = [];
        document.addEventListener("agora:message", (event) => agoraMessages.push(event.detail));
      </script>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  const before = (await responsesOf(agora.url, TAP_WATER)).items.length;
  await page.goto(hostPage.url);
  const messages = () =>
    page.evaluate(() => (window as { agoraMessages?: unknown[] }).agoraMessages);

  const frame = page.frameLocator("iframe[data-agora-embed]");
  const question = frame.getByRole("radiogroup", {
    name: "Have you noticed a change in your tap water this year?",
  });
  await expect(question).toBeVisible();
  await expect.poll(messages).toContainEqual({ type: "loaded" });
  // The frame grew to its form, and loading it did not scroll the article.
  const iframe = page.locator("iframe[data-agora-embed]");
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBeGreaterThan(200);
  expect(await page.evaluate(() => scrollY)).toBe(0);

  // Nothing chosen yet: the message sits next to the question, and focus goes to it.
  await frame.getByRole("button", { name: "Continue" }).press("Enter");
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(frame.getByRole("alert")).toContainText("Please choose one of the options");
  await expect(frame.getByRole("radio", { name: "Yes", exact: true })).toBeFocused();

  // Arrow keys move through the options; "No" skips the details slide.
  await page.keyboard.press("ArrowDown");
  await expect(frame.getByRole("radio", { name: "No", exact: true })).toBeChecked();
  await expect(question).not.toHaveAttribute("aria-invalid", "true");
  await frame.getByRole("button", { name: "Continue" }).press("Enter");
  await expect(frame.getByRole("heading", { name: "About you" })).toBeVisible();
  await expect(frame.getByText("Step 2 of 2")).toBeVisible();
  await expect
    .poll(messages)
    .toContainEqual({ type: "page-changed", view: "form", slideId: "about-you" });

  await frame
    .getByRole("combobox", { name: "Which district do you live in?" })
    .selectOption("Northgate");
  await frame
    .getByRole("textbox", { name: "Anything else we should know?" })
    .pressSequentially("Smells of pool water.");
  await frame.getByRole("button", { name: "Send my report" }).press("Enter");
  // Guests say who they are on this callout; the form points at what is missing.
  const email = frame.getByRole("textbox", { name: "Email" });
  await expect(email).toHaveAttribute("aria-invalid", "true");
  await frame.getByRole("textbox", { name: "First name" }).fill("Jo");
  await frame.getByRole("textbox", { name: "Last name" }).fill("Reader");
  await email.fill("jo.frame@example.org");
  await frame.getByRole("button", { name: "Send my report" }).press("Enter");

  await expect(
    frame.getByText("We compare every report with the water company's test results."),
  ).toBeVisible();
  await expect.poll(messages).toContainEqual({ type: "submitted", callout: TAP_WATER });
  await expect.poll(messages).toContainEqual({ type: "page-changed", view: "thanks" });
  // A guest needs no cookie: none was set for the Agora site, so blocked third-party
  // cookies change nothing.
  expect(await page.context().cookies(agora.url)).toEqual([]);

  const { items } = await responsesOf(agora.url, TAP_WATER);
  expect(items).toHaveLength(before + 1);
  const latest = items.reduce((a, b) => (a.number > b.number ? a : b));
  expect(latest.answers).toEqual({
    noticed: { noticed: "no" },
    "about-you": { district: "northgate", anythingElse: "Smells of pool water." },
  });
});

test("the frame opens the map on demand, with only the public responses", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html><html lang="en"><title>Floods</title><body>
    <a href="${agora.url}/callouts/where-does-the-water-stand/map" data-agora-embed>Flood map</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  const leaflet = leafletRequests(page);
  await page.goto(hostPage.url);
  const map = page
    .frameLocator("iframe[data-agora-embed]")
    .getByRole("region", { name: "Map of responses" });
  await expect(map.getByRole("button", { name: "Knee-deep outside the bakery" })).toBeVisible();
  await expect(map.getByRole("button", { name: /Puddle, nothing serious/ })).toHaveCount(0);
  expect(leaflet.length).toBeGreaterThan(0);
});

test("a frame whose callout fails to load says so once, and shows the form after Try again", async ({
  page,
  agora,
  hostPage,
}) => {
  // The server sends the frame its callout with the page: here that answer is a failure, so
  // the frame's first read fails and "Try again" asks the server itself.
  await page.route(`**/embed/callouts/${TAP_WATER}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      /(<script type="application\/json" id="agora-prefetched">)(.*?)(<\/script>)/s,
      (_, open: string, json: string, close: string) => {
        const answers = JSON.parse(json) as Record<string, unknown>;
        for (const url of Object.keys(answers)) {
          if (url.includes("/callout/")) answers[url] = { status: 503, body: {} };
        }
        return open + JSON.stringify(answers).replace(/</g, "\\u003c") + close;
      },
    );
    const headers = response.headers();
    delete headers["content-encoding"];
    delete headers["content-length"];
    await route.fulfill({ status: response.status(), headers, body: html });
  });
  hostPage.setHtml(`<!doctype html><html lang="en"><title>Our water</title><body>
    <a href="${agora.url}/callouts/${TAP_WATER}" data-agora-embed>Tell us about your water</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  const alert = frame.getByRole("alert");
  await expect(alert).toHaveCount(1);
  await expect(alert).toContainText("This form can't load right now.");
  await expect(alert.getByRole("link", { name: "Open it in a new tab" })).toHaveAttribute(
    "href",
    `${agora.url}/callouts/${TAP_WATER}`,
  );
  await alert.getByRole("button", { name: "Try again" }).click();
  await expect(
    frame.getByRole("radiogroup", {
      name: "Have you noticed a change in your tap water this year?",
    }),
  ).toBeVisible();
  await expect(frame.getByRole("alert")).toHaveCount(0);
});

test("the form in a frame carries no map code, and speaks the callout's other language", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html><html lang="de"><title>Wohnen</title><body>
    <a href="${agora.url}/callouts/housing-costs?lang=de" data-agora-embed>Wohnkosten</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  const leaflet = leafletRequests(page);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  await expect(frame.getByText("Miete oder Kreditrate pro Monat")).toBeVisible();
  await expect(frame.locator("html")).toHaveAttribute("lang", "de");
  expect(leaflet).toEqual([]);
});

test("a members-only callout in a frame offers sign-in in a new tab", async ({
  page,
  agora,
  hostPage,
}) => {
  const reader = await agora.newContact();
  hostPage.setHtml(`<!doctype html><html lang="en"><title>Vote</title><body>
    <a href="${agora.url}/callouts/what-should-we-investigate-next" data-agora-embed>Vote</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  const question = { name: "Which investigation should we take on this year?" };
  await expect(frame.getByText("This callout is for members only.")).toBeVisible();
  await expect(frame.getByRole("radiogroup", question)).toHaveCount(0);

  const [tab] = await Promise.all([
    page.context().waitForEvent("page"),
    frame.getByRole("link", { name: "Sign in and answer (opens a new tab)" }).click(),
  ]);
  await tab.getByRole("textbox", { name: "Email address" }).fill(reader.email);
  await tab.getByLabel("Password", { exact: false }).fill(reader.password);
  await tab.getByRole("button", { name: "Log in" }).click();
  await expect(tab.getByRole("radiogroup", question)).toBeVisible();

  // This host page and Agora share a site (127.0.0.1), so the sign-in reaches the frame too.
  await frame.getByRole("button", { name: "I have signed in" }).click();
  await expect(frame.getByRole("radiogroup", question)).toBeVisible();
});
