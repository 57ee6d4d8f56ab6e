// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import type { SchemaObject } from "@core/openapi/document";
import { render, type Rendered } from "@ui/testing/render";
import { SchemaView } from "./SchemaView";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const object = (field: string): SchemaObject => ({
  type: "object",
  properties: { [field]: { type: "string" } },
  required: [field],
});

describe("SchemaView", () => {
  it("shows each form of a union of objects, by its title", () => {
    view = render(
      <SchemaView
        schema={{
          anyOf: [
            { title: "A response", ...object("answers") },
            { title: "A receipt", ...object("id") },
          ],
        }}
      />,
    );
    const forms = [...view.container.querySelectorAll("ol > li")].map((form) =>
      form.textContent?.replace(/\s+/g, " "),
    );
    expect(view.container.textContent).toContain("One of these 2 forms:");
    expect(forms).toEqual(["A responseanswers string · required", "A receiptid string · required"]);
  });

  it("shows a nullable object as that object, and untitled forms by number", () => {
    view = render(<SchemaView schema={{ anyOf: [object("name"), { type: "null" }] }} />);
    expect(view.container.textContent).toBe("name string · required");
    view.unmount();
    view = render(
      <SchemaView schema={{ type: "array", items: { anyOf: [object("a"), object("b")] } }} />,
    );
    expect(view.container.textContent).toContain("Form 2");
  });

  it("names a union nested in a field's field by its forms, without one form's fields", () => {
    const union = {
      anyOf: [
        { title: "Card", ...object("last4") },
        { title: "PayPal", ...object("email") },
      ],
    };
    view = render(
      <SchemaView
        schema={{
          type: "object",
          properties: { contribution: { type: "object", properties: { source: union } } },
        }}
      />,
    );
    expect(view.container.textContent).toContain("source Card or PayPal");
    expect(view.container.textContent).not.toContain("last4");
  });
});
