import type { MessageDescriptor } from "@lingui/core";
import { ApiError } from "@core/api/api-error";
import { serverProblems } from "@core/validation/schema-problems";
import type { Errors } from "./formProblems";
import type { SubmitProblem } from "./formTypes";
import { allPaths, fieldForPath } from "./paths";
import { messageForRefusal, refusalOf } from "./refusals";

/**
 * A refused request's validation errors at the fields of the values `sent` they concern, and
 * the first that no field holds; undefined when the failure is not one of validation.
 */
export function serverErrors<V, B>(error: unknown, body: B, sent: V) {
  if (!(error instanceof ApiError && error.status === 400 && error.errors.length)) return;
  const known = new Set(allPaths(sent));
  const fields: Errors = {};
  const unplaced: MessageDescriptor[] = [];
  for (const { path, message } of serverProblems(error.errors, body)) {
    const field = fieldForPath(path, known);
    if (field === undefined) unplaced.push(message);
    else fields[field] ??= message;
  }
  return { fields, form: unplaced[0] };
}

/** What any other failure means: the form's `explain` first, then the refusal's code. */
export function failureProblem<V>(
  error: unknown,
  sent: V,
  explained: Partial<SubmitProblem<V>> | undefined,
): SubmitProblem<V> | undefined {
  // A refusal's code names its field (`duplicate-email`, the email): there if the form has it.
  const coded = refusalOf(error)?.field;
  const field = explained?.field ?? (coded && allPaths(sent).includes(coded) ? coded : undefined);
  const message = explained?.message ?? messageForRefusal(error);
  return message ? { field: field as SubmitProblem<V>["field"], message } : undefined;
}
