// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { CONTENT, type Content } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import type { EmailTemplateDetail } from "@core/email";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { alertsIn, fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import MembershipBuilderPage from "./MembershipBuilderPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const CANCELLED: EmailTemplateDetail = {
  id: "cancelled-contribution",
  locale: "en",
  subject: "Your contribution is cancelled",
  body: "<p>Hello *|FNAME|*,</p>",
  audience: "contact",
  mergeFields: ["FNAME", "EXPIRES"],
  customised: null,
  builtIn: { subject: "Your contribution is cancelled", body: "<p>Hello</p>", locale: "en" },
};

type Documents = Pick<Content, "join" | "payment" | "general" | "join/setup" | "profile">;

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let documents: Documents;
/** The answer to a change of a settings document, where a test makes the server refuse it. */
let refusal: { id: keyof Documents; status: number; body: unknown } | undefined;

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const patches = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "PATCH")
    .map(([url, init]) => ({
      url: String(url).replace("/api/1.0/content/", ""),
      body: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));
const builderForm = () => document.getElementById("builder-join-heading")!.closest("section")!;
const preview = () => view.container.querySelector("aside")!;
const previewAmounts = () =>
  [...preview().querySelectorAll('[aria-label="Suggested amounts"] button')].map(
    (button) => button.textContent,
  );

async function open(address = "/admin/membership-builder") {
  history.replaceState(null, "", address);
  view = render(<MembershipBuilderPage />);
  await vi.waitFor(
    async () => {
      await settle();
      if (!view.container.querySelector("aside")) throw new Error("Not loaded");
    },
    { timeout: 10_000 },
  );
}

beforeEach(() => {
  $general.set({ ...GENERAL_DEFAULTS, organisationName: "Harbour Ledger", currencyCode: "GBP" });
  $currentUser.set({ ...TEST_MEMBER, activeRoles: ["admin"] });
  documents = {
    join: {
      ...CONTENT.join.defaults,
      title: "Join the Ledger",
      minMonthlyAmount: 3,
      initialAmount: 5,
      periods: [
        { name: "monthly", presetAmounts: [3, 5, 10] },
        { name: "annually", presetAmounts: [36, 60] },
      ],
    },
    payment: CONTENT.payment.defaults,
    general: { ...GENERAL_DEFAULTS, organisationName: "Harbour Ledger", currencyCode: "GBP" },
    "join/setup": CONTENT["join/setup"].defaults,
    profile: { introMessage: "<p>Glad you are here.</p>" },
  };
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url.startsWith("/api/1.0/content/")) {
      const id = url.replace("/api/1.0/content/", "") as keyof Documents;
      if (method === "PATCH" && refusal?.id === id) return json(refusal.status, refusal.body);
      if (method === "PATCH") {
        documents = {
          ...documents,
          [id]: { ...documents[id], ...(JSON.parse(String(init?.body)) as object) },
        };
      }
      return json(200, documents[id]);
    }
    if (url.startsWith("/api/1.0/callout?")) {
      return json(200, {
        items: [{ id: "c1", slug: "what-do-you-read", title: "What do you read?" }],
        offset: 0,
        count: 1,
        total: 1,
      });
    }
    if (url.startsWith("/api/1.0/email/template/cancelled-contribution/preview")) {
      return json(200, { subject: "Preview", html: "<p>x</p>", text: "x" });
    }
    if (url.startsWith("/api/1.0/email/cancelled-contribution?")) return json(200, CANCELLED);
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  refusal = undefined;
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
  $general.set(GENERAL_DEFAULTS);
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("MembershipBuilderPage", () => {
  describe("the Embed tab", () => {
    const snippet = () => field<HTMLTextAreaElement>("Snippet").value;
    const frame = () => preview().querySelector("iframe")!;

    it("gives the join link with the chosen presets, the loader and the frame they make", async () => {
      await open("/admin/membership-builder/embed");
      expect(snippet()).toBe(
        `<a href="${location.origin}/join" data-agora-embed>Join the Ledger</a>\n` +
          `<script src="${location.origin}/loader.js" async></script>`,
      );
      expect(frame().getAttribute("src")).toBe("/embed/join");
      expect(frame().title).toBe("The embedded join form");

      const amounts = () =>
        [...field<HTMLSelectElement>("Amount").options].map((option) => option.textContent);
      expect(amounts()).toEqual([
        "As the join form is set up",
        "£3",
        "£5",
        "£10",
        "Another amount",
      ]);
      fillIn(field<HTMLSelectElement>("Amount"), "10");
      expect(snippet()).toContain(`href="${location.origin}/join?amount=10"`);

      // The annual amounts are offered once the period is annual; the monthly 10 is dropped.
      fillIn(field<HTMLSelectElement>("Period"), "annually");
      expect(amounts()).toEqual(["As the join form is set up", "£36", "£60", "Another amount"]);
      expect(snippet()).toContain(`href="${location.origin}/join?period=annually"`);
      fillIn(field<HTMLSelectElement>("Amount"), "60");
      expect(snippet()).toContain(`href="${location.origin}/join?amount=60&amp;period=annually"`);
      expect(frame().getAttribute("src")).toBe("/embed/join?amount=60&period=annually");
    });

    it("checks another amount as the join form does, and leaves a wrong one out", async () => {
      await open("/admin/membership-builder/embed");
      fillIn(field<HTMLSelectElement>("Amount"), "custom");
      const other = field("Other amount");
      expect(other.getAttribute("aria-invalid")).not.toBe("true");

      fillIn(other, "2");
      expect(document.getElementById(`${other.id}-error`)?.textContent).toBe(
        "The minimum is £3 a month",
      );
      expect(snippet()).toContain(`href="${location.origin}/join"`);
      fillIn(other, "five");
      expect(document.getElementById(`${other.id}-error`)?.textContent).toBe(
        "Enter an amount, such as 5 or 7.50",
      );

      fillIn(other, "7,5");
      expect(document.getElementById(`${other.id}-error`)).toBeNull();
      expect(snippet()).toContain(`href="${location.origin}/join?amount=7.50"`);
      expect(frame().getAttribute("src")).toBe("/embed/join?amount=7.50");
    });

    it("copies the snippet, and says so; selects it where the browser will not copy", async () => {
      await open("/admin/membership-builder/embed");
      const writeText = vi.fn(async () => undefined);
      Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
      await press(buttonNamed(view.container, "Copy the snippet"));
      expect(writeText).toHaveBeenCalledWith(snippet());
      expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
        "The snippet is copied to the clipboard.",
      );
      expect(buttonNamed(view.container, "Copied")).toBeTruthy();

      writeText.mockRejectedValueOnce(new Error("Not allowed"));
      await press(buttonNamed(view.container, "Copied"));
      expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
        "Your browser didn't let us copy. The snippet is selected: copy it with your keyboard or menu.",
      );
    });
  });

  it("has its five tabs, the join form first, with the real join form as the preview", async () => {
    await open();
    const tabs = [...view.container.querySelectorAll('nav[aria-label="Membership builder"] a')];
    expect(
      tabs.map((tab) => [
        tab.textContent,
        tab.getAttribute("href"),
        tab.getAttribute("aria-current"),
      ]),
    ).toEqual([
      ["Join form", "/admin/membership-builder", "page"],
      ["Account confirmation", "/admin/membership-builder/confirmation", null],
      ["Intro messages", "/admin/membership-builder/intro", null],
      ["Emails", "/admin/membership-builder/email", null],
      ["Embed", "/admin/membership-builder/embed", null],
    ]);
    expect(field("Title").value).toBe("Join the Ledger");
    expect(preview().querySelector("h1, h2")?.textContent).toBe("Join the Ledger");
    expect(previewAmounts()).toEqual(["£3", "£5", "£10"]);
  });

  it("shows changed amounts in the preview at once, and saves them", async () => {
    await open();
    fillIn(field("Monthly: suggested amount 3"), "12");
    await press(buttonNamed(builderForm(), "Add a monthly amount"));
    fillIn(field("Monthly: suggested amount 4"), "25");
    act(() =>
      view.container
        .querySelector<HTMLButtonElement>('[aria-label="Move Monthly amount 4 earlier"]')!
        .click(),
    );
    act(() =>
      view.container
        .querySelector<HTMLButtonElement>('[aria-label="Remove Monthly amount 1"]')!
        .click(),
    );
    expect(previewAmounts()).toEqual(["£5", "£25", "£12"]);

    await press(buttonNamed(builderForm(), "Save"));
    expect(patches()).toEqual([
      {
        url: "join",
        body: expect.objectContaining({
          periods: [
            { name: "monthly", presetAmounts: [5, 25, 12] },
            { name: "annually", presetAmounts: [36, 60] },
          ],
          minMonthlyAmount: 3,
        }) as unknown,
      },
    ]);
    expect(patches()[0]!.body).not.toHaveProperty("stripePublicKey");
    expect($notifications.get().map((note) => note.title)).toEqual(["The join form is saved."]);
    expect(builderForm().textContent).toMatch(/Saved at \d/);
  });

  it("says next to the period which amounts are under a raised minimum, and saves nothing", async () => {
    await open();
    fillIn(field("Minimum monthly amount"), "4");
    expect(errorOf("builder-join-periods-0")).toBe(
      "Each suggested monthly amount must be at least 4",
    );
    expect(errorOf("builder-join-periods-1")).toBe(
      "Each suggested annual amount must be at least 48",
    );

    await press(buttonNamed(builderForm(), "Save"));
    expect(patches()).toEqual([]);

    fillIn(field("Monthly: suggested amount 1"), "4");
    fillIn(field("Annual: suggested amount 1"), "48");
    fillIn(field("Annual: suggested amount 2"), "72");
    expect(errorOf("builder-join-periods-0")).toBeUndefined();
    await press(buttonNamed(builderForm(), "Save"));
    expect(patches()).toHaveLength(1);
    expect(documents.join.minMonthlyAmount).toBe(4);
  });

  it("refuses an amount that is no number, next to it", async () => {
    await open();
    fillIn(field("Monthly: suggested amount 2"), "five");
    await press(buttonNamed(builderForm(), "Save"));
    expect(errorOf("builder-join-periods-0-presetAmounts-1")).toBe(
      "Enter an amount, such as 5 or 7.50",
    );
    expect(patches()).toEqual([]);
  });

  describe("says each refusal of the join form in its own words, at its field", () => {
    it.each([
      {
        refused: fieldRefusal("title", "isSafeText"),
        at: "Title",
        says: "character that can't be saved",
      },
      {
        refused: fieldRefusal("minMonthlyAmount", "min", "Must be at least 1"),
        at: "Minimum monthly amount",
        says: "Must be at least 1",
      },
      {
        refused: fieldRefusal("initialPeriod", "isValid", "The default period is not offered"),
        at: "Default amount",
        says: "Choose a default among the periods offered",
      },
      {
        refused: fieldRefusal("initialAmount", "isValid", "Below the minimum"),
        at: "Default amount",
        says: "The default amount is under the minimum",
      },
    ])("$at: $says", async ({ refused, at, says }) => {
      refusal = { id: "join", status: 400, body: refusalBody(400, undefined, refused) };
      await open();
      fillIn(field("Title"), "Join us");
      await press(buttonNamed(builderForm(), "Save"));
      expect(saysAt(field(at), says)).toBe(true);
    });

    it("says a role that may not change it so", async () => {
      refusal = { id: "join", status: 403, body: refusalBody(403, undefined) };
      await open();
      fillIn(field("Title"), "Join us");
      await press(buttonNamed(builderForm(), "Save"));
      expect(alertsIn(builderForm())).toContain("Your role doesn't allow this change");
    });
  });

  it("stops offering a period, which the preview and the default follow", async () => {
    await open();
    await press(buttonNamed(builderForm(), "Stop offering annual contributions"));
    expect(preview().textContent).not.toContain("Annual");
    const defaults = [...field<HTMLSelectElement>("Default amount").options].map((o) => o.text);
    expect(defaults).toEqual(["£3 a month", "£5 a month", "£10 a month"]);
    fillIn(field<HTMLSelectElement>("Default amount"), "monthly_10");
    await press(buttonNamed(builderForm(), "Save"));
    expect(documents.join).toMatchObject({
      periods: [{ name: "monthly", presetAmounts: [3, 5, 10] }],
      initialPeriod: "monthly",
      initialAmount: 10,
    });
    expect(buttonNamed(builderForm(), "Offer annual contributions")).toBeTruthy();
  });

  it("adds a newsletter group on the account confirmation tab, previewed and saved", async () => {
    await open("/admin/membership-builder/confirmation");
    act(() => field("Offer the newsletter").click());
    await press(buttonNamed(view.container, "Add a group"));
    fillIn(field("Group 1: id"), "weekly");
    fillIn(field("Group 1: label"), "The weekly digest");
    expect(preview().textContent).toContain("The weekly digest");
    expect(field<HTMLSelectElement>("Survey callout").options[1]?.text).toBe("What do you read?");

    await press(buttonNamed(view.container, "Save"));
    expect(patches().map((patch) => patch.url)).toEqual(["join/setup"]);
    expect(documents["join/setup"]).toMatchObject({
      showNewsletterOptIn: true,
      newsletterGroups: [{ id: "weekly", label: "The weekly digest", checked: false }],
    });
  });

  it("wants an id for each newsletter group", async () => {
    await open("/admin/membership-builder/confirmation");
    act(() => field("Offer the newsletter").click());
    await press(buttonNamed(view.container, "Add a group"));
    await press(buttonNamed(view.container, "Save"));
    expect(errorOf("builder-setup-newsletterGroups-0-id")).toBe("Enter the group's id");
    expect(patches()).toEqual([]);
  });

  it("hides the welcome message by saving it empty", async () => {
    await open("/admin/membership-builder/intro");
    expect(preview().textContent).toContain("Glad you are here.");
    act(() => field("Show a welcome message").click());
    expect(preview().textContent).toContain("New members see no welcome message.");
    await press(buttonNamed(view.container, "Save"));
    expect(patches()).toEqual([{ url: "profile", body: { introMessage: "" } }]);
  });

  it("edits a membership email with the email editor, the one chosen kept in the address", async () => {
    history.replaceState(null, "", "/admin/membership-builder/email?email=cancelled-contribution");
    view = render(<MembershipBuilderPage />);
    await vi.waitFor(
      async () => {
        await settle();
        if (!document.getElementById("email-template-body")) throw new Error("Not loaded");
      },
      { timeout: 10_000 },
    );
    expect(field<HTMLSelectElement>("Email").value).toBe("cancelled-contribution");
    expect(field("Subject").value).toBe("Your contribution is cancelled");
    expect(buttonNamed(view.container, "Insert a merge field")).toBeTruthy();
    expect(view.container.querySelector('[aria-current="page"]')?.textContent).toBe("Emails");
  });

  it("moves an address of the days of ?tab= to the tab's own, the email chosen kept", async () => {
    await open("/admin/membership-builder?tab=account");
    expect(location.pathname).toBe("/admin/membership-builder/confirmation");
    expect(location.search).toBe("");
    expect(view.container.querySelector('[aria-current="page"]')?.textContent).toBe(
      "Account confirmation",
    );
    expect(field("Offer the newsletter")).toBeTruthy();
    view.unmount();

    history.replaceState(
      null,
      "",
      "/admin/membership-builder?tab=emails&email=cancelled-contribution",
    );
    view = render(<MembershipBuilderPage />);
    await settle();
    expect(location.pathname + location.search).toBe(
      "/admin/membership-builder/email?email=cancelled-contribution",
    );
  });
});
