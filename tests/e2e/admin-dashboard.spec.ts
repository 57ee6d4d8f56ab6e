import { readFile } from "node:fs/promises";
import type { Locator } from "@playwright/test";
import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, test } from "./fixtures";

interface ApiPayment {
  id: string;
  amount: number;
  chargeDate: string;
  status: string;
}

interface ApiContact {
  roles: { role: string; dateAdded: string }[];
}

/** Every item of an API list, read page by page: `path` is e.g. "payment". */
async function allItems<T>(url: string, path: string, query = ""): Promise<T[]> {
  const cookie = await adminCookie(url);
  const items: T[] = [];
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${url}/api/1.0/${path}?limit=100&offset=${offset}${query}`, {
      headers: { cookie },
    });
    const page = (await response.json()) as { total: number; items: T[] };
    items.push(...page.items);
    if (items.length >= page.total || page.items.length === 0) return items;
  }
}

/** Every payment of the seeded organisation. */
const allPayments = (url: string, query = "") => allItems<ApiPayment>(url, "payment", query);

const rulesParam = (rules: object[]) =>
  `&rules=${encodeURIComponent(JSON.stringify({ condition: "AND", rules }))}`;

/** A money or count figure as the page shows it ("£1,234.50", "12"), as a number. */
async function numberIn(locator: Locator): Promise<number> {
  const text = (await locator.textContent()) ?? "";
  return Number(text.replace(/[^\d.-]/g, ""));
}

const cents = (value: number) => Math.round(value * 100);

test("the dashboard's figures match the organisation's payments and callouts", async ({
  page,
  agora,
}) => {
  // A member who joins today: the demo's own joined months ago, and this worker's server may
  // have run no other test that adds one.
  await agora.newContact({ roles: ["member"] });
  const statsAnswer = page.waitForResponse((response) =>
    new URL(response.url()).pathname.endsWith("/api/1.0/stats"),
  );
  await logIn(page, agora.url, demo("superadmin"), "/admin");
  const { from, to } = (await (await statsAnswer).json()) as { from: string; to: string };
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Welcome, /);

  // Worked out here from the payments themselves, not from what the dashboard computed.
  const successful = (await allPayments(agora.url)).filter(
    (payment) =>
      payment.status === "successful" &&
      payment.chargeDate >= from &&
      Date.parse(payment.chargeDate) < Date.parse(to),
  );
  expect(successful.length).toBeGreaterThan(0);
  const revenue = successful.reduce((sum, payment) => sum + payment.amount, 0);
  const figures = page.getByRole("region", { name: "The last 30 days" });
  const figure = (key: string) => figures.locator(`[data-figure="${key}"] dd`).first();
  expect(cents(await numberIn(figure("totalRevenue")))).toBe(cents(revenue));
  expect(cents(await numberIn(figure("averageContribution")))).toBe(
    cents(revenue / successful.length),
  );
  // New members: contacts whose member role began in those 30 days. The contacts API filters
  // by whole days, so it narrows them down and their roles' exact starts decide.
  const candidates = await allItems<ApiContact>(
    agora.url,
    "contact",
    `&with=roles${rulesParam([
      { field: "membershipStarts", operator: "greater_or_equal", value: [from.slice(0, 10)] },
      { field: "membershipStarts", operator: "less_or_equal", value: [to.slice(0, 10)] },
    ])}`,
  );
  const newMembers = candidates.filter(({ roles }) =>
    roles.some(
      (role) =>
        role.role === "member" &&
        Date.parse(role.dateAdded) >= Date.parse(from) &&
        Date.parse(role.dateAdded) < Date.parse(to),
    ),
  ).length;
  expect(newMembers).toBeGreaterThan(0);
  expect(await numberIn(figure("newMembers"))).toBe(newMembers);

  // This month's revenue in the table beside the charts: the same payments, by month.
  const month = to.slice(0, 7);
  const monthRevenue = (await allPayments(agora.url))
    .filter((payment) => payment.status === "successful" && payment.chargeDate.startsWith(month))
    .filter((payment) => Date.parse(payment.chargeDate) < Date.parse(to))
    .reduce((sum, payment) => sum + payment.amount, 0);
  await page.getByText("Show the numbers").click();
  const lastRow = page
    .getByRole("table", { name: "Members and revenue by month" })
    .locator("tbody tr");
  await expect(lastRow).toHaveCount(12);
  expect(cents(await numberIn(lastRow.last().locator("td").last()))).toBe(cents(monthRevenue));

  // The latest open callout and its response count, as the callouts API gives them.
  const cookie = await adminCookie(agora.url);
  const latest = (await (
    await fetch(
      `${agora.url}/api/1.0/callout?limit=1&sort=starts&order=DESC&with=responseCount${rulesParam([
        { field: "status", operator: "equal", value: ["open"] },
      ])}`,
      { headers: { cookie } },
    )
  ).json()) as { items: { title: string; responseCount: number }[] };
  const callout = page.getByRole("region", { name: "Latest open callout" });
  await expect(callout.getByRole("link", { name: latest.items[0]!.title })).toBeVisible();
  await expect(callout).toContainText(
    `${latest.items[0]!.responseCount} response${latest.items[0]!.responseCount === 1 ? "" : "s"} so far`,
  );
  await expect(
    page.getByRole("region", { name: "Newest members" }).getByRole("listitem").first(),
  ).toBeVisible();

  expect(await axeViolations(page)).toEqual([]);
});

test("an admin filters the payments by status and amount and exports what they see", async ({
  page,
  agora,
}, testInfo) => {
  const failed = await allPayments(
    agora.url,
    rulesParam([{ field: "status", operator: "equal", value: ["failed"] }]),
  );
  expect(failed.length).toBeGreaterThan(0);
  const threshold = Math.max(...failed.map((payment) => payment.amount));
  const expected = failed.filter((payment) => payment.amount >= threshold);

  await logIn(page, agora.url, demo("superadmin"), "/admin");
  await page.getByRole("link", { name: "Payments", exact: true }).click();
  await expect(page).toHaveURL(`${agora.url}/admin/payments`);
  await expect(page.getByRole("heading", { level: 1, name: "Payments" })).toBeVisible();
  const rows = page.locator("tbody tr");
  await expect(rows.first()).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // What each payment was for, and at 1280 px a table read with the page's own scroll bar,
  // not in a box that scrolls either way; at 390 px cards, with no sideways scroll.
  const table = page.getByRole("table", { name: "Payments" });
  await expect(table.getByRole("columnheader", { name: "What for" })).toBeVisible();
  await expect(rows.first().locator("td").first()).toHaveText(
    /^(First payment|Renewal|Change of amount|Failed payment paid|One-off payment)$/,
  );
  await page.setViewportSize({ width: 1280, height: 900 });
  // The table's own region is the innermost of the two named "Payments" (the card is the other).
  const scroller = page.getByRole("region", { name: "Payments" }).last();
  expect(
    await scroller.evaluate((region) => [
      region.scrollWidth - region.clientWidth,
      region.scrollHeight - region.clientHeight,
    ]),
  ).toEqual([0, 0]);
  await page.screenshot({ path: testInfo.outputPath("payments-1280.png"), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.screenshot({ path: testInfo.outputPath("payments-390.png"), fullPage: true });
  expect(await axeViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });

  const failedTab = page.getByRole("tab", { name: /^Failed/ });
  await expect(failedTab).toContainText(String(failed.length));
  await failedTab.click();
  await expect(page).toHaveURL(/\?status=failed$/);
  await expect(rows).toHaveCount(Math.min(failed.length, 25));
  for (const status of await rows.locator("td:nth-child(5)").allTextContents()) {
    expect(status).toBe("Failed");
  }

  await page.getByRole("textbox", { name: "Amount from" }).fill(String(threshold));
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(new RegExp(`minAmount=${threshold}`));
  await expect(rows).toHaveCount(Math.min(expected.length, 25));
  await expect(page.getByText(`${expected.length} payment`)).toBeVisible();

  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: `Export ${expected.length} as CSV` }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^payments_.*\.csv$/);
  const text = await readFile((await file.path())!, "utf8");
  const [header, ...lines] = text
    .replace(/^\ufeff/, "")
    .trim()
    .split("\r\n");
  expect(header).toBe(
    "Id,Status,ChargeDate,Amount,ContactId,EmailAddress,FirstName,LastName,Purpose",
  );
  expect(lines.map((line) => line.split(",")[0]).sort()).toEqual(
    expected.map((payment) => payment.id).sort(),
  );
  await expect(page.getByText("The payments are exported.")).toBeVisible();
});
