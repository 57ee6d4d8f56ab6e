// The component types of SPEC section 3, apart from the schema so the renderer can use them
// without loading the structs.

/** Input types whose answer is one value (or a list of them, with `multiple`). */
export const SIMPLE_INPUT_TYPES = [
  "address",
  "checkbox",
  "currency",
  "email",
  "file",
  "number",
  "phoneNumber",
  "signature",
  "textarea",
  "textfield",
  "time",
  "url",
] as const;
export const CHOICE_TYPES = ["radio", "selectboxes"] as const;
export const INPUT_TYPES = [...SIMPLE_INPUT_TYPES, ...CHOICE_TYPES, "datetime", "select"] as const;
export const CONTAINER_TYPES = ["panel", "tabs", "well"] as const;
/** Every component type of SPEC section 3. */
export const COMPONENT_TYPES = [...INPUT_TYPES, "content", ...CONTAINER_TYPES] as const;

export type InputType = (typeof INPUT_TYPES)[number];
export type ComponentType = (typeof COMPONENT_TYPES)[number];
