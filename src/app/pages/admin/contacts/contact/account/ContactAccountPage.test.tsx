// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, resetPage, visit } from "@tests/support/app/callouts";
import { ADA, CONTACT_ID, openDialog } from "@tests/support/app/contact";
import ContactAccountPage from "./ContactAccountPage";

let view: Rendered;

function serve(
  patch: (body: unknown) => Response = (body) => json(200, { ...ADA, ...(body as object) }),
) {
  return fakeApi((request) => {
    if (request.path === `contact/${CONTACT_ID}` && request.method === "GET") {
      return json(200, ADA);
    }
    if (request.path === `contact/${CONTACT_ID}` && request.method === "PATCH") {
      return patch(request.body);
    }
    if (request.path === `contact/${CONTACT_ID}` && request.method === "DELETE") return json(204);
    return undefined;
  });
}

async function open() {
  visit(`/admin/contacts/${CONTACT_ID}/account`);
  view = render(<ContactAccountPage params={{ id: CONTACT_ID }} />);
  await settle();
}

const form = (id: string) =>
  view.container.querySelector<HTMLFormElement>(`form[aria-labelledby='${id}']`)!;
const toasts = () => $notifications.get().map((notification) => notification.title);

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ContactAccountPage", () => {
  it("saves a new email address at once, without asking staff for a password", async () => {
    const { requests } = serve();
    await open();
    const details = form("account-details");
    fillIn(fieldLabelled(details, "Email address"), "ada@lovelace.test");
    expect(() => fieldLabelled(details, "Current password")).toThrow();
    await press(buttonNamed(details, "Save details"));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.path).toBe(`contact/${CONTACT_ID}`);
    expect(patch?.body).toMatchObject({ email: "ada@lovelace.test", firstname: "Ada" });
    expect(patch?.body).not.toHaveProperty("currentPassword");
    expect(toasts()).toContain("Ada Lovelace's details are saved.");
  });

  it("shows duplicate-email next to the email field", async () => {
    serve(() => json(400, { httpCode: 400, code: "duplicate-email", message: "Taken" }));
    await open();
    const details = form("account-details");
    const email = fieldLabelled(details, "Email address");
    fillIn(email, "grace@example.org");
    await press(buttonNamed(details, "Save details"));
    expect(email.getAttribute("aria-invalid")).toBe("true");
    const message = document.getElementById(email.getAttribute("aria-describedby")!.split(" ")[0]!);
    expect(details.textContent).toContain("Another contact has this email address already.");
    expect(message).not.toBeNull();
  });

  it("changes the newsletter status", async () => {
    const { requests } = serve();
    await open();
    const newsletter = form("contact-newsletter");
    fillIn(fieldLabelled<HTMLSelectElement>(newsletter, "Newsletter status"), "unsubscribed");
    await press(buttonNamed(newsletter, "Save newsletter preferences"));
    const patch = requests.find((request) => request.method === "PATCH");
    expect(patch?.body).toEqual({ profile: { newsletterStatus: "unsubscribed" } });
  });

  it("deletes the contact after a question that names the email and what goes", async () => {
    const { requests } = serve();
    await open();
    await press(buttonNamed(view.container, "Delete contact"));
    const dialog = openDialog(view.container)!;
    expect(dialog.textContent).toContain("Delete ada@example.org?");
    expect(dialog.textContent).toContain("cancelled at the payment provider first");
    expect(dialog.textContent).toContain("callout responses and payments are kept");
    await press(buttonNamed(dialog, "Delete contact"));
    expect(requests.some((request) => request.method === "DELETE")).toBe(true);
    expect(location.pathname).toBe("/admin/contacts");
    expect(toasts()).toContain("ada@example.org is deleted.");
  });
});
