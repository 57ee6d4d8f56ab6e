import { useLingui } from "@lingui/react";
import { useLayoutEffect, useMemo, useRef, useState, type FocusEvent, type FormEvent } from "react";
import { failureProblem, serverErrors } from "./failureProblems";
import { focusField } from "./focus-field";
import { requiredCheck, type Errors } from "./formProblems";
import type {
  FieldBase,
  FormState,
  PlainFormOptions,
  SchemaFormOptions,
  UseFormOptions,
} from "./formTypes";
import { labelKey, rowOf, setAt, valueAt, withoutItem } from "./paths";
import { sameValue } from "./sameValue";
import { useFieldBindings } from "./useFieldBindings";
import { useShownProblems } from "./useShownProblems";

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
  const [busy, setBusy] = useState(false);
  // Event handlers read the latest values and options, not those of the render they came from.
  const latest = useRef({ values, options, busy, resetting: false });
  const edited = useRef(new Set<string>());
  // Focus moves once the error is on screen, so a screen reader reads it with the field.
  const pendingFocus = useRef<string>(undefined);
  useLayoutEffect(() => {
    latest.current = { ...latest.current, values, options, busy };
    const target = pendingFocus.current;
    pendingFocus.current = undefined;
    if (target) focusField(document.getElementById(target));
  });

  const fieldId = (path: string) => `${options.id}-${path.replaceAll(".", "-")}`;

  const dirty = useMemo(() => !sameValue(values, saved), [values, saved]);
  const isRequired = requiredCheck(values, options);

  const labelOf = (path: string): string => {
    const label = options.labels[labelKey(path) as keyof typeof options.labels];
    if (!label) throw new Error(`useForm "${options.id}": no label for ${path}`);
    return i18n._(typeof label === "function" ? label(rowOf(path) ?? 1) : label);
  };
  const focus = (path: string) => {
    pendingFocus.current = fieldId(path);
  };
  const problems = useShownProblems<V, B>({ i18n, fieldId, labelOf, focus });

  /** New values; only problems already shown are checked again, so nobody is told off mid-word. */
  const update = (next: V, shift: (shown: Errors) => Errors = (shown) => shown) => {
    latest.current.values = next;
    setValues(next);
    problems.recheck(next, latest.current.options, shift);
  };

  const set = (path: string, value: unknown) => {
    edited.current.add(path);
    update(setAt(latest.current.values, path, value));
  };

  const check = (path: string) => {
    if (!edited.current.has(path)) return;
    problems.check(path, latest.current.values, latest.current.options);
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

  /** Shows a failed request: its validation errors at their fields, or what it means. */
  const explainFailure = (error: unknown, body: B, sent: V) => {
    const explained = latest.current.options.explain?.(error);
    const placed = explained ? undefined : serverErrors(error, body, sent);
    if (!placed) {
      const problem = failureProblem(error, sent, explained);
      if (problem) problems.showProblem(problem);
      return;
    }
    problems.showServer(placed.fields, placed.form, sent);
  };

  const handleSubmit =
    (action: (body: B, values: V) => Promise<void> | void) => (event: FormEvent) => {
      event.preventDefault();
      if (latest.current.busy) return;
      const current = latest.current.values;
      if (problems.showFound(current, latest.current.options)) return;
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

  const base = (path: string): FieldBase => ({
    id: fieldId(path),
    name: path,
    label: labelOf(path),
    error: problems.errorOf(path),
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
    fields.rowRemoved(path, list.length, index);
    update(next, (shown) => withoutItem(shown, path, index));
  };

  const fields = useFieldBindings({
    values,
    latestValues: () => latest.current.values,
    base,
    set,
    leave,
    removeRow: removeItem,
  });

  const state: FormState<V, B> = {
    values,
    busy,
    dirty,
    summary: problems.summaryOf(values),
    fieldId,
    set: (path, value) => set(path, value),
    ...fields.bindings,
    handleSubmit,
    showProblem: problems.showProblem,
    reset(next = options.initial) {
      latest.current.values = next;
      latest.current.resetting = true;
      edited.current.clear();
      fields.clear();
      setValues(next);
      setSaved(next);
      problems.clear();
    },
  };
  return state;
}
