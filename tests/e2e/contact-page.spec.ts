import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

/** Where screenshots for a designer's look go (not compared by the tests). */
const SHOTS = process.env.AGORA_SCREENSHOTS;

async function screenshots(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("an admin gives a contact an admin role with an expiry, records a manual contribution and finds both on the timeline", async ({
  page,
  agora,
}) => {
  const contact = await agora.newContact({ firstname: "Marie" });
  const admin = demo("superadmin");
  await logIn(page, agora.url, admin, `/admin/contacts/${contact.id}`);
  const tabs = page.getByRole("navigation", { name: "Contact" });
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Roles" })).toBeVisible();
  await expect(page.getByText("Two-factor authentication")).toBeVisible();
  expect(await axeViolations(page), "the contact's overview").toEqual([]);
  await screenshots(page, "contact-overview");

  // An admin role until a day next year; an expiry before the start is refused at its field.
  await page.getByRole("button", { name: "Give a role" }).click();
  const dialog = page.getByRole("dialog", { name: "Give a role" });
  await dialog.getByRole("combobox", { name: "Role" }).selectOption({ label: "Admin" });
  const nextYear = new Date().getFullYear() + 1;
  await dialog.getByLabel("Starts").fill(`${nextYear}-03-01`);
  await dialog.getByLabel("Expires").fill(`${nextYear}-02-01`);
  await dialog.getByRole("button", { name: "Give role" }).click();
  const expires = dialog.getByLabel("Expires");
  await expect(expires).toHaveAttribute("aria-invalid", "true");
  await expect(expires).toHaveAccessibleDescription(/The role must expire after it starts\./);
  expect(await axeViolations(page), "the role dialog with its error").toEqual([]);
  await dialog.getByLabel("Starts").fill(`${nextYear - 1}-01-01`);
  await dialog.getByLabel("Expires").fill(`${nextYear}-06-30`);
  await dialog.getByRole("button", { name: "Give role" }).click();
  const toasts = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(toasts.filter({ hasText: "The Admin role is given." })).toBeVisible();
  const roles = page.getByRole("list", { name: "Roles" });
  await expect(roles.getByText("Admin", { exact: true })).toBeVisible();
  await expect(roles).toContainText(String(nextYear));

  // A manual contribution on the contribution tab.
  await tabs.getByRole("link", { name: "Contribution" }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts/${contact.id}/contribution$`));
  const force = page.getByRole("form", { name: "Record a contribution" });
  await force.getByRole("radio", { name: "A manual contribution" }).check();
  await force.getByLabel("Amount").fill("7");
  await force.getByRole("combobox", { name: "Period" }).selectOption({ label: "Monthly" });
  await force.getByRole("textbox", { name: "Paid by" }).fill("Standing order");
  await force.getByRole("button", { name: "Save contribution" }).click();
  await expect(toasts.filter({ hasText: "The manual contribution is saved." })).toBeVisible();
  await expect(page.getByText("Manual (recorded by staff)")).toBeVisible();
  await expect(page.getByText("No payments yet.")).toBeVisible();
  expect(await axeViolations(page), "the contact's contribution").toEqual([]);
  await screenshots(page, "contact-contribution");

  // Both on the timeline, the role with who gave it.
  await tabs.getByRole("link", { name: "Activity" }).click();
  const timeline = page.getByRole("list", { name: "Activity" });
  const roleLine = timeline.getByRole("listitem").filter({ hasText: "Role given" });
  await expect(roleLine).toContainText("Admin");
  await expect(roleLine).toContainText("by ");
  const contributionLine = timeline
    .getByRole("listitem")
    .filter({ hasText: "Contribution changed" });
  await expect(contributionLine).toContainText("Manual, £7.00 a month");
  await expect(contributionLine).toContainText("by ");
  expect(await axeViolations(page), "the contact's activity").toEqual([]);
  await screenshots(page, "contact-activity");

  // The account and callouts tabs.
  await tabs.getByRole("link", { name: "Account" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Details" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(contact.email);
  expect(await axeViolations(page), "the contact's account").toEqual([]);
  await screenshots(page, "contact-account");
  await page.getByRole("button", { name: "Delete contact" }).click();
  const deleting = page.getByRole("dialog", { name: `Delete ${contact.email}?` });
  await expect(deleting).toBeVisible();
  expect(await axeViolations(page), "the delete question").toEqual([]);
  await screenshots(page, "contact-delete");
  await deleting.getByRole("button", { name: "Cancel" }).click();

  await tabs.getByRole("link", { name: "Callouts" }).click();
  await expect(page.getByText("No responses to any callout yet.")).toBeVisible();
  expect(await axeViolations(page), "the contact's callouts").toEqual([]);
  await screenshots(page, "contact-callouts");
});
