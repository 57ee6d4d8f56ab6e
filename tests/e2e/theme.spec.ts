import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

// The server is shared by the worker's spec files, and later ones expect the demo's theme back.
let demoTheme: unknown;
test.beforeEach(async ({ agora }) => {
  const general = await fetch(`${agora.url}/api/1.0/content/general`);
  demoTheme = ((await general.json()) as { theme: unknown }).theme;
});
test.afterEach(async ({ agora }) => {
  await agora.hook("PATCH", "content/general", { theme: demoTheme });
});

const cssVariable = (page: Page, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test("the theme follows the general settings as soon as they change", async ({ page, agora }) => {
  await page.goto(`${agora.url}/no-such-page`);
  await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  expect(await cssVariable(page, "--c-primary")).not.toBe("204, 0, 102");

  await agora.hook("PATCH", "content/general", {
    theme: { colors: { primary: "#cc0066" }, fonts: { body: "rubik" } },
  });
  // The dashboard fetches the settings again on each navigation.
  await page.getByRole("link", { name: "Go to the home page" }).click();
  await expect.poll(() => cssVariable(page, "--c-primary")).toBe("204, 0, 102");
  expect(await cssVariable(page, "--c-primary-10")).toBe("250, 230, 240");
  expect(await cssVariable(page, "--ff-body")).toContain("Rubik");
  // The font's stylesheet loads on demand and its files really arrive.
  await expect
    .poll(() => page.evaluate(async () => (await document.fonts.load('16px "Rubik"')).length))
    .toBeGreaterThan(0);
});

test("/_theme shows every colour with its tints, the greys and every button", async ({
  page,
  agora,
}) => {
  await page.goto(`${agora.url}/_theme`);
  for (const variable of ["--c-primary-80", "--c-danger-110", "--c-link-30", "--c-grey-darker"]) {
    await expect(page.locator(`[data-variable="${variable}"]`)).toBeVisible();
  }
  await expect(page.getByRole("list", { name: "dangerGhost" }).getByRole("button")).toHaveCount(4);
});

test("a frame on another site wears the organisation's theme from its first paint", async ({
  page,
  agora,
  hostPage,
}) => {
  await agora.hook("PATCH", "content/general", {
    theme: { colors: { primary: "#cc0066" }, fonts: { body: "rubik" } },
  });
  hostPage.setHtml(`<!doctype html><html><head><title>Article</title></head><body>
      <a href="${agora.url}/callouts/has-your-tap-water-changed" data-agora-embed>Tell us</a>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  const button = frame.getByRole("button", { name: "Continue" });
  await expect(button).toBeVisible();
  await expect(button).toHaveCSS("background-color", "rgb(204, 0, 102)");
  await expect(button).toHaveCSS("font-family", /Rubik/);
});
