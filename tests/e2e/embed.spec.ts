import { expect, test } from "./fixtures";

test("loader.js turns a marked link into a frame that follows its content's height", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html>
    <html><head><title>Article</title></head><body>
      <h1>Our water</h1>
      <a href="${agora.url}/callouts/has-your-tap-water-changed" data-agora-embed>Tell us about your water</a>
      <p>After the frame.</p>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  await page.goto(hostPage.url);

  const iframe = page.locator("iframe[data-agora-embed]");
  await expect(iframe).toHaveAttribute("title", "Tell us about your water");
  await expect(iframe).toHaveAttribute("loading", "lazy");
  await expect(iframe).toHaveAttribute(
    "src",
    `${agora.url}/embed/callouts/has-your-tap-water-changed`,
  );
  const frame = page.frameLocator("iframe[data-agora-embed]");
  await expect(frame.getByRole("button", { name: "Continue" })).toBeVisible();

  const height = async () => (await iframe.boundingBox())?.height ?? 0;
  const content = iframe.contentFrame();
  // The frame takes its content's height, not the browser's default 150 px.
  const contentHeight = () =>
    content.locator("html").evaluate((html) => Math.ceil(html.getBoundingClientRect().height));
  await expect.poll(async () => (await height()) === (await contentHeight())).toBe(true);
  const initial = await height();

  await content.locator("body").evaluate((body) => {
    const block = document.createElement("div");
    block.id = "grown";
    block.style.height = "600px";
    body.append(block);
  });
  await expect.poll(height).toBeGreaterThanOrEqual(initial + 600);
  // Heights are whole pixels, rounded up, so no scrollbar appears for a fraction.
  expect(Number.isInteger(await iframe.evaluate((el) => parseFloat(el.style.height)))).toBe(true);

  await content.locator("#grown").evaluate((el) => el.remove());
  await expect.poll(height).toBeLessThan(initial + 50);
});

test("a page not marked embeddable refuses to render inside a frame", async ({ page, agora }) => {
  // Other sites cannot frame the dashboard at all (CSP frame-ancestors 'self'); the app itself
  // also refuses, which this same-origin frame shows.
  await page.goto(`${agora.url}/no-such-page`);
  await page.evaluate(() => {
    const frame = document.createElement("iframe");
    frame.src = "/_theme";
    frame.title = "Theme";
    document.body.append(frame);
  });
  const frame = page.frameLocator('iframe[title="Theme"]');
  await expect(frame.getByText("This page can't be shown here.")).toBeVisible();
  await expect(frame.getByRole("heading", { name: "Theme preview" })).toHaveCount(0);
});

test("other sites may frame /embed/ pages but not the dashboard", async ({ request, agora }) => {
  const dashboard = await request.get(`${agora.url}/_theme`, { headers: { Accept: "text/html" } });
  expect(dashboard.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  const frame = await request.get(`${agora.url}/embed/callouts/x`, {
    headers: { Accept: "text/html" },
  });
  expect(frame.headers()["content-security-policy"] ?? "").not.toContain("frame-ancestors 'self'");
});
