import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";

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

/**
 * 100 contacts as German Excel saves them (semicolons, Windows-1252): headers the guess knows
 * (E-Mail, Vorname), one it does not (Zuname), one to leave out (Stadt); row 10's email and
 * row 50's newsletter are bad.
 */
function spreadsheet(prefix: string): Buffer {
  const rows = ["E-Mail;Vorname;Zuname;Stadt;Newsletter"];
  for (let row = 1; row <= 100; row += 1) {
    const email = row === 10 ? "keine-adresse" : `${prefix}-${row}@import.example`;
    const newsletter = row === 50 ? "vielleicht" : row % 2 ? "subscribed" : "";
    rows.push(`${email};Person${row};Müller, ${row};Köln;${newsletter}`);
  }
  return Buffer.from(rows.join("\r\n"), "latin1");
}

test("an admin imports a CSV of 100 contacts with a custom mapping, sees the 2 bad rows first, and finds the contacts", async ({
  page,
  agora,
}) => {
  const prefix = `imp${randomUUID().slice(0, 8)}`;
  await logIn(page, agora.url, demo("superadmin"), "/admin/contacts");
  await page.getByRole("link", { name: "Import contacts" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts\/import$/);
  await expect(page.getByRole("heading", { level: 1, name: "Import contacts" })).toBeVisible();
  expect(await axeViolations(page), "the upload step").toEqual([]);
  await screenshots(page, "import-upload");

  // A file that is not CSV is refused by its content, whatever its name.
  await page.getByLabel("Choose a CSV file").setInputFiles({
    name: "photo.csv",
    mimeType: "text/csv",
    buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
  });
  await expect(page.getByText("This is not a CSV file.")).toBeVisible();
  expect(await axeViolations(page), "the upload step with its error").toEqual([]);

  await page.getByLabel("Choose a CSV file").setInputFiles({
    name: "mitglieder.csv",
    mimeType: "text/csv",
    buffer: spreadsheet(prefix),
  });
  await expect(page.getByText("mitglieder.csv: 100 rows.")).toBeVisible();
  await expect(page.getByRole("combobox", { name: "E-Mail" })).toHaveValue("email");
  await expect(page.getByRole("combobox", { name: "Vorname" })).toHaveValue("firstname");
  await expect(page.getByRole("combobox", { name: "Newsletter" })).toHaveValue("newsletterStatus");
  await expect(page.getByRole("combobox", { name: "Zuname" })).toHaveValue("");
  await page.getByRole("combobox", { name: "Zuname" }).selectOption({ label: "Last name" });
  const preview = page.getByRole("table", {
    name: "The first 5 contacts as they will be imported",
  });
  await expect(preview.getByRole("row").nth(1)).toContainText(`${prefix}-1@import.example`);
  await expect(preview.getByRole("row").nth(1)).toContainText("Müller, 1");
  await expect(preview).not.toContainText("Köln");
  expect(await axeViolations(page), "the mapping step").toEqual([]);
  await screenshots(page, "import-map");

  // The check lists both bad rows, as a spreadsheet numbers them, before anything is stored.
  await page.getByRole("button", { name: "Check the file" }).click();
  await expect(page.getByRole("heading", { name: "Check before importing" })).toBeVisible();
  // Rows, new, updated, skipped, failing.
  await expect(page.getByRole("definition")).toHaveText(["100", "98", "0", "0", "2"]);
  const failing = page.getByRole("table", { name: "Rows that would fail" });
  await expect(failing.getByRole("row")).toHaveCount(3);
  // Worded here from the server's codes, with what they came with.
  await expect(failing.getByRole("row").nth(1)).toHaveText(
    "11E-Mail (Email)Enter an email address like name@example.com",
  );
  await expect(failing.getByRole("row").nth(2)).toHaveText(
    "51Newsletter (Newsletter status)Use one of “subscribed”, “unsubscribed”, “cleaned”, “pending”, “none”, or leave it empty",
  );
  expect(await axeViolations(page), "the check step").toEqual([]);
  await screenshots(page, "import-check");

  // Back to the mapping and forward again: the choices stay.
  await page.getByRole("button", { name: "Back to the mapping" }).click();
  await expect(page.getByRole("combobox", { name: "Zuname" })).toHaveValue("lastname");
  await page.getByRole("button", { name: "Check the file" }).click();

  await page.getByRole("button", { name: "Import 98 contacts" }).click();
  await expect(page.getByRole("heading", { name: "Import finished" })).toBeVisible();
  // Created, updated, skipped, failed.
  await expect(page.getByRole("definition")).toHaveText(["98", "0", "0", "2"]);
  await expect(page.getByRole("table", { name: "Rows not imported" }).getByRole("row")).toHaveCount(
    3,
  );
  expect(await axeViolations(page), "the report").toEqual([]);
  await screenshots(page, "import-report");

  // The imported contacts are the newest in the list.
  await page.getByRole("link", { name: "See the contacts, newest first" }).click();
  await expect(page).toHaveURL(/\/admin\/contacts$/);
  await page.getByRole("searchbox", { name: "Search names and email" }).fill(`${prefix}-42@`);
  const table = page.getByRole("table", { name: "Contacts" });
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(table.getByRole("row").nth(1)).toContainText("Person42 Müller, 42");
});
