import type { Page, Response } from "@playwright/test";
import { expect, test } from "./fixtures";

const TAP_WATER = "has-your-tap-water-changed";

/** Every response the page and its frames receive from now on. */
function recordResponses(page: Page): Response[] {
  const responses: Response[] = [];
  page.on("response", (response) => responses.push(response));
  return responses;
}

const fontRequests = (responses: Response[]) =>
  responses.map((response) => response.url()).filter((url) => /\.(css|woff2)(\?|$)/.test(url));

// The demo theme sets Nunito Sans for text and Roboto Slab for titles.
test("a callout frame on another site fetches only the theme's fonts, compressed", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html>
    <html lang="en"><head><title>Our water</title></head><body>
      <a href="${agora.url}/callouts/${TAP_WATER}" data-agora-embed>Tell us about your water</a>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  const responses = recordResponses(page);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  await expect(frame.getByRole("radiogroup")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const fonts = fontRequests(responses);
  expect(fonts.some((url) => /\/nunito-sans-latin-[\w-]+\.css$/.test(url))).toBe(true);
  expect(fonts.some((url) => /\/nunito-sans-latin-400-normal-[\w-]+\.woff2$/.test(url))).toBe(true);
  // Not the default font the theme replaces, and no other script than the reader's.
  expect(fonts.filter((url) => /open-sans|cyrillic|greek/.test(url))).toEqual([]);

  // Scripts, styles and the loader arrive in brotli (Chromium asks for it).
  const text = responses.filter((response) =>
    /\/(loader\.js|embed\/assets\/[\w-]+\.(js|css))$/.test(response.url()),
  );
  expect(text.length).toBeGreaterThan(2);
  for (const response of text) {
    expect(await response.headerValue("content-encoding"), response.url()).toBe("br");
  }
});

test("a frame in Russian also fetches the Cyrillic faces of the theme's fonts", async ({
  page,
  agora,
}) => {
  const responses = recordResponses(page);
  await page.goto(`${agora.url}/embed/callouts/${TAP_WATER}?lang=ru`);
  await expect(page.getByRole("radiogroup")).toBeVisible();
  await page.waitForLoadState("networkidle");

  const fonts = fontRequests(responses);
  expect(fonts.some((url) => /\/nunito-sans-cyrillic-[\w-]+\.css$/.test(url))).toBe(true);
  expect(fonts.filter((url) => /open-sans|greek/.test(url))).toEqual([]);
});
