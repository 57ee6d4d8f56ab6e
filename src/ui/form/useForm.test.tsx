// @vitest-environment happy-dom
import { msg } from "@lingui/core/macro";
import { act } from "react";
import { array, enums, integer, nullable, object, optional, type Infer } from "superstruct";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "@core/api/api-error";
import { requiredText } from "@core/contacts/fields";
import { email, maxLength, minimum, phone, url } from "@core/validation";
import { render, type Rendered } from "../testing/render";
import { CheckboxGroup } from "./CheckboxGroup";
import { ErrorSummary } from "./ErrorSummary";
import type { FormErrors, SubmitProblem } from "./formTypes";
import { RadioGroup } from "./RadioGroup";
import { RepeatableList } from "./RepeatableList";
import { TextField } from "./TextField";
import { buttonNamed, fillIn, press, settle } from "@tests/support/ui/form";
import { useForm } from "./useForm";

const Body = object({
  name: requiredText(20),
  age: optional(minimum(integer(), 18)),
  contact: object({ email: email(), phone: optional(phone()) }),
  links: maxLength(array(object({ url: url() })), 2),
  colour: enums(["red", "green"]),
  tags: array(enums(["news", "events"])),
});
type Body = Infer<typeof Body>;

interface Values {
  name: string;
  age: number | undefined;
  contact: { email: string; phone: string };
  links: { url: string }[];
  colour: string;
  tags: string[];
}

const initial: Values = {
  name: "",
  age: undefined,
  contact: { email: "", phone: "" },
  links: [],
  colour: "red",
  tags: [],
};

const toBody = (values: Values): Body => ({
  name: values.name.trim(),
  ...(values.age === undefined ? {} : { age: values.age }),
  contact: {
    email: values.contact.email.trim(),
    ...(values.contact.phone.trim() ? { phone: values.contact.phone.trim() } : {}),
  },
  links: values.links.map((link) => ({ url: link.url.trim() })),
  // The schema refuses anything else before it is sent.
  colour: values.colour as Body["colour"],
  tags: values.tags as Body["tags"],
});

interface ExampleProps {
  action?: (body: Body) => Promise<void> | void;
  validate?: (values: Values) => FormErrors<Values>;
  explain?: (error: unknown) => Partial<SubmitProblem<Values>> | undefined;
  start?: Values;
}

function Example({ action = () => undefined, validate, explain, start = initial }: ExampleProps) {
  const form = useForm({
    id: "ex",
    initial: start,
    labels: {
      name: msg`Name`,
      age: msg`Age`,
      "contact.email": msg`Email`,
      "contact.phone": msg`Phone`,
      links: msg`Links`,
      "links.*.url": (row) => msg`Address of link ${row}`,
      colour: msg`Colour`,
      tags: msg`Tags`,
    },
    schema: Body,
    toBody,
    validate,
    explain,
  });
  return (
    <form noValidate onSubmit={form.handleSubmit(action)}>
      <TextField {...form.text("name")} />
      <TextField {...form.number("age")} />
      <TextField {...form.text("contact.email")} />
      <TextField {...form.text("contact.phone")} />
      <RepeatableList
        {...form.list("links")}
        newItem={() => ({ url: "" })}
        addLabel="Add a link"
        removeLabel={(row) => `Remove link ${row}`}
      >
        {(item) => <TextField {...form.text(`${item.path}.url`)} />}
      </RepeatableList>
      <RadioGroup
        {...form.radio("colour")}
        options={[
          { value: "red", label: "Red" },
          { value: "green", label: "Green" },
        ]}
      />
      <CheckboxGroup
        {...form.checkboxes("tags")}
        options={[
          { value: "news", label: "News" },
          { value: "events", label: "Events" },
        ]}
      />
      {form.summary && <ErrorSummary {...form.summary} />}
      <output id="state">{`${form.dirty ? "dirty" : "clean"} ${JSON.stringify(form.values)}`}</output>
      <button type="submit">Save</button>
      <button type="button" onClick={() => form.reset()}>
        Reset
      </button>
    </form>
  );
}

let view: Rendered | undefined;
afterEach(() => view?.unmount());

const show = (props: ExampleProps = {}) => {
  view = render(<Example {...props} />);
  return view;
};
const input = (id: string) => document.getElementById(`ex-${id}`) as HTMLInputElement;
const errorOf = (id: string) => document.getElementById(`ex-${id}-error`)?.textContent;
/** Leaves a field as a browser does: `blur` (Preact's onBlur), then `focusout` (React's). */
const leave = (control: HTMLElement, relatedTarget: HTMLElement | null = null) => {
  act(() => {
    control.dispatchEvent(new FocusEvent("blur", { relatedTarget }));
    control.dispatchEvent(new FocusEvent("focusout", { bubbles: true, relatedTarget }));
  });
};
const button = (name: string) => buttonNamed(view!.container, name);
const summaryLinks = () =>
  Array.from(document.querySelectorAll('[role="alert"] a'), (link) => link.textContent);
const state = () => document.getElementById("state")!.textContent ?? "";
const valid = () => {
  fillIn(input("name"), "Ada");
  fillIn(input("contact-email"), "ada@example.org");
};

/** A field the body sends as null when it is left blank, which the schema takes. */
function Nullable() {
  const form = useForm({
    id: "nullable",
    initial: { nickname: "" },
    labels: { nickname: msg`Nickname` },
    schema: object({ nickname: nullable(requiredText(20)) }),
    toBody: (values: { nickname: string }) => ({ nickname: values.nickname.trim() || null }),
  });
  return <TextField {...form.text("nickname")} />;
}

describe("useForm over a schema", () => {
  it("does not mark a field required when the body sends its blank as a null the schema takes", () => {
    view = render(<Nullable />);
    const field = document.getElementById("nullable-nickname");
    expect(field).not.toBeNull();
    expect(field?.getAttribute("aria-required")).toBeNull();
  });

  it("marks the fields the schema requires, each labelled once", () => {
    show();
    const required = (id: string) => input(id).getAttribute("aria-required") === "true";
    expect(required("name")).toBe(true);
    expect(required("contact-email")).toBe(true);
    expect(required("age")).toBe(false);
    expect(required("contact-phone")).toBe(false);
    expect(document.querySelector('label[for="ex-contact-email"]')?.textContent).toBe("Email*");
    expect(input("contact-email").name).toBe("contact.email");
  });

  it("checks a field someone typed in when it is left, and again as it is corrected", () => {
    show();
    leave(input("name"));
    expect(errorOf("name")).toBeUndefined();
    fillIn(input("contact-email"), "ada@example");
    // Not while typing: only once the field is left.
    expect(errorOf("contact-email")).toBeUndefined();
    leave(input("contact-email"));
    expect(errorOf("contact-email")).toBe("Enter an email address like name@example.com");
    expect(input("contact-email").getAttribute("aria-invalid")).toBe("true");
    fillIn(input("contact-email"), "ada@example.org");
    expect(errorOf("contact-email")).toBeUndefined();
  });

  it("says nothing when a field is left for the submit button, which checks everything", () => {
    show();
    fillIn(input("contact-email"), "ada@example");
    leave(input("contact-email"), button("Save"));
    // A message now would move the button from under the pointer.
    expect(errorOf("contact-email")).toBeUndefined();
    leave(input("contact-email"), button("Reset"));
    expect(errorOf("contact-email")).toBe("Enter an email address like name@example.com");
  });

  it("words limits with the schema's numbers", async () => {
    show();
    fillIn(input("name"), "x".repeat(21));
    fillIn(input("age"), "17");
    fillIn(input("contact-phone"), "12");
    await press(button("Save"));
    expect(errorOf("name")).toBe("Please use at most 20 characters");
    expect(errorOf("age")).toBe("Must be at least 18");
    expect(errorOf("contact-phone")).toBe(
      "Enter a phone number of 6 to 20 digits, like +44 20 7946 0000",
    );
  });

  it("lists every problem on submit in the fields' order, focuses the first, sends nothing", async () => {
    const action = vi.fn();
    show({ action });
    fillIn(input("contact-phone"), "nope");
    await press(button("Save"));
    expect(action).not.toHaveBeenCalled();
    expect(summaryLinks()).toEqual(["Name", "Email", "Phone"]);
    expect(errorOf("name")).toBe("This field is required");
    expect(document.activeElement).toBe(input("name"));
    const link = document.querySelector<HTMLAnchorElement>('[role="alert"] a:nth-of-type(1)')!;
    expect(link.getAttribute("href")).toBe("#ex-name");
  });

  it("sends the body the schema accepted, and counts it as saved", async () => {
    const action = vi.fn();
    show({ action });
    expect(state()).toMatch(/^clean/);
    valid();
    fillIn(input("age"), "40");
    expect(state()).toMatch(/^dirty/);
    await press(button("Save"));
    expect(action).toHaveBeenCalledWith(
      {
        name: "Ada",
        age: 40,
        contact: { email: "ada@example.org" },
        links: [],
        colour: "red",
        tags: [],
      },
      expect.objectContaining({ name: "Ada" }),
    );
    expect(state()).toMatch(/^clean/);
    fillIn(input("name"), "Grace");
    expect(state()).toMatch(/^dirty/);
    act(() => button("Reset").click());
    expect(state()).toMatch(/^clean/);
    expect(input("name").value).toBe("");
  });

  it("keeps a number as typed, and reads an empty one as none", () => {
    show();
    fillIn(input("age"), "18.50");
    expect(input("age").value).toBe("18.50");
    expect(state()).toContain('"age":18.5');
    fillIn(input("age"), "");
    expect(state()).not.toContain('"age"');
  });

  it("binds radio and checkbox groups to their values", () => {
    show();
    act(() => document.querySelector<HTMLInputElement>('input[value="green"]')!.click());
    act(() => document.querySelector<HTMLInputElement>('input[value="events"]')!.click());
    expect(state()).toContain('"colour":"green","tags":["events"]');
  });

  it("puts its own rules (validate) before the schema's, for rules across fields", async () => {
    show({
      validate: (values) => ({
        "contact.phone":
          values.contact.email.endsWith(".org") && !values.contact.phone
            ? msg`A phone number, please`
            : undefined,
      }),
    });
    valid();
    expect(input("contact-phone").getAttribute("aria-required")).toBe("true");
    await press(button("Save"));
    expect(errorOf("contact-phone")).toBe("A phone number, please");
  });
});

describe("useForm's lists", () => {
  it("gives each row's fields their own id, label and error, and moves them up on removal", async () => {
    show();
    act(() => button("Add a link").click());
    act(() => button("Add a link").click());
    act(() => button("Add a link").click());
    expect(document.activeElement).toBe(input("links-2-url"));
    fillIn(input("links-1-url"), "https://example.org/b");
    fillIn(input("links-2-url"), "bad");
    await press(button("Save"));
    expect(summaryLinks()).toEqual([
      "Name",
      "Email",
      "Links",
      "Address of link 1",
      "Address of link 3",
    ]);
    expect(errorOf("links")).toBe("Please keep at most 2 entries");
    expect(document.querySelector('label[for="ex-links-2-url"]')?.textContent).toBe(
      "Address of link 3*",
    );

    act(() =>
      view!.container.querySelector<HTMLButtonElement>('[aria-label="Remove link 1"]')!.click(),
    );
    expect(input("links-0-url").value).toBe("https://example.org/b");
    expect(errorOf("links-0-url")).toBeUndefined();
    expect(input("links-1-url").value).toBe("bad");
    expect(errorOf("links-1-url")).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    // Two rows are allowed: that problem is settled.
    expect(errorOf("links")).toBeUndefined();
    expect(input("links-2-url")).toBeNull();
    expect(document.activeElement).toBe(input("links-0-url"));
  });

  it("keeps a row's input when a row above it goes", () => {
    show({ start: { ...initial, links: [{ url: "https://a.org" }, { url: "https://b.org" }] } });
    const second = input("links-1-url");
    act(() =>
      view!.container.querySelector<HTMLButtonElement>('[aria-label="Remove link 1"]')!.click(),
    );
    // The same element, now the first row's.
    expect(input("links-0-url")).toBe(second);
    expect(second.value).toBe("https://b.org");
    act(() =>
      view!.container.querySelector<HTMLButtonElement>('[aria-label="Remove link 1"]')!.click(),
    );
    expect(document.activeElement).toBe(button("Add a link"));
  });
});

describe("useForm and the server's answer", () => {
  const refusal = (errors: unknown[]) => new ApiError(400, { httpCode: 400, errors });

  it("shows a 400's validation errors next to their fields, nested or dotted", async () => {
    show({
      start: { ...initial, links: [{ url: "https://a.org" }] },
      action: () => {
        throw refusal([
          {
            property: "contact",
            children: [{ property: "email", constraints: { email: "Invalid email address" } }],
          },
          { property: "body.name", constraints: { maxLength: "Must be at most 3 characters" } },
          { property: "links.0.url", constraints: { isUrl: "no" } },
        ]);
      },
    });
    valid();
    await press(button("Save"));
    expect(errorOf("contact-email")).toBe("Enter an email address like name@example.com");
    expect(errorOf("name")).toBe("Please use at most 3 characters");
    expect(errorOf("links-0-url")).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    expect(summaryLinks()).toEqual(["Name", "Email", "Address of link 1"]);
    expect(document.activeElement).toBe(input("name"));
    expect(document.querySelector('[role="alert"] p')?.textContent).not.toContain("Oops");
    // Still unsaved.
    expect(state()).toMatch(/^dirty/);
  });

  it("says above the button what no field of the form holds", async () => {
    show({
      action: () => {
        throw refusal([{ property: "resetUrl", constraints: { isUrl: "Must be a path" } }]);
      },
    });
    valid();
    await press(button("Save"));
    expect(document.querySelector('[role="alert"] p')?.textContent).toBe(
      "Please enter a web address starting with http:// or https://",
    );
    expect(summaryLinks()).toEqual([]);
  });

  it("lets explain place a coded error, and falls back to the shared messages", async () => {
    let error: unknown = new ApiError(400, { httpCode: 400, code: "duplicate-email" });
    show({
      action: () => {
        throw error;
      },
      explain: (failure) =>
        failure instanceof ApiError && failure.code === "duplicate-email"
          ? { field: "contact.email" }
          : undefined,
    });
    valid();
    await press(button("Save"));
    expect(errorOf("contact-email")).toBe("Email address already exists");
    expect(document.activeElement).toBe(input("contact-email"));

    error = new ApiError(400, { httpCode: 400, code: "something-new" });
    await press(button("Save"));
    await settle();
    expect(document.querySelector('[role="alert"] p')?.textContent).toBe(
      "Oops, something went wrong! Contact support if this happens again.",
    );
  });
});
