// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { focusWhenShown } from "./focus-when-shown";

/** Lets the DOM's mutation observers hear what changed. */
const observed = () => new Promise((resolve) => setTimeout(resolve, 0));

function addField(id: string): HTMLTextAreaElement {
  const field = document.createElement("textarea");
  field.id = id;
  document.body.append(field);
  return field;
}

afterEach(() => {
  document.body.replaceChildren();
});

describe("focusWhenShown", () => {
  it("puts the cursor in a field that is there", () => {
    const field = addField("comment");
    focusWhenShown("comment");
    expect(document.activeElement).toBe(field);
  });

  it("puts the cursor in a field that appears later, as a lazily loaded editor does", async () => {
    focusWhenShown("comment");
    document.body.append(document.createElement("p"));
    await observed();
    const field = addField("comment");
    await observed();
    expect(document.activeElement).toBe(field);
  });

  it("leaves the cursor where it is if a key was pressed before the field appeared", async () => {
    focusWhenShown("comment");
    document.dispatchEvent(new KeyboardEvent("keydown", { key: "j" }));
    addField("comment");
    await observed();
    expect(document.activeElement).toBe(document.body);
  });
});
