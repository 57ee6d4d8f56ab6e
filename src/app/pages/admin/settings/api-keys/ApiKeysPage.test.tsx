// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { ApiKey } from "@core/api-keys";
import type { CurrentUser } from "@core/contacts";
import { $notifications, removeNotification } from "@stores/notifications";
import { $currentUser } from "@stores/session";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { clearQueries } from "@stores/query";
import { alertsIn, fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import ApiKeysPage from "./ApiKeysPage";

const TOKEN = "0123456789abcdef_" + "ab".repeat(24);

const superadmin: CurrentUser = {
  id: "c1",
  email: "root@example.org",
  firstname: "Root",
  lastname: "",
  displayName: "Root",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["superadmin"],
};

const existing: ApiKey = {
  id: "k1",
  description: "Website",
  expires: null,
  createdAt: "2025-01-31T12:00:00.000Z",
  creator: { ...superadmin },
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let keys: ApiKey[];
/** The answer to a new key, where a test makes the server refuse it. */
let refusal: { status: number; body: unknown } | undefined;

async function open(user: CurrentUser = superadmin) {
  $currentUser.set(user);
  view = render(<ApiKeysPage />);
  await settle();
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const button = (name: string) => buttonNamed(view.container, name);
const posts = () =>
  fetch.mock.calls
    .filter(([, init]) => init?.method === "POST")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

beforeEach(() => {
  keys = [existing];
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "POST" && refusal) return json(refusal.status, refusal.body);
    if (init?.method === "POST") return json(200, { token: TOKEN });
    if (init?.method === "DELETE") {
      keys = keys.filter((key) => !url.endsWith(`/${key.id}`));
      return json(204);
    }
    if (url.startsWith("/api/1.0/api-key?")) {
      const query = new URL(url, "http://agora.test").searchParams;
      const offset = Number(query.get("offset"));
      const items = keys.slice(offset, offset + Number(query.get("limit")));
      return json(200, { total: keys.length, offset, count: items.length, items });
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
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ApiKeysPage", () => {
  it("lists the keys with their creator and expiry", async () => {
    await open();
    expect(fetch.mock.calls[0]?.[0]).toBe(
      "/api/1.0/api-key?limit=25&offset=0&sort=createdAt&order=DESC",
    );
    const cells = [...view.container.querySelectorAll("tbody tr > *")].map((c) => c.textContent);
    expect(cells.slice(0, 4)).toEqual(["Website", "Jan 31, 2025", "Never", "Root"]);
  });

  it("pages through many keys, with the page in the address", async () => {
    keys = Array.from({ length: 30 }, (_, index) => ({
      ...existing,
      id: `k${index}`,
      description: `Key ${index}`,
    }));
    await open();
    const rows = () => view.container.querySelectorAll("tbody tr").length;
    expect(rows()).toBe(25);
    expect(view.container.textContent).toContain("Page 1 of 2");
    await press(button("Next page"));
    expect(location.search).toBe("?page=2");
    expect(rows()).toBe(5);
    expect(view.container.textContent).toContain("Page 2 of 2");
  });

  it("sorts by a column from its header, with the order in the address", async () => {
    await open();
    const header = (name: string) =>
      [...view.container.querySelectorAll("thead th")].find((th) => th.textContent === name)!;
    const lastList = () =>
      fetch.mock.calls.filter(([url]) => String(url).startsWith("/api/1.0/api-key?")).at(-1)?.[0];
    expect(header("Created").getAttribute("aria-sort")).toBe("descending");
    expect(header("Description").querySelector("button")).toBeNull();

    await press(button("Expires"));
    expect(location.search).toBe("?sort=expires");
    expect(lastList()).toBe("/api/1.0/api-key?limit=25&offset=0&sort=expires&order=ASC");
    expect(header("Expires").getAttribute("aria-sort")).toBe("ascending");
    expect(header("Created").hasAttribute("aria-sort")).toBe(false);

    await press(button("Expires"));
    expect(location.search).toBe("?sort=-expires");
    expect(lastList()).toBe("/api/1.0/api-key?limit=25&offset=0&sort=expires&order=DESC");
  });

  it("says when the keys could not load, and loads them on Try again", async () => {
    const answer = fetch.getMockImplementation()!;
    fetch.mockImplementationOnce(async () => json(500, { httpCode: 500 }));
    await open();
    const alert = view.container.querySelector<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).toContain("We couldn't load the API keys.");
    expect(view.container.textContent).not.toContain("Website");

    fetch.mockImplementation(answer);
    await press(buttonNamed(alert, "Try again"));
    expect(view.container.querySelector('[role="alert"]')).toBeNull();
    expect(view.container.querySelector("tbody th")?.textContent).toBe("Website");
  });

  it("asks for a risk acknowledgement before creating a key that never expires", async () => {
    await open();
    fillIn(field("Description"), "Mailing tool");
    expect(view.container.querySelector('input[type="checkbox"]')).toBeNull();
    fillIn(field<HTMLSelectElement>("Expires"), "never");
    await press(button("Create API key"));
    const acknowledgement =
      view.container.querySelector<HTMLInputElement>('input[type="checkbox"]')!;
    expect(acknowledgement.getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(acknowledgement);
    expect(posts()).toEqual([]);

    act(() => acknowledgement.click());
    await press(button("Create API key"));
    expect(posts()).toEqual([{ description: "Mailing tool", expires: null }]);
  });

  it("sends an expiry date 30 days ahead by default", async () => {
    vi.useFakeTimers({ now: new Date("2025-03-01T00:00:00.000Z"), toFake: ["Date"] });
    await open();
    fillIn(field("Description"), "Reports");
    await press(button("Create API key"));
    vi.useRealTimers();
    expect(posts()).toEqual([{ description: "Reports", expires: "2025-03-31T00:00:00.000Z" }]);
  });

  it("shows the new token once, with a copy button", async () => {
    await open();
    fillIn(field("Description"), "Reports");
    await press(button("Create API key"));

    const token = field("Your new API key");
    expect(token.value).toBe(TOKEN);
    expect(token.readOnly).toBe(true);
    expect(document.activeElement).toBe(token);
    expect(view.container.textContent).toContain("This is the only time you'll see this key.");
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await press(button("Copy"));
    expect(writeText).toHaveBeenCalledWith(TOKEN);

    await press(button("I've copied it"));
    expect(view.container.innerHTML).not.toContain(TOKEN);
    expect(field("Description").value).toBe("");
  });

  describe("says each refusal of a new key in its own words, at its field", () => {
    it.each([
      {
        refused: fieldRefusal("description", "isSafeText"),
        at: "Description",
        says: "character that can't be saved",
      },
      {
        refused: fieldRefusal("description", "maxLength", "Must be at most 200 characters"),
        at: "Description",
        says: "Please use at most 200 characters",
      },
      {
        refused: fieldRefusal("expires", "isDateString"),
        at: "Expires",
        says: "Please choose another expiry",
      },
    ])("$says", async ({ refused, at, says }) => {
      refusal = { status: 400, body: refusalBody(400, undefined, refused) };
      await open();
      fillIn(field("Description"), "Reports");
      await press(button("Create API key"));
      expect(saysAt(field(at), says)).toBe(true);
    });

    it("says when the role may not create keys", async () => {
      refusal = { status: 403, body: refusalBody(403, undefined) };
      await open();
      fillIn(field("Description"), "Reports");
      await press(button("Create API key"));
      expect(alertsIn(view.container)).toContain("Your role doesn't allow this change");
    });
  });

  it("only lets superadmins create keys", async () => {
    await open({ ...superadmin, activeRoles: ["admin"] });
    expect(view.container.querySelector("form")).toBeNull();
    expect(view.container.textContent).toContain("Only super admins can create API keys.");
  });

  it("deletes a key after confirming in a dialog", async () => {
    await open();
    await press(button("Delete"));
    const dialog = view.container.querySelector("dialog")!;
    expect(dialog.open).toBe(true);
    expect(document.activeElement).toBe(buttonNamed(dialog, "Cancel"));
    expect(fetch.mock.calls.some(([, init]) => init?.method === "DELETE")).toBe(false);

    await press(buttonNamed(dialog, "Delete key"));
    await settle();
    const deletes = fetch.mock.calls.filter(([, init]) => init?.method === "DELETE");
    expect(deletes.map(([url]) => url)).toEqual(["/api/1.0/api-key/k1"]);
    expect(dialog.open).toBe(false);
    expect(view.container.textContent).toContain("There are no API keys.");
    expect($notifications.get()).toMatchObject([{ variant: "success" }]);
  });
});
