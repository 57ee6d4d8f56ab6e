import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, test } from "./fixtures";

// A server of its own, with the newsletter stand-in on (NODE_ENV=test leaves it off).
test.use({ serverFor: "newsletter", serverEnv: { AGORA_TEST_NEWSLETTER: "1" } });

const REFUSED = "Mailchimp refused the API key: check MAILCHIMP_API_KEY (it may have been revoked)";

test("Settings → Newsletter syncs, reconciles and shows a refusal in plain words", async ({
  page,
  agora,
}) => {
  const reader = await agora.newContact({ firstname: "Nadia" });
  const subscribed = await fetch(`${agora.url}/api/1.0/contact/${reader.id}`, {
    method: "PATCH",
    headers: { "Content-Type": "application/json", cookie: await adminCookie(agora.url) },
    body: JSON.stringify({ profile: { newsletterStatus: "subscribed" } }),
  });
  expect(subscribed.ok).toBe(true);

  await logIn(page, agora.url, demo("superadmin"), "/admin/settings/newsletter");
  await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
  await expect(
    page.getByRole("heading", { level: 2, name: "Connected to the test audience" }),
  ).toBeVisible();

  await page.getByRole("button", { name: "Sync now" }).click();
  await expect(page.getByText(/contacts? will be sent to the audience/)).toBeVisible();

  // The reader leaves "in Mailchimp" and the webhook is lost: the reconcile finds it.
  await expect
    .poll(async () => {
      const response = await fetch(`${agora.url}/api/1.0/__test/newsletter/unsubscribe`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ email: reader.email }),
      });
      return response.status;
    })
    .toBe(204);
  await page.getByRole("button", { name: "Reconcile now" }).click();
  await expect(page.getByText("The audience and Agora were compared.")).toBeVisible();
  const differences = page.getByRole("table", {
    name: "Differences between the audience and Agora",
  });
  const row = differences.getByRole("row").filter({ hasText: reader.email });
  await expect(row.getByRole("cell")).toHaveText([
    reader.email,
    "Status",
    "subscribed",
    "unsubscribed",
    "Agora updated",
  ]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page)).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  // Mailchimp refuses: the next sync's failure is shown as the admin can act on it.
  await agora.hook("PUT", "newsletter/failure", { message: REFUSED });
  try {
    await page.getByRole("button", { name: "Sync now" }).click();
    await expect(page.getByText(/contacts? will be sent to the audience/).first()).toBeVisible();
    await expect
      .poll(async () => {
        await page.reload();
        await expect(page.getByRole("heading", { level: 1, name: "Newsletter" })).toBeVisible();
        return page.getByRole("alert").allTextContents();
      })
      .toContainEqual(expect.stringContaining(REFUSED));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      expect(await axeViolations(page)).toEqual([]);
    }
  } finally {
    await agora.hook("PUT", "newsletter/failure", { message: null });
  }
});
