// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Notice } from "@core/notices";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { alertsIn, fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import AddNoticePage from "./AddNoticePage";
import EditNoticePage from "./EditNoticePage";
import NoticesPage from "./NoticesPage";
import ViewNoticePage from "./ViewNoticePage";
import { fromLocalInput } from "./notice-form";

const NOTICE: Notice = {
  id: "7d1f6a52-3f1e-4a8e-9d6f-2b1c0e0a9f10",
  createdAt: "2025-05-01T09:00:00.000Z",
  updatedAt: "2025-05-01T09:00:00.000Z",
  name: "Summer meet-up",
  text: "<p>Join us at the harbour.</p>",
  starts: "2025-05-01T09:00:00.000Z",
  expires: null,
  status: "open",
  buttonText: "Book a place",
  url: "https://example.org/meet-up",
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let notices: Notice[];
/** The answer to a change of a notice, where a test makes the server refuse it. */
let refusal: { status: number; body: unknown } | undefined;

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const button = (name: string) => buttonNamed(view.container, name);
const errorOf = (id: string) => document.getElementById(`${id}-error`)?.textContent;
const sent = (method: string) =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === method)
    .map(([url, init]) => ({ url: String(url), body: JSON.parse(String(init?.body ?? "null")) }));

/** Until the rich-text editor's code has arrived. */
const editorLoaded = () =>
  vi.waitFor(
    async () => {
      await settle();
      if (!document.getElementById("notice-text")) throw new Error("The editor has not loaded");
    },
    { timeout: 10_000 },
  );

function paste(html: string) {
  const text = document.getElementById("notice-text")!;
  act(() => text.focus());
  const data = new DataTransfer();
  data.setData("text/html", html);
  act(() => {
    text.dispatchEvent(
      new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }),
    );
  });
}

beforeEach(() => {
  notices = [NOTICE];
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST") {
      return json(200, { ...NOTICE, ...JSON.parse(String(init.body)), id: "new-id" });
    }
    if (init?.method === "PATCH" && refusal) return json(refusal.status, refusal.body);
    if (init?.method === "PATCH") return json(200, { ...NOTICE, ...JSON.parse(String(init.body)) });
    if (init?.method === "DELETE") return json(204);
    if (url.startsWith("/api/1.0/notice?")) {
      return json(200, { total: notices.length, offset: 0, count: notices.length, items: notices });
    }
    if (url === `/api/1.0/notice/${NOTICE.id}`) return json(200, NOTICE);
    return json(404, { httpCode: 404, name: "NotFoundError" });
  });
});

afterEach(() => {
  refusal = undefined;
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("adding a notice", () => {
  it("says what is missing next to each field, then sends the notice and opens it", async () => {
    history.replaceState(null, "", "/admin/notices/add");
    view = render(<AddNoticePage />);
    await editorLoaded();

    await press(button("Add notice"));
    expect(errorOf("notice-name")).toBe("This field is required");
    expect(errorOf("notice-text")).toBe("This field is required");
    expect(sent("POST")).toEqual([]);

    fillIn(field("Name"), "Summer meet-up");
    paste("<p>Join us at the harbour.</p>");
    fillIn(field("Button text"), "Book a place");
    await press(button("Add notice"));
    // A button needs its address.
    expect(errorOf("notice-url")).toBe("This field is required");

    fillIn(field("Button link"), "javascript:alert(1)");
    fillIn(field("Shown from"), "2025-06-01T10:00");
    fillIn(field("Shown until"), "2025-05-01T10:00");
    await press(button("Add notice"));
    expect(errorOf("notice-url")).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    expect(errorOf("notice-expires")).toBe("Choose a time after the start.");
    expect(sent("POST")).toEqual([]);

    fillIn(field("Button link"), "/callouts");
    fillIn(field("Shown until"), "2025-06-08T18:30");
    await press(button("Add notice"));
    expect(sent("POST")).toEqual([
      {
        url: "/api/1.0/notice",
        body: {
          name: "Summer meet-up",
          text: "<p>Join us at the harbour.</p>",
          starts: fromLocalInput("2025-06-01T10:00"),
          expires: fromLocalInput("2025-06-08T18:30"),
          buttonText: "Book a place",
          url: "/callouts",
        },
      },
    ]);
    expect(location.pathname).toBe("/admin/notices/view/new-id");
    expect($notifications.get().map((n) => n.title)).toContain(
      "The notice “Summer meet-up” is added.",
    );
  });

  it("shows the notice as members will see it while it is written", async () => {
    view = render(<AddNoticePage />);
    await editorLoaded();
    expect(view.container.textContent).toContain("Write the text to see the notice here.");
    paste("<p>Join us at the harbour.</p>");
    fillIn(field("Button text"), "Book a place");
    fillIn(field("Button link"), "https://example.org/meet-up");
    const preview = view.container.querySelector('[aria-labelledby="notice-preview"]')!;
    const link = preview.querySelector("a")!;
    expect(link.getAttribute("href")).toBe("https://example.org/meet-up");
    expect(link.textContent).toBe("Book a place");
    expect(preview.textContent).toContain("Join us at the harbour.");
  });
});

describe("editing a notice", () => {
  it("starts from the notice and sends the whole notice back", async () => {
    view = render(<EditNoticePage params={{ id: NOTICE.id }} />);
    await editorLoaded();
    expect(field("Name").value).toBe("Summer meet-up");
    fillIn(field("Name"), "Summer party");
    fillIn(field("Button text"), "");
    fillIn(field("Button link"), "");
    await press(button("Save notice"));
    expect(sent("PATCH")).toEqual([
      {
        url: `/api/1.0/notice/${NOTICE.id}`,
        body: {
          name: "Summer party",
          text: NOTICE.text,
          starts: NOTICE.starts,
          expires: null,
          buttonText: null,
          url: null,
        },
      },
    ]);
    expect(location.pathname).toBe(`/admin/notices/view/${NOTICE.id}`);
  });

  describe("says each refusal of the change in its own words, at its field", () => {
    it.each([
      { property: "name", kind: "isSafeText", at: "Name", says: "character that can't be saved" },
      { property: "name", kind: "maxLength", at: "Name", says: "at most 200 characters" },
      { property: "url", kind: "isNotEmpty", at: "Button link", says: "This field is required" },
      { property: "url", kind: "isLink", at: "Button link", says: "Please enter a web address" },
      {
        property: "buttonText",
        kind: "maxLength",
        at: "Button text",
        says: "at most 100 characters",
      },
      { property: "expires", kind: "afterStarts", at: "Shown until", says: "after the start" },
    ])("$property refused by $kind", async ({ property, kind, at, says }) => {
      const text =
        kind === "maxLength"
          ? `Must be at most ${at === "Name" ? 200 : 100} characters`
          : "Refused";
      refusal = {
        status: 400,
        body: refusalBody(400, undefined, fieldRefusal(property, kind, text)),
      };
      view = render(<EditNoticePage params={{ id: NOTICE.id }} />);
      await editorLoaded();
      fillIn(field("Name"), "Summer party");
      fillIn(field("Shown until"), "2025-06-08T18:30");
      await press(button("Save notice"));
      expect(saysAt(field(at), says)).toBe(true);
      expect(location.pathname).not.toBe(`/admin/notices/view/${NOTICE.id}`);
    });

    it("says the notice is gone when it was deleted meanwhile", async () => {
      refusal = { status: 404, body: refusalBody(404, undefined) };
      view = render(<EditNoticePage params={{ id: NOTICE.id }} />);
      await editorLoaded();
      fillIn(field("Name"), "Summer party");
      await press(button("Save notice"));
      expect(alertsIn(view.container)).toContain("This no longer exists");
    });
  });

  it("says so when the notice does not exist", async () => {
    view = render(<EditNoticePage params={{ id: "gone" }} />);
    await settle();
    expect(view.container.textContent).toContain("This notice does not exist");
  });
});

describe("the list of notices", () => {
  it("asks the server for a page in the address's order and status", async () => {
    history.replaceState(null, "", "/admin/notices?status=open&sort=name&page=2");
    view = render(<NoticesPage />);
    await settle();
    const asked = new URL(String(fetch.mock.calls.at(-1)?.[0]), "http://agora.test");
    expect(Object.fromEntries(asked.searchParams)).toEqual({
      limit: "25",
      offset: "25",
      sort: "name",
      order: "ASC",
      rules: JSON.stringify({
        condition: "AND",
        rules: [{ field: "status", operator: "equal", value: ["open"] }],
      }),
    });
  });

  it("shows each notice's status and dates, and changes the status filter in the address", async () => {
    history.replaceState(null, "", "/admin/notices");
    view = render(<NoticesPage />);
    await settle();
    const cells = [...view.container.querySelectorAll("tbody tr > *")].map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["Summer meet-up", "Shown now", "May 1, 2025, 9:00 AM", "–"]);
    fillIn(field<HTMLSelectElement>("Status"), "scheduled");
    await settle();
    expect(location.search).toBe("?status=scheduled");
  });

  it("says when there are none", async () => {
    notices = [];
    history.replaceState(null, "", "/admin/notices");
    view = render(<NoticesPage />);
    await settle();
    expect(view.container.textContent).toContain("There are no notices yet.");
  });
});

describe("viewing a notice", () => {
  it("previews it and deletes it only once asked twice", async () => {
    history.replaceState(null, "", `/admin/notices/view/${NOTICE.id}`);
    view = render(<ViewNoticePage params={{ id: NOTICE.id }} />);
    await settle();
    expect(view.container.querySelector("h1")?.textContent).toBe("Summer meet-up");
    expect(view.container.textContent).toContain("Join us at the harbour.");
    await press(button("Delete"));
    expect(sent("DELETE")).toEqual([]);
    await press(buttonNamed(document.body, "Delete notice"));
    expect(sent("DELETE").map((call) => call.url)).toEqual([`/api/1.0/notice/${NOTICE.id}`]);
    expect(location.pathname).toBe("/admin/notices");
  });
});
