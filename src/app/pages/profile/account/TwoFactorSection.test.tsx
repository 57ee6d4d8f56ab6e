// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from "vitest";
import { $notifications, removeNotification } from "@stores/notifications";
import { clearQueries } from "@stores/query";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { TwoFactorSection } from "./TwoFactorSection";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;

/** Answers GET /contact/me/mfa with `status`, then the given answers in order. */
function serve(status: Response, ...answers: Response[]) {
  const fetch = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(status);
  for (const answer of answers) fetch.mockResolvedValueOnce(answer);
  return fetch;
}

async function open() {
  view = render(<TwoFactorSection email="ada@example.org" />);
  await settle();
}

const field = (label: string) => fieldLabelled(view.container, label);
const button = (name: string) => buttonNamed(view.container, name);

afterEach(() => {
  view.unmount();
  clearQueries();
  vi.restoreAllMocks();
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("TwoFactorSection", () => {
  it("sets up a new secret with a QR code, the key as text, and a code to prove it", async () => {
    const fetch = serve(
      json(204),
      json(401, { httpCode: 401, code: "invalid-token" }),
      json(201),
      // The status read again once it changed.
      json(200, { id: "m1", type: "totp" }),
    );
    await open();
    expect(view.container.textContent).toContain("Two-factor authentication is off.");
    await press(button("Set up two-factor authentication"));

    const qr = view.container.querySelector("img")!;
    expect(qr.getAttribute("alt")).toBe("QR code to add your account to an authenticator app");
    expect(qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/);
    const key = field("Can't scan it? Enter this key in the app instead");
    expect(key.readOnly).toBe(true);
    expect(key.value).toMatch(/^([A-Z2-7]{4} ){7}[A-Z2-7]{4}$/);
    const secret = key.value.replaceAll(" ", "");

    const code = field("Enter the 6-digit code the app shows");
    fillIn(code, "123456");
    await press(button("Turn on"));
    expect(document.getElementById(`${code.id}-error`)?.textContent).toContain(
      "That code didn't work.",
    );

    fillIn(code, "654321");
    await press(button("Turn on"));
    const posts = fetch.mock.calls.filter(([, init]) => init?.method === "POST");
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      ["/api/1.0/contact/me/mfa", { secret, token: "123456", type: "totp" }],
      ["/api/1.0/contact/me/mfa", { secret, token: "654321", type: "totp" }],
    ]);
    expect(view.container.textContent).toContain("Two-factor authentication is on");
    expect(view.container.querySelector("img")).toBeNull();
    await settle();
    expect(fetch.mock.calls.at(-1)?.[0]).toBe("/api/1.0/contact/me/mfa");
    expect(view.container.textContent).toContain("Two-factor authentication is on");
    expect($notifications.get()).toMatchObject([{ variant: "success" }]);
  });

  it("turns it off with a current code", async () => {
    const fetch = serve(json(200, { id: "m1", type: "totp" }), json(201));
    await open();
    await press(button("Turn off two-factor authentication"));
    fillIn(field("Code from your authenticator app"), "123 456");
    await press(button("Turn off"));
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect([url, init?.method, init?.body]).toEqual([
      "/api/1.0/contact/me/mfa",
      "DELETE",
      JSON.stringify({ type: "totp", token: "123456" }),
    ]);
    expect(view.container.textContent).toContain("Two-factor authentication is off.");
    expect($notifications.get()).toMatchObject([{ variant: "warning" }]);
  });

  it("puts focus back on the button when setting up is cancelled", async () => {
    serve(json(204));
    await open();
    await press(button("Set up two-factor authentication"));
    await press(button("Cancel"));
    expect(document.activeElement).toBe(button("Set up two-factor authentication"));
  });
});
