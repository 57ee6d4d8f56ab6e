// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { clearQueries } from "@stores/query";
import { buttonNamed, press } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import ConfirmJoinPage from "./ConfirmJoinPage";

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

const JOIN_FLOW_ID = "6f1c2a8e-4b7d-4c1e-9a35-2d8f0b7e1c44";
let view: Rendered;
let answer: Response;

beforeEach(() => {
  history.replaceState(null, "", `/join/confirm-email/${JOIN_FLOW_ID}`);
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
    const url = String(input);
    if (url === "/api/1.0/signup/confirm-email") return answer;
    if (url.startsWith("/api/1.0/contact/me")) return json(200, TEST_MEMBER);
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  view.unmount();
  history.replaceState(null, "", "/");
  clearQueries();
  vi.restoreAllMocks();
});

async function confirm() {
  view = render(<ConfirmJoinPage params={{ id: JOIN_FLOW_ID }} />);
  await press(buttonNamed(view.container, "Confirm my email address"));
}

const logInLink = () =>
  [...view.container.querySelectorAll("a")].find((link) => link.textContent === "Log in");

describe("confirming a join", () => {
  it("tells a contact with a second factor their email is confirmed and to log in", async () => {
    answer = json(403, {
      httpCode: 403,
      message: "Your email address is confirmed. Log in to continue",
      code: "requires-2fa",
    });
    await confirm();
    expect(view.container.textContent).toContain("Your email is confirmed");
    expect(view.container.textContent).toContain("Log in to continue");
    expect(logInLink()?.getAttribute("href")).toBe("/auth/login");
    expect(location.pathname).toBe(`/join/confirm-email/${JOIN_FLOW_ID}`);
  });

  it("sends an address that has an account to log in", async () => {
    answer = json(400, { httpCode: 400, message: "Has an account", code: "duplicate-email" });
    await confirm();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(
      "This address has an account already. Log in instead.",
    );
    expect(logInLink()?.getAttribute("href")).toBe("/auth/login");
  });

  it("goes on to set up the new member's account", async () => {
    answer = json(200, TEST_MEMBER);
    await confirm();
    await vi.waitFor(() => expect(location.pathname).toBe("/join/setup"));
  });
});
