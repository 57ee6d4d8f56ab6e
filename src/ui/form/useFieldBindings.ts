import { useRef, useState, type FocusEvent } from "react";
import type { FieldBase, FormState } from "./formTypes";
import { keysOf, withRowAdded, withRowRemoved, type RowKeys } from "./listKeys";
import { valueAt, withoutItem } from "./paths";

/** A number input's text and the value it gave, so "1.50" stays as typed. */
interface NumberText {
  text: string;
  value: number | undefined;
}

/** What binding the fields needs of a form's state. */
interface FormFields<V> {
  /** This render's values. */
  values: V;
  /** The values as the last change left them, for event handlers. */
  latestValues(): V;
  base(path: string): FieldBase;
  set(path: string, value: unknown): void;
  leave(path: string, event?: FocusEvent): void;
  removeRow(path: string, index: number): void;
}

type Bindings<V> = Pick<
  FormState<V, unknown>,
  "text" | "select" | "number" | "checkbox" | "radio" | "checkboxes" | "field" | "list"
>;

function parseNumber(input: HTMLInputElement): number | undefined {
  // Text a number input cannot read ("1e") gives "" but is not nothing.
  if (input.validity?.badInput) return Number.NaN;
  return input.value.trim() === "" ? undefined : Number(input.value);
}

/**
 * The props each kind of control gets for the field at a path, with what they keep beside the
 * values: the text of number inputs and the keys of list rows.
 */
export function useFieldBindings<V>({
  values,
  latestValues,
  base,
  set,
  leave,
  removeRow,
}: FormFields<V>) {
  const [numberTexts, setNumberTexts] = useState<Readonly<Record<string, NumberText>>>({});
  const [rowKeys, setRowKeys] = useState<RowKeys>({});
  const newRows = useRef(0);
  const bindings: Bindings<V> = {
    text: (path) => ({
      ...base(path),
      value: (valueAt(values, path) as string | undefined) ?? "",
      onChange: (event) => set(path, event.target.value),
      onBlur: (event) => leave(path, event),
    }),
    select: (path) => bindings.text(path),
    number: (path) => {
      const value = valueAt(values, path) as number | undefined;
      const typed = numberTexts[path];
      return {
        ...base(path),
        type: "number",
        value:
          typed && Object.is(typed.value, value)
            ? typed.text
            : value === undefined
              ? ""
              : `${value}`,
        onChange: (event) => {
          const parsed = parseNumber(event.target);
          const text = event.target.value;
          setNumberTexts((current) => ({ ...current, [path]: { text, value: parsed } }));
          set(path, parsed);
        },
        onBlur: (event) => leave(path, event),
      };
    },
    checkbox: (path) => ({
      ...base(path),
      checked: Boolean(valueAt(values, path)),
      onChange: (event) => set(path, event.target.checked),
    }),
    radio: (path) => ({
      ...base(path),
      value: valueAt(values, path) as string | undefined,
      onChange: (value) => set(path, value),
    }),
    checkboxes: (path) => ({
      ...base(path),
      values: (valueAt(values, path) as readonly string[] | undefined) ?? [],
      onChange: (next) => set(path, next),
    }),
    field: (path) => ({
      ...base(path),
      value: valueAt(values, path) as never,
      onChange: (value) => set(path, value),
      onBlur: (event) => leave(path, event),
    }),
    list: (path) => {
      const items = (valueAt(values, path) as readonly unknown[] | undefined) ?? [];
      const itemKeys = keysOf(rowKeys, path, items.length);
      const { id, label, error, required } = base(path);
      return {
        id,
        label,
        error,
        required,
        items: items.map((_, index) => ({
          key: itemKeys[index]!,
          index,
          path: `${path}.${index}` as `${typeof path}.${number}`,
        })),
        add: (item) => {
          const current = (valueAt(latestValues(), path) as readonly unknown[]) ?? [];
          newRows.current += 1;
          const key = `new-${newRows.current}`;
          setRowKeys((stored) => withRowAdded(stored, path, current.length, key));
          set(path, [...current, item]);
        },
        remove: (index) => removeRow(path, index),
      };
    },
  };
  return {
    bindings,
    /** Row `index` of the list at `path`, of `length` rows, is removed. */
    rowRemoved(path: string, length: number, index: number) {
      setNumberTexts((current) => withoutItem(current, path, index));
      setRowKeys((current) => withRowRemoved(current, path, length, index));
    },
    clear() {
      setNumberTexts({});
      setRowKeys({});
    },
  };
}
