// @vitest-environment happy-dom
import { act } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { render, type Rendered } from "../testing/render";
import { CheckboxGroup } from "./CheckboxGroup";
import { RadioGroup } from "./RadioGroup";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const options = [
  { value: "red", label: "Red" },
  { value: "green", label: "Green" },
  { value: "blue", label: "Blue" },
];
const $ = <T extends Element = HTMLElement>(selector: string) =>
  view!.container.querySelector<T>(selector)!;
const inputs = () => [...view!.container.querySelectorAll("input")];
const description = (element: Element) =>
  (element.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("RadioGroup", () => {
  it("is a radio group named by its legend, described by its hint and error", () => {
    view = render(
      <RadioGroup
        id="colour"
        label="Colour"
        hint="Pick one"
        error="Please choose"
        required
        options={options}
        value="green"
        onChange={() => {}}
      />,
    );
    const group = $("fieldset");
    expect(group.getAttribute("role")).toBe("radiogroup");
    expect(document.getElementById(group.getAttribute("aria-labelledby")!)?.textContent).toBe(
      "Colour*",
    );
    expect($("legend").textContent).toBe("Colour*");
    expect(group.getAttribute("aria-required")).toBe("true");
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(description(group)).toEqual(["Pick one", "Please choose"]);
    expect(inputs().map((input) => [input.id, input.type, input.name, input.checked])).toEqual([
      ["colour", "radio", "colour", false],
      ["colour-1", "radio", "colour", true],
      ["colour-2", "radio", "colour", false],
    ]);
    expect($('label[for="colour-2"]').textContent).toBe("Blue");
  });

  it("reports the chosen value", () => {
    const onChange = vi.fn();
    view = render(
      <RadioGroup label="Colour" options={options} value={undefined} onChange={onChange} />,
    );
    act(() => inputs()[2]!.click());
    expect(onChange).toHaveBeenCalledWith("blue");
    expect($("fieldset").hasAttribute("aria-invalid")).toBe(false);
    expect($("fieldset").hasAttribute("aria-describedby")).toBe(false);
  });
});

describe("CheckboxGroup", () => {
  it("is a fieldset of checkboxes, reporting the ticked values in order", () => {
    const onChange = vi.fn();
    view = render(
      <CheckboxGroup
        id="c"
        label="Colours"
        error="Too many"
        options={options}
        values={["blue"]}
        onChange={onChange}
      />,
    );
    expect($("fieldset").hasAttribute("role")).toBe(false);
    expect(description($("fieldset"))).toEqual(["Too many"]);
    expect(inputs().map((input) => input.type)).toEqual(["checkbox", "checkbox", "checkbox"]);
    act(() => inputs()[0]!.click());
    expect(onChange).toHaveBeenLastCalledWith(["red", "blue"]);
    act(() => inputs()[2]!.click());
    expect(onChange).toHaveBeenLastCalledWith([]);
  });
});
