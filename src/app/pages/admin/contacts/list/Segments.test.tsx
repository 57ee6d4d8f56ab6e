// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { buttonNamed, fieldLabelled, fillIn, press, settle } from "@tests/support/ui/form";
import {
  alertsIn,
  fieldRefusal,
  refusalBody,
  refusalText,
  saysAt,
} from "@tests/support/ui/refusals";
import { render, type Rendered } from "@ui/testing/render";
import { fakeApi, json, pageOf, resetPage, visit } from "@tests/support/app/callouts";
import ContactsPage from "./ContactsPage";

let view: Rendered;

/** The server refuses every new segment with `status` and `body`. */
function refuse(status: number, body: unknown) {
  return fakeApi(({ method, path }) => {
    if (path === "segments") return method === "GET" ? json(200, []) : json(status, body);
    if (path === "contact-tags") return json(200, []);
    if (path === "contact") return json(200, pageOf([]));
    return undefined;
  });
}

/** Saves the contacts found by a search as a segment, from the contacts page. */
async function save(name = "Paying members") {
  visit("/admin/contacts?search=ada");
  view = render(<ContactsPage />);
  await settle();
  await press(buttonNamed(view.container, "Save as segment"));
  const dialog = document.querySelector<HTMLElement>("dialog[open]")!;
  fillIn(fieldLabelled(dialog, "Name of the segment"), name);
  await press(buttonNamed(dialog, "Save the segment"));
  return dialog;
}

afterEach(() => {
  view.unmount();
  resetPage();
});

describe("saving a segment says each refusal in its own words, at its field", () => {
  it.each([
    { refused: fieldRefusal("name", "isSafeText"), says: "character that can't be saved" },
    {
      refused: fieldRefusal("name", "storedText", "Must be at most 100 characters"),
      says: "Please use at most 100 characters",
    },
  ])("$says", async ({ refused, says }) => {
    const { requests } = refuse(400, refusalBody(400, undefined, refused));
    const dialog = await save();
    expect(saysAt(fieldLabelled(dialog, "Name of the segment"), says)).toBe(true);
    expect(requests.filter((request) => request.method === "POST")).toHaveLength(1);
    expect(window.location.search).toBe("?search=ada");
  });

  it.each([
    { answer: refusalBody(400, "invalid-rule"), says: refusalText(400, "invalid-rule") },
    {
      answer: refusalBody(
        400,
        undefined,
        fieldRefusal("ruleGroup", "never", "Unknown property ruleGroup.rules.0.field"),
      ),
      says: "The filter's rules can't be saved as they are",
    },
  ])("the rules: $says", async ({ answer, says }) => {
    refuse(400, answer);
    const dialog = await save();
    expect(alertsIn(dialog)).toContain(says);
  });
});
