import { randomUUID } from "node:crypto";
import { Secret, TOTP } from "otpauth";
import { axeViolations } from "./axe";
import { expect, logIn, logOut, payByCard, test } from "./fixtures";

const STEP_MS = 30_000;

/** The code of a 30-second step (the server accepts one step either side of its own). */
const codeAt = (secret: string, step: number) =>
  new TOTP({ secret: Secret.fromBase32(secret.replace(/\s+/g, "")) }).generate({
    timestamp: step * STEP_MS,
  });

/** The current step, once at least 5 seconds of it are left, so its neighbours work too. */
async function freshStep(): Promise<number> {
  const left = STEP_MS - (Date.now() % STEP_MS);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
  return Math.floor(Date.now() / STEP_MS);
}

test("the join's confirm link never signs in a member with a second factor: they log in with their code", async ({
  page,
  agora,
  mailbox,
}) => {
  const email = `two-factor-joiner-${randomUUID()}@example.org`;
  const password = "Joined-With-Code-2026";

  // A reader joins with a card, confirms, chooses a password and turns on two-factor codes.
  await page.goto(`${agora.url}/join?amount=7&period=monthly`);
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Contribute £7 a month" }).click();
  await payByCard(page, "Succeed");
  await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
  const link = await mailbox.waitForLink(email, "/join/confirm-email/");
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page).toHaveURL(/\/join\/setup$/);
  await page.getByLabel("First name").fill("Tove");
  await page.getByLabel("Last name").fill("Lind");
  await page.getByRole("textbox", { name: "New password", exact: true }).fill(password);
  await page.getByLabel("Repeat the new password").fill(password);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page).not.toHaveURL(/\/join\/setup$/);

  await page.goto(`${agora.url}/profile/account`);
  await page.getByRole("button", { name: "Set up two-factor authentication" }).click();
  const secret = await page
    .getByRole("textbox", { name: "Can't scan it? Enter this key in the app instead" })
    .inputValue();
  const step = await freshStep();
  await page.getByRole("textbox", { name: /6-digit code/ }).fill(codeAt(secret, step - 1));
  await page.getByRole("button", { name: "Turn on" }).click();
  await expect(
    page.getByText("Two-factor authentication is on", { exact: false }).first(),
  ).toBeVisible();
  await logOut(page);

  // The provider was away when the join was confirmed, so its link may finish it again; the
  // mailbox alone gets no session: the page says to log in with the code.
  await agora.hook("POST", "join-flows/unfinished", { email });
  await page.goto(link);
  await page.getByRole("button", { name: "Confirm my email address" }).click();
  await expect(page.getByRole("heading", { name: "Your email is confirmed" })).toBeVisible();
  await expect(
    page.getByText("with your password and the code from your authenticator app"),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const me = await page.request.get(`${agora.url}/api/1.0/contact/me`);
  expect(me.status()).toBe(401);
  await page.goto(`${agora.url}/profile`);
  await expect(page).toHaveURL(/\/auth\/login\?next=%2Fprofile$/);

  // With the password alone it still asks for the code; with the code they are in.
  await logIn(page, agora.url, { email, password });
  const code = page.getByRole("textbox", { name: /code/i });
  await expect(code).toBeVisible();
  await expect(page).not.toHaveURL(/\/profile$/);
  await code.fill(codeAt(secret, step));
  await page.getByRole("button", { name: "Log in" }).click();
  await expect(page).toHaveURL(`${agora.url}/profile`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Tove");
});
