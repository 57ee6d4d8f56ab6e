import { demo, expect, logIn, test } from "./fixtures";

// Real refusals of the real server, shown in the dashboard's words at the field they concern.

test("a tag name taken and an email in use are refused at their fields", async ({
  page,
  agora,
}) => {
  await logIn(page, agora.url, demo("superadmin"), "/admin/contacts/tags");
  const name = page.getByRole("textbox", { name: "Tag name" });
  for (const attempt of [1, 2]) {
    await name.fill("Harbour readers");
    await page.getByRole("button", { name: "Add tag" }).click();
    if (attempt === 1)
      await expect(page.getByRole("rowheader", { name: "Harbour readers" })).toBeVisible();
  }
  await expect(name).toHaveAccessibleDescription(/There is a tag of that name already/);

  await page.goto(`${agora.url}/admin/contacts/add`);
  await page.getByRole("textbox", { name: "First name" }).fill("Nia");
  await page.getByRole("textbox", { name: "Last name" }).fill("Okoye");
  const email = page.getByRole("textbox", { name: "Email", exact: true });
  await email.fill(demo("member").email);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(email).toHaveAccessibleDescription(/A contact has this email address already/);
  await expect(page.getByText("isn't accepted")).toHaveCount(0);
});
