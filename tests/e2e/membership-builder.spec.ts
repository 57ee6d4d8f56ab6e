import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, test } from "./fixtures";

/** The join form's settings as stored, to put back: other specs join with the defaults. */
async function joinContent(url: string) {
  const cookie = await adminCookie(url);
  const response = await fetch(`${url}/api/1.0/content/join`, { headers: { cookie } });
  const stored = (await response.json()) as Record<string, unknown>;
  // The fields the server sets from its configuration, which a PATCH may not name.
  const join = Object.fromEntries(
    Object.entries(stored).filter(([key]) => key !== "stripePublicKey" && key !== "stripeCountry"),
  );
  return {
    async restore() {
      const restored = await fetch(`${url}/api/1.0/content/join`, {
        method: "PATCH",
        headers: { cookie, "Content-Type": "application/json" },
        body: JSON.stringify(join),
      });
      expect(restored.ok).toBe(true);
    },
  };
}

test("an admin raises the minimum, is told which suggested amounts are now too low, sets new ones and /join offers them", async ({
  page,
  agora,
}) => {
  const before = await joinContent(agora.url);
  try {
    await logIn(page, agora.url, demo("superadmin"), "/admin/membership-builder");
    await expect(page.getByRole("heading", { level: 1, name: "Membership builder" })).toBeVisible();
    await page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Membership builder" })
      .waitFor();
    const preview = page.getByRole("complementary", { name: "Preview of the join form" });
    await expect(preview.getByRole("button", { name: "£3" })).toBeVisible();
    expect(await axeViolations(page), "the membership builder").toEqual([]);

    await page.getByRole("spinbutton", { name: "Minimum monthly amount" }).fill("6");
    await expect(page.getByText("Each suggested monthly amount must be at least 6")).toBeVisible();
    await expect(page.getByText("Each suggested annual amount must be at least 72")).toBeVisible();

    const amount = (row: number) =>
      page.getByRole("textbox", { name: `Monthly: suggested amount ${row}`, exact: true });
    await amount(1).fill("7");
    await amount(2).fill("12");
    await amount(3).fill("25");
    await page.getByRole("button", { name: "Remove Monthly amount 4" }).click();
    await expect(page.getByText("Each suggested monthly amount must be at least 6")).toBeHidden();
    await page.getByRole("button", { name: "Stop offering annual contributions" }).click();
    await expect(page.getByText("Each suggested annual amount must be at least 72")).toBeHidden();
    await page
      .getByRole("combobox", { name: "Default amount" })
      .selectOption({ label: "£12 a month" });

    // Under the minimum again: said next to the period, and nothing is saved.
    await amount(1).fill("5");
    await expect(page.getByText("Each suggested monthly amount must be at least 6")).toBeVisible();
    expect(await axeViolations(page), "the builder with a problem").toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "at least 6" })).toBeVisible();
    await expect(page.getByText(/^Saved at/)).toHaveCount(0);

    await amount(1).fill("7");
    await expect(preview.getByRole("button", { name: "£7" })).toBeVisible();
    await expect(preview.getByRole("button", { name: "£3" })).toHaveCount(0);
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/^Saved at/)).toBeVisible();

    await page.goto(`${agora.url}/join`);
    const suggested = page.getByRole("list", { name: "Suggested amounts" });
    await expect(suggested.getByRole("button")).toHaveText(["£7", "£12", "£25"]);
    await expect(page.getByLabel("Amount per month")).toHaveValue("12");
    await expect(page.getByRole("radio", { name: "Annually" })).toHaveCount(0);
    await page.getByLabel("Amount per month").fill("5");
    await expect(page.getByText("The minimum is £6 a month")).toBeVisible();
  } finally {
    await before.restore();
  }
});
