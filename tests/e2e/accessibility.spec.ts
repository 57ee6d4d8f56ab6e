import type { Locator, Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { BUILDER_LOADS, demo, expect, logIn, logOut, test } from "./fixtures";
import { calloutWithReports } from "./staff-callouts";

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

test("the notices and settings screens pass axe's WCAG 2.2 AA checks, errors shown or not", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/notices");
  await expect(page.getByRole("heading", { level: 1, name: "Notices" })).toBeVisible();
  const notice = await page.evaluate(async () => {
    const response = await fetch("/api/1.0/notice", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        name: "Accessible notice",
        text: "<p>Read <a href='/callouts'>our callouts</a>.</p>",
        starts: new Date(Date.now() - 60_000).toISOString(),
        buttonText: "Read more",
        url: "/callouts",
      }),
    });
    return (await response.json()) as { id: string };
  });
  // Each screen as it opens is checked by the route walks (spec-routes.spec.ts, at 1280 and
  // 390 px); here, what they never show: a notice on its screen, and problems shown.
  await page.goto(`${agora.url}/admin/notices/view/${notice.id}`);
  await expect(page.getByRole("link", { name: "Read more" })).toBeVisible();
  expect(await axeViolations(page), "a notice with a button").toEqual([]);

  await page.goto(`${agora.url}/admin/settings/theme`);
  await page.getByRole("radio", { name: "Your own" }).check();
  // A pale danger colour: its warning shows, while the pages' text stays readable (the danger
  // text is a darker shade of it).
  await page.getByRole("textbox", { name: "Danger", exact: true }).fill("#ff9999");
  await expect(page.getByText(/Borders and focus rings in this colour/)).toBeVisible();
  expect(await axeViolations(page), "the theme with a contrast warning").toEqual([]);
  await page.getByRole("textbox", { name: "Danger", exact: true }).fill("#ce3d3d");
  await page.getByRole("textbox", { name: "Links", exact: true }).fill("teal");
  await page.getByRole("button", { name: "Save theme" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await axeViolations(page), "the theme with errors").toEqual([]);
  // Nothing was saved: leave the theme as it was.
  await page.getByRole("button", { name: "Undo changes" }).click();

  await page.goto(`${agora.url}/admin/notices/add`);
  await page.getByRole("button", { name: "Add notice" }).click();
  await expect(page.getByRole("alert")).toBeVisible();
  expect(await axeViolations(page), "a notice with errors").toEqual([]);

  await page.goto(`${agora.url}/admin/settings/email/welcome`);
  await page.getByRole("button", { name: "Insert a merge field" }).click();
  await expect(page.getByRole("menu", { name: "Merge fields" })).toBeVisible();
  expect(await axeViolations(page), "the merge field menu").toEqual([]);

  await page.keyboard.press("Escape");
  await logOut(page);
  await logIn(page, agora.url, demo("member"), "/profile");
  await expect(page.getByRole("region", { name: "Notices" })).toBeVisible();
  expect(await axeViolations(page), "/profile with notices").toEqual([]);
});

test("the staff's callout screens pass axe's WCAG 2.2 AA checks", async ({ page, agora }) => {
  const callout = await calloutWithReports(agora.url, "Axe check", [
    { headline: "Water in the cellar", depth: "knee" },
    { headline: "Road closed", depth: "ankle" },
  ]);
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts");
  await expect(page.getByRole("heading", { level: 1, name: "Callouts" })).toBeVisible();
  const base = `/admin/callouts/view/${callout.id}`;
  // The screens as they open are checked by the route walks (spec-routes.spec.ts); here, the
  // list with an answer's and the comments' columns shown.
  await page.goto(`${agora.url}${base}/responses?answer=report.depth&comment=1`);
  await expect(page.getByRole("link", { name: "Response 2", exact: true })).toBeVisible();
  expect(await axeViolations(page), "responses with answer columns").toEqual([]);

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

test("the callout builder's tabs pass axe's WCAG 2.2 AA checks, errors shown or not", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/new");
  // form.io's palette and slide, drawn by our templates and styles, are checked with the rest.
  await expect(page.locator(".builder-sidebar")).toBeVisible(BUILDER_LOADS);
  expect(await axeViolations(page), "Content").toEqual([]);
  for (const tab of ["Title and image", "Settings", "Response display", "Translations"]) {
    await page.getByRole("tab", { name: new RegExp(`^${tab}`) }).click();
    await expect(page.getByRole("tabpanel")).toBeVisible();
    expect(await axeViolations(page), tab).toEqual([]);
  }
  // A draft the server refuses: its problems shown on the tab and at the field.
  await page.getByRole("tab", { name: /^Title and image/ }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Accessible builder");
  await page.getByRole("checkbox", { name: "Make the address from the title" }).uncheck();
  await page.getByRole("textbox", { name: "Address" }).fill("has-your-tap-water-changed");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Another callout has this address: choose another.")).toBeVisible();
  expect(await axeViolations(page), "a refused save").toEqual([]);
});

test("form.io's question dialog passes axe's WCAG 2.2 AA checks at 1280 and 390 px, on each of its tabs", async ({
  page,
  agora,
}) => {
  // Twelve runs of axe over a dialog of many fields.
  test.setTimeout(240_000);
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/new");
  const dialog = page.getByRole("dialog", { name: /^Edit: / });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // A choice's dialog has the most: its options' list, their slides, its tabs; a short
    // text's has its rules.
    for (const type of ["radio", "select", "textfield"]) {
      const item = page.locator(`.builder-sidebar [data-type="${type}"]`);
      await expect(item).toBeVisible(BUILDER_LOADS);
      await item.focus();
      await page.keyboard.press("Enter");
      await expect(dialog.getByRole("tab", { name: "Question", selected: true })).toBeVisible();
      expect(await axeViolations(page), `${type} at ${width} px`).toEqual([]);
      await dialog.getByRole("tab", { name: "Advanced" }).click();
      await expect(dialog.getByRole("tab", { name: "Advanced", selected: true })).toBeVisible();
      expect(await axeViolations(page), `${type}, Advanced, at ${width} px`).toEqual([]);
      // The page behind the dialog is out of reach until it closes.
      const addSlide = page.locator("button", { hasText: "Add a slide" });
      expect(await addSlide.evaluate((button) => button.closest("[inert]") !== null)).toBe(true);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
      expect(await addSlide.evaluate((button) => button.closest("[inert]") !== null)).toBe(false);
    }
  }
});
