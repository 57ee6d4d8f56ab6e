import type { FieldDefinition, FilterTable, Operator } from "@core/rules";

/** How the builder shows a field, besides its definition. Texts are already translated. */
export interface FilterFieldDetails {
  label: string;
  /** Lists the field under this heading in the field menu, e.g. "Contribution". */
  group?: string;
  /** Labels of an enum's or array's options by value; an option without one shows its value. */
  optionLabels?: Readonly<Record<string, string>>;
  /**
   * A date field also asks for a time. The contract compares dates by whole days (1.6), so this
   * only helps where a time says more to people than the day alone.
   */
  withTime?: boolean;
  /**
   * Words of this field's own for some comparisons, where the type's read wrong: a question
   * "was answered" rather than "is not empty".
   */
  operatorLabels?: Readonly<Partial<Record<Operator, string>>>;
}

/**
 * A field the builder offers: the contract's definition (`src/core/rules/fields.ts`: type,
 * nullable, options, operators), its name in rules (`id`) and how to show it.
 */
export type FilterField = FieldDefinition & FilterFieldDetails & { id: string };

/**
 * Fields for the builder from an endpoint's filter table, in the order of `details`: each
 * field of the table that `details` names, with its label (or label and more).
 */
export function describeFields<T extends FilterTable>(
  table: T,
  details: { readonly [K in keyof T & string]?: string | FilterFieldDetails },
): FilterField[] {
  return Object.entries(details).flatMap(([id, detail]) => {
    const definition = Object.hasOwn(table, id) ? table[id] : undefined;
    if (!definition || detail === undefined) return [];
    const shown = typeof detail === "string" ? { label: detail } : detail;
    return [{ ...definition, ...shown, id }];
  });
}

/** The filter table the fields stand for: what the emitted rules validate against. */
export function filterTableOf(fields: readonly FilterField[]): FilterTable {
  return Object.fromEntries(fields.map((field) => [field.id, field]));
}
