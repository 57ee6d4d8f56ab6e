import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { tabOf, type BuilderTab } from "@core/callouts/builder";
import { allPaths } from "@ui/form/paths";
import type { PageProblem } from "./problems";
import type { BuilderForm } from "./types";

/** The tabs' ids in the address (`?tab=`), the first the default. */
export const TAB_IDS: Record<BuilderTab, string> = {
  content: "content",
  titleImage: "title",
  settings: "settings",
  display: "display",
  translations: "translations",
};
export const TAB_OF_ID = Object.fromEntries(
  Object.entries(TAB_IDS).map(([tab, id]) => [id, tab as BuilderTab]),
);

const TAB_NAMES: Record<BuilderTab, MessageDescriptor> = {
  content: msg`Content`,
  titleImage: msg`Title and image`,
  settings: msg`Settings`,
  display: msg`Response display`,
  translations: msg`Translations`,
};

/** The tabs' names in the page's language. */
export function tabNamesIn(i18n: I18n): Record<BuilderTab, string> {
  return Object.fromEntries(
    Object.entries(TAB_NAMES).map(([tab, name]) => [tab, i18n._(name)]),
  ) as Record<BuilderTab, string>;
}

/** Whether a tab shows as complete: none of the page's problems, nor a refusal, is on it. */
export function tabStatusOf(problems: readonly PageProblem[], form: BuilderForm) {
  // A failed save's refusals mark their tabs too, until the fields are corrected.
  const pathOfField = new Map(allPaths(form.values).map((at) => [form.fieldId(at as never), at]));
  const refusedTabs = new Set(
    (form.summary?.errors ?? []).flatMap((error) => {
      const at = pathOfField.get(error.fieldId);
      return at === undefined ? [] : [tabOf(at)];
    }),
  );
  return (tab: BuilderTab) =>
    problems.some((problem) => problem.tab === tab) || refusedTabs.has(tab)
      ? ("invalid" as const)
      : ("valid" as const);
}
