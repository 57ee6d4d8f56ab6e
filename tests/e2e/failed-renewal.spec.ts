import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, logOut, test, payByCard } from "./fixtures";

// A server of its own: the test moves the test provider's clock, which only moves forward.
test.use({ serverFor: "failed-renewal" });

interface Membership {
  status: string;
  paidUntil?: string;
  accessEndsAt?: string;
  nextPaymentAt?: string;
}

/** The membership state as the signed-in member's own API answers it. */
async function membershipOf(page: Page, url: string): Promise<Membership> {
  const response = await page.request.get(`${url}/api/1.0/contact/me/contribution`);
  expect(response.ok()).toBe(true);
  const info = (await response.json()) as { membership: Membership };
  return info.membership;
}

/** A date as the organisation's pages write it (a British newsroom: "5 January 2027"). */
const long = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "UTC" }).format(new Date(iso));

test("a member whose renewal failed fixes it from the email with a new card, and every page agrees on the dates", async ({
  page,
  agora,
  mailbox,
}) => {
  const member = await agora.newContact({ firstname: "Ada" });
  await logIn(page, agora.url, member, "/profile/contribution");
  await expect(page.getByRole("heading", { name: "Start a contribution" })).toBeVisible();
  await page.getByLabel("Monthly").check();
  await page.getByLabel("Amount per month").fill("5");
  await page.getByRole("button", { name: /^Contribute £5/ }).click();
  await payByCard(page, "Succeed now, then fail for lack of funds");
  await expect(page.getByText("Thank you! Your contribution has started.")).toBeVisible();
  const history = page.getByRole("region", { name: "Payment history" });
  await expect(async () => {
    await page.reload();
    await expect(history.getByRole("listitem")).toHaveCount(1, { timeout: 1000 });
  }).toPass();

  // A month and two days on, the renewal fails: the member is emailed a link to fix it.
  const cookie = await adminCookie(agora.url);
  const moved = await fetch(`${agora.url}/api/1.0/test-provider/clock`, {
    method: "POST",
    headers: { cookie, "Content-Type": "application/json" },
    body: JSON.stringify({ advance: "P1M2D" }),
  });
  expect(moved.ok).toBe(true);
  await expect
    .poll(async () => (await membershipOf(page, agora.url)).status)
    .toBe("payment-failed");
  const failed = await membershipOf(page, agora.url);
  expect(failed.accessEndsAt).toBeDefined();
  const link = await mailbox.waitForLink(member.email, "/profile/contribution");

  await page.goto(link);
  await expect(page.getByText("Your last payment failed.")).toBeVisible();
  await expect(
    page.getByText(`You stay a member until ${long(failed.accessEndsAt!)}.`, { exact: false }),
  ).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  const update = page.getByRole("button", { name: /Update payment method|Change payment method/ });
  await expect(update).toBeEnabled();
  await update.click();
  await payByCard(page, "Succeed");
  await expect(page.getByText("Your payment method is changed.")).toBeVisible();

  // The failed month is charged on the new card at once, and the membership is back.
  await expect.poll(async () => (await membershipOf(page, agora.url)).status).toBe("active");
  const restored = await membershipOf(page, agora.url);
  expect(restored.nextPaymentAt).toBeDefined();
  expect(restored.paidUntil).toBeDefined();
  expect(new Date(restored.paidUntil!) > new Date(failed.paidUntil!)).toBe(true);
  const next = long(restored.nextPaymentAt!);
  const paidUntil = long(restored.paidUntil!);
  await page.reload();
  await expect(page.getByText("Your last payment failed.")).toHaveCount(0);
  await expect(page.getByText(`It renews on ${next}.`)).toBeVisible();

  await page.goto(`${agora.url}/profile`);
  await expect(page.getByText(new RegExp(`Next payment: £5(\\.00)? on ${next}\\.`))).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await page.goto(`${agora.url}/profile/contribution/cancel`);
  await expect(
    page.getByText(`you stay a member until ${paidUntil}`, { exact: false }),
  ).toBeVisible();

  // Staff see the same dates on the contact's contribution tab.
  await logOut(page);
  await logIn(page, agora.url, demo("superadmin"), `/admin/contacts/${member.id}/contribution`);
  const facts = page.getByRole("definition");
  await expect(facts.filter({ hasText: next })).toHaveCount(1);
  await expect(page.getByText("Last payment failed")).toHaveCount(0);
});
