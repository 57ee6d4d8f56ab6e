import {
  array,
  boolean,
  enums,
  literal,
  nullable,
  number,
  optional,
  record,
  string,
  type,
  unknown,
  type Infer,
  type Struct,
} from "superstruct";
import { named } from "../validation/named";
import { union } from "../validation/union";
import {
  CHOICE_TYPES,
  COMPONENT_TYPES,
  SIMPLE_INPUT_TYPES,
  type ComponentType,
} from "./component-types";

// The callout form schema: form.io's JSON, as the predecessor's builder saves it, split into
// slides. Every struct here is a superstruct `type`, which lets unknown properties through:
// form.io writes many settings we do not use, and they must survive a round trip.

/**
 * A limit such as `minLength`. The form builder saves an unset limit as `""` or `null`, and
 * sometimes a number as a string; `limitOf` reads all of them.
 */
const limit = () => optional(nullable(union([number(), string()])));
const text = () => optional(nullable(string()));

export const ComponentValidationStruct = type({
  required: optional(nullable(boolean())),
  /** A regular expression the whole answer must match (form.io anchors it). */
  pattern: text(),
  /** The admin's own message for a failed `pattern`. */
  customMessage: text(),
  minLength: limit(),
  maxLength: limit(),
  minWords: limit(),
  maxWords: limit(),
  min: limit(),
  max: limit(),
  /** An ISO date or a relative expression such as `$now(d:-1)`. */
  minDate: text(),
  maxDate: text(),
});

const base = {
  id: optional(string()),
  key: string(),
  label: text(),
  description: text(),
  placeholder: text(),
  input: optional(boolean()),
  /** Filled in by admins only: readers neither see nor answer it. */
  adminOnly: optional(nullable(boolean())),
  /** Not shown; its default value is still submitted, as form.io does. */
  hidden: optional(nullable(boolean())),
  multiple: optional(nullable(boolean())),
  defaultValue: optional(unknown()),
  validate: optional(ComponentValidationStruct),
};

export const SimpleInputStruct = type({ ...base, type: enums(SIMPLE_INPUT_TYPES) });

export const ChoiceOptionStruct = type({
  label: string(),
  value: string(),
  /** Branching: choosing this option leads to that slide. */
  nextSlideId: text(),
});

/** Radio buttons and select boxes: options in `values`. */
export const ChoiceStruct = type({
  ...base,
  type: enums(CHOICE_TYPES),
  values: optional(array(ChoiceOptionStruct)),
});

/** A drop-down: options in `data.values`, as form.io stores them. */
export const SelectStruct = type({
  ...base,
  type: literal("select"),
  data: optional(type({ values: optional(array(ChoiceOptionStruct)) })),
});

export const DateTimeStruct = type({
  ...base,
  type: literal("datetime"),
  /** False for a date without a time. */
  enableTime: optional(nullable(boolean())),
  /** Where form.io's builder keeps the date limits; `validate.minDate` wins. */
  datePicker: optional(nullable(type({ minDate: text(), maxDate: text() }))),
});

export const ContentStruct = type({
  id: optional(string()),
  key: optional(string()),
  type: literal("content"),
  html: text(),
  hidden: optional(nullable(boolean())),
  adminOnly: optional(nullable(boolean())),
  input: optional(boolean()),
});

const containerBase = {
  id: optional(string()),
  key: optional(string()),
  title: text(),
  label: text(),
  hidden: optional(nullable(boolean())),
  adminOnly: optional(nullable(boolean())),
};
const PanelBase = type({ ...containerBase, type: enums(["panel", "well"] as const) });
const TabsBase = type({ ...containerBase, type: literal("tabs") });
const TabBase = type({ key: optional(string()), label: text() });

export type SimpleInputComponent = Infer<typeof SimpleInputStruct>;
export type ChoiceComponent = Infer<typeof ChoiceStruct>;
export type SelectComponent = Infer<typeof SelectStruct>;
export type DateTimeComponent = Infer<typeof DateTimeStruct>;
export type ContentComponent = Infer<typeof ContentStruct>;
export type ChoiceOption = Infer<typeof ChoiceOptionStruct>;
export type InputComponent =
  SimpleInputComponent | ChoiceComponent | SelectComponent | DateTimeComponent;

// Containers hold components, so their types refer to themselves: TypeScript cannot infer a
// recursive struct, so these three lines add `components` to the inferred base types.
export type PanelComponent = Infer<typeof PanelBase> & { components: FormComponent[] };
/** One tab of a `tabs` container: form.io's tabs have no `type`. */
export type Tab = Infer<typeof TabBase> & { components: FormComponent[] };
export type TabsComponent = Infer<typeof TabsBase> & { components: Tab[] };
export type ContainerComponent = PanelComponent | TabsComponent;
export type FormComponent = InputComponent | ContentComponent | ContainerComponent;

const components = () => array(FormComponentStruct);
/** Any component of SPEC section 3, chosen by its `type`. */
export const FormComponentStruct: Struct<FormComponent, unknown> = named(
  "FormComponent",
  () => [
    SimpleInputStruct,
    ChoiceStruct,
    SelectStruct,
    DateTimeStruct,
    ContentStruct,
    PanelStruct,
    TabsStruct,
  ],
  (value) => {
    const name = (value as { type?: unknown } | null)?.type;
    return typeof name === "string" && Object.hasOwn(structByType, name)
      ? structByType[name as ComponentType]
      : (KnownType as unknown as Struct<FormComponent, unknown>);
  },
  [
    "An input",
    "A choice (radio buttons or checkboxes)",
    "A drop-down list",
    "A date and time",
    "Text between questions",
    "A panel or well of components",
    "Tabs of components",
  ],
);

// Annotated with the recursive types above, which the structs check exactly.
const PanelStruct: Struct<PanelComponent> = type({ ...PanelBase.schema, components: components() });
const TabStruct: Struct<Tab> = type({ ...TabBase.schema, components: components() });
const TabsStruct: Struct<TabsComponent> = type({
  ...TabsBase.schema,
  components: array(TabStruct),
});

const structByType: Record<ComponentType, Struct<FormComponent, unknown>> = {
  ...Object.fromEntries(SIMPLE_INPUT_TYPES.map((name) => [name, SimpleInputStruct])),
  radio: ChoiceStruct,
  selectboxes: ChoiceStruct,
  select: SelectStruct,
  datetime: DateTimeStruct,
  content: ContentStruct,
  panel: PanelStruct,
  well: PanelStruct,
  tabs: TabsStruct,
} as Record<ComponentType, Struct<FormComponent, unknown>>;

/** Checks for the type first, so an unknown type says so instead of listing every mismatch. */
const KnownType = type({ type: enums(COMPONENT_TYPES) });

/**
 * A slide's navigation. In a callout as readers get it the button texts come from the
 * reader's language; in a callout as admins save it only `nextSlideId` is kept (texts live in
 * the variants). Empty texts mean the default ("Back", "Next", "Submit").
 */
export const SlideNavigationStruct = type({
  nextSlideId: text(),
  prevText: text(),
  nextText: text(),
  submitText: text(),
});

export const SlideStruct = type({
  id: string(),
  title: text(),
  components: array(FormComponentStruct),
  navigation: optional(SlideNavigationStruct),
});

/** A callout's `formSchema`: slides, and the texts of the requested language when read. */
export const FormSchemaStruct = type({
  slides: array(SlideStruct),
  /** Source text → translated text, for labels, descriptions, options and content. */
  componentText: optional(record(string(), string())),
});

export type SlideNavigation = Infer<typeof SlideNavigationStruct>;
export type Slide = Infer<typeof SlideStruct>;
export type FormSchema = Infer<typeof FormSchemaStruct>;

/** A number from a limit as the builder saves it; unset, blank and non-numbers are undefined. */
export function limitOf(value: number | string | null | undefined): number | undefined {
  if (value === null || value === undefined || value === "") return undefined;
  const number = typeof value === "number" ? value : Number(value);
  return Number.isFinite(number) ? number : undefined;
}
