// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { CONTENT } from "@core/content";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import type { EmailTemplateDetail, EmailTemplateSummary } from "@core/email";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $general } from "@stores/settings";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { alertsIn, fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import EmailSettingsPage from "./EmailSettingsPage";
import EmailTemplatePage from "./EmailTemplatePage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const FIELDS = ["NAME", "FNAME", "LNAME", "EMAIL", "ORGNAME", "SUPPORTEMAIL", "LOGINLINK"];
const WELCOME: EmailTemplateDetail = {
  id: "welcome",
  locale: "en",
  subject: "Welcome to *|ORGNAME|*",
  body: "<p>Hello *|NAME|*,</p>",
  audience: "contact",
  mergeFields: FIELDS,
  customised: null,
  builtIn: { subject: "Welcome to *|ORGNAME|*", body: "<p>Hello *|NAME|*,</p>", locale: "en" },
};
const LIST: EmailTemplateSummary[] = [
  { id: "welcome", audience: "contact", mergeFields: FIELDS, customised: ["en"] },
  { id: "new-member", audience: "team", mergeFields: [], customised: ["de"] },
  { id: "a-template-from-elsewhere", audience: "contact", mergeFields: [], customised: [] },
];

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let detail: EmailTemplateDetail;
/** The answer to a saved text, where a test makes the server refuse it. */
let refusal: { status: number; body: unknown } | undefined;

const calls = (method: string, path: string) =>
  fetch.mock.calls
    .filter(([url, init]) => (init?.method ?? "GET") === method && String(url).startsWith(path))
    .map(([url, init]) => ({
      url: String(url),
      body: init?.body ? (JSON.parse(String(init.body)) as unknown) : undefined,
    }));

beforeEach(() => {
  $general.set({ ...GENERAL_DEFAULTS, organisationName: "Harbour Ledger" });
  detail = WELCOME;
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (url === "/api/1.0/email") return json(200, LIST);
    if (url === "/api/1.0/content/email") return json(200, CONTENT.email.defaults);
    if (url.startsWith("/api/1.0/email/template/welcome/preview")) {
      const body = JSON.parse(String(init?.body)) as { subject: string; body: string };
      return json(200, { subject: `Rendered: ${body.subject}`, html: "<p>x</p>", text: "x" });
    }
    if (url.startsWith("/api/1.0/email/template/welcome/test"))
      return json(200, { to: "me@example.org" });
    if (url.startsWith("/api/1.0/email/welcome?")) {
      if (method === "PUT" && refusal) return json(refusal.status, refusal.body);
      if (method === "PUT") {
        const text = JSON.parse(String(init?.body)) as { subject: string; body: string };
        detail = { ...detail, ...text, customised: { updatedAt: "2025-05-01T10:00:00.000Z" } };
      }
      if (method === "DELETE") {
        detail = WELCOME;
        return json(204);
      }
      return json(200, detail);
    }
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
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("EmailSettingsPage", () => {
  it("lists every email the server knows by topic, the team's apart, with when each is sent", async () => {
    view = render(<EmailSettingsPage />);
    await settle();
    const groups = [...view.container.querySelectorAll("h3")].map((heading) => [
      heading.textContent,
      [...heading.parentElement!.querySelectorAll("tbody tr")].map((row) =>
        [...row.children].map((cell) => cell.textContent),
      ),
    ]);
    expect(groups).toEqual([
      [
        "Joining",
        [["Welcome", "When a new member has confirmed their email address.", "Your own"]],
      ],
      ["To your team, at the sender address", [["New member", "When someone joins.", "Built-in"]]],
      // A template this dashboard has no words for yet still shows, by its id.
      ["Other emails", [["a-template-from-elsewhere", "–", "Built-in"]]],
    ]);
    const link = view.container.querySelector<HTMLAnchorElement>("tbody a")!;
    expect(link.getAttribute("href")).toBe("/admin/settings/email/welcome");
  });
});

describe("EmailTemplatePage", () => {
  const open = async () => {
    history.replaceState(null, "", "/admin/settings/email/welcome");
    view = render(<EmailTemplatePage params={{ id: "welcome" }} />);
    await vi.waitFor(
      async () => {
        await settle();
        if (!document.getElementById("email-template-body")) throw new Error("Not loaded");
      },
      { timeout: 10_000 },
    );
  };
  const subject = () => fieldLabelled(view.container, "Subject");

  it("inserts a merge field where the cursor was in the subject", async () => {
    await open();
    const input = subject();
    act(() => input.focus());
    input.setSelectionRange(0, 0);
    await press(buttonNamed(view.container, "Insert a merge field"));
    const menu = view.container.querySelector('[role="menu"]')!;
    const items = [...menu.querySelectorAll('[role="menuitem"]')];
    expect(items.map((item) => item.textContent)).toContain("First name*|FNAME|*");
    expect(document.activeElement).toBe(items[0]);
    const first = items.find((item) => item.textContent?.includes("*|FNAME|*")) as HTMLElement;
    act(() => first.click());
    await settle();
    expect(subject().value).toBe("*|FNAME|*Welcome to *|ORGNAME|*");
    expect(view.container.querySelector('[role="menu"]')).toBeNull();
  });

  it("inserts a merge field into the text, and closes its menu with Escape", async () => {
    await open();
    const text = document.getElementById("email-template-body")!;
    act(() => text.focus());
    const button = buttonNamed(view.container, "Insert a merge field");
    await press(button);
    act(() => {
      document.activeElement!.dispatchEvent(
        new KeyboardEvent("keydown", { key: "Escape", bubbles: true }),
      );
    });
    expect(view.container.querySelector('[role="menu"]')).toBeNull();
    expect(document.activeElement).toBe(button);
    await press(button);
    const orgName = [...view.container.querySelectorAll<HTMLElement>('[role="menuitem"]')].find(
      (item) => item.textContent?.includes("*|ORGNAME|*"),
    )!;
    act(() => orgName.click());
    await settle();
    expect(text.textContent).toContain("*|ORGNAME|*");
  });

  it("previews the text as it is written, saves it, and sends a test of it", async () => {
    await open();
    fillIn(subject(), "Hi *|FNAME|*");
    await vi.waitFor(() => {
      expect(view.container.textContent).toContain("Rendered: Hi *|FNAME|*");
    });
    await press(buttonNamed(view.container, "Send me a test"));
    expect(calls("POST", "/api/1.0/email/template/welcome/test")).toEqual([
      {
        url: "/api/1.0/email/template/welcome/test",
        body: { locale: "en", subject: "Hi *|FNAME|*", body: "<p>Hello *|NAME|*,</p>" },
      },
    ]);
    expect($notifications.get().map((n) => n.title)).toContain(
      "A test is on its way to me@example.org.",
    );
    await press(buttonNamed(view.container, "Save"));
    expect(calls("PUT", "/api/1.0/email/welcome")).toEqual([
      {
        url: "/api/1.0/email/welcome?locale=en",
        body: { subject: "Hi *|FNAME|*", body: "<p>Hello *|NAME|*,</p>" },
      },
    ]);
    await settle();
    expect(view.container.textContent).toContain("Your own, saved on");
  });

  it("refuses an empty subject next to it", async () => {
    await open();
    fillIn(subject(), " ");
    await press(buttonNamed(view.container, "Save"));
    expect(document.getElementById("email-template-subject-error")?.textContent).toBe(
      "This field is required",
    );
    expect(calls("PUT", "/api/1.0/email/welcome")).toEqual([]);
  });

  describe("says each refusal of the text in its own words, at its field", () => {
    it.each([
      {
        refused: fieldRefusal("subject", "isSafeText"),
        at: "Subject",
        says: "character that can't be saved",
      },
      {
        refused: fieldRefusal("subject", "maxLength", "Must be at most 200 characters"),
        at: "Subject",
        says: "Please use at most 200 characters",
      },
    ])("$says", async ({ refused, at, says }) => {
      refusal = { status: 400, body: refusalBody(400, undefined, refused) };
      await open();
      fillIn(subject(), "Hi *|FNAME|*");
      await press(buttonNamed(view.container, "Save"));
      expect(saysAt(fieldLabelled(view.container, at), says)).toBe(true);
    });

    it("says at the text when the server refuses it", async () => {
      refusal = {
        status: 400,
        body: refusalBody(400, undefined, fieldRefusal("body", "isSafeText")),
      };
      await open();
      fillIn(subject(), "Hi *|FNAME|*");
      await press(buttonNamed(view.container, "Save"));
      expect(document.getElementById("email-template-body-error")?.textContent).toContain(
        "character that can't be saved",
      );
    });

    it("says the email is gone when the server no longer has it", async () => {
      refusal = { status: 404, body: refusalBody(404, undefined) };
      await open();
      fillIn(subject(), "Hi *|FNAME|*");
      await press(buttonNamed(view.container, "Save"));
      expect(alertsIn(view.container)).toContain("This no longer exists");
    });
  });

  it("goes back to the built-in text once asked to", async () => {
    detail = { ...WELCOME, subject: "Ours", customised: { updatedAt: "2025-05-01T10:00:00.000Z" } };
    await open();
    expect(subject().value).toBe("Ours");
    await press(buttonNamed(view.container, "Reset to the built-in text"));
    expect(calls("DELETE", "/api/1.0/email/welcome")).toEqual([]);
    await press(
      buttonNamed(document.body.querySelector("dialog[open]")!, "Reset to the built-in text"),
    );
    expect(calls("DELETE", "/api/1.0/email/welcome").map((call) => call.url)).toEqual([
      "/api/1.0/email/welcome?locale=en",
    ]);
    await vi.waitFor(async () => {
      await settle();
      expect(subject().value).toBe("Welcome to *|ORGNAME|*");
    });
  });

  it("opens another language in the address, asking first when there are unsaved changes", async () => {
    await open();
    const language = fieldLabelled<HTMLSelectElement>(view.container, "Language");
    expect([...language.options].map((option) => option.value)).toEqual([
      "en",
      "de",
      "de-x-informal",
      "nl",
      "fr",
    ]);
    fillIn(subject(), "Changed");
    fillIn(language, "de");
    expect(location.search).toBe("");
    await press(buttonNamed(document.body, "Switch without saving"));
    expect(location.search).toBe("?locale=de");
  });
});
