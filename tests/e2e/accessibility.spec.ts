import type { Frame, Locator, Page } from "@playwright/test";
import axe from "axe-core";
import { demo, expect, logIn, test } from "./fixtures";
import { calloutWithReports } from "./staff-callouts";

/** WCAG 2.2 A and AA as axe-core checks them: labels, roles, names, contrast, structure. */
const WCAG_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/** What axe finds wrong on the page or frame as it is now, one line per element. */
async function axeViolations(target: Page | Frame): Promise<string[]> {
  await target.evaluate(axe.source);
  return target.evaluate(async (tags) => {
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      runOnly: { type: "tag", values: tags },
    });
    return violations.flatMap((violation) =>
      violation.nodes.map((node) => `${violation.id}: ${node.target.join(" ")}`),
    );
  }, WCAG_AA);
}

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

test("the staff's callout screens pass axe's WCAG 2.2 AA checks", async ({ page, agora }) => {
  const callout = await calloutWithReports(agora.url, "Axe check", [
    { headline: "Water in the cellar", depth: "knee" },
    { headline: "Road closed", depth: "ankle" },
  ]);
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts");
  await expect(page.getByRole("heading", { level: 1, name: "Callouts" })).toBeVisible();
  const base = `/admin/callouts/view/${callout.id}`;
  const pages: [path: string, ready: (page: Page) => Locator][] = [
    ["/admin/callouts", (p) => p.getByRole("link", { name: callout.title })],
    [base, (p) => p.getByRole("figure", { name: "Responses per day (UTC)" })],
    [
      `${base}/responses?answer=report.depth&comment=1`,
      (p) => p.getByRole("link", { name: "Response 2", exact: true }),
    ],
    [`${base}/responses/tags`, (p) => p.getByRole("table", { name: "Reviewers of this callout" })],
  ];
  for (const [path, ready] of pages) {
    await page.goto(`${agora.url}${path}`);
    await expect(ready(page).first()).toBeVisible();
    expect(await axeViolations(page), path).toEqual([]);
  }

  // A response, with its filters open on the list before it and a dialog of its keys.
  await page.goto(`${agora.url}${base}/responses`);
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("button", { name: "Add rule" }).click();
  expect(await axeViolations(page), "the response filters").toEqual([]);
  await page.getByRole("link", { name: "Response 1", exact: true }).click();
  await expect(page.getByText("Water in the cellar", { exact: true })).toBeVisible();
  await expect(page.getByRole("region", { name: "History" })).toContainText("Nothing");
  expect(await axeViolations(page), "a response").toEqual([]);
  await page.keyboard.press("?");
  await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
  expect(await axeViolations(page), "the keys of the queue").toEqual([]);
});
