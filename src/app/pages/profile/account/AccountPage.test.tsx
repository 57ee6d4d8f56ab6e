// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from "vitest";
import type { Contact } from "@core/contacts";
import { TEST_MEMBER } from "@tests/support/core/contacts";
import { clearQueries } from "@stores/query";
import { $notifications, removeNotification } from "@stores/notifications";
import { $currentUser } from "@stores/session";
import { fieldRefusal, refusalBody, refusalText, saysAt } from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import AccountPage from "./AccountPage";

const contact: Contact = {
  ...TEST_MEMBER,
  profile: {
    telephone: "",
    twitter: "",
    preferredContact: "",
    deliveryOptIn: false,
    deliveryAddress: null,
    newsletterStatus: "none",
    newsletterGroups: [],
  },
};

const json = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), { status });

let view: Rendered;
let fetch: MockInstance<typeof globalThis.fetch>;
/** The answer to the next PATCH /contact/me. */
let patchAnswer: () => Response;

const calls = (method: string, url: string) =>
  fetch.mock.calls
    .filter(([callUrl, init]) => callUrl === `/api/1.0/${url}` && init?.method === method)
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

async function open() {
  view = render(<AccountPage />);
  await settle();
}

const field = (label: string) => fieldLabelled(view.container, label);
const errorOf = (input: HTMLElement) => document.getElementById(`${input.id}-error`)?.textContent;
const button = (name: string) => buttonNamed(view.container, name);

beforeEach(() => {
  patchAnswer = () => json(200, contact);
  fetch = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method === "PATCH") return patchAnswer();
    if (url.startsWith("/api/1.0/contact/me/mfa")) return json(204);
    if (url.startsWith("/api/1.0/contact/me")) return json(200, contact);
    if (url === "/api/1.0/newsletter/groups") {
      return json(200, [
        { id: "weekly", label: "Weekly briefing", checked: true },
        { id: "events", label: "Events", checked: false },
      ]);
    }
    return json(404, { httpCode: 404 });
  });
});

afterEach(() => {
  clearQueries();
  view.unmount();
  vi.restoreAllMocks();
  $currentUser.set(null);
  for (const { id } of $notifications.get()) removeNotification(id);
});

describe("AccountPage", () => {
  it("loads the contact with its profile and fills each section", async () => {
    await open();
    expect(fetch.mock.calls[0]?.[0]).toBe("/api/1.0/contact/me?with=profile");
    expect(field("First name").value).toBe("Ada");
    expect(field("Email address").value).toBe("ada@example.org");
    expect([...view.container.querySelectorAll("h2")].map((h) => h.textContent)).toEqual([
      "Your details",
      "Delivery address",
      "Newsletter",
      "Change password",
      "Two-factor authentication",
    ]);
  });

  it("asks for the current password before a new email address is sent", async () => {
    await open();
    expect(view.container.querySelector('[name="currentPassword"]')).toBeNull();
    fillIn(field("Email address"), "grace@example.org");
    await press(button("Save details"));
    expect(errorOf(field("Current password"))).toBe("This field is required");
    expect(calls("PATCH", "contact/me")).toEqual([]);

    patchAnswer = () => json(400, { httpCode: 400, code: "login-failed" });
    fillIn(field("Current password"), "Not-It-123");
    await press(button("Save details"));
    expect(errorOf(field("Current password"))).toBe("That is not your current password.");

    patchAnswer = () => json(200, contact);
    fillIn(field("Current password"), "Right-Pass-1");
    await press(button("Save details"));
    expect($notifications.get().map((note) => note.title)).toEqual([
      "Your details are saved. We sent a link to grace@example.org: your email address changes when you open it.",
    ]);
    // The address shown stays the confirmed one until the link is opened.
    expect(field("Email address").value).toBe("ada@example.org");
  });

  it("sets the language of the member's emails, or leaves it to the organisation", async () => {
    await open();
    const language = field("Language of emails") as unknown as HTMLSelectElement;
    expect(language.value).toBe("");
    fillIn(language, "de");
    await press(button("Save details"));
    expect(calls("PATCH", "contact/me")).toMatchObject([{ locale: "de" }]);
  });

  it("shows a taken email address next to the email field", async () => {
    patchAnswer = () => json(400, { httpCode: 400, code: "duplicate-email" });
    await open();
    const email = field("Email address");
    fillIn(email, "grace@example.org");
    fillIn(field("Current password"), "Right-Pass-1");
    await press(button("Save details"));
    expect(calls("PATCH", "contact/me")).toEqual([
      {
        firstname: "Ada",
        lastname: "Lovelace",
        email: "grace@example.org",
        profile: { telephone: "" },
        locale: null,
        currentPassword: "Right-Pass-1",
      },
    ]);
    expect(errorOf(email)).toBe("Email address already exists");
    expect(document.activeElement).toBe(email);
    expect($notifications.get()).toEqual([]);
  });

  it("says what is wrong with a malformed email address or phone number, and sends neither", async () => {
    await open();
    fillIn(field("Email address"), "ada@example");
    fillIn(field("Phone number"), "abc!!");
    await press(button("Save details"));
    expect(errorOf(field("Email address"))).toBe("Enter an email address like name@example.com");
    expect(errorOf(field("Phone number"))).toBe(
      "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
    );
    // The summary names the fields in the order they show, and calls nothing "missing".
    const summary = document.querySelector('[role="alert"]')!;
    expect(summary.querySelector("p")?.textContent).toBe("Please check these 3 fields:");
    expect(Array.from(summary.querySelectorAll("a"), (link) => link.textContent)).toEqual([
      "Email address",
      "Current password",
      "Phone number",
    ]);
    expect(calls("PATCH", "contact/me")).toEqual([]);
  });

  it("shows the server's refusal of a phone number next to the phone field", async () => {
    patchAnswer = () =>
      json(400, {
        httpCode: 400,
        errors: [
          {
            property: "profile",
            children: [{ property: "telephone", constraints: { phone: "Invalid phone number" } }],
          },
        ],
      });
    await open();
    const phone = field("Phone number");
    fillIn(phone, "+44 20 7946 0000");
    await press(button("Save details"));
    expect(calls("PATCH", "contact/me")).toHaveLength(1);
    expect(errorOf(phone)).toBe("Enter a phone number of 6 to 20 digits, like +44 20 7946 0000");
    expect(document.activeElement).toBe(phone);
  });

  it("needs line 1, city and postcode once part of an address is given", async () => {
    await open();
    const lines = ["Address line 1", "Address line 2", "City or town", "Postcode"];
    const required = () => lines.map((label) => field(label).getAttribute("aria-required"));
    expect(required()).toEqual([null, null, null, null]);
    fillIn(field("City or town"), "Leeds");
    expect(required()).toEqual(["true", null, "true", "true"]);
    await press(button("Save address"));
    expect(errorOf(field("Address line 1"))).toBe("This field is required");
    expect(errorOf(field("Postcode"))).toBe("This field is required");
    expect(errorOf(field("City or town"))).toBeUndefined();
    expect(document.activeElement).toBe(field("Address line 1"));
    expect(calls("PATCH", "contact/me")).toEqual([]);

    fillIn(field("Address line 1"), "1 High Street");
    fillIn(field("Postcode"), "LS1 1AA");
    await press(button("Save address"));
    expect(calls("PATCH", "contact/me")).toEqual([
      {
        profile: {
          deliveryOptIn: false,
          deliveryAddress: { line1: "1 High Street", city: "Leeds", postcode: "LS1 1AA" },
        },
      },
    ]);
    expect($notifications.get()).toMatchObject([
      { variant: "success", title: "Your delivery address is saved." },
    ]);
  });

  it("subscribes to the newsletter's groups the member ticks", async () => {
    await open();
    const optIn = field("Send me the newsletter") as HTMLInputElement;
    expect(optIn.checked).toBe(false);
    expect((field("Weekly briefing") as HTMLInputElement).checked).toBe(false);
    await act(async () => optIn.click());
    await act(async () => (field("Events") as HTMLInputElement).click());
    await press(button("Save newsletter choices"));
    expect(calls("PATCH", "contact/me")).toEqual([
      { profile: { newsletterStatus: "subscribed", newsletterGroups: ["events"] } },
    ]);
    expect($notifications.get()).toMatchObject([
      { variant: "success", title: "Your newsletter choices are saved." },
    ]);
  });

  it("changes the password only when it meets the policy and is repeated", async () => {
    await open();
    const password = field("New password");
    fillIn(password, "short");
    await press(button("Change password"));
    expect(errorOf(password)).toBe("Invalid password");

    fillIn(password, "Passw0rd!");
    fillIn(field("Repeat the new password"), "Passw0rd!");
    await press(button("Change password"));
    expect(calls("PATCH", "contact/me")).toEqual([{ password: "Passw0rd!" }]);
    expect(field("New password").value).toBe("");
    expect($notifications.get()).toMatchObject([{ variant: "success" }]);
  });

  it("asks before leaving with unsaved changes, and not once they are saved", async () => {
    history.replaceState(null, "", "/profile/account");
    await open();
    fillIn(field("First name"), "Augusta");
    act(() => history.pushState(null, "", "/profile"));
    expect(location.pathname).toBe("/profile/account");
    const dialog = [...document.querySelectorAll("dialog")].find((element) => element.open);
    expect(dialog?.textContent).toContain("Leave this page?");
    await press(buttonNamed(dialog!, "Cancel"));
    expect(field("First name").value).toBe("Augusta");

    await press(button("Save details"));
    expect(calls("PATCH", "contact/me")).toHaveLength(1);
    act(() => history.pushState(null, "", "/profile"));
    expect(location.pathname).toBe("/profile");
  });

  describe("says each refusal of the details in its own words, at its field", () => {
    it.each([
      {
        answer: refusalBody(400, undefined, fieldRefusal("currentPassword", "isDefined")),
        at: "Current password",
        says: "This field is required",
      },
      {
        answer: refusalBody(400, undefined, fieldRefusal("firstname", "isSafeText")),
        at: "First name",
        says: "This text holds a character that can't be saved. Please retype it.",
      },
      {
        answer: refusalBody(400, undefined, fieldRefusal("profile.telephone", "phone")),
        at: "Phone number",
        says: "Enter a phone number of 6 to 20 digits",
      },
      {
        answer: refusalBody(429, "TOO_MANY_REQUESTS"),
        says: refusalText(429, "TOO_MANY_REQUESTS"),
      },
    ])("$says", async ({ answer, at, says }) => {
      patchAnswer = () => json(answer.httpCode, answer);
      await open();
      fillIn(field("Email address"), "grace@example.org");
      fillIn(field("Current password"), "Right-Pass-1");
      await press(button("Save details"));
      if (at) expect(saysAt(field(at), says)).toBe(true);
      else expect(view.container.textContent).toContain(says);
    });
  });
});
