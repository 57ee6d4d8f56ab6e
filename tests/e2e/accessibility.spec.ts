import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

test("the reader's pages pass axe's WCAG 2.2 AA checks, errors shown or not", async ({
  page,
  agora,
}) => {
  // Each page, and something that shows once it has loaded.
  const pages: [path: string, ready: (page: Page) => Locator][] = [
    ["/callouts", (p) => p.getByRole("link", { name: /Has your tap water changed/ })],
    ["/callouts/life-on-your-street", (p) => p.getByLabel("Which street do you live on?")],
    [
      "/callouts/where-does-the-water-stand/map",
      (p) => p.getByRole("button", { name: "Knee-deep outside the bakery" }),
    ],
    ["/callouts/where-does-the-water-stand/gallery", (p) => p.getByRole("heading", { level: 1 })],
    ["/callouts/has-your-tap-water-changed/thanks", (p) => p.getByText(/We compare every report/)],
    ["/auth/login", (p) => p.getByRole("textbox", { name: "Email address" })],
  ];
  for (const [path, ready] of pages) {
    await page.goto(`${agora.url}${path}`);
    await expect(ready(page).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }

  await page.goto(`${agora.url}/callouts/has-your-tap-water-changed`);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await axeViolations(page), "a slide with errors").toEqual([]);

  await logIn(page, agora.url, demo("member"), "/profile");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  expect(await axeViolations(page), "/profile").toEqual([]);
});

test("the callout frame passes axe's WCAG 2.2 AA checks, errors shown or not", async ({
  page,
  agora,
  hostPage,
}) => {
  hostPage.setHtml(`<!doctype html><html lang="en"><title>Streets</title><body>
    <a href="${agora.url}/callouts/life-on-your-street" data-agora-embed>Life on your street</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await page.goto(hostPage.url);
  const form = page.frameLocator("iframe[data-agora-embed]").locator("body");
  await expect(form.getByRole("button", { name: "Next" })).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes("/embed/"))!;
  expect(await axeViolations(frame), "the frame's form").toEqual([]);

  await form.getByRole("button", { name: "Next" }).click();
  await expect(form.getByRole("alert")).toBeVisible();
  expect(await axeViolations(frame), "the frame's form with errors").toEqual([]);
});
