import type { I18n, MessageDescriptor } from "@lingui/core";
import type { Slide } from "@core/forms/schema";
import { readerInputs } from "@core/forms/walk";
import type { ErrorSummaryItem } from "../form/ErrorSummary";

/** A slide's problems, in the order of its inputs, for the summary above the buttons. */
export function summaryOf(
  slide: Slide,
  errors: Record<string, MessageDescriptor>,
  fieldId: (key: string) => string,
  i18n: I18n,
): ErrorSummaryItem[] {
  return readerInputs(slide).flatMap((component) => {
    const error = errors[component.key];
    return error
      ? [
          {
            fieldId: fieldId(component.key),
            label: component.label || component.key,
            message: i18n._(error),
          },
        ]
      : [];
  });
}

/**
 * Of the problems shown, those the answers still have, as `found` now says: while typing only
 * these are checked again, so nobody is told off mid-word.
 */
export function stillShown(
  shown: Record<string, MessageDescriptor>,
  found: Record<string, MessageDescriptor>,
): Record<string, MessageDescriptor> {
  return Object.fromEntries(
    Object.keys(shown).flatMap((shownKey) =>
      found[shownKey] ? [[shownKey, found[shownKey]]] : [],
    ),
  );
}
