// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { CONTACT_FILTER_FIELDS, validateRuleGroup } from "@core/rules";
import { fieldLabelled, fillIn } from "@tests/support/ui/form";
import { render, type Rendered } from "@ui/testing/render";
import { FiltersSection } from "./FiltersSection";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const output = () => JSON.parse(view!.container.querySelector("pre")!.textContent!) as unknown;

describe("FiltersSection", () => {
  it("shows the rule group the builder emits, one the contacts' table accepts", () => {
    view = render(<FiltersSection />);
    expect(output()).toEqual({
      condition: "AND",
      rules: [
        { field: "joined", operator: "greater_or_equal", value: ["$now(d:-30)"] },
        { field: "newsletterStatus", operator: "equal", value: ["subscribed"] },
      ],
    });
    fillIn(fieldLabelled<HTMLSelectElement>(view.container, "Match"), "OR");
    const group = output();
    expect(group).toMatchObject({ condition: "OR" });
    expect(validateRuleGroup(group, CONTACT_FILTER_FIELDS).ok).toBe(true);
  });

  it("shows what the date inputs give", () => {
    view = render(<FiltersSection />);
    fillIn(fieldLabelled(view.container, "Publication date"), "2026-05-03");
    expect(view.container.textContent).toContain('Value: "2026-05-03"');
    expect(document.getElementById("toolkit-date-formatted")?.textContent).toBe(
      "Sunday, May 3, 2026",
    );
  });
});
