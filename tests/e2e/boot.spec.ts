import { expect, test } from "./fixtures";

test.describe("start-up", () => {
  test("boots straight into the themed app with the organisation's settings", async ({
    page,
    agora,
  }) => {
    const general = await (await fetch(`${agora.url}/api/1.0/content/general`)).json();
    await page.goto(`${agora.url}/_theme`);

    await expect(page.getByRole("heading", { level: 1, name: "Theme preview" })).toBeVisible();
    await expect(page).toHaveTitle(`Theme preview – ${general.organisationName}`);
    await expect(page.getByText("Please wait while we connect")).toHaveCount(0);
    const primary = await page.evaluate(() =>
      getComputedStyle(document.documentElement).getPropertyValue("--c-primary"),
    );
    // The demo organisation has its own colours, not the defaults.
    expect(primary.trim()).not.toBe("38, 36, 83");
  });

  test("sends visitors who are not signed in to the login page", async ({ page, agora }) => {
    await page.goto(`${agora.url}/`);
    await expect(page).toHaveURL(`${agora.url}/auth/login?next=%2F`);
  });

  test("waits for a backend that is down, then reloads once into the app", async ({
    page,
    agora,
  }) => {
    let loads = 0;
    page.on("load", () => loads++);
    await agora.hook("PUT", "health", { down: true });
    try {
      await page.goto(`${agora.url}/_theme`);
      await expect(page.getByText("Please wait while we connect to our services")).toBeVisible();
      await expect(page.getByRole("progressbar")).toBeVisible();
    } finally {
      await agora.hook("PUT", "health", { down: false });
    }
    await expect(page.getByRole("heading", { level: 1, name: "Theme preview" })).toBeVisible();
    expect(loads).toBe(2);
  });
});
