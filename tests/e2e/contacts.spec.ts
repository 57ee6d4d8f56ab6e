import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

test("an admin filters contacts by a three-rule group, saves it as a segment, tags the matches in bulk, exports them and finds them in the CSV", async ({
  page,
  agora,
}) => {
  // Three members of a first name nobody else has, and one of that name who is no member: the
  // name, the joining day and the membership must all hold.
  const name = `Ottoline${randomUUID().slice(0, 8)}`;
  const people = [
    await agora.newContact({ firstname: name }),
    await agora.newContact({ firstname: name }),
    await agora.newContact({ firstname: name }),
  ];
  const outsider = await agora.newContact({ firstname: name, roles: [] });
  const tagName = `Donors ${randomUUID().slice(0, 6)}`;
  const segmentName = `Ottolines ${randomUUID().slice(0, 6)}`;

  await logIn(page, agora.url, demo("superadmin"), "/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Contacts" })).toBeVisible();
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  expect(await axeViolations(page), "the contacts list").toEqual([]);

  // Three rules in one group: first name, joined within a day (relative), active membership.
  await page.getByRole("button", { name: "Filters" }).click();
  for (let added = 0; added < 3; added += 1) {
    await page.getByRole("button", { name: "Add rule" }).click();
  }
  const rule = (n: number) => page.getByRole("group", { name: `Rule ${n} of 3` });
  await rule(1).getByRole("combobox", { name: "Field" }).selectOption({ label: "First name" });
  await rule(1).getByRole("combobox", { name: "Comparison" }).selectOption({ label: "is" });
  await rule(1).getByRole("textbox", { name: "Value" }).fill(name);
  await rule(2).getByRole("combobox", { name: "Field" }).selectOption({ label: "Joined" });
  await rule(2).getByRole("combobox", { name: "Comparison" }).selectOption({ label: "is after" });
  await rule(2)
    .getByRole("combobox", { name: "How to give the date" })
    .selectOption({ label: "Relative to today" });
  await rule(2).getByRole("textbox", { name: "How many" }).fill("1");
  await rule(2).getByRole("combobox", { name: "Unit" }).selectOption("d");
  await rule(2).getByRole("combobox", { name: "Before or after today" }).selectOption("past");
  await rule(3)
    .getByRole("combobox", { name: "Field" })
    .selectOption({ label: "Is an active member" });
  await rule(3).getByRole("combobox", { name: "Comparison" }).selectOption({ label: "is" });
  await rule(3).getByRole("combobox", { name: "Value" }).selectOption({ label: "Yes" });
  expect(await axeViolations(page), "the filter with three rules").toEqual([]);
  await page.getByRole("button", { name: "Apply the filters" }).click();
  await expect(page).toHaveURL(/rules=/);
  const rules = JSON.parse(new URL(page.url()).searchParams.get("rules")!) as {
    rules: { field: string; value: unknown[] }[];
  };
  expect(rules.rules.map((one) => [one.field, one.value])).toEqual([
    ["firstname", [name]],
    ["joined", ["$now(d:-1)"]],
    ["activeMembership", [true]],
  ]);
  await expect(table.getByRole("row")).toHaveCount(4);
  await expect(table).not.toContainText(outsider.email);

  // Saved as a segment, which counts its contacts and is chosen.
  await page.getByRole("button", { name: "Save as segment" }).click();
  const saving = page.getByRole("dialog", { name: "Save as segment" });
  await saving.getByRole("textbox", { name: "Name of the segment" }).fill(segmentName);
  expect(await axeViolations(page), "the save segment dialog").toEqual([]);
  await saving.getByRole("button", { name: "Save the segment" }).click();
  const segment = page.getByRole("list", { name: "Segments" }).getByRole("button", {
    name: segmentName,
  });
  await expect(segment).toHaveText(`${segmentName}3`);
  await expect(segment).toHaveAttribute("aria-pressed", "true");
  await expect(page).toHaveURL(/segment=[0-9a-f-]{36}/);
  await expect(table.getByRole("row")).toHaveCount(4);

  // Tagged in bulk with a new tag named on the spot, the count said first; Undo, then again.
  await table.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await page.getByRole("button", { name: "Tag…" }).click();
  const dialog = page.getByRole("dialog", { name: "Tag contacts" });
  await dialog.getByRole("combobox", { name: "Which tag" }).selectOption({ label: "A new tag…" });
  await dialog.getByRole("textbox", { name: "Name of the new tag" }).fill(tagName);
  await expect(dialog.getByText(`Add the tag “${tagName}” to 3 contacts?`)).toBeVisible();
  expect(await axeViolations(page), "the bulk tag dialog").toEqual([]);
  await dialog.getByRole("button", { name: "Add the tag" }).click();
  const toasts = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  const toast = toasts.filter({ hasText: "3 contacts changed." });
  await expect(toast).toBeVisible();
  await expect(table.getByText(tagName)).toHaveCount(3);
  await toast.getByRole("button", { name: "Undo" }).click();
  await expect(toasts.filter({ hasText: "Undone: 3 contacts are as they were." })).toBeVisible();
  await expect(table.getByText(tagName)).toHaveCount(0);
  await table.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await page.getByRole("button", { name: "Tag…" }).click();
  await dialog.getByRole("combobox", { name: "Which tag" }).selectOption({ label: tagName });
  await dialog.getByRole("button", { name: "Add the tag" }).click();
  await expect(table.getByText(tagName)).toHaveCount(3);

  // The segment's contacts as CSV: the three, with their tag, and not the outsider.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const exporting = page.getByRole("dialog", { name: "Export contacts" });
  await expect(exporting.getByText("The 3 contacts that match the filter.")).toBeVisible();
  expect(await axeViolations(page), "the export dialog").toEqual([]);
  const downloading = page.waitForEvent("download");
  await exporting.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  const [header, ...lines] = (await readFile((await download.path())!, "utf8"))
    .replace(/^\ufeff/, "")
    .trim()
    .split(/\r?\n/);
  expect(header).toContain("EmailAddress");
  expect(lines).toHaveLength(3);
  for (const person of people) {
    const line = lines.find((one) => one.includes(person.email));
    expect(line, person.email).toContain(tagName);
  }
  expect(lines.join("\n")).not.toContain(outsider.email);

  // A contact's page: the overview and the timeline, with the tag change in it.
  await table.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
  await expect(page.getByRole("list", { name: "Tags" })).toContainText(tagName);
  expect(await axeViolations(page), "a contact's overview").toEqual([]);
  await page
    .getByRole("navigation", { name: "Contact" })
    .getByRole("link", { name: "Activity" })
    .click();
  const timeline = page.getByRole("list", { name: "Activity" });
  await expect(timeline.getByText("Joined", { exact: true })).toBeVisible();
  await expect(timeline).toContainText(tagName);
  expect(await axeViolations(page), "a contact's page").toEqual([]);

  // The tags page counts who carries each.
  await page.goto(`${agora.url}/admin/contacts/tags`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact tags" })).toBeVisible();
  await expect(page.getByRole("row", { name: tagName })).toContainText("3");
  expect(await axeViolations(page), "the contact tags page").toEqual([]);
});

test("on a phone, each contact is a card of labelled fields, and the page has no sideways scroll", async ({
  page,
  agora,
}) => {
  const person = await agora.newContact({ firstname: `Phonecard${randomUUID().slice(0, 6)}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, agora.url, demo("superadmin"), `/admin/contacts?search=${person.email}`);
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  const email = table.getByRole("cell").filter({ hasText: person.email });
  // Its header's name shows beside it, and the card fits the screen.
  expect(await email.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
    '"Email"',
  );
  const box = (await email.boundingBox())!;
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  // Columns and Export stay together at the end of a line, and the tag picker above takes the
  // card's whole width, as the toolbar does.
  const boxOf = async (name: string) =>
    (await page.getByRole("button", { name, exact: true }).boundingBox())!;
  const [filters, columns, exported] = await Promise.all(
    ["Filters", "Columns", "Export"].map(boxOf),
  );
  expect(columns!.y).toBe(exported!.y);
  const tagPicker = (await page.getByLabel("Tagged with").boundingBox())!;
  expect(tagPicker.x).toBeCloseTo(filters!.x, 0);
  expect(tagPicker.x + tagPicker.width).toBeCloseTo(exported!.x + exported!.width, 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await axeViolations(page), "the contacts list on a phone").toEqual([]);

  // At 1280 px the six columns fit without scrolling sideways.
  await page.setViewportSize({ width: 1280, height: 900 });
  const region = page.getByRole("region", { name: "Contacts" });
  await expect(table.getByRole("columnheader", { name: "Roles" })).toBeVisible();
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
});

test("an admin saves a filter as a segment, updates it, renames it, deletes it and brings it back", async ({
  page,
  agora,
}) => {
  const name = `Hortensia${randomUUID().slice(0, 8)}`;
  const first = await agora.newContact({ firstname: name });
  await agora.newContact({ firstname: name });
  const segmentName = `Segment ${randomUUID().slice(0, 6)}`;

  await logIn(page, agora.url, demo("superadmin"), `/admin/contacts?search=${name}`);
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row")).toHaveCount(3);

  // The search saved as a segment, which shows its count.
  await page.getByRole("button", { name: "Save as segment" }).click();
  const saving = page.getByRole("dialog", { name: "Save as segment" });
  await saving.getByRole("textbox", { name: "Name of the segment" }).fill(segmentName);
  await saving.getByRole("button", { name: "Save the segment" }).click();
  const segments = page.getByRole("list", { name: "Segments" });
  // A segment's button reads its name then its count.
  const segmentButton = (label: string) => segments.getByRole("button").filter({ hasText: label });
  await expect(segmentButton(segmentName)).toHaveText(`${segmentName}2`);
  await expect(segmentButton(segmentName)).toHaveAttribute("aria-pressed", "true");

  // Narrowed by a search within it, then updated with that search.
  await page.getByRole("searchbox", { name: "Search names and email" }).fill(first.email);
  await expect(table.getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Update the segment" }).click();
  const toasts = page.getByRole("list", { name: "Notifications" }).getByRole("listitem");
  await expect(
    toasts.filter({ hasText: `The segment “${segmentName}” now has the current filters.` }),
  ).toBeVisible();
  await expect(segmentButton(segmentName)).toHaveText(`${segmentName}1`);

  // Renamed, refusing an empty name.
  await page.getByRole("button", { name: `Rename segment “${segmentName}”` }).click();
  const renaming = page.getByRole("dialog", { name: `Rename “${segmentName}”` });
  const field = renaming.getByRole("textbox", { name: "Name of the segment" });
  await field.fill(" ");
  await renaming.getByRole("button", { name: "Rename" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  expect(await axeViolations(page), "the rename segment dialog").toEqual([]);
  await field.fill(`${segmentName} renamed`);
  await renaming.getByRole("button", { name: "Rename" }).click();
  await expect(segmentButton(`${segmentName} renamed`)).toBeVisible();

  // Deleted after a question naming it, then brought back from the toast under the same id.
  const segmentId = new URL(page.url()).searchParams.get("segment");
  expect(segmentId).toMatch(/^[0-9a-f-]{36}$/);
  await page.getByRole("button", { name: `Delete segment “${segmentName} renamed”` }).click();
  const deleting = page.getByRole("dialog", {
    name: `Delete the segment “${segmentName} renamed”?`,
  });
  expect(await axeViolations(page), "the delete segment dialog").toEqual([]);
  await deleting.getByRole("button", { name: "Delete segment" }).click();
  await expect(segmentButton(`${segmentName} renamed`)).toHaveCount(0);
  const deleted = toasts.filter({ hasText: `The segment “${segmentName} renamed” is deleted.` });
  await deleted.getByRole("button", { name: "Undo" }).click();
  await expect(segmentButton(`${segmentName} renamed`)).toHaveAttribute("aria-pressed", "true");
  await expect(table.getByRole("row")).toHaveCount(2);
  expect(new URL(page.url()).searchParams.get("segment")).toBe(segmentId);
  // Its old address opens it, as a link or bookmark to it would.
  await page.goto(`${agora.url}/admin/contacts?segment=${segmentId}`);
  await expect(segmentButton(`${segmentName} renamed`)).toHaveAttribute("aria-pressed", "true");
});
