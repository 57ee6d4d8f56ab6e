import { readFile } from "node:fs/promises";
import { axeViolations } from "./axe";
import { demo, expect, logIn, test } from "./fixtures";
import { calloutWithReports, makeReviewer } from "./staff-callouts";

test("an admin triages answers by keyboard, filters them and exports the filtered set as CSV", async ({
  page,
  agora,
}) => {
  const callout = await calloutWithReports(agora.url, "Flood watch", [
    { headline: "Canal Wharf under water", depth: "knee" },
    { headline: "Mill Row cellar damp", depth: "ankle" },
    { headline: "Bus stop flooded again", depth: "knee" },
    { headline: "Puddle on Market Square", depth: "ankle" },
  ]);
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts");

  // The list: found by its title, opened to its responses.
  await page.getByRole("searchbox", { name: "Search by title" }).fill(callout.title);
  await expect(page).toHaveURL(/search=Flood/);
  await page.getByRole("link", { name: callout.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: callout.title })).toBeVisible();
  await page
    .getByRole("navigation", { name: "Callout" })
    .getByRole("link", { name: /Responses/ })
    .click();
  await expect(page.getByRole("tab", { name: "Inbox, 4" })).toBeVisible();
  // At a desk the shortcuts are a button away.
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeVisible();

  // Only the knee-deep reports, by a rule on the question.
  await page.getByRole("button", { name: "Filters" }).click();
  await page.getByRole("button", { name: "Add rule" }).click();
  const filter = page.getByRole("group", { name: "Filter the responses" });
  await filter.getByRole("combobox", { name: "Field" }).selectOption({ label: "How deep?" });
  await filter.getByRole("combobox", { name: "Comparison" }).selectOption({ label: "is" });
  await filter.getByRole("combobox", { name: "Value" }).selectOption({ label: "Knee-deep" });
  await page.getByRole("button", { name: "Apply the filters" }).click();
  await expect(page).toHaveURL(/rules=/);
  await expect(page.getByRole("tab", { name: "Inbox, 2" })).toBeVisible();
  const table = page.getByRole("table", { name: "Responses" });
  await expect(table.getByRole("row")).toHaveCount(3);

  // The newest of them, triaged with the keyboard alone.
  await table.getByRole("link", { name: "Response 3", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Response 3", exact: true })).toBeVisible();
  await expect(page.getByText("1 of 2")).toBeVisible();
  await expect(page.getByText("Bus stop flooded again", { exact: true })).toBeVisible();
  await page.keyboard.press("2");
  await expect(
    page.getByRole("status").filter({ hasText: "Moved to Verified." }).first(),
  ).toBeVisible();
  await expect(
    page.getByRole("button", { name: "Verified", exact: true, pressed: true }),
  ).toBeVisible();

  await page.keyboard.press("t");
  const tags = page.getByRole("dialog", { name: "Tags of response 3" });
  await tags.getByRole("textbox", { name: "Find or create a tag" }).fill("Urgent");
  await tags.getByRole("textbox", { name: "Find or create a tag" }).press("Enter");
  await expect(tags.getByRole("checkbox", { name: "Urgent" })).toBeChecked();
  await page.keyboard.press("Escape");
  await expect(tags).toBeHidden();

  await page.keyboard.press("a");
  const assign = page.getByRole("dialog", { name: "Assign response 3" });
  await assign.getByRole("textbox", { name: "Find a person" }).fill("Robin");
  await assign.getByRole("textbox", { name: "Find a person" }).press("Enter");
  await expect(page.getByRole("region", { name: "Triage" })).toContainText("Robin Okafor");

  await page.keyboard.press("c");
  await expect(page.locator("#response-comment-new")).toBeFocused();
  await page.keyboard.type("Called the resident: confirmed.");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByRole("region", { name: "Comments" })).toContainText(
    "Called the resident: confirmed.",
  );
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Moved from Inbox to Verified.");
  await expect(history).toContainText("Tagged “Urgent”.");
  await expect(history).toContainText("Assigned to Robin Okafor.");
  await expect(history).toContainText("Commented: “Called the resident: confirmed.”");

  // j goes on to the next of the list, which the first has left.
  await expect(page.getByText("Not in this list any more, which has 1")).toBeVisible();
  await page.keyboard.press("j");
  await expect(page.getByRole("heading", { name: "Response 1", exact: true })).toBeVisible();
  await expect(page.getByText("1 of 1")).toBeVisible();
  await expect(page.getByText("Canal Wharf under water", { exact: true })).toBeVisible();
  await page.keyboard.press("2");
  await expect(
    page.getByRole("button", { name: "Verified", exact: true, pressed: true }),
  ).toBeVisible();

  // Back in the list: the filtered inbox is empty, the verified bucket holds both.
  await page.getByRole("link", { name: "Back to the list" }).click();
  await expect(page.getByRole("tab", { name: "Inbox, 0" })).toBeVisible();
  await page.getByRole("tab", { name: "Verified, 2" }).click();
  await expect(table.getByRole("row")).toHaveCount(3);
  await expect(table.getByRole("button", { name: "Show responses tagged Urgent" })).toBeVisible();

  // The filtered set as CSV: a progress bar, then the file, which holds exactly those answers.
  await page.getByRole("button", { name: "Export", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "Export responses" });
  await expect(dialog).toContainText("The 2 responses in Verified that match the filter.");
  const downloading = page.waitForEvent("download");
  await dialog.getByRole("button", { name: "Export", exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^responses-.*\.csv$/);
  const csv = await readFile((await download.path())!, "utf8");
  expect(csv).toContain("Canal Wharf under water");
  expect(csv).toContain("Bus stop flooded again");
  expect(csv).not.toContain("Mill Row cellar damp");
  expect(csv).toContain("Urgent");
  await expect(page.getByText(/is saved, with 2 responses\./)).toBeVisible();
});

test("a reviewer sees only the callouts they review, triages them, and cannot edit them", async ({
  page,
  agora,
}) => {
  const reviewed = await calloutWithReports(agora.url, "Reviewed desk", [
    { headline: "Gate left open", depth: "ankle" },
  ]);
  const other = await calloutWithReports(agora.url, "Someone else's desk", [
    { headline: "Not for the reviewer", depth: "knee" },
  ]);
  const person = await agora.newContact({ firstname: "Rae" });
  await makeReviewer(agora.url, reviewed.id, person.id);

  await logIn(page, agora.url, person, "/admin/callouts");
  await expect(page.getByRole("heading", { level: 1, name: "Callouts" })).toBeVisible();
  await expect(
    page
      .getByRole("navigation", { name: "Administration" })
      .getByRole("link", { name: "Callouts" }),
  ).toBeVisible();
  const table = page.getByRole("table", { name: "Callouts" });
  await expect(table.getByRole("link", { name: reviewed.title })).toBeVisible();
  await expect(table.getByRole("row")).toHaveCount(2);
  await expect(page.getByText(other.title)).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Create callout" })).toHaveCount(0);

  // Its overview has nothing to edit; its responses are theirs to triage.
  await table.getByRole("link", { name: reviewed.title }).click();
  await expect(page.getByRole("heading", { level: 1, name: reviewed.title })).toBeVisible();
  const actions = page.getByRole("region", { name: "Actions" });
  await expect(actions.getByRole("link", { name: "View" })).toBeVisible();
  await expect(actions.getByRole("link", { name: "Edit" })).toHaveCount(0);
  await expect(actions.getByRole("button", { name: "Delete" })).toHaveCount(0);

  await page
    .getByRole("navigation", { name: "Callout" })
    .getByRole("link", { name: /Responses/ })
    .click();
  await page
    .getByRole("table", { name: "Responses" })
    .getByRole("link", { name: "Response 1" })
    .click();
  await expect(page.getByText("Gate left open", { exact: true })).toBeVisible();
  await page.keyboard.press("3");
  await expect(
    page.getByRole("button", { name: "Trash", exact: true, pressed: true }),
  ).toBeVisible();
  // As a reviewer does: "c" once the comment box is there (its editor's code loads on the page).
  await expect(page.getByRole("textbox", { name: "Add a comment" })).toBeVisible();
  await page.keyboard.press("c");
  await page.keyboard.type("Duplicate of an earlier report.");
  await page.getByRole("button", { name: "Add comment" }).click();
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Commented: “Duplicate of an earlier report.”",
  );

  // The server refuses them the callout's settings, and the other callout altogether.
  const edit = await page.request.patch(`${agora.url}/api/1.0/callout/${reviewed.id}`, {
    data: { hidden: true },
  });
  expect([401, 403]).toContain(edit.status());
  await page.goto(`${agora.url}/admin/callouts/view/${other.id}/responses`);
  await expect(page.getByRole("alert")).toContainText(
    "This callout doesn't exist, or you don't review it.",
  );
});

test("on a phone, each callout in the staff list is a card, the test-mode banner one line, and nothing scrolls sideways", async ({
  page,
  agora,
}) => {
  const callout = await calloutWithReports(agora.url, "Phone card", [
    { headline: "One report", depth: "knee" },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, agora.url, demo("superadmin"), `/admin/callouts?search=${callout.title}`);
  const table = page.getByRole("table", { name: "Callouts" });
  await expect(table.getByRole("link", { name: callout.title })).toBeVisible();
  const responses = table.getByRole("cell").filter({ hasText: /^1$/ });
  expect(await responses.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
    '"Responses"',
  );
  // The test-mode banner keeps to one line above every page; its sentence is read, not shown.
  const banner = page.getByRole("complementary", { name: "Test mode" });
  await expect(banner).toContainText("no real money moves");
  expect((await banner.boundingBox())!.height).toBeLessThan(56);
  const region = page.getByRole("region", { name: "Callouts" });
  expect(await region.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("on a phone, the tags and reviewers page with nothing in it, a response's buckets and the import steps fit the width, and the shortcuts have no button but still their key", async ({
  page,
  agora,
}) => {
  const callout = await calloutWithReports(agora.url, "Phone fit", [
    { headline: "A report", depth: "ankle" },
  ]);
  await page.setViewportSize({ width: 390, height: 844 });
  await logIn(page, agora.url, demo("superadmin"), "/admin");
  await expect(page).toHaveURL(/\/admin$/);
  /** Boxes that scroll sideways on the page, less the tab bars (a row of tabs scrolls). */
  const sideways = () =>
    page.evaluate(() =>
      [...document.querySelectorAll("body *")]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .filter((box) => ["auto", "scroll"].includes(getComputedStyle(box).overflowX))
        .filter((box) => !box.closest("nav") && !box.querySelector('[role="tab"]'))
        .map((box) => box.outerHTML.slice(0, 80))
        .concat(document.documentElement.scrollWidth > 390 ? ["the page"] : []),
    );

  // Neither tags nor reviewers yet: two empty lists, neither scrolling sideways.
  await page.goto(`${agora.url}/admin/callouts/view/${callout.id}/responses/tags`);
  await expect(page.getByText("No reviewers yet: only admins triage this callout.")).toBeVisible();
  await expect(page.getByText("No tags yet. Add the first above.")).toBeVisible();
  expect(await sideways()).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // A phone has no keys to press: no "Keyboard shortcuts" button on the list or a response,
  // though a keyboard's ? still opens them.
  const shortcuts = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await page.goto(`${agora.url}/admin/callouts/view/${callout.id}/responses`);
  await expect(page.getByRole("tab", { name: "Inbox, 1" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();
  await page.keyboard.press("?");
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shortcuts).toBeHidden();

  // A response's three buckets in one row (their keys' hints step aside on a phone).
  await page
    .getByRole("table", { name: "Responses" })
    .getByRole("link", { name: "Response 1", exact: true })
    .click();
  const bucket = page.getByRole("group", { name: "Bucket" });
  const buckets = bucket.getByRole("button");
  await expect(buckets).toHaveCount(3);
  await expect(bucket.locator("kbd").first()).toBeHidden();
  const tops = await buckets.evaluateAll((buttons) =>
    buttons.map((button) => button.getBoundingClientRect().top),
  );
  expect(new Set(tops).size).toBe(1);
  expect(await sideways()).toEqual([]);
  await expect(page.getByRole("button", { name: "Keyboard shortcuts" })).toBeHidden();
  await page.keyboard.press("?");
  await expect(shortcuts).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(shortcuts).toBeHidden();

  // The import's four steps two by two, none alone on a line.
  await page.goto(`${agora.url}/admin/contacts/import`);
  const steps = page.getByRole("list", { name: "Steps" }).getByRole("listitem");
  await expect(steps).toHaveCount(4);
  const rows = await steps.evaluateAll((items) =>
    items.map((item) => Math.round(item.getBoundingClientRect().top)),
  );
  expect(rows[0]).toBe(rows[1]);
  expect(rows[2]).toBe(rows[3]);
  expect(await sideways()).toEqual([]);
});
