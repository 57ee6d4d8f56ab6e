// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { CurrentUser } from "@core/contacts";
import type { NewsletterState, ReconcileReport } from "@core/newsletter";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import { buttonNamed, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import NewsletterPage from "./NewsletterPage";

const admin: CurrentUser = {
  id: "c1",
  email: "admin@example.org",
  firstname: "Ada",
  lastname: "",
  displayName: "Ada",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["admin"],
};

const connected: NewsletterState = {
  provider: "test",
  audienceId: "stand-in",
  groups: [{ id: "weekly", label: "Weekly briefing" }],
  lastSyncAt: "2026-12-01T10:00:00.000Z",
  lastError: null,
  lastErrorAt: null,
  pendingChanges: 3,
  failedChanges: 0,
  lastReconcileAt: null,
  lastReconcile: null,
};

const report: ReconcileReport = {
  checkedAt: "2026-12-05T10:00:00.000Z",
  fix: true,
  audienceMembers: 2,
  contacts: 2,
  differenceCount: 1,
  fixedInAgora: 1,
  fixedInAudience: 0,
  differences: [
    {
      email: "reader@example.org",
      kind: "status",
      agora: "subscribed",
      audience: "unsubscribed",
      fixedIn: "agora",
    },
  ],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let state: NewsletterState;

const calls = (method: string, path: string) =>
  fetch.mock.calls.filter(
    ([input, init]) => (init?.method ?? "GET") === method && String(input).endsWith(path),
  );

beforeEach(() => {
  state = connected;
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (method === "POST" && url === "/api/1.0/newsletter/sync") return json(202, { queued: 3 });
    if (method === "POST" && url === "/api/1.0/newsletter/reconcile") {
      return json(202, { id: "j1" });
    }
    if (url === "/api/1.0/newsletter/reconcile/j1") {
      return json(200, { id: "j1", state: "done", done: 2, total: 2, report });
    }
    if (url === "/api/1.0/newsletter") return json(200, state);
    return json(404, { httpCode: 404, name: "NotFoundError" });
  });
  $currentUser.set(admin);
});

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

async function open() {
  view = render(<NewsletterPage />);
  await settle();
}

describe("NewsletterPage", () => {
  it("says how to connect Mailchimp when nothing is connected", async () => {
    state = { ...connected, provider: "none", audienceId: null };
    await open();
    expect(view.container.textContent).toContain("MAILCHIMP_API_KEY");
    expect(view.container.querySelector("button")?.textContent ?? "").not.toContain("Sync now");
  });

  it("shows the connection, the changes waiting and the last error in plain words", async () => {
    state = {
      ...connected,
      lastError: "Mailchimp refused the API key: check MAILCHIMP_API_KEY",
      lastErrorAt: "2026-12-05T09:00:00.000Z",
    };
    await open();
    expect(view.container.textContent).toContain("Connected to the test audience");
    expect(view.container.textContent).toContain("Weekly briefing");
    const alert = view.container.querySelector('[role="alert"]');
    expect(alert?.textContent).toContain("Mailchimp refused the API key");
  });

  it("syncs now, and reconciles showing the differences found", async () => {
    await open();
    await press(buttonNamed(view.container, "Sync now"));
    expect(calls("POST", "/newsletter/sync")).toHaveLength(1);
    await press(buttonNamed(view.container, "Reconcile now"));
    await settle();
    expect(JSON.parse(String(calls("POST", "/newsletter/reconcile")[0]?.[1]?.body))).toEqual({
      fix: true,
    });
    const row = view.container.querySelector("tbody tr");
    expect(row?.textContent).toContain("reader@example.org");
    expect(row?.textContent).toContain("Agora updated");
  });
});
