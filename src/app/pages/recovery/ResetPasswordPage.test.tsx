// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { $notifications, removeNotification } from "@stores/notifications";
import { $currentUser } from "@stores/session";
import { buttonNamed, fieldLabelled, fillIn, press } from "@tests/support/ui/form";
import {
  alertsIn,
  fieldRefusal,
  refusalBody,
  refusalText,
  saysAt,
} from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import ResetPasswordPage from "./ResetPasswordPage";
import SetPasswordPage from "./SetPasswordPage";

const FLOW = "0b7e6a52-4d0e-4c53-9b8e-2f1d3c4b5a69";
const member = {
  id: "c1",
  email: "ada@example.org",
  firstname: "Ada",
  lastname: "",
  displayName: "Ada",
  activeRoles: ["member"],
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });
const failure = (status: number, code: string) => json(status, { httpCode: status, code });

let view: Rendered;
let history: string[];
let fetch: MockInstance<typeof globalThis.fetch>;

function open(page: "reset" | "set" = "reset", id = FLOW) {
  const location = memoryLocation({ path: `/auth/${page}-password/${id}`, record: true });
  history = location.history!;
  const Page = page === "reset" ? ResetPasswordPage : SetPasswordPage;
  view = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      <Page params={{ id }} />
    </Router>,
  );
}

function answers(...responses: Response[]) {
  for (const response of responses) fetch.mockResolvedValueOnce(response);
  fetch.mockResolvedValue(json(200, member));
}

const field = (label: string) => fieldLabelled(view.container, label);
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
const save = () => press(buttonNamed(view.container, "Save new password"));
const resetCalls = () =>
  fetch.mock.calls.filter(([url]) => url === `/api/1.0/reset-password/${FLOW}`);

async function choose(password: string, repeated = password) {
  fillIn(field("New password"), password);
  fillIn(field("Repeat the new password"), repeated);
  await save();
}

beforeEach(() => {
  fetch = vi.spyOn(globalThis, "fetch");
});

afterEach(() => {
  view.unmount();
  vi.restoreAllMocks();
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("ResetPasswordPage", () => {
  it("holds the password to the policy and the two entries to each other", async () => {
    open();
    await choose("", "");
    expect(errorOf(field("New password"))).toBe("Password is required");
    expect(errorOf(field("Repeat the new password"))).toBe("This field is required");

    await choose("password1");
    expect(errorOf(field("New password"))).toBe("Invalid password");

    await choose("Passw0rd!", "Passw0rd?");
    expect(errorOf(field("New password"))).toBeUndefined();
    expect(errorOf(field("Repeat the new password"))).toBe("The passwords don't match");
    expect(fetch).not.toHaveBeenCalled();
  });

  it("clears a shown error once it is corrected", async () => {
    open();
    await choose("Passw0rd!", "Passw0rd");
    const repeat = field("Repeat the new password");
    expect(repeat.getAttribute("aria-invalid")).toBe("true");
    fillIn(repeat, "Passw0rd!");
    expect(repeat.hasAttribute("aria-invalid")).toBe(false);
  });

  it("sets the password, logs in and goes home", async () => {
    answers(json(204));
    open();
    await choose("Passw0rd!");
    expect(resetCalls().map(([, init]) => [init?.method, init?.body])).toEqual([
      ["PUT", JSON.stringify({ password: "Passw0rd!" })],
    ]);
    expect($currentUser.get()).toMatchObject({ id: "c1" });
    expect(history.at(-1)).toBe("/");
    expect($notifications.get()).toMatchObject([{ variant: "success" }]);
  });

  it("asks for the authenticator code when the account has one", async () => {
    answers(failure(400, "mfa-token-required"), failure(401, "invalid-token"), json(204));
    open();
    await choose("Passw0rd!");
    const code = field("Code from your authenticator app");
    expect(document.activeElement).toBe(code);

    fillIn(code, "111111");
    await save();
    expect(errorOf(code)).toBe(
      "That code didn't work. Enter the current 6-digit code from your authenticator app.",
    );

    fillIn(code, "222222");
    await save();
    expect(resetCalls().map(([, init]) => JSON.parse(String(init?.body)))).toEqual([
      { password: "Passw0rd!" },
      { password: "Passw0rd!", token: "111111" },
      { password: "Passw0rd!", token: "222222" },
    ]);
    expect(history.at(-1)).toBe("/");
  });

  it("says when the link has expired or was used, and offers a new one", async () => {
    answers(failure(404, "not-found"));
    open();
    await choose("Passw0rd!");
    expect(view.container.querySelector("h1")?.textContent).toBe("This link has expired");
    expect(document.activeElement).toBe(view.container.querySelector("h1"));
    const link = [...view.container.querySelectorAll("a")].find(
      (a) => a.textContent === "Send me a new link",
    );
    expect(link?.getAttribute("href")).toBe("/auth/forgot-password");
    expect($currentUser.get()).toBeNull();
  });

  describe("says each refusal in its own words, at its field", () => {
    it.each([
      {
        answer: refusalBody(400, undefined, fieldRefusal("password", "password")),
        at: "New password",
        says: "Invalid password",
      },
      {
        answer: refusalBody(400, undefined, fieldRefusal("password", "isSafeText")),
        at: "New password",
        says: "character that can't be saved",
      },
    ])("$says", async ({ answer, at, says }) => {
      answers(json(400, answer));
      open();
      await choose("Passw0rd!");
      expect(saysAt(field(at), says)).toBe(true);
      expect(history.at(-1)).not.toBe("/");
    });

    it("a wrong code, at the code", async () => {
      answers(failure(400, "mfa-token-required"), json(401, refusalBody(401, "invalid-token")));
      open();
      await choose("Passw0rd!");
      fillIn(field("Code from your authenticator app"), "111111");
      await save();
      expect(
        saysAt(field("Code from your authenticator app"), refusalText(401, "invalid-token")),
      ).toBe(true);
    });

    it("too many attempts", async () => {
      answers(json(429, refusalBody(429, "TOO_MANY_REQUESTS")));
      open();
      await choose("Passw0rd!");
      expect(alertsIn(view.container)).toContain(refusalText(429, "TOO_MANY_REQUESTS"));
    });

    it("a link for something else", async () => {
      answers(json(400, refusalBody(400, "wrong-type")));
      open();
      await choose("Passw0rd!");
      expect(view.container.querySelector("h1")?.textContent).toBe("This link doesn't work");
    });
  });

  it("does not send a link id that cannot be one", () => {
    open("reset", "not-a-flow");
    expect(view.container.querySelector("h1")?.textContent).toBe("This link doesn't work");
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe("SetPasswordPage", () => {
  it("is the same form, worded for a first password", async () => {
    answers(json(204));
    open("set");
    expect(view.container.querySelector("h1")?.textContent).toBe("Set your password");
    fillIn(field("New password"), "Passw0rd!");
    fillIn(field("Repeat the new password"), "Passw0rd!");
    await press(buttonNamed(view.container, "Save password and log in"));
    expect(history.at(-1)).toBe("/");
  });
});
