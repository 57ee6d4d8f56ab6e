import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { expect, test, payByCard } from "./fixtures";

const joinFrame = (page: Page) =>
  page.frames().find((candidate) => candidate.url().includes("/embed/join"))!;

test("a declined card in the join frame on another site brings the reader back to the article, where trying again joins", async ({
  page,
  agora,
  hostPage,
  mailbox,
}, testInfo) => {
  const email = `recovers-${randomUUID()}@example.org`;
  hostPage.setHtml(`<!doctype html><html lang="en"><head><title>Our water</title></head><body>
    <h1>Our water</h1>
    <p>The article the reader was reading.</p>
    <a href="${agora.url}/join?amount=7&period=monthly" data-agora-embed>Join us</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  await frame.getByLabel("Amount per month").fill("12");
  await frame.getByLabel("Email").fill(email);
  await frame.getByRole("button", { name: "Contribute £12 a month" }).click();

  // The card is declined at the provider's checkout; the reader gives up there.
  await payByCard(page, "The card is declined");
  await expect(page.getByRole("alert")).toContainText("The payment was declined");
  await page.getByRole("button", { name: "Cancel and go back" }).click();

  // Back in the article, whose frame says why and keeps the form as the reader left it.
  await expect(page).toHaveURL(hostPage.url);
  await expect(page.getByRole("heading", { name: "Our water" })).toBeVisible();
  await expect(frame.getByText("Your card was declined")).toBeVisible();
  await expect(frame.getByLabel("Email")).toHaveValue(email);
  await expect(frame.getByLabel("Amount per month")).toHaveValue("12");
  await expect(frame.getByLabel("Monthly")).toBeChecked();
  expect(await axeViolations(joinFrame(page))).toEqual([]);
  const iframe = page.locator("iframe[data-agora-embed]");
  for (const [width, height] of [
    [1280, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await iframe.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`join-frame-declined-${width}.png`),
      fullPage: true,
    });
  }

  await frame.getByRole("button", { name: "Try again" }).click();
  await payByCard(page, "Succeed");
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const link = await mailbox.waitForLink(email, "/join/confirm-email/");
  expect(link).toContain("/join/confirm-email/");
});

test("a cancelled checkout from the join frame says so in the article", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html><html lang="en"><head><title>Support us</title></head><body>
    <h1>Support us</h1>
    <a href="${agora.url}/join?amount=60&period=annually" data-agora-embed>Join us</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  const email = `cancels-${randomUUID()}@example.org`;
  await frame.getByLabel("Email").fill(email);
  await frame.getByRole("button", { name: "Contribute £60 a year" }).click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  // On a phone the payer's long address breaks inside the checkout's card, not past its edge.
  await page.setViewportSize({ width: 390, height: 844 });
  const address = page.getByText(email, { exact: true });
  const [right, edge] = await address.evaluate((element) => {
    const card = element.closest("main")!;
    return [
      element.getBoundingClientRect().right,
      card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight),
    ];
  });
  expect(right).toBeLessThanOrEqual(edge + 0.5);
  await page.getByRole("button", { name: "Cancel and go back" }).click();

  await expect(page).toHaveURL(hostPage.url);
  await expect(frame.getByText("The payment was cancelled")).toBeVisible();
  await expect(frame.getByLabel("Amount per year")).toHaveValue("60");
});

test("on the full site, a declined card ends on /join/failed, which says why and opens the form as it was", async ({
  page,
  agora,
}) => {
  const email = `declined-${randomUUID()}@example.org`;
  await page.goto(`${agora.url}/join?period=annually`);
  await expect(page.getByLabel("Amount per year")).toHaveValue("60");
  await page.getByLabel("Amount per year").fill("72");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Contribute £72 a year" }).click();

  await payByCard(page, "The card is declined");
  await expect(page.getByRole("alert")).toContainText("The payment was declined");
  await page.getByRole("button", { name: "Cancel and go back" }).click();

  // The reason is in the address, never the email.
  await expect(page).toHaveURL(/\/join\/failed\?reason=declined$/);
  await expect(page.getByRole("heading", { name: "Your card was declined" })).toBeVisible();
  await expect(page.getByText("Your details are kept")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("link", { name: "Try again" }).click();

  await expect(page).toHaveURL(/\/join$/);
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await expect(page.getByLabel("Amount per year")).toHaveValue("72");
  await page.getByRole("button", { name: "Contribute £72 a year" }).click();
  await payByCard(page, "Succeed");
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
});
