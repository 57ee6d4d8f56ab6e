import { randomUUID } from "node:crypto";
import { axeViolations } from "./axe";
import { adminCookie, expect, logIn, test, payByCard } from "./fixtures";

// A server of its own: the renewals test moves the test provider's clock two years on, and
// that clock only moves forward, which other specs on a shared server would then live in.
test.use({ serverFor: "membership" });

const SURVEY = "what-should-we-investigate-next";

/** Changes a settings document as an admin, answering what it was before. */
async function patchContent(url: string, id: string, patch: Record<string, unknown>) {
  const cookie = await adminCookie(url);
  const before = (await (
    await fetch(`${url}/api/1.0/content/${id}`, { headers: { cookie } })
  ).json()) as Record<string, unknown>;
  const response = await fetch(`${url}/api/1.0/content/${id}`, {
    method: "PATCH",
    headers: { cookie, "Content-Type": "application/json" },
    body: JSON.stringify(patch),
  });
  expect(response.ok).toBe(true);
  return before;
}

test("a reader joins from the join frame on another site, confirms the email, sets up the account and answers the survey", async ({
  page,
  agora,
  hostPage,
  mailbox,
}) => {
  const email = `joiner-${randomUUID()}@example.org`;
  const setupBefore = await patchContent(agora.url, "join/setup", {
    surveySlug: SURVEY,
    surveyRequired: false,
    surveyText: "<p>Tell us what to investigate.</p>",
  });
  try {
    hostPage.setHtml(`<!doctype html><html lang="en"><head><title>Support us</title></head><body>
      <h1>Support local news</h1>
      <a href="${agora.url}/join?amount=7&period=monthly" data-agora-embed>Join us</a>
      <script src="${agora.url}/loader.js" async></script></body></html>`);
    await page.goto(hostPage.url);
    const frame = page.frameLocator("iframe[data-agora-embed]");
    const amount = frame.getByLabel("Amount per month");
    await expect(amount).toHaveValue("7");

    // The minimum is told as the reader types; the arrows step by 1.
    await amount.fill("0.5");
    await expect(frame.getByText("The minimum is £1 a month")).toBeVisible();
    await amount.fill("9");
    await amount.press("ArrowUp");
    await expect(amount).toHaveValue("10");
    await frame.getByLabel("I'll cover the fee").check();
    await expect(frame.getByRole("button", { name: "Contribute £10.35 a month" })).toBeVisible();
    expect(
      await axeViolations(
        page.frames().find((candidate) => candidate.url().includes("/embed/join"))!,
      ),
    ).toEqual([]);

    await frame.getByLabel("Email").fill(email);
    await frame.getByRole("button", { name: "Contribute £10.35 a month" }).click();

    // The host's window goes to the provider's checkout, on Agora's site.
    await expect(page).toHaveURL(new RegExp(`^${agora.url}/checkout/test/`));
    await expect(page.getByText("£10.35 a month")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await payByCard(page, "The bank asks me to approve it");
    await page.getByRole("button", { name: "Approve" }).click();

    await expect(page.getByRole("heading", { name: "Check your inbox" })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    const link = await mailbox.waitForLink(email, "/join/confirm-email/");
    await page.goto(link);
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Confirm my email address" }).click();

    await expect(page).toHaveURL(/\/join\/setup$/);
    await page.getByLabel("First name").fill("Nadia");
    await page.getByLabel("Last name").fill("Okafor");
    await page.getByRole("button", { name: "Continue" }).click();
    // A password is needed: the form says so next to the field.
    const password = page.getByRole("textbox", { name: "New password", exact: true });
    await expect(password).toHaveAttribute("aria-invalid", "true");
    expect(await axeViolations(page)).toEqual([]);
    await password.fill("Joined-Today-2026");
    await page.getByLabel("Repeat the new password").fill("Joined-Today-2026");
    await page.getByRole("button", { name: "Continue" }).click();

    await expect(page).toHaveURL(/\/join\/survey$/);
    await expect(page.getByText("Tell us what to investigate.")).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByLabel("Who owns the new harbour flats?").check();
    await page.getByRole("button", { name: /Send|Submit/ }).click();

    await expect(page).toHaveURL(/\/profile\?welcomeMessage=true$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Nadia");
  } finally {
    await patchContent(agora.url, "join/setup", {
      surveySlug: setupBefore.surveySlug,
      surveyRequired: setupBefore.surveyRequired,
      surveyText: setupBefore.surveyText,
    });
  }
});

test("a member starts a contribution, changes the amount with proration and the payment method, sees a failed renewal and its email, and cancels", async ({
  page,
  agora,
  mailbox,
}) => {
  const member = await agora.newContact({ firstname: "Rosa" });
  await logIn(page, agora.url, member, "/profile/contribution");
  await expect(page.getByRole("heading", { name: "Start a contribution" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.getByLabel("Annually").check();
  await page.getByLabel("Amount per year").fill("60");
  await page.getByRole("button", { name: "Contribute £60 a year" }).click();
  await payByCard(page, "Succeed");
  await expect(page.getByText("Thank you! Your contribution has started.")).toBeVisible();
  await expect(page.getByText("£60 a year")).toBeVisible();
  // The first payment is taken in the background, moments after the contribution starts.
  const history = page.getByRole("region", { name: "Payment history" });
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole("listitem")).toHaveCount(1, { timeout: 1000 });
  }).toPass();

  // Most of the year is left: paying the difference now is offered, with its amount.
  await page.getByLabel("Amount per year").fill("120");
  const now = page.getByLabel(/^Now: pay £\d+(\.\d\d)? for the rest of this period$/);
  await expect(now).toBeChecked();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Change my contribution" }).click();
  await expect(page.getByText("Your contribution is changed.")).toBeVisible();
  await expect(page.getByText("£120 a year")).toBeVisible();
  await expect(history.getByRole("listitem")).toHaveCount(2);

  await page.getByRole("button", { name: "Change payment method" }).click();
  await payByCard(page, "Succeed now, then fail for lack of funds");
  await expect(page.getByText("Your payment method is changed.")).toBeVisible();

  // The new card pays its first renewal and fails the next: two years on, that failure shows
  // in the history and the member is emailed.
  const before = mailbox.messages.length;
  const cookie = await adminCookie(agora.url);
  const moved = await fetch(`${agora.url}/api/1.0/test-provider/clock`, {
    method: "POST",
    headers: { cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ advance: "P2Y2D" }),
  });
  expect(moved.ok).toBe(true);
  await page.reload();
  await expect(history.getByText("Failed ·")).toBeVisible();
  await expect
    .poll(() => mailbox.messages.slice(before).some((mail) => mail.to.includes(member.email)))
    .toBe(true);

  await page.getByRole("link", { name: "Cancel my contribution" }).click();
  await expect(page.getByRole("heading", { name: "We're sorry to see you go" })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  await page.getByRole("button", { name: "Cancel my contribution" }).click();
  await expect(page).toHaveURL(/\/profile\/contribution\?cancelled$/);
  await expect(page.getByText("Your contribution is cancelled.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Restart your contribution" })).toBeVisible();
});
