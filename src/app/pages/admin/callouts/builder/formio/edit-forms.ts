// The forms form.io's builder shows to edit a component, in its own JSON, trimmed to what our
// renderer honours (src/core/forms: label, description, placeholder, required and the rules of
// SPEC section 5, options with the slide each leads to, several answers, staff-only): none of
// form.io's code, logic, layout or data tabs, so nothing asks its CDN for a code editor.

type Json = Record<string, unknown>;

/** The edit forms' words, already translated. */
export interface EditFormLabels {
  question: string;
  advanced: string;
  label: string;
  description: string;
  placeholder: string;
  required: string;
  multiple: string;
  adminOnly: string;
  adminOnlyHint: string;
  key: string;
  keyHint: string;
  keyPattern: string;
  minLength: string;
  maxLength: string;
  minWords: string;
  maxWords: string;
  pattern: string;
  patternHint: string;
  customMessage: string;
  min: string;
  max: string;
  enableTime: string;
  minDate: string;
  maxDate: string;
  dateHint: string;
  options: string;
  optionLabel: string;
  optionValue: string;
  showOptionValues: string;
  showOptionValuesHint: string;
  addOption: string;
  nextSlide: string;
  nextSlideDefault: string;
  content: string;
  contentHint: string;
  panelTitle: string;
  tabs: string;
  tabLabel: string;
  addTab: string;
}

/** A later slide a choice may lead to. */
export interface SlideChoice {
  value: string;
  label: string;
}

export interface EditFormContext {
  labels: EditFormLabels;
  /** The slides an option of the slide being edited may lead to. */
  laterSlides(): SlideChoice[];
}

const KEY_PATTERN = "^[A-Za-z0-9_.-]{1,100}$";

const textField = (key: string, label: string, extra: Json = {}): Json => ({
  type: "textfield",
  key,
  label,
  input: true,
  ...extra,
});
const textArea = (key: string, label: string, extra: Json = {}): Json => ({
  type: "textarea",
  key,
  label,
  input: true,
  rows: 2,
  ...extra,
});
const checkbox = (key: string, label: string, extra: Json = {}): Json => ({
  type: "checkbox",
  key,
  label,
  input: true,
  ...extra,
});
const numberField = (key: string, label: string): Json => ({
  type: "number",
  key,
  label,
  input: true,
  validate: { min: 0 },
});

/** Two fields side by side. */
const pair = (left: Json, right: Json): Json => ({
  type: "columns",
  key: `${String(left.key)}-columns`,
  input: false,
  columns: [
    { width: 6, components: [left] },
    { width: 6, components: [right] },
  ],
});

const TEXT_TYPES = ["textfield", "textarea", "email", "url", "phoneNumber"];
const PLACEHOLDER_TYPES = [...TEXT_TYPES, "number", "currency", "select", "address"];
const MULTIPLE_TYPES = [
  ...TEXT_TYPES,
  "number",
  "currency",
  "datetime",
  "time",
  "address",
  "file",
  "select",
];

/**
 * The edit form's own switch (not a setting of the component: cleanBuilderComponents drops it)
 * that shows the options' stored values, which most newsrooms never need to see.
 */
export const SHOW_OPTION_VALUES = "agoraShowOptionValues";

/**
 * A column of a list of rows (options, tabs): form.io draws no label in a row's cells (the
 * column's header says it) and points the field at that missing label, so the field is named
 * by its own aria-label.
 */
const column = (field: Json): Json => ({
  ...field,
  attributes: { "aria-label": String(field.label) },
});

function optionsGrid(key: string, { labels, laterSlides }: EditFormContext, branching: boolean) {
  const columns: Json[] = [
    textField("label", labels.optionLabel, { validate: { required: true } }),
    textField("value", labels.optionValue, {
      validate: { required: true },
      // form.io fills it from the label as the label is typed, shown or not.
      calculateValue: { _camelCase: [{ var: "row.label" }] },
      allowCalculateOverride: true,
      conditional: { show: true, when: SHOW_OPTION_VALUES, eq: "true" },
      clearOnHide: false,
    }),
  ];
  if (branching) {
    columns.push({
      type: "select",
      key: "nextSlideId",
      label: labels.nextSlide,
      input: true,
      widget: "html5",
      placeholder: labels.nextSlideDefault,
      dataSrc: "values",
      data: { values: laterSlides() },
    });
  }
  return {
    type: "datagrid",
    key,
    label: labels.options,
    input: true,
    reorder: true,
    addAnother: labels.addOption,
    validate: { required: true, minLength: 1 },
    components: columns.map(column),
  };
}

function questionFields(type: string, context: EditFormContext): Json[] {
  const { labels } = context;
  const fields: Json[] = [
    textField("label", labels.label, { validate: { required: true } }),
    textArea("description", labels.description),
  ];
  if (PLACEHOLDER_TYPES.includes(type)) fields.push(textField("placeholder", labels.placeholder));
  const showValues = checkbox(SHOW_OPTION_VALUES, labels.showOptionValues, {
    description: labels.showOptionValuesHint,
  });
  if (type === "radio" || type === "selectboxes") {
    fields.push(optionsGrid("values", context, type === "radio"), showValues);
  }
  if (type === "select") fields.push(optionsGrid("data.values", context, true), showValues);
  fields.push(checkbox("validate.required", labels.required));
  if (type === "textfield" || type === "textarea") {
    fields.push(
      pair(
        numberField("validate.minLength", labels.minLength),
        numberField("validate.maxLength", labels.maxLength),
      ),
      pair(
        numberField("validate.minWords", labels.minWords),
        numberField("validate.maxWords", labels.maxWords),
      ),
      textField("validate.pattern", labels.pattern, { description: labels.patternHint }),
      textField("validate.customMessage", labels.customMessage),
    );
  }
  if (type === "number" || type === "currency") {
    fields.push(
      pair(
        { type: "number", key: "validate.min", label: labels.min, input: true },
        { type: "number", key: "validate.max", label: labels.max, input: true },
      ),
    );
  }
  if (type === "datetime") {
    fields.push(
      checkbox("enableTime", labels.enableTime, { defaultValue: true }),
      pair(
        textField("validate.minDate", labels.minDate, { description: labels.dateHint }),
        textField("validate.maxDate", labels.maxDate),
      ),
    );
  }
  if (MULTIPLE_TYPES.includes(type)) fields.push(checkbox("multiple", labels.multiple));
  return fields;
}

function advancedFields({ labels }: EditFormContext, withAdminOnly: boolean): Json[] {
  return [
    textField("key", labels.key, {
      description: labels.keyHint,
      validate: { required: true, pattern: KEY_PATTERN, customMessage: labels.keyPattern },
    }),
    ...(withAdminOnly
      ? [checkbox("adminOnly", labels.adminOnly, { description: labels.adminOnlyHint })]
      : []),
  ];
}

/**
 * The edit form's tabs. form.io makes a new component's key from its label only through a
 * field `key` directly inside a `tabs` component keyed `tabs`, so the form keeps that shape.
 */
function tabbed(main: Json[], advanced: Json[], { labels }: EditFormContext): Json {
  return {
    components: [
      {
        type: "tabs",
        key: "tabs",
        input: false,
        components: [
          { key: "display", label: labels.question, components: main },
          { key: "api", label: labels.advanced, components: advanced },
        ],
      },
    ],
  };
}

/** The edit form of a component type of SPEC section 3. */
export function editFormFor(type: string, context: EditFormContext): Json {
  const { labels } = context;
  switch (type) {
    case "content":
      return tabbed(
        [
          textArea("html", labels.content, {
            rows: 8,
            description: labels.contentHint,
            validate: { required: true },
          }),
        ],
        advancedFields(context, true),
        context,
      );
    case "panel":
      return tabbed(
        [textField("title", labels.panelTitle)],
        advancedFields(context, true),
        context,
      );
    case "well":
      return tabbed(
        [checkbox("adminOnly", labels.adminOnly, { description: labels.adminOnlyHint })],
        advancedFields(context, false),
        context,
      );
    case "tabs":
      return tabbed(
        [
          {
            type: "datagrid",
            key: "components",
            label: labels.tabs,
            input: true,
            reorder: true,
            addAnother: labels.addTab,
            components: [
              textField("label", labels.tabLabel, { validate: { required: true } }),
              textField("key", labels.key, {
                validate: {
                  required: true,
                  pattern: KEY_PATTERN,
                  customMessage: labels.keyPattern,
                },
                calculateValue: { _camelCase: [{ var: "row.label" }] },
                allowCalculateOverride: true,
              }),
            ].map(column),
          },
        ],
        advancedFields(context, true),
        context,
      );
    default:
      return tabbed(questionFields(type, context), advancedFields(context, true), context);
  }
}
