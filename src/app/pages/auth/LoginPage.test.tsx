// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { CurrentUser } from "@core/contacts";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { GENERAL_DEFAULTS } from "@core/content/general-defaults";
import { $currentUser } from "@stores/session";
import { $general } from "@stores/settings";
import {
  GENERIC_WORDS,
  fieldRefusal,
  refusalBody,
  refusalText,
  saysAt,
} from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import LoginPage from "./LoginPage";

const member: CurrentUser = { ...TEST_MEMBER, isReviewer: false };

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const loginError = (code: string, status = 401) =>
  json(status, { httpCode: status, name: "UnauthorizedError", code });

let view: Rendered;
let history: string[];
let fetch: MockInstance<typeof globalThis.fetch>;

function open(path = "/auth/login") {
  const location = memoryLocation({ path, record: true });
  history = location.history!;
  view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LoginPage />
    </Router>,
  );
}

/**
 * The login answers, in order; then the current user for the reload after success. The
 * callouts offered beside the form are none.
 */
function answers(...responses: Response[]) {
  fetch.mockImplementation(async (url) =>
    String(url).startsWith("/api/1.0/callout?")
      ? json(200, { total: 0, offset: 0, count: 0, items: [] })
      : (responses.shift() ?? json(200, member)),
  );
}

const field = (label: string) => fieldLabelled(view.container, label);
const loginBodies = () =>
  fetch.mock.calls
    .filter(([url]) => url === "/api/1.0/auth/login")
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, string>);
const alertText = () => view.container.querySelector('[role="alert"]')?.textContent;

async function logIn(email = "ada@example.org", password = "Secret123") {
  fillIn(field("Email address"), email);
  fillIn(field("Password"), password);
  await press(buttonNamed(view.container, "Log in"));
}

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch");
  answers();
});

afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
  $currentUser.set(null);
});

describe("LoginPage", () => {
  it("offers a reader who came to the front door the callouts open to guests", async () => {
    const callout = (slug: string, title: string, access: string) => ({
      id: slug,
      slug,
      title,
      access,
    });
    fetch.mockResolvedValue(
      json(200, {
        total: 2,
        offset: 0,
        count: 2,
        items: [
          callout("buses", "Late buses", "guest"),
          callout("vote", "Members' vote", "member"),
        ],
      }),
    );
    open("/auth/login?next=%2F");
    await vi.waitFor(() => expect(view.container.querySelector("#login-callouts")).not.toBeNull());
    const offered = [...view.container.querySelectorAll("#login-callouts + ul a")];
    expect(offered.map((link) => [link.textContent, link.getAttribute("href")])).toEqual([
      ["Late buses", "/callouts/buses"],
      ["All callouts", "/callouts"],
    ]);
  });

  it("offers nothing else to a member sent to log in by a page of theirs", async () => {
    open("/auth/login?next=%2Fprofile");
    await Promise.resolve();
    expect(fetch).not.toHaveBeenCalled();
    expect(view.container.querySelector("#login-callouts")).toBeNull();
  });

  it("checks the fields before asking the server", async () => {
    open();
    await press(buttonNamed(view.container, "Log in"));
    expect(loginBodies()).toEqual([]);
    expect(field("Email address").getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(field("Email address"));
    expect(alertText()).toContain("Password is required");
  });

  it.each([
    ["login-failed", loginError("login-failed"), "Invalid password/email combination"],
    [
      "account-locked",
      loginError("account-locked"),
      "Account locked due to too many failed login attempts. Please reset your password or contact support for help.",
    ],
    [
      "too many requests",
      json(429, { httpCode: 429, name: "TooManyRequestsError", code: "TOO_MANY_REQUESTS" }),
      "Too many attempts. Please wait a few minutes and try again.",
    ],
  ])("explains %s", async (_label, response, message) => {
    answers(response);
    open();
    await logIn();
    expect(alertText()).toContain(message);
    expect(history.at(-1)).toBe("/auth/login");
    expect($currentUser.get()).toBeNull();
  });

  it("asks for the authenticator code when the account needs one, and sends it with the rest", async () => {
    answers(loginError("requires-2fa"), json(204));
    open();
    await logIn(" ada@example.org ");

    const code = field("Code from your authenticator app");
    expect(code.getAttribute("autocomplete")).toBe("one-time-code");
    expect(code.getAttribute("inputmode")).toBe("numeric");
    expect(document.activeElement).toBe(code);
    expect(view.container.textContent).toContain("Lost your authenticator device?");

    fillIn(code, "123 456");
    await press(buttonNamed(view.container, "Log in"));
    expect(loginBodies()).toEqual([
      { email: "ada@example.org", password: "Secret123" },
      { email: "ada@example.org", password: "Secret123", token: "123456" },
    ]);
    expect($currentUser.get()).toEqual(member);
    expect(history.at(-1)).toBe("/");
  });

  it("says next to the code field when the code is wrong", async () => {
    answers(loginError("requires-2fa"), loginError("invalid-token"));
    open();
    await logIn();
    const code = field("Code from your authenticator app");
    fillIn(code, "000000");
    await press(buttonNamed(view.container, "Log in"));
    expect(code.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(`${code.id}-error`)?.textContent).toBe(
      "That code didn't work. Enter the current 6-digit code from your authenticator app.",
    );
    expect(history.at(-1)).toBe("/auth/login");
  });

  it("checks the code's length before sending it", async () => {
    answers(loginError("requires-2fa"));
    open();
    await logIn();
    const code = field("Code from your authenticator app");
    fillIn(code, "123");
    await press(buttonNamed(view.container, "Log in"));
    expect(loginBodies()).toHaveLength(1);
    expect(document.getElementById(`${code.id}-error`)?.textContent).toBe(
      "The code must have at least 6 characters",
    );
  });

  it("goes on to `next` when it is a path of this site", async () => {
    answers(json(204));
    open("/auth/login?next=%2Fprofile%2Faccount%3Ftab%3D2");
    await logIn();
    expect(history.at(-1)).toBe("/profile/account?tab=2");
  });

  it("ignores a `next` that leads to another site", async () => {
    answers(json(204));
    open("/auth/login?next=%2F%2Fevil.example%2Fphish");
    await logIn();
    expect(history.at(-1)).toBe("/");
  });

  it("sends someone already signed in home", () => {
    $currentUser.set(member);
    open();
    expect(history.at(-1)).toBe("/");
  });

  it("carries the typed email to the forgot-password page", () => {
    open();
    fillIn(field("Email address"), "ada@example.org");
    const link = [...view.container.querySelectorAll("a")].find(
      (a) => a.textContent === "Forgot your password?",
    );
    expect(link?.getAttribute("href")).toBe("/auth/forgot-password?email=ada%40example.org");
  });

  it("offers joining, except in reviewer-only mode", () => {
    const joinLink = () =>
      [...view.container.querySelectorAll("a")].find(
        (a) => a.textContent === "Not a member yet? Join us",
      );
    open();
    expect(joinLink()?.getAttribute("href")).toBe("/join");
    view.unmount();
    $general.set({ ...GENERAL_DEFAULTS, reviewerOnly: true });
    open();
    expect(joinLink()).toBeUndefined();
    $general.set(GENERAL_DEFAULTS);
  });

  describe("says each refusal the server can give, in its own words, where it belongs", () => {
    it.each([
      { status: 401, code: "login-failed", at: undefined },
      { status: 401, code: "account-locked", at: undefined },
      { status: 429, code: "TOO_MANY_REQUESTS", at: undefined },
    ] as const)("$code", async ({ status, code }) => {
      answers(json(status, refusalBody(status, code)));
      open();
      await logIn();
      expect(alertText()).toContain(refusalText(status, code));
    });

    it("invalid-token, at the code", async () => {
      answers(loginError("requires-2fa"), loginError("invalid-token"));
      open();
      await logIn();
      fillIn(field("Code from your authenticator app"), "123456");
      await press(buttonNamed(view.container, "Log in"));
      expect(
        saysAt(field("Code from your authenticator app"), refusalText(401, "invalid-token")),
      ).toBe(true);
    });

    it("a validation error, at its field", async () => {
      answers(json(400, refusalBody(400, undefined, fieldRefusal("email", "email"))));
      open();
      await logIn();
      expect(saysAt(field("Email address"), "Enter an email address like name@example.com")).toBe(
        true,
      );
      expect(GENERIC_WORDS.some((words) => view.container.textContent?.includes(words))).toBe(
        false,
      );
    });
  });
});
