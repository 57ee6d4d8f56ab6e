import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, test } from "./fixtures";

/** A staff API call as the demo superadmin; what it answers, once it says it worked. */
async function staffApi<T>(url: string, method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${url}/api/1.0/${path}`, {
    method,
    headers: { Cookie: await adminCookie(url), "Content-Type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.ok, `${method} ${path}: ${response.status}`).toBe(true);
  return (await response.json()) as T;
}

/** axe finds nothing wrong at a desk's width and at a phone's. */
async function axeCleanAtBothWidths(page: Page, what: string) {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    expect(await axeViolations(page), `${what} at ${width} px`).toEqual([]);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

test("a saved segment opens with its rules to edit, and Tagged with narrows the list", async ({
  page,
  agora,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  // Two contacts of a first name nobody else has; one of them tagged.
  const name = `Segmund${randomUUID().slice(0, 8)}`;
  const tagged = await agora.newContact({ firstname: name });
  const untagged = await agora.newContact({ firstname: name });
  const tag = await staffApi<{ id: string; name: string }>(agora.url, "POST", "contact-tags", {
    name: `Tipsters ${name}`,
  });
  await staffApi(agora.url, "PATCH", "contact", {
    rules: {
      condition: "AND",
      rules: [{ field: "email", operator: "equal", value: [tagged.email] }],
    },
    updates: { tags: [`+${tag.id}`] },
  });
  const segmentName = `Named ${name}`;
  await staffApi(agora.url, "POST", "segments", {
    name: segmentName,
    ruleGroup: {
      condition: "AND",
      rules: [{ field: "firstname", operator: "equal", value: [name] }],
    },
  });

  await logIn(page, agora.url, demo("superadmin"), "/admin/contacts");
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();

  // The segment chosen: its rule shows in the filter, ready to edit, and lists its two.
  await page
    .getByRole("list", { name: "Segments" })
    .getByRole("button", { name: segmentName })
    .click();
  await expect(page.getByText("No rules yet")).toHaveCount(0);
  const rule = page.getByRole("group", { name: "Rule 1 of 1" });
  await expect(rule.getByRole("combobox", { name: "Field" })).toHaveValue("firstname");
  await expect(rule.getByRole("textbox", { name: "Value" })).toHaveValue(name);
  await expect(table.getByRole("row")).toHaveCount(3);
  await axeCleanAtBothWidths(page, "a segment's rules in the filter");

  // Tagged with: only the tagged one, the tag in the address. Found by its options: a new
  // string's name is its catalog id until the catalogs are extracted.
  const tagPicker = page
    .getByRole("combobox")
    .filter({ has: page.locator(`option[value="${tag.id}"]`) })
    // Before the filter's rules, whose tag rule offers the same options.
    .first();
  await tagPicker.selectOption({ label: tag.name });
  await expect(page).toHaveURL(new RegExp(`tag=${tag.id}`));
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table).toContainText(tagged.email);
  await expect(table).not.toContainText(untagged.email);
  await axeCleanAtBothWidths(page, "the list tagged with a tag");

  // The segment takes the tag in, with Undo offered.
  await page.getByRole("button", { name: "Update the segment" }).click();
  await expect(
    page.getByText(`The segment “${segmentName}” now has the current filters.`),
  ).toBeVisible();
  await expect(page).not.toHaveURL(/tag=/);
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(tagPicker).toHaveValue("");

  // The tags page is a table at 1280 px, and its count leads to the tagged contacts.
  await page.goto(`${agora.url}/admin/contacts/tags`);
  const tagsTable = page.getByRole("table", { name: "Contact tags" });
  await expect(tagsTable.getByRole("columnheader", { name: "Contacts" })).toBeVisible();
  await tagsTable.getByRole("link", { name: `1 contact tagged ${tag.name}` }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/contacts\\?tag=${tag.id}`));
  await expect(tagPicker).toHaveValue(tag.id);
});

test("View on map opens the callout's map on the response, its place shown", async ({
  page,
  agora,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await logIn(
    page,
    agora.url,
    demo("superadmin"),
    "/admin/callouts/view/where-does-the-water-stand/responses?bucket=verified&sort=number",
  );
  const table = page.getByRole("table", { name: "Responses" });
  // The Columns button shares the row of Filters and Export.
  const filters = page.getByRole("button", { name: "Filters", exact: true });
  const columns = page.getByRole("button", { name: "Columns" });
  const top = async (button: typeof filters) => (await button.boundingBox())!.y;
  expect(Math.abs((await top(columns)) - (await top(filters)))).toBeLessThan(8);
  await axeCleanAtBothWidths(page, "the responses list");

  await table.getByRole("link", { name: "Response 1", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Response 1", exact: true })).toBeVisible();
  // The comment editor's code loads after the page: checked once it has replaced its stand-in.
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  await axeCleanAtBothWidths(page, "a response with View on map");
  // By its address: a new string's name is its catalog id until the catalogs are extracted.
  await page.locator('a[href$="/map?response=1"]').click();
  await expect(page).toHaveURL(/\/callouts\/where-does-the-water-stand\/map\?response=1$/);
  const map = page.getByRole("region", { name: "Map of responses" });
  await expect(map.locator(".leaflet-popup")).toContainText("Knee-deep outside the bakery");

  // A response the public map leaves out (the inbox) opens the staff map of its bucket.
  await page.goto(
    `${agora.url}/admin/callouts/view/where-does-the-water-stand/responses?bucket=inbox`,
  );
  await table.getByRole("link").first().click();
  await expect(page.getByRole("heading", { name: /^Response \d+$/ })).toBeVisible();
  await expect(page.getByRole("button", { name: "Edit the answers" })).toBeVisible();
  await page.locator('a[href*="/map?response="]').click();
  await expect(page).toHaveURL(/\/map\?response=\d+&bucket=inbox$/);
  await expect(
    page.getByRole("heading", { name: "Staff view: the responses in the inbox" }),
  ).toBeVisible();
});
