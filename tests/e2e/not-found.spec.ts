import { expect, test } from "./fixtures";

test("an unknown address answers 404 and shows the not-found page with a link home", async ({
  page,
  agora,
}) => {
  const response = await page.goto(`${agora.url}/no/such/page`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Page not found" })).toBeVisible();
  await expect(page).toHaveTitle(/^Page not found – /);
  await page.getByRole("link", { name: "Go to the home page" }).click();
  // Home needs a signed-in person, so it leads on to the login page.
  await expect(page).toHaveURL(/\/auth\/login\?next=%2F$/);
});

test("an unknown callout answers 404 and says so", async ({ page, agora }) => {
  const response = await page.goto(`${agora.url}/callouts/no-such-callout`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Callout not found" })).toBeVisible();
});

test("a known callout answers 200, titled by the callout", async ({ page, agora }) => {
  const general = await (await fetch(`${agora.url}/api/1.0/content/general`)).json();
  const response = await page.goto(`${agora.url}/callouts/has-your-tap-water-changed`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Has your tap water changed?");
  await expect(page).toHaveTitle(`Has your tap water changed? – ${general.organisationName}`);
});

test("a missing asset is a real 404, not the app", async ({ request, agora }) => {
  const response = await request.get(`${agora.url}/assets/missing-file.js`);
  expect(response.status()).toBe(404);
});
