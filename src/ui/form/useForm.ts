import type { MessageDescriptor } from "@lingui/core";
import { useLingui } from "@lingui/react";
import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from "react";
import type { Struct } from "superstruct";
import { ApiError } from "@core/api/api-error";
import { schemaProblems, schemaRequires, serverProblems } from "@core/validation/schema-problems";
import { refusalOf, messageForRefusal } from "./refusals";
import type { ErrorSummaryProps } from "./ErrorSummary";
import { focusField } from "./focus-field";
import type {
  FieldBase,
  FormState,
  PlainFormOptions,
  SchemaFormOptions,
  SubmitProblem,
  UseFormOptions,
} from "./formTypes";
import { keysOf, withRowAdded, withRowRemoved, type RowKeys } from "./listKeys";
import { allPaths, fieldForPath, labelKey, rowOf, setAt, valueAt, withoutItem } from "./paths";
import { sameValue } from "./sameValue";

type Errors = Record<string, MessageDescriptor>;

/** What a submit would find: a message per field, and problems no field of the form holds. */
interface Problems {
  fields: Map<string, MessageDescriptor>;
  form: MessageDescriptor[];
}

/** A number input's text and the value it gave, so "1.50" stays as typed. */
interface NumberText {
  text: string;
  value: number | undefined;
}

/** The value an empty control of this kind holds. */
function blankLike(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (typeof value === "boolean") return false;
  if (Array.isArray(value)) return [];
  return undefined;
}

/** Where each field's value goes in the body the form sends now, by field path. */
function bodyPathsOf<V, B>(values: V, { schema, toBody }: UseFormOptions<V, B>) {
  const paths = new Map<string, string>();
  if (!schema) return paths;
  const fields = new Set(allPaths(values));
  for (const sent of allPaths(toBody ? toBody(values) : values)) {
    const field = fieldForPath(sent, fields);
    if (field !== undefined && !paths.has(field)) paths.set(field, sent);
  }
  return paths;
}

function parseNumber(input: HTMLInputElement): number | undefined {
  // Text a number input cannot read ("1e") gives "" but is not nothing.
  if (input.validity?.badInput) return Number.NaN;
  return input.value.trim() === "" ? undefined : Number(input.value);
}

/**
 * The state of one validated form over its values, nested objects and lists included. Its
 * rules come from the schema the server checks the body with (required fields, limits,
 * formats, choices, each with the one message every form uses for that mistake), plus
 * `validate` for rules across fields. Fields someone typed in check themselves when left
 * (passing through an untouched field says nothing), and again as they are corrected;
 * submitting checks them all, lists the problems and moves focus to the first; a failed
 * request shows the server's validation errors next to their fields, and any other failure
 * next to the field `explain` names or above the submit button.
 */
export function useForm<V, B>(options: SchemaFormOptions<V, B>): FormState<V, B>;
export function useForm<V>(options: PlainFormOptions<V>): FormState<V, V>;
export function useForm<V, B>(options: UseFormOptions<V, B>): FormState<V, B> {
  const { i18n } = useLingui();
  const [values, setValues] = useState(options.initial);
  const [saved, setSaved] = useState(options.initial);
  const [errors, setErrors] = useState<Errors>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [formError, setFormError] = useState<MessageDescriptor>();
  const [busy, setBusy] = useState(false);
  // Event handlers read the latest values and options, not those of the render they came from.
  const latest = useRef({ values, options, busy, resetting: false });
  const edited = useRef(new Set<string>());
  const [numberTexts, setNumberTexts] = useState<Readonly<Record<string, NumberText>>>({});
  const [rowKeys, setRowKeys] = useState<RowKeys>({});
  const newRows = useRef(0);
  // Focus moves once the error is on screen, so a screen reader reads it with the field.
  const pendingFocus = useRef<string>(undefined);
  useLayoutEffect(() => {
    latest.current = { ...latest.current, values, options, busy };
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target) focusField(document.getElementById(target));
  });

  const fieldId = (path: string) => `${options.id}-${path.replaceAll(".", "-")}`;

  const findProblems = (next: V, { validate, schema, toBody }: UseFormOptions<V, B>): Problems => {
    const fields = new Map<string, MessageDescriptor>();
    for (const [path, message] of Object.entries(validate?.(next) ?? {})) {
      if (message) fields.set(path, message as MessageDescriptor);
    }
    const form: MessageDescriptor[] = [];
    if (schema) {
      const known = new Set(allPaths(next));
      // A plain form's schema is typed by its values, a schema form's by its body.
      const body = toBody ? toBody(next) : next;
      for (const problem of schemaProblems(schema as Struct<unknown, unknown>, body)) {
        const field = fieldForPath(problem.path, known);
        if (field === undefined) form.push(problem.message);
        else if (!fields.has(field)) fields.set(field, problem.message);
      }
    }
    return { fields, form };
  };

  /** Fields in the order they show (the values' order), for the summary and focus. */
  const ordered = (paths: Iterable<string>, of: V) => {
    const order = allPaths(of);
    const position = (path: string) => {
      const at = order.indexOf(path);
      return at === -1 ? order.length : at;
    };
    return [...paths].sort((a, b) => position(a) - position(b));
  };

  const dirty = useMemo(() => !sameValue(values, saved), [values, saved]);
  // Worked out once per render, for the fields' `required`.
  const problemsNow = findProblems(values, options);
  const bodyPaths = bodyPathsOf(values, options);

  /**
   * Whether the field must not be left empty now: its place in the body refuses an empty
   * value (an address's city, once there is an address), or emptying it would be a problem.
   */
  const isRequired = (path: string): boolean => {
    const current = valueAt(values, path);
    const blank = blankLike(current);
    const sent = bodyPaths.get(path);
    const { schema, toBody } = options;
    // What the body holds with the field left blank (`toBody` may send an empty date as null).
    const blankSent = sent && toBody ? valueAt(toBody(setAt(values, path, blank)), sent) : blank;
    if (schema && sent && schemaRequires(schema as Struct<unknown, unknown>, sent, blankSent)) {
      return true;
    }
    if (sameValue(current, blank)) return problemsNow.fields.has(path);
    return findProblems(setAt(values, path, blank), options).fields.has(path);
  };

  const labelOf = (path: string): string => {
    const label = options.labels[labelKey(path) as keyof typeof options.labels];
    if (!label) throw new Error(`useForm "${options.id}": no label for ${path}`);
    return i18n._(typeof label === "function" ? label(rowOf(path) ?? 1) : label);
  };
  const errorOf = (path: string) => {
    const error = errors[path];
    return error && i18n._(error);
  };
  const focus = (path: string) => {
    pendingFocus.current = fieldId(path);
  };

  /** New values; only problems already shown are checked again, so nobody is told off mid-word. */
  const update = (next: V, shift: (shown: Errors) => Errors = (shown) => shown) => {
    latest.current.values = next;
    setValues(next);
    // All shown problems are checked again, as fixing one field can settle another.
    setErrors((current) => {
      const found = findProblems(next, latest.current.options).fields;
      const kept: Errors = {};
      for (const [path, shown] of Object.entries(shift(current))) {
        const message = found.get(path);
        if (shown && message) kept[path] = message;
      }
      return kept;
    });
  };

  const set = (path: string, value: unknown) => {
    edited.current.add(path);
    update(setAt(latest.current.values, path, value));
  };

  const check = (path: string) => {
    if (!edited.current.has(path)) return;
    const message = findProblems(latest.current.values, latest.current.options).fields.get(path);
    setErrors((current) => {
      const next = { ...current };
      if (message) next[path] = message;
      else delete next[path];
      return next;
    });
  };

  /**
   * A field is left. Not when focus goes to the form's submit button: submitting checks every
   * field, and a message appearing (or going) now would move the button from under the
   * pointer between press and release, so the click would miss it.
   */
  const leave = (path: string, event?: FocusEvent) => {
    const next = event?.relatedTarget;
    const submits = next instanceof HTMLButtonElement && next.type === "submit";
    if (submits && event && next.form?.contains(event.currentTarget)) return;
    check(path);
  };

  const showProblem = ({ field, message }: SubmitProblem<V>) => {
    if (field) {
      setErrors((current) => ({ ...current, [field]: message }));
      focus(field);
    } else {
      setFormError(message);
    }
  };

  /** Shows a failed request: its validation errors at their fields, or what it means. */
  const explainFailure = (error: unknown, body: B, sent: V) => {
    const problem = latest.current.options.explain?.(error);
    if (!problem && error instanceof ApiError && error.status === 400 && error.errors.length) {
      const known = new Set(allPaths(sent));
      const found: Errors = {};
      const unplaced: MessageDescriptor[] = [];
      for (const { path, message } of serverProblems(error.errors, body)) {
        const field = fieldForPath(path, known);
        if (field === undefined) unplaced.push(message);
        else found[field] ??= message;
      }
      setErrors((current) => ({ ...current, ...found }));
      setFormError(unplaced[0]);
      setSubmitFailed(true);
      const first = ordered(Object.keys(found), sent)[0];
      if (first) focus(first);
      return;
    }
    // A refusal's code names its field (`duplicate-email`, the email): there if the form has it.
    const coded = refusalOf(error)?.field;
    const field = problem?.field ?? (coded && allPaths(sent).includes(coded) ? coded : undefined);
    const message = problem?.message ?? messageForRefusal(error);
    if (message) showProblem({ field: field as SubmitProblem<V>["field"], message });
  };

  const handleSubmit =
    (action: (body: B, values: V) => Promise<void> | void) => (event: FormEvent) => {
      event.preventDefault();
      if (latest.current.busy) return;
      const current = latest.current.values;
      const found = findProblems(current, latest.current.options);
      setErrors(Object.fromEntries(found.fields));
      setFormError(found.form[0]);
      setSubmitFailed(found.fields.size > 0 || found.form.length > 0);
      const first = ordered(found.fields.keys(), current)[0];
      if (first) focus(first);
      if (found.fields.size > 0 || found.form.length > 0) return;
      const { toBody } = latest.current.options;
      const body = toBody ? toBody(current) : (current as unknown as B);
      latest.current.busy = true;
      latest.current.resetting = false;
      setBusy(true);
      void (async () => {
        try {
          await action(body, current);
          // What was sent is saved now, unless the action reset the form to something else.
          if (!latest.current.resetting) setSaved(current);
        } catch (error) {
          explainFailure(error, body, current);
        } finally {
          latest.current.busy = false;
          setBusy(false);
        }
      })();
    };

  const fieldItems = ordered(Object.keys(errors), values).flatMap((path) => {
    const message = submitFailed && errorOf(path);
    return message ? [{ fieldId: fieldId(path), label: labelOf(path), message }] : [];
  });
  const summary: ErrorSummaryProps | undefined = formError
    ? { message: i18n._(formError), errors: fieldItems }
    : fieldItems.length > 0
      ? { errors: fieldItems }
      : undefined;

  const base = (path: string): FieldBase => ({
    id: fieldId(path),
    name: path,
    label: labelOf(path),
    error: errorOf(path),
    required: isRequired(path),
  });

  const removeItem = (path: string, index: number) => {
    const list = valueAt(latest.current.values, path) as readonly unknown[];
    const next = setAt(
      latest.current.values,
      path,
      list.filter((_, at) => at !== index),
    );
    const marks = Object.fromEntries([...edited.current].map((mark) => [mark, true]));
    edited.current = new Set(Object.keys(withoutItem(marks, path, index)));
    edited.current.add(path);
    setNumberTexts((current) => withoutItem(current, path, index));
    setRowKeys((current) => withRowRemoved(current, path, list.length, index));
    update(next, (shown) => withoutItem(shown, path, index));
  };

  const state: FormState<V, B> = {
    values,
    busy,
    dirty,
    summary,
    fieldId,
    set: (path, value) => set(path, value),
    text: (path) => ({
      ...base(path),
      value: (valueAt(values, path) as string | undefined) ?? "",
      onChange: (event) => set(path, event.target.value),
      onBlur: (event) => leave(path, event),
    }),
    select: (path) => state.text(path),
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
      return {
        id: fieldId(path),
        label: labelOf(path),
        error: errorOf(path),
        required: isRequired(path),
        items: items.map((_, index) => ({
          key: itemKeys[index]!,
          index,
          path: `${path}.${index}` as `${typeof path}.${number}`,
        })),
        add: (item) => {
          const current = (valueAt(latest.current.values, path) as readonly unknown[]) ?? [];
          newRows.current += 1;
          const key = `new-${newRows.current}`;
          setRowKeys((stored) => withRowAdded(stored, path, current.length, key));
          set(path, [...current, item]);
        },
        remove: (index) => removeItem(path, index),
      };
    },
    handleSubmit,
    showProblem,
    reset(next = options.initial) {
      latest.current.values = next;
      latest.current.resetting = true;
      edited.current.clear();
      setNumberTexts({});
      setRowKeys({});
      setValues(next);
      setSaved(next);
      setErrors({});
      setFormError(undefined);
      setSubmitFailed(false);
    },
  };
  return state;
}
