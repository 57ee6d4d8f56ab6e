import { array, enums, integer, literal, object, optional, string, type Infer } from "superstruct";
import { requiredText } from "@core/contacts";
import { email, maxLength, maximum, minimum, url } from "@core/validation";

// The example form's body, as a staff screen's schema in src/core would be: the form derives
// its required fields, limits and messages from it.

export const STORY_MAX_LENGTH = 500;
export const MAX_LINKS = 3;
export const FREQUENCIES = ["weekly", "monthly"] as const;
export const CONTACT_METHODS = ["email", "phone", "post"] as const;
export const TOPICS = ["local", "climate", "housing"] as const;

export const ExampleBody = object({
  email: email(),
  name: optional(maxLength(string(), 100)),
  story: maxLength(string(), STORY_MAX_LENGTH),
  age: optional(maximum(minimum(integer(), 16), 120)),
  frequency: optional(enums(FREQUENCIES)),
  contactBy: enums(CONTACT_METHODS),
  topics: array(enums(TOPICS)),
  organisation: object({ name: requiredText(100), website: optional(url()) }),
  links: maxLength(array(object({ text: requiredText(50), url: url() })), MAX_LINKS),
  agree: literal(true),
});
export type ExampleBody = Infer<typeof ExampleBody>;

export interface ExampleValues {
  email: string;
  name: string;
  story: string;
  age: number | undefined;
  frequency: (typeof FREQUENCIES)[number] | "";
  contactBy: (typeof CONTACT_METHODS)[number];
  topics: (typeof TOPICS)[number][];
  organisation: { name: string; website: string };
  links: { text: string; url: string }[];
  agree: boolean;
}

export const EMPTY_VALUES: ExampleValues = {
  email: "",
  name: "",
  story: "",
  age: undefined,
  frequency: "",
  contactBy: "email",
  topics: [],
  organisation: { name: "", website: "" },
  links: [],
  agree: false,
};

/** What the example would send: trimmed, with the optional fields left empty left out. */
export function exampleBody(values: ExampleValues): ExampleBody {
  const name = values.name.trim();
  const website = values.organisation.website.trim();
  return {
    email: values.email.trim(),
    ...(name ? { name } : {}),
    story: values.story,
    ...(values.age === undefined ? {} : { age: values.age }),
    ...(values.frequency ? { frequency: values.frequency } : {}),
    contactBy: values.contactBy,
    topics: values.topics,
    organisation: { name: values.organisation.name.trim(), ...(website ? { website } : {}) },
    links: values.links.map((link) => ({ text: link.text.trim(), url: link.url.trim() })),
    // The schema refuses anything but a tick before anything is sent.
    agree: values.agree as true,
  };
}
