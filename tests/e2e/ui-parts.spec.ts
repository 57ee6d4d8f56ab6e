import type { Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

const TOOLKIT = "/admin/ui-toolkit";

/**
 * Lets the page take in a selection made with the keyboard: ProseMirror reads it on the
 * `selectionchange` event, which Chromium sends after the keys that follow at test speed.
 */
const selectionTaken = (page: Page) =>
  page.evaluate(
    () => new Promise((resolve) => setTimeout(() => requestAnimationFrame(resolve), 0)),
  );

test("tabs, rich text and uploads pass axe's WCAG 2.2 AA checks", async ({ page, agora }) => {
  await logIn(page, agora.url, demo("superadmin"), TOOLKIT);
  await expect(page.getByRole("textbox", { name: "Thank-you text" })).toBeVisible();
  expect(
    await axeViolations(page, { within: ["toolkit-tabs", "toolkit-rich-text", "toolkit-uploads"] }),
  ).toEqual([]);
});

test("tabs keep their selection in the address, by keyboard, and scroll on a phone", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), `${TOOLKIT}?part=questions`);
  const parts = page.getByRole("tablist", { name: "Parts of the example callout" });
  await expect(parts.getByRole("tab", { name: "Questions, has problems" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  await parts.getByRole("tab", { name: "Questions, has problems" }).focus();
  await page.keyboard.press("ArrowRight");
  await expect(page).toHaveURL(/\?part=thanks$/);
  await expect(parts.getByRole("tab", { name: "Thank you" })).toBeFocused();
  await expect(page.getByRole("tabpanel", { name: "Thank you" })).toHaveText(
    "What people see once they have answered.",
  );
  await page.reload();
  await expect(page.getByRole("tabpanel", { name: "Thank you" })).toBeVisible();

  const buckets = page.getByRole("tablist", { name: "Response buckets" });
  await buckets.getByRole("tab", { name: "Inbox, 12" }).focus();
  await page.keyboard.press("End");
  await expect(buckets.getByRole("tab", { name: "Archived, 1,234" })).toBeFocused();
  await expect(page).not.toHaveURL(/bucket=/);
  await page.keyboard.press("Enter");
  await expect(page).toHaveURL(/bucket=archived/);

  const pages = page.getByRole("navigation", { name: "Admin pages" });
  await expect(pages.getByRole("link", { name: "UI toolkit" })).toHaveAttribute(
    "aria-current",
    "page",
  );

  await page.setViewportSize({ width: 390, height: 800 });
  const bar = parts;
  const overflow = await bar.evaluate((element) => element.scrollWidth > element.clientWidth);
  expect(overflow).toBe(true);
  await parts.getByRole("tab", { name: /Intro/ }).focus();
  await page.keyboard.press("End");
  await expect(parts.getByRole("tab", { name: "Sharing" })).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the rich-text editor writes HTML the sanitiser keeps, from typing, shortcuts, the toolbar and a paste", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), TOOLKIT);
  const section = page.locator("section", { has: page.locator("#toolkit-rich-text") });
  const html = section.getByRole("group", { name: "The HTML it writes" });
  const text = page.getByRole("textbox", { name: "Callout introduction" });

  await text.click();
  await page.keyboard.press("Control+a");
  await page.keyboard.press("Delete");
  await expect(html).toHaveText("");
  await page.keyboard.type("Rents are rising");
  await page.keyboard.press("Shift+Home");
  await selectionTaken(page);
  await page.keyboard.press("Control+b");
  await page.keyboard.press("End");
  await selectionTaken(page);
  await page.keyboard.press("Enter");
  await page.keyboard.type("Tell us");
  const toolbar = section.getByRole("toolbar", { name: "Formatting" }).first();
  await toolbar.getByRole("button", { name: "Bulleted list" }).click();
  await expect(toolbar.getByRole("button", { name: "Bulleted list" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(html).toHaveText(
    "<p><strong>Rents are rising</strong></p><ul><li>Tell us</li></ul>",
  );

  await page.keyboard.press("Shift+Home");
  await selectionTaken(page);
  await page.keyboard.press("Control+k");
  const dialog = page.getByRole("dialog", { name: "Add a link" });
  await dialog.getByRole("textbox", { name: "Address", exact: true }).fill("example.org");
  await page.keyboard.press("Enter");
  await expect(dialog).toBeHidden();
  await expect(text).toBeFocused();
  await expect(html).toHaveText(
    '<p><strong>Rents are rising</strong></p><ul><li><a href="https://example.org" target="_blank" rel="noopener noreferrer">Tell us</a></li></ul>',
  );

  await page.keyboard.press("End");
  await selectionTaken(page);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await text.evaluate((element) => {
    const data = new DataTransfer();
    data.setData(
      "text/html",
      '<b style="font-weight:normal" id="docs-internal-guid-x"><p style="color:red"><span style="font-weight:700">Pasted</span> from <img src="https://example.org/a.png"><font face="Comic Sans">a doc</font><script>alert(1)</script></p></b>',
    );
    data.setData("text/plain", "Pasted from a doc");
    element.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true }));
  });
  await expect(html).toHaveText(
    '<p><strong>Rents are rising</strong></p><ul><li><a href="https://example.org" target="_blank" rel="noopener noreferrer">Tell us</a></li></ul><p><strong>Pasted</strong> from a doc</p>',
  );
  await expect(section.getByText("The sanitiser takes it unchanged.")).toBeVisible();

  await page.keyboard.press("Control+z");
  await expect(html).not.toContainText("Pasted");
  await page.keyboard.press("Alt+F10");
  await expect(toolbar.getByRole("button", { name: "Bold" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(text).toBeFocused();
});

test("the upload field sends a picture with its progress, shows it, and shows the server's refusal", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), TOOLKIT);
  const section = page.locator("section", { has: page.locator("#toolkit-uploads") });
  const picture = await sharp({
    create: { width: 640, height: 360, channels: 3, background: "#264653" },
  })
    .png()
    .toBuffer();

  await page.locator("#toolkit-cover").setInputFiles({
    name: "harbour.png",
    mimeType: "image/png",
    buffer: picture,
  });
  await expect(section.getByRole("status").first()).toHaveText("harbour.png is uploaded.");
  const thumbnail = section.locator("img").first();
  await expect(thumbnail).toHaveAttribute("src", /\/api\/1\.0\/images\/[\w-]+\.png\?w=400$/);
  await expect
    .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(section.getByText(/^Value: ".*\/api\/1\.0\/images\/.*\.png"$/)).toBeVisible();

  await page.locator("#toolkit-share-image").setInputFiles({
    name: "not-a-picture.png",
    mimeType: "image/png",
    buffer: Buffer.from("this is not a picture"),
  });
  await expect(page.locator("#toolkit-share-image-error")).toHaveText(
    /^This file is not an image we can use/,
  );
  await expect(page.locator("#toolkit-share-image")).toHaveAttribute("aria-invalid", "true");

  // A slow connection, so the progress shows before the file is all sent; then Cancel.
  const random = Buffer.alloc(900 * 900 * 3);
  for (let i = 0; i < random.length; i += 1) random[i] = (i * 7919) % 251;
  const large = await sharp(random, { raw: { width: 900, height: 900, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 100_000,
  });
  await page.locator("#toolkit-logo").setInputFiles({
    name: "large.png",
    mimeType: "image/png",
    buffer: large,
  });
  const progress = section.getByRole("progressbar", { name: "Upload of large.png" });
  await expect
    .poll(() => progress.evaluate((bar: HTMLProgressElement) => bar.value))
    .toBeGreaterThan(0);
  await section.getByRole("button", { name: "Cancel upload" }).click();
  await expect(progress).toBeHidden();
  await expect(section.getByText('Value: "/demo/logo.svg"')).toBeVisible();
  await expect(page.locator("#toolkit-logo")).toBeFocused();
});
