import { adminCookie, expect, logIn, responsesOf, test } from "./fixtures";

const TAP_WATER = "has-your-tap-water-changed";

test("a guest answers the branching callout, correcting what the form points out", async ({
  page,
  agora,
}) => {
  const before = (await responsesOf(agora.url, TAP_WATER)).items.length;
  await page.goto(`${agora.url}/callouts/${TAP_WATER}`);
  await expect(
    page.getByRole("heading", { level: 1, name: "Has your tap water changed?" }),
  ).toBeVisible();
  const form = page.getByRole("region", { name: "Your response" });

  // Nothing chosen yet: the message sits next to the question and in the summary.
  await form.getByRole("button", { name: "Continue" }).click();
  const question = form.getByRole("radiogroup", {
    name: "Have you noticed a change in your tap water this year?",
  });
  await expect(question).toHaveAttribute("aria-invalid", "true");
  await expect(form.getByRole("alert")).toContainText("Please choose one of the options");

  // "No" skips the details slide.
  await form.getByRole("radio", { name: "No", exact: true }).check();
  await form.getByRole("button", { name: "Continue" }).click();
  await expect(form.getByRole("heading", { name: "About you" })).toBeVisible();
  await expect(form.getByText("Step 2 of 2")).toBeVisible();

  await form
    .getByRole("combobox", { name: "Which district do you live in?" })
    .selectOption("Northgate");
  await form
    .getByRole("textbox", { name: "Anything else we should know?" })
    .fill("Smells of pool water.");
  await form.getByRole("button", { name: "Send my report" }).click();
  // Guests must say who they are on this callout.
  await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute(
    "aria-invalid",
    "true",
  );
  await form.getByRole("textbox", { name: "First name" }).fill("Jo");
  await form.getByRole("textbox", { name: "Last name" }).fill("Reader");
  await form.getByRole("textbox", { name: "Email" }).fill("jo.reader@example.org");
  await form.getByRole("button", { name: "Send my report" }).click();

  await expect(page).toHaveURL(new RegExp(`/callouts/${TAP_WATER}/thanks$`));
  await expect(
    page.getByText("We compare every report with the water company's test results."),
  ).toBeVisible();

  // Stored exactly as typed, numbered, and only the visited slides.
  const { items } = await responsesOf(agora.url, TAP_WATER);
  expect(items).toHaveLength(before + 1);
  const latest = items.reduce((a, b) => (a.number > b.number ? a : b));
  expect(latest.number).toBe(
    Math.max(0, ...items.filter((r) => r !== latest).map((r) => r.number)) + 1,
  );
  expect(latest.answers).toEqual({
    noticed: { noticed: "no" },
    "about-you": { district: expect.any(String), anythingElse: "Smells of pool water." },
  });
});

test("a reader's answers survive a reload", async ({ page, agora }) => {
  await page.goto(`${agora.url}/callouts/${TAP_WATER}`);
  const form = page.getByRole("region", { name: "Your response" });
  await form.getByRole("radio", { name: "Yes", exact: true }).check();
  await form.getByRole("button", { name: "Continue" }).click();
  const describe = form.getByRole("textbox", { name: "Describe what you noticed" });
  await describe.fill("Brown water every morning since May.");

  await page.reload();
  await expect(
    page.getByRole("region", { name: "Your response" }).getByRole("textbox", {
      name: "Describe what you noticed",
    }),
  ).toHaveValue("Brown water every morning since May.");
});

test("the callouts page lists open callouts and searches the archive", async ({ page, agora }) => {
  await page.goto(`${agora.url}/callouts`);
  const open = page.getByRole("region", { name: "Open callouts" });
  await expect(open.getByRole("link", { name: "Has your tap water changed?" })).toBeVisible();
  const archive = page.getByRole("region", { name: "Archive" });
  await archive.getByRole("searchbox", { name: "Search the archive" }).fill("candidates");
  await archive.getByRole("button", { name: "Search", exact: true }).click();
  await expect(
    archive.getByRole("link", { name: "Local elections: your questions for the candidates" }),
  ).toBeVisible();
  await archive.getByRole("searchbox", { name: "Search the archive" }).fill("no such callout");
  await archive.getByRole("button", { name: "Search", exact: true }).click();
  await expect(archive.getByRole("link")).toHaveCount(0);
});

test("the map shows only the responses chosen for public display", async ({ page, agora }) => {
  await page.goto(`${agora.url}/callouts/where-does-the-water-stand/map`);
  const map = page.getByRole("region", { name: "Map of responses" });
  // The demo has five checked reports, two waiting in the inbox and one in the bin.
  for (const title of [
    "Knee-deep outside the bakery",
    "Drain overflowing every storm",
    "Car park under water",
    "Bus stop flooded again",
    "Water in our cellar",
  ]) {
    await expect(map.getByRole("button", { name: title })).toBeVisible();
  }
  for (const title of ["Underpass closed", "Garden wall collapsed", "Puddle, nothing serious"]) {
    await expect(page.getByText(title)).toHaveCount(0);
  }
  await expect(page.getByRole("link", { name: "Add your location" })).toHaveAttribute(
    "href",
    "/callouts/where-does-the-water-stand/respond",
  );
});

test("a callout with a thank-you address sends the reader there after answering", async ({
  page,
  agora,
}) => {
  const cookie = await adminCookie(agora.url);
  const slug = `redirect-${Date.now()}`;
  const created = await fetch(`${agora.url}/api/1.0/callout`, {
    method: "POST",
    headers: { "Content-Type": "application/json", cookie },
    body: JSON.stringify({
      slug,
      image: "",
      starts: new Date(Date.now() - 60_000).toISOString(),
      expires: null,
      allowUpdate: false,
      allowMultiple: true,
      hidden: false,
      access: "anonymous",
      captcha: "none",
      formSchema: {
        slides: [
          {
            id: "only",
            title: "One question",
            components: [
              { id: "c1", key: "name", type: "textfield", label: "Your street", input: true },
            ],
          },
        ],
      },
      variants: {
        default: {
          title: "Where do you live?",
          excerpt: "One question.",
          intro: "<p>One question.</p>",
          thanksTitle: "Thanks",
          thanksText: "<p>Thanks</p>",
          thanksRedirect: `${agora.url}/_theme`,
        },
      },
    }),
  });
  expect(created.status, await created.text()).toBe(200);

  await page.goto(`${agora.url}/callouts/${slug}`);
  const form = page.getByRole("region", { name: "Your response" });
  await form.getByRole("textbox", { name: "Your street" }).fill("Quay Street");
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(`${agora.url}/_theme`);
});

for (const where of ["dashboard", "frame on another site"] as const) {
  test(`a reader answers the callout that uses every component type, in the ${where}`, async ({
    page,
    agora,
    hostPage,
  }) => {
    const slug = "life-on-your-street";
    // The frame is all form; in the dashboard the form is a region of the callout's page.
    let screen, form;
    if (where === "dashboard") {
      await page.goto(`${agora.url}/callouts/${slug}`);
      screen = page.locator("body");
      form = page.getByRole("region", { name: "Your response" });
    } else {
      hostPage.setHtml(`<!doctype html><html lang="en"><title>Streets</title><body>
        <a href="${agora.url}/callouts/${slug}" data-agora-embed>Life on your street</a>
        <script src="${agora.url}/loader.js" async></script></body></html>`);
      await page.goto(hostPage.url);
      screen = form = page.frameLocator("iframe[data-agora-embed]").locator("body");
    }

    await form.getByRole("textbox", { name: "Which street do you live on?" }).fill("Quay Street");
    await form.getByRole("combobox", { name: "District" }).selectOption("Riverside");
    await form.getByRole("textbox", { name: "How many years have you lived there?" }).fill("12");
    await form
      .getByRole("textbox", { name: "Roughly where is it?" })
      .fill("Quay Street and Mill Row");
    await form.getByRole("textbox", { name: /What do you pay in rent/ }).fill("850.50");
    await form.getByRole("radio", { name: "I rent" }).check();
    await form.getByRole("button", { name: "Next" }).click();

    await form.getByRole("checkbox", { name: "Rents going up" }).check();
    await form.getByRole("checkbox", { name: "Fewer buses" }).check();
    // Tabs show one panel at a time; the arrow key moves to the next tab.
    await expect(form.getByRole("tab", { name: "Better" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await form.getByRole("textbox", { name: "What has got better?" }).fill("The new bakery.");
    await expect(form.getByRole("textbox", { name: "What has got worse?" })).toBeHidden();
    await form.getByRole("tab", { name: "Better" }).press("ArrowRight");
    await expect(form.getByRole("tab", { name: "Worse" })).toBeFocused();
    await form.getByRole("textbox", { name: "What has got worse?" }).fill("The number 7 bus.");
    // Day, month and year, in the order a British newsroom writes dates.
    const noticed = form.getByRole("group", {
      name: "When did you first notice the biggest change?",
    });
    await expect(noticed.locator("label")).toHaveText(["Day", "Month", "Year"]);
    await noticed.getByRole("textbox", { name: "Day" }).fill("1");
    await noticed.getByRole("textbox", { name: "Month" }).fill("5");
    await noticed.getByRole("textbox", { name: "Year" }).fill("2024");
    await form
      .getByRole("checkbox", { name: "A reporter may contact me about my answers" })
      .check();
    await form.getByRole("button", { name: "Next" }).click();

    await form.getByRole("textbox", { name: "Email address" }).fill("not an email");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(form.getByRole("textbox", { name: "Email address" })).toHaveAttribute(
      "aria-invalid",
      "true",
    );
    await form.getByRole("textbox", { name: "Email address" }).fill("neighbour@example.org");
    await form.getByRole("textbox", { name: "Phone number" }).fill("+44 117 496 0000");
    await form.getByRole("textbox", { name: "The best time to call you" }).fill("18:30");
    await form
      .getByRole("textbox", { name: "A link to photos or a post about your street" })
      .fill("https://example.org/quay-street");
    // A real 1×1 PNG, checked and re-encoded by the server.
    const png = Buffer.from(
      "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==",
      "base64",
    );
    await form.locator('input[type="file"]').setInputFiles({
      name: "street.png",
      mimeType: "image/png",
      buffer: png,
    });
    // Listed with its size once up (a 70-byte file counts as 1 kB, never as empty).
    const uploaded = form.getByRole("listitem").filter({ hasText: "street.png" });
    await expect(uploaded.getByRole("link", { name: "street.png" })).toBeVisible();
    await expect(uploaded).toContainText("1 kB");
    await form
      .getByRole("textbox", { name: "Or type your full name to sign" })
      .fill("Sam Neighbour");
    await form.getByRole("button", { name: "Submit" }).click();
    await expect(
      screen.getByText("Your answers go straight to our local reporting team. We read every one."),
    ).toBeVisible();
    if (where === "dashboard")
      await expect(page).toHaveURL(new RegExp(`/callouts/${slug}/thanks$`));

    const { items } = await responsesOf(agora.url, slug);
    const answers = items.reduce((a, b) => (a.number > b.number ? a : b)).answers;
    expect(answers.street).toMatchObject({
      street: "Quay Street",
      district: expect.any(String),
      years: 12,
      rent: 850.5,
      tenure: "rent",
      location: expect.objectContaining({ formatted_address: "Quay Street and Mill Row" }),
    });
    expect(answers.changes).toMatchObject({
      changes: expect.objectContaining({ rents: true, buses: true }),
      better: "The new bakery.",
      worse: "The number 7 bus.",
      followUp: true,
      noticed: expect.stringMatching(/^2024-05-01/),
    });
    expect(answers.contact).toMatchObject({
      email: "neighbour@example.org",
      phone: "+44 117 496 0000",
      callTime: "18:30",
      link: "https://example.org/quay-street",
    });
    expect(JSON.stringify(answers.contact?.photo)).toContain("/api/1.0/images/");
    expect(answers.contact?.signature).toBeTruthy();
  });
}

test("a member changes their vote: the form starts from their response and updates it", async ({
  page,
  agora,
}) => {
  const slug = "what-should-we-investigate-next";
  const reader = await agora.newContact();
  const why = `I work late (${reader.email}).`;
  await logIn(page, agora.url, reader, `/callouts/${slug}`);
  const form = page.getByRole("region", { name: "Your response" });
  await form.getByRole("radio", { name: "Why did the late buses stop?" }).check();
  await form.getByRole("textbox", { name: "Why does it matter to you?" }).fill(why);
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`/callouts/${slug}/thanks$`));

  await page.goto(`${agora.url}/callouts/${slug}`);
  await expect(form.getByText("You have answered this callout before.")).toBeVisible();
  await expect(form.getByRole("radio", { name: "Why did the late buses stop?" })).toBeChecked();
  await expect(form.getByRole("textbox", { name: "Why does it matter to you?" })).toHaveValue(why);
  await form.getByRole("radio", { name: "What is wrong with Northgate's water?" }).check();
  await form.getByRole("button", { name: "Submit" }).click();
  await expect(page).toHaveURL(new RegExp(`/callouts/${slug}/thanks$`));

  // One response, changed: not a second one.
  const mine = (await responsesOf(agora.url, slug)).items.filter(
    (response) => response.answers.vote?.why === why,
  );
  expect(mine).toHaveLength(1);
  expect(mine[0]!.answers.vote).toMatchObject({ topic: "water" });
});
