import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { axeViolations } from "./axe";
import { adminCookie, demo, expect, logIn, test } from "./fixtures";

test("an admin filters contacts by a rule, tags the matches in bulk, undoes it, exports them and opens a timeline", async ({
  page,
  agora,
}) => {
  // Three contacts of a first name nobody else has, and a tag to give them.
  const name = `Ottoline${randomUUID().slice(0, 8)}`;
  const people = [
    await agora.newContact({ firstname: name }),
    await agora.newContact({ firstname: name }),
    await agora.newContact({ firstname: name }),
  ];
  const tagName = `Donors ${randomUUID().slice(0, 6)}`;
  const created = await fetch(`${agora.url}/api/1.0/contact-tags`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: await adminCookie(agora.url) },
    body: JSON.stringify({ name: tagName }),
  });
  expect(created.ok).toBe(true);

  await logIn(page, agora.url, demo("superadmin"), "/admin/contacts");
  await expect(page.getByRole("heading", { level: 1, name: "Contacts" })).toBeVisible();
  await expect(page.getByRole("navigation").getByRole("link", { name: "Contacts" })).toBeVisible();
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row").nth(1)).toBeVisible();
  expect(await axeViolations(page), "the contacts list").toEqual([]);

  // Only those three, by a rule on the first name, kept in the address.
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("button", { name: "Add rule" }).click();
  const filter = page.getByRole("group", { name: "Filter the contacts" });
  await filter.getByRole("combobox", { name: "Field" }).selectOption({ label: "First name" });
  await filter.getByRole("combobox", { name: "Comparison" }).selectOption({ label: "is" });
  await filter.getByRole("textbox", { name: "Value" }).fill(name);
  await page.getByRole("button", { name: "Apply the filters" }).click();
  await expect(page).toHaveURL(/rules=/);
  await expect(table.getByRole("row")).toHaveCount(4);
  expect(await axeViolations(page), "the contacts list with its filter").toEqual([]);

  // Tagged in bulk, with the count before and Undo after.
  await table.getByRole("checkbox", { name: "Select all rows on this page" }).check();
  await page.getByRole("button", { name: "Tag…" }).click();
  const dialog = page.getByRole("dialog", { name: "Tag contacts" });
  await dialog.getByRole("combobox", { name: "Which tag" }).selectOption({ label: tagName });
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

  // The filtered contacts as CSV.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const exporting = page.getByRole("dialog", { name: "Export contacts" });
  await expect(exporting.getByText("The 3 contacts that match the filter.")).toBeVisible();
  const downloading = page.waitForEvent("download");
  await exporting.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloading;
  const csv = await readFile((await download.path())!, "utf8");
  for (const person of people) expect(csv).toContain(person.email);
  expect(csv.trim().split("\n")).toHaveLength(4);

  // A contact's page: the overview and the timeline, with the tag change undone in it.
  await table.getByRole("link").first().click();
  await expect(page).toHaveURL(/\/admin\/contacts\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
  expect(await axeViolations(page), "a contact's overview").toEqual([]);
  await page
    .getByRole("navigation", { name: "Contact" })
    .getByRole("link", { name: "Activity" })
    .click();
  const timeline = page.getByRole("list", { name: "Activity" });
  await expect(timeline.getByText("Joined", { exact: true })).toBeVisible();
  expect(await axeViolations(page), "a contact's page").toEqual([]);

  // The tags page counts who carries each.
  await page.goto(`${agora.url}/admin/contacts/tags`);
  await expect(page.getByRole("heading", { level: 1, name: "Contact tags" })).toBeVisible();
  await expect(page.getByRole("row", { name: tagName })).toBeVisible();
  expect(await axeViolations(page), "the contact tags page").toEqual([]);
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

  // Deleted after a question naming it, then brought back from the toast.
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
});
