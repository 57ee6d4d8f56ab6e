import { readFile } from "node:fs/promises";
import { contrast, TEXT_CONTRAST } from "@core/theme/contrast";
import { parseColor } from "@core/theme";
import { adminCookie, expect, test } from "./fixtures";

// Its own server: the logo and theme change here, which other spec files must not see.
test.use({ serverFor: "emails" });

interface Preview {
  subject: string;
  html: string;
  text: string;
}

test("an email looks like the newsroom, with a PNG logo, at desktop and phone widths", async ({
  page,
  agora,
}, testInfo) => {
  const cookie = await adminCookie(agora.url);
  // The newsroom uploads an SVG logo and picks a bright yellow, on which white would not read.
  const form = new FormData();
  form.append(
    "file",
    new Blob([await readFile("public/demo/logo.svg")], { type: "image/svg+xml" }),
    "logo.svg",
  );
  const uploaded = await fetch(`${agora.url}/api/1.0/images`, {
    method: "POST",
    body: form,
    headers: { cookie },
  });
  expect(uploaded.status).toBe(200);
  const { url: logoUrl } = (await uploaded.json()) as { url: string };
  await agora.hook("PATCH", "content/general", {
    logoUrl,
    theme: { colors: { primary: "#ffd700", link: "#d9622b" } },
  });

  // The template editor's preview of the built-in text, as the dashboard shows it.
  const template = (await (
    await fetch(`${agora.url}/api/1.0/email/payment-failed`, { headers: { cookie } })
  ).json()) as { subject: string; body: string };
  const answer = await fetch(`${agora.url}/api/1.0/email/template/payment-failed/preview`, {
    method: "POST",
    headers: { cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ subject: template.subject, body: template.body }),
  });
  expect(answer.status).toBe(200);
  const preview = (await answer.json()) as Preview;
  expect(preview.text).toContain("Hello Alex,");
  expect(preview.text).toContain("£5.00");
  expect(preview.html).not.toMatch(/\[[A-Z]+\]|\*\|/);

  for (const [name, width] of [
    ["desktop", 1280],
    ["phone", 390],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    await page.setContent(preview.html, { waitUntil: "load" });

    const button = page.getByRole("link", { name: "Update my payment method" });
    await expect(button).toBeVisible();
    const [background, color] = await button.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.backgroundColor, style.color];
    });
    expect(parseColor(background)).toMatchObject({ r: 255, g: 215, b: 0 });
    expect(contrast(parseColor(color), parseColor(background))).toBeGreaterThanOrEqual(
      TEXT_CONTRAST,
    );

    // The logo heads the email, as a PNG that has loaded.
    const logo = page.locator("img").first();
    expect(await logo.getAttribute("src")).toMatch(/\.png$/);
    expect(await logo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    const logoBox = await logo.boundingBox();
    const buttonBox = await button.boundingBox();
    expect(logoBox!.y).toBeLessThan(buttonBox!.y);

    // Nothing runs off a phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      width,
    );
    await testInfo.attach(`payment-failed-${name}`, {
      body: await page.screenshot({ fullPage: true }),
      contentType: "image/png",
    });
  }
});
