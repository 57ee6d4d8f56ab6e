import type { FormComponent } from "../../forms/schema";

// form.io's builder writes every setting its own renderer has (`tableView`, `inputMask`,
// `labelPosition`…), and an address's manual-entry fields. Ours honours far fewer: a component
// the builder has touched keeps the settings our renderer reads, plus whatever it held before
// that we do not know of (so other tools' settings survive an edit), and nothing else.

type Json = Record<string, unknown>;

const INPUT_KEYS = [
  "key",
  "type",
  "label",
  "description",
  "placeholder",
  "input",
  "adminOnly",
  "hidden",
  "multiple",
  "defaultValue",
  "validate",
];
const VALIDATE_KEYS = [
  "required",
  "pattern",
  "customMessage",
  "minLength",
  "maxLength",
  "minWords",
  "maxWords",
  "min",
  "max",
  "minDate",
  "maxDate",
];
const OPTION_KEYS = ["label", "value", "nextSlideId"];

/** The settings of each type that our renderer reads, and so the builder may set. */
const KEYS_BY_TYPE: Record<string, string[]> = {
  radio: [...INPUT_KEYS, "values"],
  selectboxes: [...INPUT_KEYS, "values"],
  select: [...INPUT_KEYS, "data"],
  datetime: [...INPUT_KEYS, "enableTime", "datePicker"],
  content: ["key", "type", "html", "hidden", "adminOnly"],
  panel: ["key", "type", "title", "hidden", "adminOnly", "components"],
  well: ["key", "type", "hidden", "adminOnly", "components"],
  tabs: ["key", "type", "hidden", "adminOnly", "components"],
};

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function pick(source: Json, keys: readonly string[]): Json {
  return Object.fromEntries(keys.filter((key) => key in source).map((key) => [key, source[key]]));
}

function cleanOption(option: unknown): unknown {
  if (!isObject(option)) return option;
  const kept = pick(option, OPTION_KEYS);
  // An option that leads nowhere in particular says nothing about it.
  if (!kept.nextSlideId) delete kept.nextSlideId;
  return kept;
}

/** Every component with a key, containers' contents and tabs' included. */
function byKey(components: readonly unknown[], found = new Map<string, Json>()): Map<string, Json> {
  for (const component of components) {
    if (!isObject(component)) continue;
    if (typeof component.key === "string" && typeof component.type === "string") {
      found.set(`${component.type}:${component.key}`, component);
    }
    if (Array.isArray(component.components)) byKey(component.components, found);
  }
  return found;
}

function cleanOne(output: Json, previous: Map<string, Json>): Json {
  const type = String(output.type);
  const keys = KEYS_BY_TYPE[type] ?? INPUT_KEYS;
  const before = previous.get(`${type}:${String(output.key)}`) ?? {};
  const kept: Json = Object.fromEntries(
    Object.entries(before).filter(([key]) => !keys.includes(key)),
  );
  Object.assign(kept, pick(output, keys));
  if (isObject(kept.validate)) {
    const validate = pick(kept.validate, VALIDATE_KEYS);
    if (Object.keys(validate).length > 0) kept.validate = validate;
    else delete kept.validate;
  }
  if (Array.isArray(kept.values)) kept.values = kept.values.map(cleanOption);
  if (type === "select" && isObject(kept.data)) {
    const values = Array.isArray(kept.data.values) ? kept.data.values.map(cleanOption) : [];
    kept.data = { values };
  }
  if (Array.isArray(kept.components)) {
    kept.components =
      type === "tabs"
        ? kept.components.map((tab) =>
            isObject(tab)
              ? {
                  ...pick(tab, ["key", "label"]),
                  components: cleanList(
                    Array.isArray(tab.components) ? tab.components : [],
                    previous,
                  ),
                }
              : tab,
          )
        : cleanList(kept.components, previous);
  }
  return kept;
}

function cleanList(output: readonly unknown[], previous: Map<string, Json>): Json[] {
  return output.filter(isObject).map((component) => cleanOne(component, previous));
}

/**
 * A slide's components as form.io's builder gives them after an edit, trimmed to what our
 * renderer honours; each keeps the settings its earlier self (same type and key, from
 * `previous`) had beyond those.
 */
export function cleanBuilderComponents(
  output: readonly unknown[],
  previous: readonly FormComponent[],
): FormComponent[] {
  return cleanList(output, byKey(previous)) as unknown as FormComponent[];
}
