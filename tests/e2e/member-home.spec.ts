import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

/** Where screenshots for a designer's look go (not compared by the tests). */
const SHOTS = process.env.AGORA_SCREENSHOTS;

const TAP_WATER = "has-your-tap-water-changed";

async function screenshot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

/** Nothing wider than the window, so nothing scrolls sideways. */
async function fitsTheWindow(page: Page) {
  const { scroll, width } = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    width: window.innerWidth,
  }));
  expect(scroll).toBeLessThanOrEqual(width);
}

test("the member's home: contribution, open callouts and notices, on a desktop and a phone", async ({
  page,
  agora,
}) => {
  const member = demo("member");
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(page, agora.url, member, "/profile");
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Hello, .+!$/);

  const contribution = page.getByRole("region", { name: "Your contribution" });
  await expect(contribution).toBeVisible();
  await expect(
    contribution.getByRole("link", { name: /^(Manage contribution|Update payment method)$/ }),
  ).toHaveAttribute("href", "/profile/contribution");

  const callouts = page.getByRole("region", { name: "Open callouts" });
  const cards = callouts.getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeLessThanOrEqual(3);
  await expect(cards.first().getByRole("heading", { level: 3 }).getByRole("link")).toHaveAttribute(
    "href",
    /^\/callouts\//,
  );
  await expect(callouts.getByRole("link", { name: "View all callouts" })).toHaveAttribute(
    "href",
    "/callouts",
  );
  // The shortcuts are for phones only.
  await expect(page.getByRole("navigation", { name: "Quick actions" })).toBeHidden();
  await fitsTheWindow(page);
  expect(await axeViolations(page), "/profile at 1280 px").toEqual([]);
  await screenshot(page, "profile-1280");

  await page.setViewportSize({ width: 390, height: 844 });
  const quick = page.getByRole("navigation", { name: "Quick actions" });
  await expect(quick).toBeVisible();
  await expect(quick.getByRole("link", { name: "View open callouts" })).toHaveAttribute(
    "href",
    "/callouts",
  );
  await fitsTheWindow(page);
  expect(await axeViolations(page), "/profile at 390 px").toEqual([]);
  await screenshot(page, "profile-390");

  await quick.getByRole("link", { name: "Manage contribution" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile/contribution`);
  await page.goBack();
  await callouts.getByRole("heading", { level: 3 }).first().getByRole("link").click();
  await expect(page).toHaveURL(new RegExp(`^${agora.url}/callouts/[^/]+$`));
});

test("a member who answered a one-response callout reads their answer from its page", async ({
  page,
  agora,
}) => {
  const reader = await agora.newContact({ firstname: "Robin" });
  await logIn(page, agora.url, reader, `/callouts/${TAP_WATER}`);
  const form = page.getByRole("region", { name: "Your response" });
  await form.getByRole("radio", { name: "No", exact: true }).check();
  await form.getByRole("button", { name: "Continue" }).click();
  await form
    .getByRole("combobox", { name: "Which district do you live in?" })
    .selectOption("Riverside");
  await form.getByRole("textbox", { name: "Anything else we should know?" }).fill("Fine here.");
  await form.getByRole("button", { name: "Send my report" }).click();
  await expect(page).toHaveURL(new RegExp(`/callouts/${TAP_WATER}/thanks$`));

  await page.goto(`${agora.url}/callouts/${TAP_WATER}`);
  await expect(form.getByText("You have already answered this callout. Thank you!")).toBeVisible();
  const see = form.getByRole("button", { name: "See your answer" });
  await expect(see).toHaveAttribute("aria-expanded", "false");
  await see.click();
  const answer = page.getByRole("region", { name: "Your answer" });
  await expect(answer).toBeVisible();
  await expect(form.getByRole("button", { name: "Hide your answer" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  const pairs = await answer
    .locator("dt, dd")
    .evaluateAll((items) => items.map((item) => item.textContent));
  expect(pairs).toEqual([
    "Have you noticed a change in your tap water this year?",
    "No",
    "Which district do you live in?",
    "Riverside",
    "Anything else we should know?",
    "Fine here.",
  ]);
  // Read-only: no field to change.
  await expect(form.getByRole("textbox")).toHaveCount(0);
  expect(await axeViolations(page), "the callout page with the reader's answer").toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await fitsTheWindow(page);
  await screenshot(page, "own-answer-390");
});
