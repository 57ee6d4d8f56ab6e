import { Secret, TOTP } from "otpauth";
import { demo, expect, logIn, logOut, test, type TestContact } from "./fixtures";

const STEP_MS = 30_000;

/** The code of a 30-second step: each code works once, so a test uses a later step each time. */
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate({
    timestamp: step * STEP_MS,
  });

/**
 * The current step, once at least 5 seconds of it are left: the server accepts one step either
 * side of its own, so codes of this step -1, 0 and +1 all work while the test runs.
 */
async function freshStep(): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Math.floor(Date.now() / STEP_MS);
}

test("a newcomer signs in with the printed demo member account", async ({ page, agora }) => {
  const member = demo("member");
  await page.goto(`${agora.url}/`);
  await expect(page).toHaveURL(/\/auth\/login\?next=%2F$/);
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await expect(page.getByRole("heading", { name: `Hello, ${member.firstname}!` })).toBeVisible();
  // Members see their own menu, not the administration.
  await expect(page.getByRole("navigation", { name: "Your profile" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Administration" })).toHaveCount(0);
  await logOut(page);
  await page.goto(`${agora.url}/profile`);
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);
});

test("login follows next only to paths of this site", async ({ page, agora }) => {
  const member = await agora.newContact();
  await logIn(page, agora.url, member, "/profile/account");
  await expect(page).toHaveURL(`${agora.url}/profile/account`);
  await logOut(page);

  await logIn(page, agora.url, member, "//evil.example/x");
  await expect(page).toHaveURL(`${agora.url}/profile`);
});

test("a wrong password is refused with a message", async ({ page, agora }) => {
  const member = await agora.newContact();
  await logIn(page, agora.url, { email: member.email, password: "Wrong-Pass-1" });
  await expect(page.getByText("Invalid password/email combination")).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);
});

test("two-factor codes: set up, sign in with a code, and turn off", async ({ page, agora }) => {
  const member = await agora.newContact();
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await page.goto(`${agora.url}/profile/account`);

  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = await page
    .getByRole("textbox", { name: "Can't scan it? Enter this key in the app instead" })
    .inputValue();
  // A wrong code is refused and the person stays signed in.
  const code = page.getByRole("textbox", { name: /6-digit code/ });
  await code.fill("000000");
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(page.getByText("That code didn't work.", { exact: false })).toBeVisible();
  await expect(code).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${agora.url}/profile/account`);
  const step = await freshStep();
  await code.fill(codeAt(secret, step - 1));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(
    page.getByText("Two-factor authentication is on", { exact: false }).first(),
  ).toBeVisible();
  await logOut(page);

  await logIn(page, agora.url, member);
  const codeStep = page.getByRole("textbox", { name: /code/i });
  await expect(codeStep).toBeVisible();
  await codeStep.fill(codeAt(secret, step));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile`);

  await page.goto(`${agora.url}/profile/account`);
  await page.getByRole("button", { name: "Turn off two-factor authentication" }).click();
  await page
    .getByRole("textbox", { name: /authenticator|6-digit/i })
    .fill(codeAt(secret, step + 1));
  await page.getByRole("button", { name: "Turn off", exact: true }).click();
  await expect(
    page.getByText("Two-factor authentication is off", { exact: false }).first(),
  ).toBeVisible();
});

test("a forgotten password is recovered through the emailed link, used once", async ({
  page,
  agora,
  mailbox,
}) => {
  const member = await agora.newContact();
  await page.goto(`${agora.url}/auth/login`);
  await page.getByRole("link", { name: "Forgot your password?" }).click();
  await page.getByRole("textbox", { name: "Email address" }).fill(member.email);
  await page.getByRole("button", { name: "Send me a link" }).click();
  await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();

  const link = await mailbox.waitForLink(member.email, "/auth/reset-password/");
  expect(link.startsWith(agora.url)).toBe(true);
  await page.goto(link);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Brand-New-Pass-7");
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill("Brand-New-Pass-7");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page).toHaveURL(`${agora.url}/`.replace(/\/$/, "") + "/profile");
  await logOut(page);

  await logIn(page, agora.url, { email: member.email, password: "Brand-New-Pass-7" });
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await logOut(page);

  await page.goto(link);
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Another-Pass-8");
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill("Another-Pass-8");
  await page.getByRole("button", { name: "Save new password" }).click();
  await expect(page.getByText("This link has expired", { exact: false })).toBeVisible();
});

test("members change their details, address and password", async ({ page, agora }) => {
  const member: TestContact = await agora.newContact();
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await page.goto(`${agora.url}/profile/account`);

  await page.getByRole("textbox", { name: "First name" }).fill("Ada");
  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Phone number" }).fill("+44 20 7946 0000");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await page.goto(`${agora.url}/profile`);
  await expect(page.getByRole("heading", { name: "Hello, Ada!" })).toBeVisible();

  await page.goto(`${agora.url}/profile/account`);
  const line1 = page.getByRole("textbox", { name: /Address line 1/ });
  await page.getByRole("textbox", { name: /City/ }).fill("Leeds");
  await page.getByRole("button", { name: /Save address/ }).click();
  // The message sits next to the field it is about.
  await expect(line1).toHaveAttribute("aria-invalid", "true");
  const describedBy = (await line1.getAttribute("aria-describedby")) ?? "";
  await expect(page.locator(`[id="${describedBy.split(" ").pop()}"]`)).toBeVisible();
  await line1.fill("1 Harbour Street");
  await page.getByRole("textbox", { name: /Postcode/ }).fill("LS1 1AA");
  await page.getByRole("button", { name: /Save address/ }).click();
  await expect(line1).not.toHaveAttribute("aria-invalid", "true");

  await page.getByRole("textbox", { name: "New password", exact: true }).fill("weak");
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill("weak");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Invalid password").first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: "New password", exact: true })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await page.getByRole("textbox", { name: "New password", exact: true }).fill("Changed-Pass-9");
  await page.getByRole("textbox", { name: "Repeat the new password" }).fill("Changed-Pass-9");
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByText("Your password is changed.")).toBeVisible();
  await logOut(page);
  await logIn(page, agora.url, { email: member.email, password: "Changed-Pass-9" });
  await expect(page).toHaveURL(`${agora.url}/profile`);
});

test("leaving the account page with unsaved changes asks first", async ({ page, agora }) => {
  const member: TestContact = await agora.newContact();
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await page
    .getByRole("navigation", { name: "Your profile" })
    .getByRole("link", { name: "Account" })
    .click();
  const firstName = page.getByRole("textbox", { name: "First name" });
  await firstName.fill("Augusta");

  // A link of the menu waits for an answer; staying keeps what was typed.
  const menu = page.getByRole("navigation", { name: "Your profile" });
  await menu.getByRole("link", { name: "Callouts" }).click();
  const question = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(question).toBeHidden();
  await expect(page).toHaveURL(`${agora.url}/profile/account`);
  await expect(firstName).toHaveValue("Augusta");

  // Reloading gets the browser's own question; staying cancels the reload, which Playwright's
  // reload() then waits for in vain, so it is not awaited.
  const unload = page.waitForEvent("dialog");
  page.reload().catch(() => undefined);
  const dialog = await unload;
  expect(dialog.type()).toBe("beforeunload");
  await dialog.dismiss();
  await expect(firstName).toHaveValue("Augusta");

  // Back too, held before it moves (so goBack(), waiting for a move, is not awaited); leaving
  // goes where Back was going.
  page.goBack().catch(() => undefined);
  await expect(question).toBeVisible();
  await expect(page).toHaveURL(`${agora.url}/profile/account`);
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile`);

  // Logging out asks too, before the session ends; leaving then logs out.
  await page.goto(`${agora.url}/profile/account`);
  await firstName.fill("Augusta");
  await page.getByRole("button", { name: "Log out" }).click();
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile/account`);
  await page.getByRole("button", { name: "Log out" }).click();
  await question.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(new RegExp(`${agora.url}/auth/login`));
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);

  // Saved changes leave freely.
  await page.goto(`${agora.url}/profile/account`);
  await firstName.fill("Augusta");
  await page.getByRole("textbox", { name: "Last name" }).fill("King");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText("Your details are saved.")).toBeVisible();
  await menu.getByRole("link", { name: "Home" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile`);
});

test("a member's new email address counts only once its inbox confirms it", async ({
  page,
  agora,
  mailbox,
}) => {
  const member: TestContact = await agora.newContact();
  const address = `renamed-${Date.now()}@example.org`;
  await logIn(page, agora.url, member);
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await page.goto(`${agora.url}/profile/account`);

  await page.getByRole("textbox", { name: "Last name" }).fill("Lovelace");
  await page.getByRole("textbox", { name: "Email address" }).fill(address);
  const current = page.getByLabel("Current password");
  await current.fill("Not-My-Pass-1");
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(current).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("That is not your current password.").first()).toBeVisible();

  await current.fill(member.password);
  await page.getByRole("button", { name: "Save details" }).click();
  await expect(page.getByText(`We sent a link to ${address}`, { exact: false })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(member.email);

  const link = await mailbox.waitForLink(address, "/auth/confirm-email/");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my new email address" }).click();
  await expect(page.getByRole("heading", { name: "Your email address is changed" })).toBeFocused();
  await page.getByRole("link", { name: "Go to my account" }).click();
  await expect(page.getByRole("textbox", { name: "Email address" })).toHaveValue(address);
  await logOut(page);
  await logIn(page, agora.url, { email: address, password: member.password });
  await expect(page).toHaveURL(`${agora.url}/profile`);

  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my new email address" }).click();
  await expect(page.getByText("This link has expired", { exact: false })).toBeVisible();
});

test("a superadmin creates an API key, which works until it is revoked", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"));
  await expect(page).toHaveURL(`${agora.url}/admin`);
  await page.goto(`${agora.url}/admin/settings/api-keys`);

  await page.getByRole("textbox", { name: "Description" }).fill("Newsletter sync");
  await page.getByRole("combobox", { name: "Expires" }).selectOption({ label: "Never" });
  await page.getByRole("button", { name: "Create API key" }).click();
  // Never needs the risk acknowledgement first.
  const acknowledge = page.getByRole("checkbox", { name: /I understand/ });
  await expect(acknowledge).toHaveAttribute("aria-invalid", "true");
  await acknowledge.check();
  await page.getByRole("button", { name: "Create API key" }).click();

  const token = await page.getByRole("textbox", { name: "Your new API key" }).inputValue();
  expect(token).toMatch(/^[0-9a-f]+_[0-9a-f]+$/);
  const asKey = () =>
    fetch(`${agora.url}/api/1.0/api-key`, { headers: { Authorization: `Bearer ${token}` } });
  expect((await asKey()).status).toBe(200);

  await page.getByRole("button", { name: "I've copied it" }).click();
  await expect(page.getByRole("textbox", { name: "Your new API key" })).toHaveCount(0);
  await page.getByRole("button", { name: "Delete the key “Newsletter sync”" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Delete key" }).click();
  await expect(
    page.getByText("The API key “Newsletter sync” is deleted.", { exact: false }),
  ).toBeVisible();
  expect((await asKey()).status).toBe(403);
});
