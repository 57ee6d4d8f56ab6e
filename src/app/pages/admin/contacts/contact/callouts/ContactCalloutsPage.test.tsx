// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { settle } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import {
  CALLOUT,
  fakeApi,
  json,
  pageOf,
  resetPage,
  rulesOf,
  visit,
} from "@tests/support/app/callouts";
import { ADA, CONTACT_ID } from "@tests/support/app/contact";
import ContactCalloutsPage from "./ContactCalloutsPage";

let view: Rendered;

const RESPONSE = {
  id: "r-1",
  number: 7,
  createdAt: "2025-04-01T10:00:00.000Z",
  updatedAt: "2025-04-01T10:00:00.000Z",
  bucket: "verified",
  guestName: null,
  guestEmail: null,
  callout: CALLOUT,
};

function serve(responses: unknown[] | "fail") {
  return fakeApi((request) => {
    if (request.path === `contact/${CONTACT_ID}`) return json(200, ADA);
    if (request.path === "callout-responses") {
      return responses === "fail" ? json(500, { httpCode: 500 }) : json(200, pageOf(responses));
    }
    return undefined;
  });
}

async function open() {
  visit(`/admin/contacts/${CONTACT_ID}/callouts`);
  view = render(<ContactCalloutsPage params={{ id: CONTACT_ID }} />);
  await settle();
}

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("ContactCalloutsPage", () => {
  it("lists the contact's responses with their callout, bucket and a link to each", async () => {
    const { requests } = serve([RESPONSE]);
    await open();
    const read = requests.find((request) => request.path === "callout-responses")!;
    expect(rulesOf(read)).toEqual({
      condition: "AND",
      rules: [{ field: "contact", operator: "equal", value: [CONTACT_ID] }],
    });
    expect(read.query.getAll("with")).toEqual(["callout"]);
    const link = view.container.querySelector("tbody a")!;
    expect(link.getAttribute("href")).toBe(
      `/admin/callouts/view/${CALLOUT.id}/responses/${RESPONSE.id}`,
    );
    expect(link.textContent).toContain(CALLOUT.title);
    expect(view.container.querySelector("tbody")?.textContent).toContain("Verified");
  });

  it("says when there are none, and when they could not be loaded", async () => {
    serve([]);
    await open();
    expect(view.container.textContent).toContain("No responses to any callout yet.");
    view.unmount();
    resetPage();
    serve("fail");
    await open();
    expect(view.container.textContent).toContain("We couldn't load the responses.");
  });
});
