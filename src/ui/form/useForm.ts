import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useLayoutEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { messageForApiError } from "./apiErrorMessage";
import type { ErrorSummaryProps } from "./ErrorSummary";

/** A message per field that has a problem. */
export type FormErrors<V> = Partial<Record<keyof V & string, MessageDescriptor>>;

/** Why a submit failed: next to one field, or for the whole form. */
export interface SubmitProblem<V> {
  field?: keyof V & string;
  message: MessageDescriptor;
}

export interface UseFormOptions<V> {
  /** Prefix of the field ids, unique on the page: field `email` of form `login` is `login-email`. */
  id: string;
  initial: V;
  /** Each field's label: its control shows it, and the error summary names the field by it. */
  labels: Record<keyof V & string, MessageDescriptor>;
  /** Every field's problem for these values; rules across fields see all of them. */
  validate?: (values: V) => FormErrors<V>;
  /**
   * What a failed submit means for this form: the field it concerns (`duplicate-email` belongs
   * to the email field) and a message of its own. Without a field the message is for the whole
   * form; without a message it is `messageForApiError`'s.
   */
  explain?: (error: unknown) => Partial<SubmitProblem<V>> | undefined;
}

type KeysOf<V, T> = { [K in keyof V]: V[K] extends T ? K : never }[keyof V] & string;

export interface FormState<V> {
  values: V;
  /** True while the submit action runs; give it to the submit button's `loading`. */
  busy: boolean;
  /** Props for `ErrorSummary` once a submit failed, else undefined. */
  summary: ErrorSummaryProps | undefined;
  fieldId(field: keyof V & string): string;
  set<K extends keyof V & string>(field: K, value: V[K]): void;
  /** Value, id, label, error and handlers for a TextField, TextArea or Select. */
  text(field: KeysOf<V, string>): {
    id: string;
    name: string;
    label: string;
    value: string;
    error: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void;
    onBlur(): void;
  };
  /** Checked state, id, label, error and handler for a Checkbox. */
  checkbox(field: KeysOf<V, boolean>): {
    id: string;
    name: string;
    label: string;
    checked: boolean;
    error: string | undefined;
    onChange(event: ChangeEvent<HTMLInputElement>): void;
  };
  /** A submit handler: checks every field, then runs `action` and explains what went wrong. */
  handleSubmit(action: (values: V) => Promise<void> | void): (event: FormEvent) => void;
  /** Shows a problem found outside `validate`, and moves focus to its field. */
  showProblem(problem: SubmitProblem<V>): void;
  reset(values?: V): void;
}

/**
 * The state of one validated form: fields someone typed in check themselves when left (passing
 * through an untouched field says nothing), and again as they are corrected; submitting checks
 * them all, lists the problems and moves focus to the first; a failed request shows its message
 * next to the field it concerns or above the submit button.
 */
export function useForm<V extends object>(options: UseFormOptions<V>): FormState<V> {
  const { i18n } = useLingui();
  const [values, setValues] = useState(options.initial);
  const [errors, setErrors] = useState<FormErrors<V>>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [formError, setFormError] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);
  // Event handlers read the latest values and options, not those of the render they came from.
  const latest = useRef({ values, options, busy });
  const edited = useRef(new Set<string>());
  // Focus moves once the error is on screen, so a screen reader reads it with the field.
  const pendingFocus = useRef<string>(undefined);
  useLayoutEffect(() => {
    latest.current = { values, options, busy };
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target) document.getElementById(target)?.focus();
  });

  const fields = Object.keys(options.initial) as (keyof V & string)[];
  const fieldId = (field: keyof V & string) => `${options.id}-${field}`;
  const validate = (next: V): FormErrors<V> => latest.current.options.validate?.(next) ?? {};
  const labelOf = (field: keyof V & string) => i18n._(options.labels[field]);
  const errorOf = (field: keyof V & string) => {
    const error = errors[field];
    return error && i18n._(error);
  };
  const focus = (field: keyof V & string) => {
    pendingFocus.current = fieldId(field);
  };

  const set = <K extends keyof V & string>(field: K, value: V[K]) => {
    const next = { ...latest.current.values, [field]: value };
    latest.current.values = next;
    edited.current.add(field);
    setValues(next);
    // Only problems already shown are checked again while typing, so nobody is told off
    // mid-word; all of them, as fixing one field can settle another (a repeated password).
    setErrors((current) => {
      const found = validate(next);
      const kept: FormErrors<V> = {};
      for (const key of Object.keys(current) as (keyof V & string)[]) {
        if (current[key] && found[key]) kept[key] = found[key];
      }
      return kept;
    });
  };

  const check = (field: keyof V & string) => {
    if (!edited.current.has(field)) return;
    setErrors((current) => ({ ...current, [field]: validate(latest.current.values)[field] }));
  };

  const showProblem = ({ field, message }: SubmitProblem<V>) => {
    if (field) {
      setErrors((current) => ({ ...current, [field]: message }));
      focus(field);
    } else {
      setFormError(message);
    }
  };

  const handleSubmit = (action: (values: V) => Promise<void> | void) => (event: FormEvent) => {
    event.preventDefault();
    if (latest.current.busy) return;
    const current = latest.current.values;
    const found = validate(current);
    const invalid = fields.filter((field) => found[field]);
    setErrors(found);
    setFormError(undefined);
    setSubmitFailed(invalid.length > 0);
    const first = invalid[0];
    if (first) {
      focus(first);
      return;
    }
    latest.current.busy = true;
    setBusy(true);
    void (async () => {
      try {
        await action(current);
      } catch (error) {
        const problem = latest.current.options.explain?.(error);
        const message = problem?.message ?? messageForApiError(error);
        if (message) showProblem({ field: problem?.field, message });
      } finally {
        latest.current.busy = false;
        setBusy(false);
      }
    })();
  };

  const fieldItems = fields.flatMap((field) => {
    const message = submitFailed && errorOf(field);
    return message ? [{ fieldId: fieldId(field), label: labelOf(field), message }] : [];
  });
  const summary: ErrorSummaryProps | undefined = formError
    ? { message: i18n._(formError), errors: fieldItems }
    : fieldItems.length > 0
      ? { errors: fieldItems }
      : undefined;

  return {
    values,
    busy,
    summary,
    fieldId,
    set,
    text: (field) => ({
      id: fieldId(field),
      name: field,
      label: labelOf(field),
      value: values[field] as string,
      error: errorOf(field),
      // `field` only names string fields, so the value fits.
      onChange: (event) => set(field, event.target.value as V[typeof field]),
      onBlur: () => check(field),
    }),
    checkbox: (field) => ({
      id: fieldId(field),
      name: field,
      label: labelOf(field),
      checked: values[field] as boolean,
      error: errorOf(field),
      // `field` only names boolean fields, so the value fits.
      onChange: (event) => set(field, event.target.checked as V[typeof field]),
    }),
    handleSubmit,
    showProblem,
    reset(next = options.initial) {
      latest.current.values = next;
      edited.current.clear();
      setValues(next);
      setErrors({});
      setFormError(undefined);
      setSubmitFailed(false);
    },
  };
}
