// @vitest-environment happy-dom
import { act, createRef } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, type Rendered } from "../testing/render";
import { Checkbox } from "./Checkbox";
import { ErrorSummary } from "./ErrorSummary";
import { Select } from "./Select";
import { TextArea } from "./TextArea";
import { TextField } from "./TextField";

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const $ = <T extends Element = HTMLElement>(selector: string) =>
  view!.container.querySelector<T>(selector)!;

/** The texts a control's aria-describedby points at, in order. */
const description = (control: Element) =>
  (control.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);

describe("TextField", () => {
  it("ties its label to the input", () => {
    view = render(<TextField label="Name" />);
    const input = $("input");
    expect($("label").getAttribute("for")).toBe(input.id);
    expect(input.id).not.toBe("");
    expect(input.getAttribute("type")).toBe("text");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
  });

  it("describes the input with its hint and error, and marks it invalid", () => {
    view = render(
      <TextField
        label="Email"
        type="email"
        hint="We never share it."
        error="Enter an email address like name@example.com"
        aria-describedby="extra"
      />,
    );
    const input = $("input");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe(`extra ${input.id}-hint ${input.id}-error`);
    expect(description(input).slice(1)).toEqual([
      "We never share it.",
      "Enter an email address like name@example.com",
    ]);
  });

  it("clears the error wiring once the error is gone", () => {
    view = render(<TextField label="Email" error="Required" />);
    view.rerender(<TextField label="Email" />);
    const input = $("input");
    expect(input.hasAttribute("aria-invalid")).toBe(false);
    expect(input.hasAttribute("aria-describedby")).toBe(false);
    expect(view.container.textContent).toBe("Email");
  });

  it("marks a required field for sight and for screen readers", () => {
    view = render(<TextField label="Email" required />);
    expect($("input").getAttribute("aria-required")).toBe("true");
    const mark = $("label span");
    expect(mark.textContent).toBe("*");
    expect(mark.getAttribute("aria-hidden")).toBe("true");
  });

  it("keeps a given id and forwards its ref", () => {
    const ref = createRef<HTMLInputElement>();
    view = render(<TextField ref={ref} id="email" label="Email" hint="Hint" />);
    expect(ref.current?.id).toBe("email");
    expect(ref.current?.getAttribute("aria-describedby")).toBe("email-hint");
  });
});

describe("TextArea, Select and Checkbox", () => {
  it("wire label, hint and error the same way", () => {
    view = render(
      <>
        <TextArea label="Story" hint="A few lines" error="Too long" />
        <Select
          label="Country"
          placeholder="Choose one"
          options={[{ value: "nl", label: "Netherlands" }]}
          error="Please choose"
          required
        />
        <Checkbox label="I agree" error="Please tick this" required />
      </>,
    );
    const textarea = $("textarea");
    expect($(`label[for="${textarea.id}"]`).textContent).toBe("Story");
    expect(description(textarea)).toEqual(["A few lines", "Too long"]);
    expect(textarea.getAttribute("aria-invalid")).toBe("true");

    const select = $<HTMLSelectElement>("select");
    expect($(`label[for="${select.id}"]`).textContent).toBe("Country*");
    expect(Array.from(select.options).map((option) => option.value)).toEqual(["", "nl"]);
    expect(description(select)).toEqual(["Please choose"]);
    expect(select.getAttribute("aria-required")).toBe("true");

    const checkbox = $('input[type="checkbox"]');
    expect($(`label[for="${checkbox.id}"]`).textContent).toBe("I agree*");
    expect(description(checkbox)).toEqual(["Please tick this"]);
    expect(checkbox.getAttribute("aria-invalid")).toBe("true");
  });

  it("give each field its own ids", () => {
    view = render(
      <>
        <TextField label="A" />
        <TextField label="B" />
      </>,
    );
    const [a, b] = Array.from(view.container.querySelectorAll("input"));
    expect(a?.id).not.toBe(b?.id);
  });
});

describe("ErrorSummary", () => {
  it("counts the fields to check, names each and links to it, with what is wrong", () => {
    view = render(
      <>
        <TextField id="email" label="Email" />
        <TextField id="seen" label="Have you seen it?" />
        <ErrorSummary
          errors={[
            { fieldId: "email", label: "Email", message: "Enter an email address" },
            { fieldId: "seen", label: "Have you seen it?", message: "Choose an answer" },
          ]}
        />
      </>,
    );
    const summary = $('[role="alert"]');
    expect(summary.querySelector("p")?.textContent).toBe("Please check these 2 fields:");
    const items = Array.from(summary.querySelectorAll("li"));
    expect(items.map((item) => item.querySelector("a")?.textContent)).toEqual([
      "Email",
      "Have you seen it?",
    ]);
    // The message stands apart from the name: no "it?: Choose".
    expect(items[1]?.textContent).toBe("Have you seen it?Choose an answer");
    const link = $<HTMLAnchorElement>('[role="alert"] a');
    expect(link.getAttribute("href")).toBe("#email");
    act(() => link.click());
    expect(document.activeElement).toBe($("#email"));
  });

  it("says one field in the singular, and a problem of the whole form as given", () => {
    view = render(
      <ErrorSummary errors={[{ fieldId: "email", label: "Email", message: "Missing" }]} />,
    );
    expect($('[role="alert"] p').textContent).toBe("Please check this field:");
    view.unmount();
    view = render(<ErrorSummary message="The server is busy." />);
    expect($('[role="alert"]').textContent).toBe("The server is busy.");
  });
});
