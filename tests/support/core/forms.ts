// Forms for tests of the model and the renderer; only test files import this module.
import type { InputType } from "@core/forms/component-types";
import type { FormComponent, FormSchema, InputComponent } from "@core/forms/schema";

/** An input component of a type, with a key and label made from it. */
export function input<T extends InputType>(
  type: T,
  extra: Record<string, unknown> = {},
): InputComponent & { type: T } {
  return { type, key: type, label: `The ${type}`, input: true, ...extra } as InputComponent & {
    type: T;
  };
}

const options = [
  { label: "Red", value: "red" },
  { label: "Green", value: "green" },
];

/** One slide with every component type of SPEC section 3, containers included. */
export const everyComponentForm: FormSchema = {
  slides: [
    {
      id: "all",
      title: "Everything",
      navigation: { nextSlideId: "" },
      components: [
        { type: "content", key: "intro", html: "<p>Tell us <strong>everything</strong>.</p>" },
        input("textfield", { description: "A few words" }),
        input("textarea"),
        input("email"),
        input("url"),
        input("phoneNumber"),
        input("number"),
        input("currency"),
        input("checkbox"),
        input("select", { data: { values: options } }),
        input("radio", { values: options }),
        input("selectboxes", { values: options }),
        input("datetime"),
        input("time"),
        {
          type: "panel",
          key: "panel",
          title: "A panel",
          components: [input("address"), input("file")],
        },
        {
          type: "tabs",
          key: "tabs",
          components: [{ key: "tab1", label: "First tab", components: [input("signature")] }],
        },
        { type: "well", key: "well", components: [] },
      ] satisfies FormComponent[],
    },
  ],
};

/**
 * Four slides: "start" asks whether the reader saw something; "yes" leads to "details", "no"
 * to "end"; "details" leads to "end" by its navigation, so "more" is on no path.
 */
export const branchingForm: FormSchema = {
  slides: [
    {
      id: "start",
      title: "Did you see it?",
      navigation: { nextSlideId: "", nextText: "Continue" },
      components: [
        input("radio", {
          key: "saw",
          label: "Did you see it?",
          validate: { required: true },
          values: [
            { label: "Yes", value: "yes", nextSlideId: "details" },
            { label: "No", value: "no", nextSlideId: "end" },
          ],
        }),
      ],
    },
    {
      id: "details",
      title: "What did you see?",
      navigation: { nextSlideId: "end", prevText: "Previous" },
      components: [
        input("textarea", { key: "what", label: "What?", validate: { required: true } }),
      ],
    },
    {
      id: "more",
      title: "Anything else?",
      navigation: { nextSlideId: "" },
      components: [input("textfield", { key: "more", label: "More" })],
    },
    {
      id: "end",
      title: "About you",
      navigation: { nextSlideId: "", submitText: "Send" },
      components: [input("textfield", { key: "name", label: "Your name" })],
    },
  ],
};
