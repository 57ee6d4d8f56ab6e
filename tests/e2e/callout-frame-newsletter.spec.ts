import { axeViolations } from "./axe";
import { adminCookie, expect, logIn, test } from "./fixtures";

// A server of its own: this spec changes the readers' newsletter groups and a demo callout's
// sign-up, which other specs on the shared server rely on.
test.use({ serverFor: "callout-frame-newsletter" });

const TAP_WATER = "has-your-tap-water-changed";
const GROUPS = [
  { id: "weekly", label: "The weekly briefing", checked: false },
  { id: "events", label: "Events near you", checked: true },
];

async function asAdmin(url: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${url}/api/1.0/${path}`, {
    method,
    headers: { "Content-Type": "application/json", cookie: await adminCookie(url) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return response.json() as Promise<unknown>;
}

test("a reader in a frame opts in to the newsletter and chooses among the readers' groups", async ({
  page,
  agora,
  hostPage,
}, testInfo) => {
  // The readers' groups (join setup's), and the demo callout's sign-up without groups of its
  // own: the frame offers the readers' groups.
  await asAdmin(agora.url, "PATCH", "content/join/setup", { newsletterGroups: GROUPS });
  await asAdmin(agora.url, "PATCH", `callout/${TAP_WATER}`, {
    newsletterSchema: {
      title: "Follow the investigation",
      text: "<p>We will publish what we find in the coming weeks.</p>",
      optIn: "Yes, email me the newsletter",
      groups: [],
    },
  });
  // Signed in on Agora's site, which this host page shares (127.0.0.1): the frame knows them.
  const reader = await agora.newContact({ firstname: "Noor" });
  await logIn(page, agora.url, reader);
  await expect(page).not.toHaveURL(/\/auth\/login/);
  hostPage.setHtml(`<!doctype html>
    <html lang="en"><head><title>Our water</title></head><body>
      <h1>Our water</h1>
      <a href="${agora.url}/callouts/${TAP_WATER}" data-agora-embed>Tell us about your water</a>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  await page.goto(hostPage.url);
  const frame = page.frameLocator("iframe[data-agora-embed]");
  const iframe = page.locator("iframe[data-agora-embed]");
  // Settled first: the frame sized to its form and its fonts in. Once, on a loaded CI machine,
  // the first click here focused "No" without choosing it.
  await expect(frame.getByRole("radiogroup")).toBeVisible();
  await expect.poll(async () => (await iframe.boundingBox())?.height).toBeGreaterThan(200);
  const embedded = page.frames().find((candidate) => candidate.url().includes("/embed/"))!;
  await embedded.evaluate(() => document.fonts.ready.then(() => undefined));

  await frame.getByRole("radio", { name: "No", exact: true }).check();
  await frame.getByRole("button", { name: "Continue" }).click();
  await frame
    .getByRole("combobox", { name: "Which district do you live in?" })
    .selectOption("Northgate");
  const optIn = frame.getByRole("checkbox", { name: "Yes, email me the newsletter" });
  await expect(optIn).not.toBeChecked();
  const groups = frame.getByRole("group", { name: "What would you like to receive?" });
  await expect(groups).toHaveCount(0);

  await optIn.check();
  // The readers' groups, the one join setup ticks by default ticked.
  await expect(groups.getByRole("checkbox")).toHaveCount(2);
  await expect(groups.getByRole("checkbox", { name: "Events near you" })).toBeChecked();
  await groups.getByRole("checkbox", { name: "Events near you" }).uncheck();
  await groups.getByRole("checkbox", { name: "The weekly briefing" }).check();

  expect(await axeViolations(embedded), "the frame's sign-up, opted in").toEqual([]);
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(async () => (await iframe.boundingBox())?.width).toBeLessThanOrEqual(width);
    await groups.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: testInfo.outputPath(`callout-frame-newsletter-${width}.png`),
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1280, height: 900 });

  await frame.getByRole("button", { name: "Send my report" }).click();
  await expect(
    frame.getByText("We compare every report with the water company's test results."),
  ).toBeVisible();

  const contact = (await asAdmin(agora.url, "GET", `contact/${reader.id}?with=profile`)) as {
    profile: { newsletterStatus: string; newsletterGroups: string[] };
  };
  expect(contact.profile).toMatchObject({
    newsletterStatus: "subscribed",
    newsletterGroups: ["weekly"],
  });
});
