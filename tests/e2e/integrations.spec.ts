import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type { Page } from "@playwright/test";
import { SIGNATURE_HEADER, verifySignature } from "@server/services/outbound-webhooks/signature";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

const TAP_WATER = "has-your-tap-water-changed";

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

/** A receiver of webhooks on this machine, keeping what it got. */
async function openReceiver() {
  const received: { headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.end("ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/agora`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

test("an admin adds a webhook that receives a response submitted in a callout frame", async ({
  browser,
  page,
  agora,
  hostPage,
}) => {
  const receiver = await openReceiver();
  try {
    await logIn(page, agora.url, demo("superadmin"), "/admin/settings/webhooks");
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();
    await expect(page.getByText("There are no webhooks yet.")).toBeVisible();

    // Nothing chosen: the form says so next to the events.
    await page.getByRole("textbox", { name: "Address (URL)" }).fill(receiver.url);
    await page.getByRole("button", { name: "Add webhook" }).click();
    await expect(page.getByRole("group", { name: "Events to send" })).toContainText(/at least 1/);
    await page.getByRole("textbox", { name: "Description" }).fill("Newsroom CRM");
    await page.getByRole("checkbox", { name: "A response is submitted" }).check();
    await page.getByRole("button", { name: "Add webhook" }).click();

    const secretField = page.getByRole("textbox", { name: "Signing secret" });
    await expect(secretField).toBeFocused();
    const secret = await secretField.inputValue();
    expect(secret).toMatch(/^whsec_/);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "webhooks-secret");
    await page.getByRole("button", { name: "I've copied it" }).click();
    const card = page.getByRole("region", { name: /Newsroom CRM/ });
    await expect(card.getByText(receiver.url)).toBeVisible();
    await expect(card.getByText("Nothing has been sent to this webhook yet.")).toBeVisible();

    // A reader (a browser of their own, not signed in) answers the callout in its frame.
    hostPage.setHtml(`<!doctype html>
      <html lang="en"><head><title>Our water</title></head><body>
        <a href="${agora.url}/callouts/${TAP_WATER}" data-agora-embed>Tell us</a>
        <script src="${agora.url}/loader.js" async></script>
      </body></html>`);
    const readerContext = await browser.newContext();
    const reader = await readerContext.newPage();
    await reader.goto(hostPage.url);
    const frame = reader.frameLocator("iframe[data-agora-embed]");
    await frame.getByRole("radio", { name: "No", exact: true }).check();
    await frame.getByRole("button", { name: "Continue" }).click();
    await frame
      .getByRole("combobox", { name: "Which district do you live in?" })
      .selectOption("Northgate");
    // Guests are asked who they are once they send.
    await frame.getByRole("button", { name: "Send my report" }).click();
    await frame.getByRole("textbox", { name: "First name" }).fill("Jo");
    await frame.getByRole("textbox", { name: "Last name" }).fill("Reader");
    await frame.getByRole("textbox", { name: "Email" }).fill("jo.webhook@example.org");
    await frame.getByRole("button", { name: "Send my report" }).click();
    await expect(
      frame.getByText("We compare every report with the water company's test results."),
    ).toBeVisible();
    await readerContext.close();

    // The receiver gets it, signed with the secret the admin copied.
    await expect.poll(() => receiver.received.length).toBe(1);
    const [delivery] = receiver.received;
    expect(
      verifySignature(secret, delivery!.headers[SIGNATURE_HEADER] as string, delivery!.body),
    ).toBe(true);
    expect(JSON.parse(delivery!.body)).toMatchObject({
      type: "response.submitted",
      data: { calloutSlug: TAP_WATER, answers: { noticed: { noticed: "no" } } },
    });

    // The log says so; a test event and a redelivery go out too.
    await page.reload();
    const log = page.getByRole("table", { name: /Deliveries to Newsroom CRM/ });
    await expect(log.getByRole("row", { name: /A response is submitted/ })).toContainText(
      "Delivered",
    );
    await expect(log).toContainText("200");
    await card.getByRole("button", { name: "Send a test event" }).click();
    await expect(page.getByText(/A test event is on its way/)).toBeVisible();
    await expect(log.getByRole("row", { name: /Test event/ })).toContainText("Delivered");
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(await axeViolations(page)).toEqual([]);
    await screenshots(page, "webhooks");
  } finally {
    await receiver.close();
  }
});

test("the API reference lists every route, searchable, with bodies and answers", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/settings/api");
  await expect(page.getByRole("heading", { level: 1, name: "API reference" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Notices" })).toBeVisible();
  await page.getByRole("textbox", { name: "Find a route" }).fill("notice");
  await expect(page).toHaveURL(/\?q=notice$/);
  await expect(page.getByText("6 routes")).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Webhooks" })).toHaveCount(0);

  const addNotice = page.locator("details", { hasText: "Add a notice" });
  await addNotice.locator("summary").click();
  await expect(addNotice.getByText("Superadmins")).toHaveCount(0);
  await expect(addNotice.getByText("Admins and API keys")).toBeVisible();
  await expect(addNotice.getByRole("heading", { name: "Request body (JSON)" })).toBeVisible();
  await expect(addNotice.getByText(/at most 200 characters/).first()).toBeVisible();

  // A filter's groups hold groups: the body names the schema, described once below.
  await page.getByRole("textbox", { name: "Find a route" }).fill("segment");
  const addSegment = page.locator("details", { hasText: "Save a contact filter as a segment" });
  await addSegment.locator("summary").click();
  const ruleGroup = addSegment.getByRole("link", { name: "RuleGroup", exact: true }).first();
  await expect(ruleGroup).toHaveAttribute("href", "#api-schema-RuleGroup");
  const named = page.getByRole("region", { name: "Named schemas" });
  await expect(named.getByRole("heading", { level: 3, name: "RuleGroup" })).toBeVisible();
  await expect(named.getByRole("link", { name: "list of RuleOrGroup" }).first()).toBeVisible();
  await expect(named.getByText("A group of rules")).toBeVisible();
  await ruleGroup.click();
  await expect(named.getByRole("heading", { level: 3, name: "RuleGroup" })).toBeInViewport();
  expect(await axeViolations(page)).toEqual([]);
  await screenshots(page, "api-reference");
});
