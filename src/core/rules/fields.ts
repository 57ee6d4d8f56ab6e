import { OPERATORS_BY_TYPE, type FieldType, type Operator } from "./operators";

interface FieldBase {
  /** The field may hold nothing: it also takes `is_empty` and `is_not_empty`. */
  nullable?: boolean;
  /** Narrows the type's operators, e.g. a derived status that only answers `equal`. */
  operators?: readonly Operator[];
}

/** A field a list endpoint can be filtered on (contract 1.6). Tables of them are plain data. */
export type FieldDefinition =
  | (FieldBase & { type: Exclude<FieldType, "enum" | "array"> })
  /** Values must be one of the options. */
  | (FieldBase & { type: "enum"; options: readonly string[] })
  /** With options, values must be one of them; without, any text. */
  | (FieldBase & { type: "array"; options?: readonly string[] });

/** An endpoint's filter fields by name. */
export type FilterTable = Readonly<Record<string, FieldDefinition>>;

/** The operators a field takes. */
export function operatorsFor(field: FieldDefinition): Operator[] {
  const operators = new Set<Operator>(OPERATORS_BY_TYPE[field.type]);
  if (field.nullable) {
    operators.add("is_empty");
    operators.add("is_not_empty");
  }
  const allowed = field.operators;
  return [...operators].filter((operator) => !allowed || allowed.includes(operator));
}

/** The field of a table by name; names like `__proto__` or `toString` are not fields. */
export function findField(table: FilterTable, name: string): FieldDefinition | undefined {
  return Object.hasOwn(table, name) ? table[name] : undefined;
}
