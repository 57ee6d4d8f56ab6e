// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it } from "vitest";
import type { ContactTag } from "@core/contact-tags";
import { $notifications } from "@stores/notifications";
import type { ValidationErrorItem } from "@core/errors/body";
import type { ErrorCode } from "@core/errors/codes";
import { fieldRefusal, refusalBody, refusalText, saysAt } from "@tests/support/ui/refusals";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  admin,
  contact,
  fakeApi,
  json,
  resetPage,
  visit,
  type FakeRequest,
} from "@tests/support/app/callouts";
import AddContactPage from "./AddContactPage";

let view: Rendered;
/** What the server answers a new contact, where a test makes it refuse. */
let refusal: { code?: ErrorCode; errors?: ValidationErrorItem[] } | undefined;

const PRESS = "7d4c2a4e-6f0b-4f1e-9a57-0c1d2e3f4a5b";
const TAGS: ContactTag[] = [
  { id: "0b8e1c3d-2a4f-4e6b-8c9d-1e2f3a4b5c6d", name: "Donors", description: "" },
  { id: PRESS, name: "Press", description: "" },
];

function serve() {
  return fakeApi((request) => {
    if (request.path === "contact-tags") return json(200, TAGS);
    if (request.path === "contact" && request.method === "POST") {
      const body = request.body as { email: string };
      if (refusal) return json(400, refusalBody(400, refusal.code, refusal.errors));
      if (body.email === "taken@example.org") {
        return json(400, { httpCode: 400, name: "BadRequestError", code: "duplicate-email" });
      }
      return json(200, { ...contact("new-1", "Nia", "Okoye"), email: body.email });
    }
    return undefined;
  });
}

async function open(user = admin) {
  visit("/admin/contacts/add", user);
  view = render(<AddContactPage />);
  await settle();
}

const field = <T extends HTMLElement = HTMLInputElement>(label: string) =>
  fieldLabelled<T>(view.container, label);
const posts = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method === "POST" && request.path === "contact");
const tick = (input: HTMLInputElement) => act(() => input.click());

afterEach(() => {
  refusal = undefined;
  view.unmount();
  resetPage();
});

describe("AddContactPage", () => {
  it("adds a contact with the newsletter, a role until a day, a manual contribution and tags", async () => {
    const { requests } = serve();
    await open();
    fillIn(field("First name"), "Nia");
    fillIn(field("Last name"), "Okoye");
    fillIn(field("Email"), " nia@example.org ");
    tick(field("Subscribed to the newsletter"));

    await press(buttonNamed(view.container, "Give a role"));
    fillIn(field<HTMLSelectElement>("Role 1"), "admin");
    fillIn(field("Start of role 1"), "2026-03-01");
    fillIn(field("Expiry of role 1"), "2026-02-01");
    tick(field("A manual contribution"));
    await press(buttonNamed(view.container, "Save"));
    // Refused where they are: an expiry before the start, a manual contribution without amount.
    expect(posts(requests)).toEqual([]);
    expect(field("Expiry of role 1").getAttribute("aria-invalid")).toBe("true");
    expect(view.container.textContent).toContain("The role must expire after it starts.");
    expect(field("Amount").getAttribute("aria-invalid")).toBe("true");

    fillIn(field("Expiry of role 1"), "2026-12-31");
    fillIn(field("Amount"), "7.5");
    fillIn(field<HTMLSelectElement>("Period"), "annually");
    fillIn(field("Paid by"), "Standing order");
    tick(field("Press"));
    await press(buttonNamed(view.container, "Save"));
    expect(posts(requests).map((request) => request.body)).toEqual([
      {
        firstname: "Nia",
        lastname: "Okoye",
        email: "nia@example.org",
        profile: { newsletterStatus: "subscribed" },
        roles: [{ role: "admin", dateAdded: "2026-03-01", dateExpires: "2026-12-31" }],
        contribution: { type: "Manual", amount: 7.5, period: "annually", source: "Standing order" },
        tags: [PRESS],
      },
    ]);
    expect($notifications.get().map((toast) => toast.title)).toContain("Nia Okoye is added.");
    await settle();
    expect(window.location.pathname).toBe("/admin/contacts/new-1");
  });

  it("sends names and email alone when nothing else is chosen, and starts afresh for another", async () => {
    const { requests } = serve();
    await open();
    fillIn(field("First name"), "Nia");
    fillIn(field("Last name"), "Okoye");
    fillIn(field("Email"), "nia@example.org");
    await press(buttonNamed(view.container, "Save and add another"));
    expect(posts(requests).map((request) => request.body)).toEqual([
      { firstname: "Nia", lastname: "Okoye", email: "nia@example.org" },
    ]);
    expect(window.location.pathname).toBe("/admin/contacts/add");
    expect(field("Email").value).toBe("");
    expect(document.activeElement).toBe(field("First name"));
  });

  it("gives each role once, and the superadmin role only to a superadmin's choice", async () => {
    const { requests } = serve();
    await open({ ...admin, activeRoles: ["admin"] });
    await press(buttonNamed(view.container, "Give a role"));
    const options = [...field<HTMLSelectElement>("Role 1").options].map((option) => option.value);
    expect(options).toEqual(["member", "admin"]);
    await press(buttonNamed(view.container, "Give a role"));
    // The next row offers the role not given yet; the list stops at every role given.
    expect(field<HTMLSelectElement>("Role 2").value).toBe("admin");
    expect(() => buttonNamed(view.container, "Give a role")).toThrow();
    fillIn(field<HTMLSelectElement>("Role 2"), "member");
    fillIn(field("First name"), "Nia");
    fillIn(field("Last name"), "Okoye");
    fillIn(field("Email"), "nia@example.org");
    await press(buttonNamed(view.container, "Save"));
    expect(view.container.textContent).toContain("This role is given above already.");
    expect(posts(requests)).toEqual([]);
  });

  it("says an email is taken next to the email field", async () => {
    serve();
    await open();
    fillIn(field("First name"), "Nia");
    fillIn(field("Last name"), "Okoye");
    fillIn(field("Email"), "taken@example.org");
    await press(buttonNamed(view.container, "Save"));
    expect(field("Email").getAttribute("aria-invalid")).toBe("true");
    expect(view.container.textContent).toContain("A contact has this email address already.");
    expect(window.location.pathname).toBe("/admin/contacts/add");
  });

  describe("says each refusal in its own words, at the field it concerns", () => {
    it.each([
      {
        refused: { code: "duplicate-email" },
        at: "Email",
        says: "A contact has this email address already.",
      },
      {
        refused: { errors: fieldRefusal("email", "email", "Must be an email address") },
        at: "Email",
        says: "Enter an email address like name@example.com",
      },
      {
        refused: { errors: fieldRefusal("firstname", "isSafeText") },
        at: "First name",
        says: "This text holds a character that can't be saved. Please retype it.",
      },
      {
        refused: { code: "TOO_MANY_REQUESTS" },
        says: refusalText(429, "TOO_MANY_REQUESTS"),
      },
    ] as const)("$says", async (row) => {
      serve();
      refusal = row.refused;
      await open();
      fillIn(field("First name"), "Nia");
      fillIn(field("Last name"), "Okoye");
      fillIn(field("Email"), "nia@example.org");
      await press(buttonNamed(view.container, "Save"));
      if (row.at) expect(saysAt(field(row.at), row.says)).toBe(true);
      else expect(view.container.textContent).toContain(row.says);
    });
  });
});
