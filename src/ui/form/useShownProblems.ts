import type { I18n, MessageDescriptor } from "@lingui/core";
import { useState } from "react";
import type { ErrorSummaryProps } from "./ErrorSummary";
import { findProblems, orderedPaths, type Errors } from "./formProblems";
import type { SubmitProblem, UseFormOptions } from "./formTypes";

/** How the form names and finds its fields, for the messages and the summary. */
interface FieldNames {
  i18n: I18n;
  fieldId(path: string): string;
  labelOf(path: string): string;
  /** Moves focus to the field once its message is on screen. */
  focus(path: string): void;
}

/**
 * The problems a form shows: a message at each field, one for the whole form, and the summary
 * of both once a submit failed.
 */
export function useShownProblems<V, B>({ i18n, fieldId, labelOf, focus }: FieldNames) {
  const [errors, setErrors] = useState<Errors>({});
  const [submitFailed, setSubmitFailed] = useState(false);
  const [formError, setFormError] = useState<MessageDescriptor>();

  const errorOf = (path: string) => {
    const error = errors[path];
    return error && i18n._(error);
  };

  const focusFirst = (fields: Iterable<string>, of: V) => {
    const first = orderedPaths(fields, of)[0];
    if (first) focus(first);
  };

  const summaryOf = (values: V): ErrorSummaryProps | undefined => {
    const fieldItems = orderedPaths(Object.keys(errors), values).flatMap((path) => {
      const message = submitFailed && errorOf(path);
      return message ? [{ fieldId: fieldId(path), label: labelOf(path), message }] : [];
    });
    return formError
      ? { message: i18n._(formError), errors: fieldItems }
      : fieldItems.length > 0
        ? { errors: fieldItems }
        : undefined;
  };

  return {
    errorOf,
    summaryOf,
    /** A submit's problems: all that the values have now, in place of those shown. Any? */
    showFound(values: V, options: UseFormOptions<V, B>): boolean {
      const found = findProblems(values, options);
      const failed = found.fields.size > 0 || found.form.length > 0;
      setErrors(Object.fromEntries(found.fields));
      setFormError(found.form[0]);
      setSubmitFailed(failed);
      focusFirst(found.fields.keys(), values);
      return failed;
    },
    /** The server's validation errors, over those shown. */
    showServer(fields: Errors, form: MessageDescriptor | undefined, sent: V) {
      setErrors((current) => ({ ...current, ...fields }));
      setFormError(form);
      setSubmitFailed(true);
      focusFirst(Object.keys(fields), sent);
    },
    showProblem({ field, message }: SubmitProblem<V>) {
      if (field) {
        setErrors((current) => ({ ...current, [field]: message }));
        focus(field);
      } else {
        setFormError(message);
      }
    },
    /** Only problems already shown are checked again, so nobody is told off mid-word. */
    recheck(next: V, options: UseFormOptions<V, B>, shift: (shown: Errors) => Errors) {
      // All shown problems are checked again, as fixing one field can settle another.
      setErrors((current) => {
        const found = findProblems(next, options).fields;
        const kept: Errors = {};
        for (const [path, shown] of Object.entries(shift(current))) {
          const message = found.get(path);
          if (shown && message) kept[path] = message;
        }
        return kept;
      });
    },
    /** Checks one field a person left. */
    check(path: string, values: V, options: UseFormOptions<V, B>) {
      const message = findProblems(values, options).fields.get(path);
      setErrors((current) => {
        const next = { ...current };
        if (message) next[path] = message;
        else delete next[path];
        return next;
      });
    },
    clear() {
      setErrors({});
      setFormError(undefined);
      setSubmitFailed(false);
    },
  };
}
