import { demo, expect, logIn, test } from "./fixtures";

// A server of its own: the test moves the test provider's clock, which only moves forward.
test.use({ serverFor: "test-payments" });

test("staff see test mode, move the test clock a month from Settings and see what ran; members see a test-mode note", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"));
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole("complementary", { name: "Test mode" })).toBeVisible();

  await page.goto(`${agora.url}/admin/settings/payments`);
  const panel = page.getByRole("region", { name: "Test payments" });
  await expect(panel.getByText(/^The test clock reads /)).toBeVisible();
  const moves = panel.getByRole("group", { name: "Move the test clock forward by" });
  await expect(moves.getByRole("button")).toHaveText(["1 day", "1 week", "1 month", "1 year"]);
  await moves.getByRole("button", { name: "1 month" }).click();
  await expect(panel.getByText(/^Moved to .*What fell due meanwhile ran:$/)).toBeVisible();
  const ran = panel.getByLabel("What moving the clock ran");
  await expect(ran).toContainText("Payments taken");
  await expect(ran).toContainText("Contributions ended");
  // The clock now reads about a month ahead of real time.
  await expect(panel.getByText(/, (2[89]|3[01]) days ahead of real time\.$/)).toBeVisible();

  await page.context().clearCookies();
  await logIn(page, agora.url, demo("member"));
  await expect(page).toHaveURL(/\/profile$/);
  await page.goto(`${agora.url}/profile/contribution`);
  await expect(
    page.getByText("Test mode: payments go to a test provider and no real money is taken."),
  ).toBeVisible();
  // The banner is the staff's: members are told on the pages where they pay.
  await expect(page.getByRole("complementary", { name: "Test mode" })).toHaveCount(0);
});
