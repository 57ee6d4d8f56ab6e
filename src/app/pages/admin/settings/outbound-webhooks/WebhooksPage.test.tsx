// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { CurrentUser } from "@core/contacts";
import type { WebhookDelivery, WebhookEndpoint } from "@core/outbound-webhooks";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { $currentUser } from "@stores/session";
import type { ValidationErrorItem } from "@core/errors/body";
import { fieldRefusal, refusalBody, saysAt } from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import WebhooksPage from "./WebhooksPage";

const SECRET = "whsec_" + "s".repeat(43);

const superadmin: CurrentUser = {
  id: "c1",
  email: "root@example.org",
  firstname: "Root",
  lastname: "",
  displayName: "Root",
  joined: "2024-03-01T10:00:00.000Z",
  activeRoles: ["superadmin"],
};

const endpoint: WebhookEndpoint = {
  id: "e1",
  url: "https://crm.example.org/hooks",
  description: "CRM",
  events: ["response.submitted"],
  enabled: true,
  disabledReason: null,
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
};

const delivery: WebhookDelivery = {
  id: "d1",
  endpointId: "e1",
  event: "response.submitted",
  state: "failed",
  attempts: 16,
  responseCode: 500,
  lastError: "Answered 500",
  createdAt: "2026-11-20T10:00:00.000Z",
  lastAttemptAt: "2026-11-23T10:00:00.000Z",
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
let endpoints: WebhookEndpoint[];
/** The validation errors the server answers a new endpoint with, where a test makes it refuse. */
let refusal: ValidationErrorItem[] | undefined;

const calls = (method: string) =>
  fetch.mock.calls.filter(([, init]) => (init?.method ?? "GET") === method);

beforeEach(() => {
  endpoints = [];
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    const method = init?.method ?? "GET";
    if (method === "POST" && url === "/api/1.0/webhook-endpoint") {
      const body = JSON.parse(String(init?.body)) as Partial<WebhookEndpoint>;
      if (refusal) return json(400, refusalBody(400, undefined, refusal));
      if (body.url?.startsWith("https://10.")) {
        return json(400, {
          httpCode: 400,
          name: "BadRequestError",
          message: "Webhooks cannot be sent to private, loopback or link-local addresses",
          errors: [
            {
              property: "url",
              constraints: { publicAddress: "This address is not reachable from the internet" },
            },
          ],
        });
      }
      const made = { ...endpoint, id: "e2", ...body };
      endpoints = [made, ...endpoints];
      return json(200, { endpoint: made, secret: SECRET });
    }
    if (method === "POST" && url.endsWith("/redeliver")) {
      return json(200, { ...delivery, state: "pending" });
    }
    if (url === "/api/1.0/webhook-endpoint") return json(200, endpoints);
    if (url.startsWith("/api/1.0/webhook-endpoint/e1/deliveries")) {
      return json(200, { total: 1, offset: 0, count: 1, items: [delivery] });
    }
    if (url.includes("/deliveries")) return json(200, { total: 0, offset: 0, count: 0, items: [] });
    return json(404, { httpCode: 404, name: "NotFoundError" });
  });
  $currentUser.set(superadmin);
});

afterEach(() => {
  refusal = undefined;
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

async function open() {
  view = render(<WebhooksPage />);
  await settle();
}

describe("WebhooksPage", () => {
  it("says when there are no webhooks", async () => {
    await open();
    expect(view.container.textContent).toContain("There are no webhooks yet.");
  });

  it("asks for an address and an event next to their fields, then shows the secret once", async () => {
    await open();
    await press(buttonNamed(view.container, "Add webhook"));
    expect(calls("POST")).toHaveLength(0);
    const url = fieldLabelled(view.container, "Address (URL)");
    expect(url.getAttribute("aria-invalid")).toBe("true");

    fillIn(url, "https://crm.example.org/hooks");
    fillIn(fieldLabelled(view.container, "Description"), "Our CRM");
    // A checkbox is clicked as a button is.
    await press(fieldLabelled<HTMLButtonElement>(view.container, "A response is submitted"));
    await press(buttonNamed(view.container, "Add webhook"));
    expect(JSON.parse(String(calls("POST")[0]?.[1]?.body))).toEqual({
      url: "https://crm.example.org/hooks",
      description: "Our CRM",
      events: ["response.submitted"],
    });
    expect(fieldLabelled(view.container, "Signing secret").value).toBe(SECRET);
    expect(view.container.textContent).toContain("Our CRM");

    await press(buttonNamed(view.container, "I've copied it"));
    expect(view.container.innerHTML).not.toContain(SECRET);
  });

  it("says at the address when the server finds it not reachable from the internet", async () => {
    await open();
    const url = fieldLabelled(view.container, "Address (URL)");
    fillIn(url, "https://10.0.0.7/hooks");
    await press(fieldLabelled<HTMLButtonElement>(view.container, "A response is submitted"));
    await press(buttonNamed(view.container, "Add webhook"));
    expect(url.getAttribute("aria-invalid")).toBe("true");
    const described = url
      .getAttribute("aria-describedby")!
      .split(" ")
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain(
      "This address is not reachable from the internet: enter a public address, not a private or local one",
    );
    expect(view.container.textContent).not.toContain("isn't accepted");
  });

  it("shows an endpoint turned off after failing, its log and a redelivery", async () => {
    endpoints = [{ ...endpoint, enabled: false, disabledReason: "Turned off" }];
    await open();
    expect(view.container.textContent).toContain("Turned off after failing for 3 days");
    const row = view.container.querySelector("tbody tr")!;
    expect(row.textContent).toContain("Failed");
    expect(row.textContent).toContain("500");
    await press(buttonNamed(row as HTMLElement, "Redeliver"));
    expect(calls("POST").map(([url]) => url)).toEqual(["/api/1.0/webhook-delivery/d1/redeliver"]);
    expect($notifications.get().map((n) => n.title)).toContain("The delivery is on its way again.");
  });

  describe("says each refusal of a new webhook in its own words, at its field", () => {
    it.each([
      {
        refused: fieldRefusal("url", "publicAddress"),
        at: "Address (URL)",
        says: "This address is not reachable from the internet",
      },
      {
        refused: fieldRefusal("url", "url", "Must be a web address"),
        at: "Address (URL)",
        says: "Please enter a web address starting with http:// or https://",
      },
      {
        refused: fieldRefusal("description", "isSafeText"),
        at: "Description",
        says: "This text holds a character that can't be saved. Please retype it.",
      },
      {
        refused: fieldRefusal("description", "maxLength", "Must be at most 200 characters"),
        at: "Description",
        says: "Please use at most 200 characters",
      },
    ])("$says", async ({ refused, at, says }) => {
      refusal = refused;
      await open();
      fillIn(fieldLabelled(view.container, "Address (URL)"), "https://crm.example.org/hooks");
      fillIn(fieldLabelled(view.container, "Description"), "Our CRM");
      await press(fieldLabelled<HTMLButtonElement>(view.container, "A response is submitted"));
      await press(buttonNamed(view.container, "Add webhook"));
      expect(saysAt(fieldLabelled(view.container, at), says)).toBe(true);
    });
  });
});
