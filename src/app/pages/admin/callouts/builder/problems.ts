import type { MessageDescriptor } from "@lingui/core";
import {
  builderProblems,
  tabOf,
  type BuilderProblem,
  type BuilderTab,
  type BuilderValues,
  type ProblemContext,
  type ProblemLevel,
} from "@core/callouts/builder";
import { CreateCallout } from "@core/callouts/callout";
import { schemaProblems } from "@core/validation/schema-problems";
import type { FormErrors } from "@ui/form";
import { allPaths, fieldForPath, labelKey } from "@ui/form/paths";
import type { FormValues } from "./form-values";
import { problemMessage } from "./problem-messages";

/** Something to fix, where it is and how much it blocks. */
export interface PageProblem {
  /** A path into the builder's values. */
  path: string;
  tab: BuilderTab;
  level: ProblemLevel;
  message: MessageDescriptor;
}

/**
 * Everything to fix before saving or publishing: the builder's own rules, then what the
 * request's schema refuses (lengths, formats, zooms), each at the field it concerns.
 */
export function pageProblems(
  builder: BuilderValues,
  values: FormValues,
  body: unknown,
  context: ProblemContext,
): PageProblem[] {
  const own: PageProblem[] = builderProblems(builder, context).map((problem: BuilderProblem) => ({
    path: problem.path,
    tab: tabOf(problem.path),
    level: problem.level,
    message: problemMessage(problem),
  }));
  const fields = new Set(allPaths(values));
  const seen = new Set(own.map((problem) => problem.path));
  const refused = schemaProblems(CreateCallout, body).flatMap((problem): PageProblem[] => {
    // The form's refusals and the missing title are the builder's own, worded better above.
    if (problem.path.startsWith("formSchema") || problem.path === "variants") return [];
    const path = fieldForPath(problem.path, fields) ?? problem.path;
    if (seen.has(path)) return [];
    seen.add(path);
    return [{ path, tab: tabOf(path), level: "save", message: problem.message }];
  });
  return [...own, ...refused];
}

/**
 * The problems the form shows next to its fields: those of fields it has (a slide's questions
 * are form.io's, shown in the list of problems instead), at the level the action needs.
 */
export function fieldErrors(
  problems: readonly PageProblem[],
  labelled: ReadonlySet<string>,
  level: ProblemLevel,
): FormErrors<FormValues> {
  const errors: Record<string, MessageDescriptor> = {};
  for (const problem of problems) {
    if (level === "save" && problem.level !== "save") continue;
    if (!labelled.has(labelKey(problem.path)) || errors[problem.path]) continue;
    errors[problem.path] = problem.message;
  }
  return errors as FormErrors<FormValues>;
}
