import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";
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

test("an admin adds a contact, gives them an admin role with an expiry, records a manual contribution and finds both on the timeline", async ({
  page,
  agora,
}) => {
  const email = `marie-${randomUUID().slice(0, 8)}@example.org`;
  const admin = demo("superadmin");
  await logIn(page, agora.url, admin, "/admin/contacts");
  await page.getByRole("link", { name: "Add contact" }).click();
  await expect(page).toHaveURL(`${agora.url}/admin/contacts/add`);
  await expect(page.getByRole("heading", { level: 1, name: "Add a contact" })).toBeVisible();
  expect(await axeViolations(page), "the add contact page").toEqual([]);
  await screenshots(page, "contact-add");

  // Nothing is sent without a name and an email; each says so at its field.
  await page.getByRole("button", { name: "Save", exact: true }).click();
  const emailField = page.getByRole("textbox", { name: "Email" });
  await expect(emailField).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page), "the add contact page with its errors").toEqual([]);
  await page.getByRole("textbox", { name: "First name" }).fill("Marie");
  await page.getByRole("textbox", { name: "Last name" }).fill("Curie");
  await emailField.fill(email);
  await page.getByRole("checkbox", { name: "Subscribed to the newsletter" }).check();
  await page.getByRole("button", { name: "Save", exact: true }).click();

  // The new contact's page, subscribed to the newsletter.
  await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
  const contactPath = new URL(page.url()).pathname;
  const toasts = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(toasts.filter({ hasText: "Marie Curie is added." })).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: "Marie Curie" })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Contact" });
  await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  const facts = page.getByRole("region", { name: "Overview" });
  await expect(facts).toContainText("Subscribed");
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
  await expect(toasts.filter({ hasText: "The Admin role is given." })).toBeVisible();
  const roles = page.getByRole("list", { name: "Roles" });
  await expect(roles.getByText("Admin", { exact: true })).toBeVisible();
  await expect(roles).toContainText(String(nextYear));

  // A manual contribution on the contribution tab.
  await tabs.getByRole("link", { name: "Contribution" }).click();
  await expect(page).toHaveURL(`${agora.url}${contactPath}/contribution`);
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
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(email);
  expect(await axeViolations(page), "the contact's account").toEqual([]);
  await screenshots(page, "contact-account");
  await page.getByRole("button", { name: "Delete contact" }).click();
  const deleting = page.getByRole("dialog", { name: `Delete ${email}?` });
  await expect(deleting).toBeVisible();
  expect(await axeViolations(page), "the delete question").toEqual([]);
  await screenshots(page, "contact-delete");
  await deleting.getByRole("button", { name: "Cancel" }).click();

  await tabs.getByRole("link", { name: "Callouts" }).click();
  await expect(page.getByText("No responses to any callout yet.")).toBeVisible();
  expect(await axeViolations(page), "the contact's callouts").toEqual([]);
  await screenshots(page, "contact-callouts");
});

test("turning off a staff member's second factor asks first, naming them and what it means", async ({
  page,
  agora,
}) => {
  // An admin who set up an authenticator app, as they would on their account page.
  const staff = await agora.newContact({ roles: ["admin"], firstname: "Ines" });
  const login = await fetch(`${agora.url}/api/1.0/auth/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  const cookie = login.headers.get("set-cookie")!.split(";")[0]!;
  const secret = new Secret().base32;
  const setUp = await fetch(`${agora.url}/api/1.0/contact/me/mfa`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify({
      type: "totp",
      secret,
      token: new TOTP({ secret: Secret.fromBase32(secret) }).generate(),
    }),
  });
  expect(setUp.ok, `MFA set-up: ${setUp.status}`).toBe(true);

  await logIn(page, agora.url, demo("superadmin"), `/admin/contacts/${staff.id}`);
  const facts = page.getByRole("region", { name: "Overview" });
  await expect(facts).toContainText("On (authenticator app)");
  await facts.getByRole("button", { name: "Turn off" }).click();
  const dialog = page.getByRole("dialog", {
    name: "Turn off two-factor authentication for Ines?",
  });
  await expect(dialog).toContainText(`Ines (${staff.email}) is an admin`);
  await expect(dialog).toContainText("their password alone opens the dashboard");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  expect(await axeViolations(page), "the question before turning off a second factor").toEqual([]);
  await screenshots(page, "contact-mfa-question");

  // Cancel changes nothing; the second time it is turned off.
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  await expect(facts).toContainText("On (authenticator app)");
  await facts.getByRole("button", { name: "Turn off" }).click();
  await dialog.getByRole("button", { name: "Turn it off" }).click();
  await expect(facts).toContainText("Off");
  await expect(
    page
      .getByRole("list", { name: "Notifications" })
      .getByText(`Two-factor authentication is off for ${staff.email}.`),
  ).toBeVisible();

  // The timeline says who did it.
  await page
    .getByRole("navigation", { name: "Contact" })
    .getByRole("link", { name: "Activity" })
    .click();
  await expect(
    page
      .getByRole("list", { name: "Activity" })
      .getByRole("listitem")
      .filter({ hasText: "Two-factor authentication turned off" }),
  ).toContainText("by ");
});
