import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";
import { axeViolations } from "./axe";
import { BUILDER_LOADS, demo, expect, logIn, responsesOf, test } from "./fixtures";
import { clippedFocusRings } from "./focus-rings";

// The callout builder in Chromium, against the real server: an admin builds, translates,
// previews and publishes a branching callout, and guests answer it in a frame on another site.

const TITLE = "Where does the river flood?";
const SLUG = "where-does-the-river-flood";
const GERMAN = "Deutsch (formell)";

/** Every address the page asks for from another host than `origin`. */
function requestsElsewhere(page: Page, origin: string): string[] {
  const found: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (["http:", "https:"].includes(url.protocol) && url.origin !== origin) {
      found.push(request.url());
    }
  });
  return found;
}

/** form.io's edit dialog, once it is open. */
const dialogOf = (page: Page) => page.locator(".formio-dialog");

/**
 * Adds a question from form.io's palette with the keyboard (Enter or Space, as for any button)
 * and fills in its question, whose answers' key follows it.
 */
async function addQuestion(
  page: Page,
  type: string,
  question: string,
  key: string,
  press: "Enter" | "Space" = "Enter",
): Promise<Locator> {
  const item = page.locator(`.builder-sidebar [data-type="${type}"]`);
  await expect(item).toBeVisible(BUILDER_LOADS);
  // A named button.
  await expect(item).toHaveJSProperty("tagName", "BUTTON");
  await item.focus();
  await page.keyboard.press(press);
  const dialog = dialogOf(page);
  const label = dialog.locator('[name="data[label]"]');
  // The dialog takes focus, on its first field, a question's label numbered and not its type.
  await expect(label).toBeFocused();
  await expect(label).toHaveValue(/^Question \d+$/);
  await label.fill(question);
  await expect(dialog.locator('[name="data[key]"]')).toHaveValue(key);
  return dialog;
}

async function saveQuestion(page: Page) {
  await dialogOf(page).getByRole("button", { name: "Save", exact: true }).click();
  await expect(dialogOf(page)).toHaveCount(0);
}

const slideButton = (page: Page, number: number) =>
  page
    .getByRole("list", { name: "Slides" })
    .getByRole("listitem")
    .nth(number - 1)
    .getByRole("button")
    .first();

test("an admin builds a branching callout with a translation, previews the draft, publishes it, and guests answer it in a frame in both languages", async ({
  page,
  agora,
  hostPage,
  browser,
}) => {
  test.setTimeout(240_000);
  const elsewhere = requestsElsewhere(page, agora.url);
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/new");
  await expect(page.getByRole("heading", { level: 1, name: "Create a callout" })).toBeVisible();

  // Three slides: the first asks whether, the second where, the third anything else.
  await page.getByRole("button", { name: "Add a slide" }).click();
  await page.getByRole("button", { name: "Add a slide" }).click();
  await expect(page.getByRole("list", { name: "Slides" }).getByRole("listitem")).toHaveCount(3);

  await slideButton(page, 2).click();
  await addQuestion(page, "textfield", "Which street was flooded?", "whichStreetWasFlooded");
  await dialogOf(page).getByRole("checkbox", { name: "An answer is required" }).check();
  await saveQuestion(page);
  // A slide without a title takes its first question's.
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Which street was flooded?",
  );
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Where");

  await slideButton(page, 3).click();
  await addQuestion(
    page,
    "textarea",
    "Anything else we should know?",
    "anythingElseWeShouldKnow",
    "Space",
  );
  await saveQuestion(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Anything else");
  await page.getByRole("textbox", { name: "Submit button" }).fill("Send my report");

  // The first slide branches: "No" skips the second.
  await slideButton(page, 1).click();
  const dialog = await addQuestion(
    page,
    "radio",
    "Have you seen the river flood?",
    "haveYouSeenTheRiverFlood",
  );
  await dialog.locator('[name="data[values][0][label]"]').fill("Yes");
  await dialog.getByRole("button", { name: "Add an option" }).click();
  await dialog.locator('[name="data[values][1][label]"]').fill("No");
  // What an option is stored as shows only when asked for, and follows its label.
  await expect(dialog.getByText("Stored as", { exact: true })).toHaveCount(0);
  await dialog.locator('[name="data[agoraShowOptionValues]"]').check();
  await expect(dialog.locator('[name="data[values][0][value]"]')).toHaveValue("yes");
  await expect(dialog.locator('[name="data[values][1][value]"]')).toHaveValue("no");
  await dialog
    .locator('select[name="data[values][1][nextSlideId]"]')
    .selectOption({ label: "3. Anything else" });
  await dialog.getByRole("checkbox", { name: "An answer is required" }).check();
  await saveQuestion(page);
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("The river");
  const first = page.getByRole("list", { name: "Slides" }).getByRole("listitem").first();
  await expect(first).toContainText("leads to 2. Where");
  await expect(first).toContainText("leads to 3. Anything else");

  // Below 1600 px the builder has the width to itself and the preview is one press away: it
  // shows the slide as readers get it, and follows the branch.
  const views = page.getByRole("group", { name: "Slide 1" });
  const preview = page.getByRole("region", { name: "Preview" });
  const questions = page.getByRole("region", { name: "Questions of slide 1" });
  await expect(views.getByRole("button", { name: "Questions" })).toHaveAttribute(
    "aria-pressed",
    "true",
  );
  await expect(preview).toBeHidden();
  expect((await questions.boundingBox())!.width).toBeGreaterThan(600);
  await views.getByRole("button", { name: "Preview" }).click();
  await expect(questions).toBeHidden();
  await preview.getByRole("radio", { name: "No" }).check();
  await preview.getByRole("button", { name: "Next" }).click();
  await expect(preview.getByRole("heading", { name: "Anything else" })).toBeVisible();
  await expect(preview.getByText("Step 2 of 2")).toBeVisible();
  await views.getByRole("button", { name: "Questions" }).click();
  await expect(questions).toBeVisible();

  // Introduction and end message.
  await page.getByRole("button", { name: "Introduction" }).click();
  await page.getByRole("textbox", { name: "Introduction" }).fill("The river rose again last week.");
  await page.getByRole("button", { name: "After answering" }).click();
  await page
    .getByRole("textbox", { name: "Title of the thank-you message", exact: true })
    .fill("Thank you!");
  await page
    .getByRole("textbox", { name: "Thank-you message", exact: true })
    .fill("We read every report.");

  // Title and image.
  await page.getByRole("tab", { name: /^Title and image/ }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill(TITLE);
  await page.getByRole("textbox", { name: "Summary" }).fill("Tell us where the water stood.");
  await expect(page.getByText(`/callouts/${SLUG}`)).toBeVisible();
  const cover = await sharp({
    create: { width: 1440, height: 900, channels: 3, background: "#2a6f97" },
  })
    .png()
    .toBuffer();
  await page.locator("#callout-image").setInputFiles({
    name: "river.png",
    mimeType: "image/png",
    buffer: cover,
  });
  await expect(page.getByText("river.png is uploaded.")).toBeAttached();

  // A translation: the count goes down as texts are translated.
  await page.getByRole("tab", { name: /^Translations/ }).click();
  await page.getByRole("checkbox", { name: GERMAN }).check();
  const german = page.getByRole("tab", { name: GERMAN });
  const before = Number(/, (\d+)/.exec((await german.getAttribute("aria-label")) ?? "")?.[1]);
  expect(before).toBeGreaterThan(5);
  const field = (name: string) =>
    page.getByRole("textbox", { name: `${name} in ${GERMAN}`, exact: true });
  await field("Title").fill("Wo tritt der Fluss über die Ufer?");
  await field('Question "Have you seen the river flood?"').fill(
    "Haben Sie das Hochwasser gesehen?",
  );
  await field('Option "Yes" of "Have you seen the river flood?"').fill("Ja");
  await field('Option "No" of "Have you seen the river flood?"').fill("Nein");
  await field('Question "Anything else we should know?"').fill("Möchten Sie uns noch etwas sagen?");
  await field("Submit button of slide 3").fill("Bericht senden");
  await expect(german).toHaveAttribute("aria-label", `${GERMAN}, ${before - 6}`);

  // Saved as a draft: the page becomes the callout's edit page.
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/callouts\/edit\/[\w-]+/);
  await expect(page.getByText("Draft", { exact: true })).toBeVisible();

  // The draft's preview, for staff only: a guest gets a 404.
  const previewLink = page.getByRole("link", { name: /^Preview/ });
  await expect(previewLink).toHaveAttribute("href", `/callouts/${SLUG}?preview`);
  const [previewPage] = await Promise.all([
    page.context().waitForEvent("page"),
    previewLink.click(),
  ]);
  await expect(previewPage.getByText("Preview: not published")).toBeVisible();
  await expect(previewPage.getByRole("heading", { level: 1, name: TITLE })).toBeVisible();
  await previewPage.getByRole("radio", { name: "Yes" }).check();
  await previewPage.getByRole("button", { name: "Next" }).click();
  await expect(
    previewPage.getByRole("textbox", { name: "Which street was flooded?" }),
  ).toBeVisible();
  await previewPage.close();
  const guest = await browser.newContext();
  const guestPage = await guest.newPage();
  const refused = await guestPage.goto(`${agora.url}/callouts/${SLUG}?preview`);
  expect(refused?.status()).toBe(404);
  await guest.close();

  // Published now.
  // Published now: the page becomes the callout's overview, with the snippet to embed it.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByText("Published: readers can answer the callout now.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/callouts\/view\/[\w-]+$/);
  await expect(page.getByRole("button", { name: "Copy the snippet" })).toBeVisible();
  expect(elsewhere).toEqual([]);

  // A guest answers in a frame on another site: "No" skips the second slide.
  hostPage.setHtml(`<!doctype html><html lang="en"><head><title>River</title></head><body>
    <a href="${agora.url}/callouts/${SLUG}" data-agora-embed>Tell us about the river</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  const reader = await browser.newPage();
  await reader.goto(hostPage.url);
  const frame = reader.frameLocator("iframe[data-agora-embed]");
  await frame.getByRole("radio", { name: "No" }).check();
  await frame.getByRole("button", { name: "Next" }).click();
  await frame.getByRole("textbox", { name: "Anything else we should know?" }).fill("It smelled.");
  await frame.getByRole("button", { name: "Send my report" }).click();
  await expect(frame.getByRole("heading", { name: "Thank you!" })).toBeVisible();

  // And another in German, through the first branch.
  hostPage.setHtml(`<!doctype html><html lang="de"><head><title>Fluss</title></head><body>
    <a href="${agora.url}/callouts/${SLUG}?lang=de" data-agora-embed>Der Fluss</a>
    <script src="${agora.url}/loader.js" async></script></body></html>`);
  await reader.goto(hostPage.url);
  const deutsch = reader.frameLocator("iframe[data-agora-embed]");
  await expect(
    deutsch.getByRole("radiogroup", { name: "Haben Sie das Hochwasser gesehen?" }),
  ).toBeVisible();
  await deutsch.getByRole("radio", { name: "Ja" }).check();
  await deutsch.getByRole("button", { name: "Weiter" }).click();
  await deutsch.getByRole("textbox", { name: "Which street was flooded?" }).fill("Mühlgasse");
  await deutsch.getByRole("button", { name: "Weiter" }).click();
  await deutsch.getByRole("button", { name: "Bericht senden" }).click();
  await expect(deutsch.getByRole("heading", { name: "Thank you!" })).toBeVisible();
  await reader.close();

  // Only the slides each reader went through are stored.
  const form = (await (await fetch(`${agora.url}/api/1.0/callout/${SLUG}?with=form`)).json()) as {
    formSchema: { slides: { id: string }[] };
  };
  const [river, where, anythingElse] = form.formSchema.slides.map((slide) => slide.id);
  const { items } = await responsesOf(agora.url, SLUG);
  expect(items.sort((a, b) => a.number - b.number).map((item) => item.answers)).toEqual([
    {
      [river!]: { haveYouSeenTheRiverFlood: "no" },
      [anythingElse!]: { anythingElseWeShouldKnow: "It smelled." },
    },
    {
      [river!]: { haveYouSeenTheRiverFlood: "yes" },
      [where!]: { whichStreetWasFlooded: "Mühlgasse" },
      [anythingElse!]: {},
    },
  ]);
});

test("the palette holds the types our renderer supports, and every component's edit form asks no other host for anything", async ({
  page,
  agora,
}) => {
  test.setTimeout(120_000);
  const elsewhere = requestsElsewhere(page, agora.url);
  const ownCdn: string[] = [];
  page.on("request", (request) => {
    if (request.url().includes("formio-cdn")) ownCdn.push(request.url());
  });
  // The demo callout with every component type, a date, a signature and a file among them.
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/edit/life-on-your-street");
  await expect(page.locator(".builder-sidebar [data-type]").first()).toBeVisible(BUILDER_LOADS);
  const types = await page
    .locator(".builder-sidebar [data-type]")
    .evaluateAll((items) => items.map((item) => item.getAttribute("data-type")));
  expect(types.sort()).toEqual(
    [
      "address",
      "checkbox",
      "content",
      "currency",
      "datetime",
      "email",
      "file",
      "number",
      "panel",
      "phoneNumber",
      "radio",
      "select",
      "selectboxes",
      "signature",
      "tabs",
      "textarea",
      "textfield",
      "time",
      "url",
      "well",
    ].sort(),
  );

  for (const slide of [1, 2, 3]) {
    await slideButton(page, slide).click();
    // Those shown: a tab's questions hide behind it.
    const components = page.locator(".formarea .builder-component:visible");
    await expect(components.first()).toBeVisible();
    const count = await components.count();
    for (let index = 0; index < count; index++) {
      const component = components.nth(index);
      await component.hover();
      await component.locator("[ref=editComponent]").first().click();
      const dialog = dialogOf(page);
      await expect(dialog.getByRole("heading", { name: /^Edit: / })).toBeVisible();
      // Focus goes to the dialog's first field.
      await expect(dialog.locator(":focus")).toHaveCount(1);
      // form.io's own code, logic and layout settings are not there.
      await expect(dialog.getByText("Logic", { exact: true })).toHaveCount(0);
      await expect(dialog.getByText("Custom CSS Class")).toHaveCount(0);
      await page.keyboard.press("Escape");
      await expect(dialog).toHaveCount(0);
    }
  }
  expect(elsewhere).toEqual([]);
  expect(ownCdn).toEqual([]);
  // Nothing was changed, so nothing is to save.
  await expect(page.getByText("Unsaved changes")).toHaveCount(0);
});

test("form.io's edit dialog looks like the dashboard's own dialogs, its contrast AA and its focus rings whole", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/new");
  const dialog = await addQuestion(page, "radio", "Which bridge?", "whichBridge");
  /** A theme colour as the browser computes a colour. */
  const token = (name: string) =>
    page.evaluate(
      (variable) =>
        `rgb(${getComputedStyle(document.documentElement).getPropertyValue(variable).trim()})`,
      name,
    );

  // Its frame: white, padded and rounded as the Dialog of src/ui, its title a small heading.
  const content = dialog.locator(".formio-dialog-content");
  await expect(content).toHaveCSS("background-color", await token("--c-white"));
  await expect(content).toHaveCSS("padding-top", "24px");
  await expect(content).toHaveCSS("border-top-left-radius", "8px");
  await expect(dialog.getByRole("heading", { name: /^Edit: / })).toHaveCSS("font-size", "20px");
  const close = dialog.locator(".formio-dialog-close");
  await expect(close).toHaveCSS("width", "40px");
  await expect(close).toHaveCSS("height", "40px");

  // Its fields: bold labels, muted hints, 2.5 rem controls with the dark grey border.
  const label = dialog.locator('[name="data[label]"]');
  await expect(dialog.locator("label.col-form-label").first()).toHaveCSS("font-weight", "600");
  await expect(dialog.locator(".form-text").first()).toHaveCSS(
    "color",
    await token("--c-body-muted"),
  );
  expect((await label.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  await expect(label).toHaveCSS("border-top-color", await token("--c-grey-dark"));
  await expect(label).toHaveCSS("border-top-left-radius", "4px");
  // Focused on opening: the ring is the primary colour, as on every other screen.
  await expect(label).toBeFocused();
  await expect(label).toHaveCSS("outline-color", await token("--c-primary"));
  await expect(label).toHaveCSS("outline-style", "solid");

  // Its tabs: the chosen one underlined in primary, no card around them.
  const chosen = dialog.locator(".nav-tabs .nav-link.active");
  await expect(chosen).toHaveCSS(
    "box-shadow",
    `${await token("--c-primary")} 0px -3px 0px 0px inset`,
  );
  await expect(chosen).toHaveCSS("border-top-width", "0px");

  // Its buttons: save filled, cancel outlined in primary, remove outlined in the danger text
  // colour and set apart at the end.
  const save = dialog.getByRole("button", { name: "Save", exact: true });
  const cancel = dialog.locator(".agora-edit-actions .btn-secondary");
  const remove = dialog.locator(".agora-edit-actions .btn-outline-danger");
  await expect(save).toHaveCSS("background-color", await token("--c-primary"));
  await expect(cancel).toHaveCSS("background-color", await token("--c-white"));
  await expect(cancel).toHaveCSS("border-top-color", await token("--c-primary-text"));
  await expect(cancel).toHaveCSS("color", await token("--c-primary-text"));
  await expect(remove).toHaveCSS("border-top-color", await token("--c-danger-text"));
  await expect(remove).toHaveCSS("color", await token("--c-danger-text"));
  const [saveBox, cancelBox, removeBox] = await Promise.all(
    [save, cancel, remove].map((button) => button.boundingBox()),
  );
  expect(saveBox!.x).toBeLessThan(cancelBox!.x);
  expect(cancelBox!.x + cancelBox!.width + 12).toBeLessThanOrEqual(removeBox!.x + 0.5);
  for (const button of [save, cancel, remove]) {
    expect((await button.boundingBox())?.height).toBeGreaterThanOrEqual(40);
  }

  // Contrast: the dialog only (form.io's palette behind it is its own markup, see
  // accessibility.spec), and no focus ring on the page cut off.
  const contrast = (await axeViolations(page, { exclude: [".formio.builder"] })).filter((line) =>
    line.startsWith("color-contrast"),
  );
  expect(contrast).toEqual([]);
  expect(await clippedFocusRings(page)).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
});

test("a save the server refuses keeps every edit and says what failed, and leaving asks first", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/callouts/new");
  await page.getByRole("tab", { name: /^Title and image/ }).click();
  await page.getByRole("textbox", { name: "Title", exact: true }).fill("Our tap water, again");
  await page.getByRole("checkbox", { name: "Make the address from the title" }).uncheck();
  // The demo has a callout at this address already.
  await page.getByRole("textbox", { name: "Address" }).fill("has-your-tap-water-changed");
  await page.getByRole("tab", { name: /^Content/ }).click();
  await page.getByRole("button", { name: "Save draft" }).click();

  await expect(page.getByText(/The callout was not saved: see what is marked/)).toBeVisible();
  // The field is shown, with what to do, and its tab is marked.
  const address = page.getByRole("textbox", { name: "Address" });
  await expect(address).toBeFocused();
  await expect(address).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("Another callout has this address: choose another.")).toBeVisible();
  await expect(page.getByRole("tab", { name: "Title and image, has problems" })).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Title", exact: true })).toHaveValue(
    "Our tap water, again",
  );
  await expect(page).toHaveURL(/\/admin\/callouts\/new/);

  // Leaving with the changes unsaved asks first; staying keeps them.
  await page.getByRole("link", { name: "Dashboard" }).click();
  const question = page.getByRole("dialog", { name: "Leave this page?" });
  await expect(question).toBeVisible();
  await question.getByRole("button", { name: "Cancel" }).click();
  await expect(page).toHaveURL(/\/admin\/callouts\/new/);
  await expect(address).toHaveValue("has-your-tap-water-changed");

  // Fixed, it saves.
  await address.fill("our-tap-water-again");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("Draft saved.")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/callouts\/edit\//);
});
