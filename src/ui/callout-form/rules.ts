import type * as validateAnswers from "@core/forms/validate-answers";

export type Rules = typeof validateAnswers;

let loading: Promise<Rules> | undefined;

/**
 * The answer rules, loaded when a reader starts on the form (or at the latest on Next): a
 * callout's first screen does not need them. A load that failed (offline) is tried again.
 */
export function loadRules(): Promise<Rules> {
  loading ??= import("@core/forms/validate-answers").catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
