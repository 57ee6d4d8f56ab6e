// @vitest-environment happy-dom
import { i18n } from "@lingui/core";
import { act, useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fieldLabelled, fillIn } from "@tests/support/ui/form";
import { render, type Rendered } from "../testing/render";
import { DateInput, DateTimeInput, type DateInputProps } from "./DateInput";

let view: Rendered | undefined;
afterEach(() => {
  view?.unmount();
  view = undefined;
});

/** A date input that keeps its value, reporting each change to `onChange`. */
function Harness({
  initial = "",
  time = false,
  onChange,
  ...props
}: Partial<DateInputProps> & { initial?: string; time?: boolean }) {
  const [value, setValue] = useState(initial);
  const Input = time ? DateTimeInput : DateInput;
  return (
    <Input
      label="Starts"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe("DateInput", () => {
  it("is the browser's date input, labelled, and gives ISO dates", () => {
    const onChange = vi.fn();
    view = render(<Harness onChange={onChange} min="2024-01-01" max="2024-12-31" />);
    const input = fieldLabelled(view.container, "Starts");
    expect(input.type).toBe("date");
    expect([input.min, input.max]).toEqual(["2024-01-01", "2024-12-31"]);
    fillIn(input, "2024-05-03");
    expect(onChange).toHaveBeenLastCalledWith("2024-05-03");
    fillIn(input, "");
    expect(onChange).toHaveBeenLastCalledWith("");
  });

  it("says the date as the active locale writes it, and reads it with the input", () => {
    view = render(<Harness initial="2024-05-03" id="starts" />);
    const input = fieldLabelled(view.container, "Starts");
    const formatted = document.getElementById("starts-formatted");
    expect(formatted?.textContent).toBe("Friday, May 3, 2024");
    expect(input.getAttribute("aria-describedby")).toBe("starts-formatted");

    act(() => i18n.loadAndActivate({ locale: "de", locales: ["de-DE"], messages: {} }));
    view.rerender(<Harness initial="2024-05-03" id="starts" />);
    expect(document.getElementById("starts-formatted")?.textContent).toBe("Freitag, 3. Mai 2024");
  });

  it("shows nothing in words while there is no whole date, or when asked not to", () => {
    view = render(<Harness id="starts" />);
    expect(document.getElementById("starts-formatted")).toBeNull();
    view.unmount();
    view = render(<Harness id="starts" initial="2024-05-03" showFormatted={false} />);
    expect(document.getElementById("starts-formatted")).toBeNull();
  });

  it("wires hint, error and required like the other fields", () => {
    view = render(
      <Harness
        id="starts"
        initial="2024-05-03"
        hint="The first day."
        error="Choose a later date"
        required
      />,
    );
    const input = fieldLabelled(view.container, "Starts");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-required")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(
      "starts-formatted starts-hint starts-error",
    );
    expect(document.getElementById("starts-error")?.textContent).toBe("Choose a later date");
    expect(document.getElementById("starts-hint")?.textContent).toBe("The first day.");
  });

  it("can keep its label for screen readers only", () => {
    view = render(<Harness hideLabel />);
    const label = view.container.querySelector("label")!;
    expect(label.className).toMatch(/\S/);
    expect(fieldLabelled(view.container, "Starts").type).toBe("date");
  });
});

describe("DateTimeInput", () => {
  it("gives the date and time as typed, and says both in words", () => {
    const onChange = vi.fn();
    view = render(<Harness time id="at" onChange={onChange} />);
    const input = fieldLabelled(view.container, "Starts");
    expect(input.type).toBe("datetime-local");
    fillIn(input, "2024-05-03T10:30");
    expect(onChange).toHaveBeenLastCalledWith("2024-05-03T10:30");
    expect(document.getElementById("at-formatted")?.textContent).toMatch(
      /^Friday, May 3, 2024.*10:30/,
    );
  });
});
