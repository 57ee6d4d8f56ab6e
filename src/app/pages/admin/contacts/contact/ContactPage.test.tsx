// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { Contact } from "@core/contacts";
import { $notifications } from "@stores/notifications";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, resetPage, visit, admin } from "@tests/support/app/callouts";
import ContactPage from "./ContactPage";
import { ADA, CONTACT_ID, openDialog } from "@tests/support/app/contact";

let view: Rendered;

function serve(
  options: { mfa?: boolean; survey?: "answered" | "unanswered"; contact?: Contact } = {},
) {
  return fakeApi((request) => {
    if (request.path === "content/join/setup" && options.survey) {
      return json(200, { surveySlug: "who-reads-us" });
    }
    if (request.path === "callout/who-reads-us/responses" && options.survey) {
      const rules = request.query.get("rules") ?? "";
      // Only the contact's own answers are asked for.
      if (!rules.includes(CONTACT_ID)) return json(400, {});
      const items =
        options.survey === "answered"
          ? [{ id: "r9", number: 9, createdAt: "2025-03-04T10:00:00.000Z", callout: { id: "c7" } }]
          : [];
      return json(200, { items, total: items.length, offset: 0, count: items.length });
    }
    if (request.path === `contact/${CONTACT_ID}` && request.method === "GET") {
      return json(200, options.contact ?? ADA);
    }
    if (request.path === `contact/${CONTACT_ID}/mfa` && request.method === "GET") {
      return options.mfa ? json(200, { id: "m1", type: "totp" }) : json(204);
    }
    if (request.path === `contact/${CONTACT_ID}/mfa` && request.method === "DELETE") {
      return json(201);
    }
    if (request.path.startsWith(`contact/${CONTACT_ID}/role/`) && request.method === "PUT") {
      const body = request.body as { dateAdded: string; dateExpires: string | null };
      return json(200, { role: request.path.split("/").pop(), ...body });
    }
    if (request.path.startsWith(`contact/${CONTACT_ID}/role/`) && request.method === "DELETE") {
      return json(204);
    }
    if (request.path === "contact-tags") {
      return json(200, [
        { id: "t1", name: "Donors", description: "" },
        { id: "t2", name: "Press", description: "" },
      ]);
    }
    if (request.path === "contact" && request.method === "PATCH") {
      return json(200, { affected: 1, changeId: "change-1" });
    }
    if (request.path === `contact/${CONTACT_ID}` && request.method === "PATCH") {
      const { profile } = request.body as { profile: object };
      return json(200, { ...(options.contact ?? ADA), profile: { ...ADA.profile, ...profile } });
    }
    return undefined;
  });
}

async function open(user = admin) {
  visit(`/admin/contacts/${CONTACT_ID}`, user);
  view = render(<ContactPage params={{ id: CONTACT_ID }} />);
  await settle();
}

const toasts = () => $notifications.get().map((notification) => notification.title);

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ContactPage (overview)", () => {
  it("shows the contact's facts, newsletter status and roles with their dates, under tabs", async () => {
    serve();
    await open();
    const text = view.container.textContent ?? "";
    expect(text).toContain("Ada Lovelace");
    expect(text).toContain("Subscribed");
    expect(text).toContain("Weekly");
    expect(text).toContain("Donors");
    const tabs = [...view.container.querySelectorAll("nav[aria-label='Contact'] a")];
    expect(tabs.map((tab) => tab.getAttribute("href"))).toEqual([
      `/admin/contacts/${CONTACT_ID}`,
      `/admin/contacts/${CONTACT_ID}/account`,
      `/admin/contacts/${CONTACT_ID}/contribution`,
      `/admin/contacts/${CONTACT_ID}/callouts`,
      `/admin/contacts/${CONTACT_ID}/activity`,
    ]);
    expect(tabs[0]?.getAttribute("aria-current")).toBe("page");
    const roles = view.container.querySelector("ul[aria-label='Roles']")?.textContent ?? "";
    expect(roles).toContain("Member");
    expect(roles).toContain("Admin");
  });

  it("gives a role with an expiry, refusing an expiry before the start next to the field", async () => {
    const { requests } = serve();
    await open();
    await press(buttonNamed(view.container, "Give a role"));
    const dialog = openDialog(view.container)!;
    expect(dialog).toBeDefined();
    // Member and admin are held: superadmin is the one left for a superadmin to give.
    const role = fieldLabelled<HTMLSelectElement>(dialog, "Role");
    expect([...role.options].map((option) => option.value)).toEqual(["superadmin"]);
    fillIn(fieldLabelled(dialog, "Starts"), "2025-02-01");
    fillIn(fieldLabelled(dialog, "Expires"), "2025-01-01");
    await press(buttonNamed(dialog, "Give role"));
    expect(dialog.textContent).toContain("The role must expire after it starts.");
    const expires = fieldLabelled(dialog, "Expires");
    expect(expires.getAttribute("aria-invalid")).toBe("true");
    expect(requests.some((request) => request.method === "PUT")).toBe(false);

    fillIn(expires, "2025-03-01");
    await press(buttonNamed(dialog, "Give role"));
    const put = requests.find((request) => request.method === "PUT");
    expect(put?.path).toBe(`contact/${CONTACT_ID}/role/superadmin`);
    expect(put?.body).toEqual({ dateAdded: "2025-02-01", dateExpires: "2025-03-01" });
    expect(toasts()).toContain("The Superadmin role is given.");
  });

  it("links the answer to the join survey, says when there is none, and says nothing without a survey", async () => {
    serve({ survey: "answered" });
    await open();
    await settle();
    const link = [...view.container.querySelectorAll("a")].find((a) =>
      a.textContent?.startsWith("Answered on"),
    );
    expect(link?.textContent).toMatch(/^Answered on (4 March|March 4,) 2025$/);
    expect(link?.getAttribute("href")).toBe("/admin/callouts/view/c7/responses/r9");
    view.unmount();
    resetPage();

    serve({ survey: "unanswered" });
    await open();
    await settle();
    expect(view.container.textContent).toContain("Join survey");
    expect(view.container.textContent).toContain("Not answered");
    view.unmount();
    resetPage();

    serve();
    await open();
    expect(view.container.textContent).not.toContain("Join survey");
  });

  it("offers admins no superadmin role to give", async () => {
    serve();
    await open({ ...admin, activeRoles: ["admin"] });
    // Member and admin are held, superadmin is not theirs to give: nothing is left.
    expect(() => buttonNamed(view.container, "Give a role")).toThrow();
  });

  it("revokes a role after asking", async () => {
    const { requests } = serve();
    await open();
    const revoke = view.container.querySelector<HTMLButtonElement>(
      "button[aria-label='Revoke the Admin role']",
    )!;
    await press(revoke);
    const dialog = openDialog(view.container)!;
    expect(dialog.textContent).toContain("Revoke the Admin role?");
    await press(buttonNamed(dialog, "Revoke role"));
    expect(
      requests.some(
        (request) =>
          request.method === "DELETE" && request.path === `contact/${CONTACT_ID}/role/admin`,
      ),
    ).toBe(true);
    expect(toasts()).toContain("The Admin role is revoked.");
  });

  it("turns two-factor authentication off after a question naming whose it is", async () => {
    const { requests } = serve({ mfa: true });
    await open();
    await press(buttonNamed(view.container, "Turn off"));
    const dialog = openDialog(view.container)!;
    expect(dialog.getAttribute("aria-labelledby")).toBeTruthy();
    expect(
      dialog.querySelector(`#${CSS.escape(dialog.getAttribute("aria-labelledby")!)}`)?.textContent,
    ).toBe("Turn off two-factor authentication for Ada Lovelace?");
    expect(dialog.textContent).toContain(
      "Ada Lovelace (ada@example.org) will log in with their password alone",
    );
    // Cancel is where focus starts: nothing is removed by a stray Enter.
    expect(document.activeElement?.textContent).toBe("Cancel");
    await press(buttonNamed(dialog, "Turn it off"));
    const removal = requests.find((request) => request.method === "DELETE");
    expect(removal?.path).toBe(`contact/${CONTACT_ID}/mfa`);
    expect(removal?.body).toEqual({ type: "totp" });
    expect(toasts()).toContain("Two-factor authentication is off for ada@example.org.");
    expect(openDialog(view.container)).toBeUndefined();
  });

  it("warns that a staff member's password alone then opens the dashboard", async () => {
    const { requests } = serve({
      mfa: true,
      contact: { ...ADA, activeRoles: ["member", "admin"] },
    });
    await open();
    await press(buttonNamed(view.container, "Turn off"));
    const dialog = openDialog(view.container)!;
    expect(dialog.textContent).toContain(
      "Ada Lovelace (ada@example.org) is an admin: until they set up an authenticator app again, their password alone opens the dashboard",
    );
    await press(buttonNamed(dialog, "Cancel"));
    expect(openDialog(view.container)).toBeUndefined();
    expect(requests.some((request) => request.method === "DELETE")).toBe(false);
  });

  it("speaks to a staff member who turns off their own second factor", async () => {
    serve({ mfa: true, contact: { ...ADA, activeRoles: ["superadmin"] } });
    await open({ ...admin, id: CONTACT_ID });
    await press(buttonNamed(view.container, "Turn off"));
    const dialog = openDialog(view.container)!;
    expect(dialog.textContent).toContain("Turn off your two-factor authentication?");
    expect(dialog.textContent).toContain("You will log in with your password alone");
  });

  it("puts a tag on the contact and takes one off, as a change with Undo", async () => {
    const { requests } = serve();
    await open();
    const tags = view.container.querySelector('[aria-label="Tags"]')!;
    expect(tags.textContent).toContain("Donors");
    fillIn(fieldLabelled<HTMLSelectElement>(view.container, "Add a tag"), "t2");
    await press(buttonNamed(view.container, "Add"));
    const onlyAda = {
      condition: "OR",
      rules: [{ field: "id", operator: "equal", value: [CONTACT_ID] }],
    };
    const patches = () =>
      requests.filter((request) => request.method === "PATCH" && request.path === "contact");
    expect(patches().map((request) => request.body)).toEqual([
      { rules: onlyAda, updates: { tags: ["+t2"] } },
    ]);
    expect($notifications.get().at(-1)).toMatchObject({ title: "Tagged “Press”." });
    expect($notifications.get().at(-1)?.action?.label).toBe("Undo");

    const remove = view.container.querySelector<HTMLButtonElement>(
      'button[aria-label="Remove the tag Donors"]',
    )!;
    await press(remove);
    expect(patches().at(-1)?.body).toEqual({ rules: onlyAda, updates: { tags: ["-t1"] } });
  });

  it("keeps staff's notes on the contact's profile", async () => {
    const { requests } = serve();
    await open();
    fillIn(fieldLabelled<HTMLTextAreaElement>(view.container, "Notes"), " Met at the fair ");
    await press(buttonNamed(view.container, "Save notes"));
    const patch = requests.find(
      (request) => request.method === "PATCH" && request.path === `contact/${CONTACT_ID}`,
    );
    expect(patch?.body).toEqual({ profile: { notes: "Met at the fair" } });
    expect(toasts()).toContain("The notes are saved.");
  });

  it("says when the contact does not exist", async () => {
    fakeApi(() => undefined);
    await open();
    expect(view.container.textContent).toContain("This contact does not exist, or it was deleted.");
  });
});
