import type { MessageDescriptor } from "@lingui/core";
import type { ChangeEvent, FocusEvent, FormEvent } from "react";
import type { Struct } from "superstruct";
import type { ErrorSummaryProps } from "./ErrorSummary";
import type { FieldPath, LabelPath, PathTo, PathValue } from "./paths";

/** A field's label; a list item's may depend on its row number (from 1): "Link 2". */
export type Label = MessageDescriptor | ((row: number) => MessageDescriptor);

/** Labels by path, list indices written `*`: `{ email: …, "links.*.url": (row) => … }`. */
export type FormLabels<V> = { [P in LabelPath<V>]?: Label };

/** A message per field that has a problem, by path. */
export type FormErrors<V> = { [P in FieldPath<V>]?: MessageDescriptor };

/** Why a submit failed: next to one field, or for the whole form. */
export interface SubmitProblem<V> {
  field?: FieldPath<V>;
  message: MessageDescriptor;
}

interface CommonOptions<V> {
  /** Prefix of the field ids, unique on the page: field `email` of form `login` is `login-email`. */
  id: string;
  initial: V;
  /**
   * Each field's label: its control shows it, and the error summary names the field by it.
   * Every field bound to a control needs one.
   */
  labels: FormLabels<NoInfer<V>>;
  /**
   * Rules the schema cannot hold: across fields (a repeated password) or of this form only
   * (a code of 6 digits). They come before the schema's for the same field.
   */
  validate?: (values: V) => FormErrors<V>;
  /**
   * What a failed submit means for this form: the field it concerns (`duplicate-email` belongs
   * to the email field) and a message of its own. Without a field the message is for the whole
   * form; without a message it is `messageForApiError`'s. The server's validation errors need
   * no explaining: they are shown next to their fields.
   */
  explain?: (error: unknown) => Partial<SubmitProblem<V>> | undefined;
}

/**
 * A form that sends a body other than its values: `toBody` makes the body (trimmed, optional
 * parts left out), and `schema`, the struct the server checks that body with, is checked on
 * it. Name the values as the body does: a body's path finds its field by the same path or the
 * end of it (`profile.telephone` is the field `telephone`).
 */
export interface SchemaFormOptions<V, B> extends CommonOptions<V> {
  schema: Struct<B, unknown>;
  toBody: (values: NoInfer<V>) => NoInfer<B>;
}

/** A form whose values are the body itself, checked by `schema` if given. */
export interface PlainFormOptions<V> extends CommonOptions<V> {
  schema?: Struct<NoInfer<V>, unknown>;
  toBody?: undefined;
}

export type UseFormOptions<V, B> = SchemaFormOptions<V, B> | PlainFormOptions<V>;

/** What every bound field gets: its id, name, label, message and whether it is required. */
export interface FieldBase {
  id: string;
  name: string;
  label: string;
  error: string | undefined;
  /** Derived: whether leaving it empty is a problem now (the schema's rules and `validate`). */
  required: boolean;
}

/** For a TextField, TextArea or Select. */
export interface TextBinding extends FieldBase {
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
  onBlur(event?: FocusEvent): void;
}

/** For a TextField of numbers: an empty input is `undefined`. */
export interface NumberBinding extends FieldBase {
  type: "number";
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(event?: FocusEvent): void;
}

export interface CheckboxBinding extends FieldBase {
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
}

/** For a RadioGroup: its id is the first option's. */
export interface RadioBinding extends FieldBase {
  value: string | undefined;
  onChange(value: string): void;
}

/** For a CheckboxGroup. */
export interface CheckboxesBinding extends FieldBase {
  values: readonly string[];
  onChange(values: string[]): void;
}

/** For a control of the page's own, or one with a value of its own kind (DateInput). */
export interface FieldBinding<T> extends FieldBase {
  value: T;
  onChange(value: T): void;
  onBlur(event?: FocusEvent): void;
}

export interface ListItem<P extends string> {
  /** Stable while the row lives, for React's `key`. */
  key: string;
  index: number;
  /** The item's path: `links.2`; its fields' are `${item.path}.url`. */
  path: P;
}

/** For a RepeatableList: its rows, and adding and removing them. */
export interface ListBinding<P extends string, T> {
  id: string;
  label: string;
  error: string | undefined;
  required: boolean;
  items: readonly ListItem<P>[];
  add(item: T): void;
  remove(index: number): void;
}

type ItemOf<L> = L extends readonly (infer Item)[] ? Item : never;

export interface FormState<V, B> {
  values: V;
  /** True while the submit action runs; give it to the submit button's `loading`. */
  busy: boolean;
  /** The values differ from those loaded, last saved or reset to. */
  dirty: boolean;
  /** Props for `ErrorSummary` once a submit failed, else undefined. */
  summary: ErrorSummaryProps | undefined;
  fieldId(path: FieldPath<V>): string;
  set<P extends FieldPath<V>>(path: P, value: PathValue<V, P>): void;
  text(path: PathTo<V, string | undefined>): TextBinding;
  number(path: PathTo<V, number | undefined>): NumberBinding;
  checkbox(path: PathTo<V, boolean>): CheckboxBinding;
  select(path: PathTo<V, string | undefined>): TextBinding;
  radio(path: PathTo<V, string | undefined>): RadioBinding;
  checkboxes(path: PathTo<V, readonly string[]>): CheckboxesBinding;
  field<P extends FieldPath<V>>(path: P): FieldBinding<PathValue<V, P>>;
  list<P extends PathTo<V, readonly unknown[]>>(
    path: P,
  ): ListBinding<`${P}.${number}`, ItemOf<PathValue<V, P>>>;
  /**
   * A submit handler: checks every field, then runs `action` with the body (`toBody` of the
   * values) and explains what went wrong. Once it succeeds the values count as saved.
   */
  handleSubmit(action: (body: B, values: V) => Promise<void> | void): (event: FormEvent) => void;
  /** Shows a problem found outside the rules, and moves focus to its field. */
  showProblem(problem: SubmitProblem<V>): void;
  /** Back to `values` (the initial ones by default), which then count as saved. */
  reset(values?: V): void;
}
