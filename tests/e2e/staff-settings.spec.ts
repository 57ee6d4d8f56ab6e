import type { Frame, Page } from "@playwright/test";
import { demo, expect, logIn, logOut, test } from "./fixtures";

const cssVariable = (page: Page | Frame, name: string) =>
  page.evaluate((n) => getComputedStyle(document.documentElement).getPropertyValue(n).trim(), name);

test("an admin adds a notice that a member then sees on their profile", async ({ page, agora }) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/notices");
  await page.getByRole("link", { name: "Add notice" }).click();
  await expect(page).toHaveURL(`${agora.url}/admin/notices/add`);

  await page.getByRole("textbox", { name: "Name", exact: true }).fill("Harbour clean-up");
  await page.getByRole("textbox", { name: "Text", exact: true }).click();
  await page.keyboard.type("Help us clean the harbour this Saturday.");
  await page.getByRole("textbox", { name: "Button text" }).fill("Sign up");
  // A button without its address is refused next to the address.
  await page.getByRole("button", { name: "Add notice" }).click();
  const url = page.getByRole("textbox", { name: "Button link" });
  await expect(url).toHaveAccessibleDescription(/This field is required/);
  await url.fill("/callouts");
  const started = new Date(Date.now() - 60 * 60 * 1000);
  const local = new Date(started.getTime() - started.getTimezoneOffset() * 60_000)
    .toISOString()
    .slice(0, 16);
  await page.getByLabel("Shown from").fill(local);
  await page.getByRole("button", { name: "Add notice" }).click();

  await expect(page).toHaveURL(/\/admin\/notices\/view\/[0-9a-f-]{36}$/);
  await expect(page.getByRole("heading", { level: 1, name: "Harbour clean-up" })).toBeVisible();
  await expect(page.getByText("Shown now")).toBeVisible();
  await page.getByRole("link", { name: "Back to the notices" }).click();
  await expect(page.getByRole("link", { name: "Harbour clean-up" })).toBeVisible();

  await logOut(page);
  const member = await agora.newContact();
  await logIn(page, agora.url, member, "/profile");
  const notices = page.getByRole("region", { name: "Notices" });
  await expect(notices.getByText("Help us clean the harbour this Saturday.")).toBeVisible();
  const link = notices.getByRole("link", { name: "Sign up" });
  await expect(link).toHaveAttribute("href", "/callouts");
  // The whole card is the link: a click on its text (which the link's box covers) opens it.
  await notices.getByText("Help us clean the harbour").click({ force: true });
  await expect(page).toHaveURL(`${agora.url}/callouts`);
});

test("the callout and join frames follow the theme while it is edited, and for readers once saved", async ({
  page,
  agora,
  hostPage,
}) => {
  await agora.hook("PATCH", "content/general", { theme: {} });
  await logIn(page, agora.url, demo("superadmin"), "/admin/settings/theme");
  await expect(page.getByRole("heading", { level: 1, name: "Theme" })).toBeVisible();
  const preview = page.frameLocator('iframe[title^="Preview of the callout"]');
  await expect(preview.getByRole("button").first()).toBeVisible();
  const frame = page.frames().find((candidate) => candidate.url().includes("/embed/callouts/"))!;
  const joinPreview = page.frameLocator(
    'iframe[title="Preview of the join form as articles embed it"]',
  );
  await expect(joinPreview.getByRole("heading", { level: 1 })).toBeVisible();
  const joinFrame = page.frames().find((candidate) => candidate.url().endsWith("/embed/join"))!;
  const defaultPrimary = await cssVariable(page, "--c-primary");

  await page.getByRole("radio", { name: "Your own" }).check();
  await page.getByRole("textbox", { name: "Primary", exact: true }).fill("#7a1f5c");
  // The whole dashboard, and the frame beside the form, wear it at once.
  await expect.poll(() => cssVariable(page, "--c-primary")).toBe("122, 31, 92");
  await expect.poll(() => cssVariable(frame, "--c-primary")).toBe("122, 31, 92");
  await expect.poll(() => cssVariable(joinFrame, "--c-primary")).toBe("122, 31, 92");
  await page.getByLabel("Font of text").selectOption("rubik");
  await expect.poll(() => cssVariable(frame, "--ff-body")).toContain("Rubik");

  // A text colour too light to read is warned of.
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("#c8c8c8");
  await expect(page.getByText(/Text in this colour reads at/)).toBeVisible();
  await page.getByRole("textbox", { name: "Text", exact: true }).fill("#1f1f2e");
  await expect(page.getByText(/Text in this colour reads at/)).toHaveCount(0);

  await page.getByRole("button", { name: "Save theme" }).click();
  await expect(page.getByText("The theme is saved. Members see it now.")).toBeVisible();

  // A reader's frame in an article now has it from its first paint.
  const slug = new URL(frame.url()).pathname.split("/").pop()!;
  hostPage.setHtml(`<!doctype html><html><head><title>Article</title></head><body>
      <a href="${agora.url}/callouts/${slug}" data-agora-embed>Tell us</a>
      <script src="${agora.url}/loader.js" async></script>
    </body></html>`);
  const reader = await page.context().newPage();
  await reader.goto(hostPage.url);
  await expect(reader.frameLocator("iframe[data-agora-embed]").locator("body")).toBeVisible();
  // Looked up at each try: the frame may not have reached its page when the body shows.
  await expect
    .poll(() => {
      const readerFrame = reader.frames().find((candidate) => candidate.url().includes("/embed/"));
      return readerFrame ? cssVariable(readerFrame, "--c-primary") : "";
    })
    .toBe("122, 31, 92");
  await reader.close();

  // Changes left without saving are not kept: the saved theme comes back.
  await page.getByRole("textbox", { name: "Primary", exact: true }).fill("#005500");
  await expect.poll(() => cssVariable(page, "--c-primary")).toBe("0, 85, 0");
  await page.getByRole("link", { name: "Dashboard" }).click();
  await page.getByRole("button", { name: "Leave without saving" }).click();
  await expect(page).toHaveURL(`${agora.url}/admin`);
  await expect.poll(() => cssVariable(page, "--c-primary")).toBe("122, 31, 92");

  await agora.hook("PATCH", "content/general", { theme: {} });
  await page.goto(`${agora.url}/admin/settings/theme`);
  await expect.poll(() => cssVariable(page, "--c-primary")).toBe(defaultPrimary);
});

test("an admin rewords the welcome email and gets a test of it by email", async ({
  page,
  agora,
  mailbox,
}) => {
  const admin = demo("superadmin");
  await logIn(page, agora.url, admin, "/admin/settings/email");
  await page.getByRole("link", { name: "Welcome", exact: true }).click();
  await expect(page).toHaveURL(`${agora.url}/admin/settings/email/welcome`);

  const subject = page.getByRole("textbox", { name: "Subject" });
  await subject.fill("A warm welcome, ");
  // The merge field goes where the cursor is.
  await subject.press("End");
  await page.getByRole("button", { name: "Insert a merge field" }).click();
  await page.getByRole("menuitem", { name: /First name/ }).click();
  await expect(subject).toHaveValue("A warm welcome, *|FNAME|*");
  const text = page.getByRole("textbox", { name: "Text" });
  await text.click();
  await page.keyboard.press("ControlOrMeta+End");
  await page.keyboard.press("Enter");
  await page.keyboard.type("We are glad you are here. ");
  await page.getByRole("button", { name: "Insert a merge field" }).click();
  await page.getByRole("menuitem", { name: /Organisation name/ }).click();

  // The preview follows, with sample values.
  const preview = page.frameLocator('iframe[title="Preview of the email"]');
  await expect(page.getByText("A warm welcome, Alex")).toBeVisible();
  await expect(preview.getByText(/We are glad you are here\. The Harbour Ledger/)).toBeVisible();

  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Your text of this email is saved.")).toBeVisible();
  await expect(page.getByText(/Your own, saved on/)).toBeVisible();

  const before = mailbox.messages.length;
  await page.getByRole("button", { name: "Send me a test" }).click();
  await expect(page.getByText(`A test is on its way to ${admin.email}.`)).toBeVisible();
  await expect
    .poll(() => mailbox.messages.slice(before).find((mail) => mail.to.includes(admin.email)))
    .toBeTruthy();
  const mail = mailbox.messages
    .slice(before)
    .find((candidate) => candidate.to.includes(admin.email))!;
  expect(mail.subject).toBe(`A warm welcome, ${admin.firstname}`);
  expect(mail.texts.join("\n")).toContain("We are glad you are here. The Harbour Ledger");

  // Back to the built-in text.
  await page.getByRole("button", { name: "Reset to the built-in text" }).click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: "Reset to the built-in text" })
    .click();
  await expect(subject).toHaveValue("Welcome to *|ORGNAME|*");
  await page.getByRole("link", { name: "Email", exact: true }).click();
  await expect(page.getByRole("row", { name: /Welcome/ }).getByText("Built-in")).toBeVisible();
});
