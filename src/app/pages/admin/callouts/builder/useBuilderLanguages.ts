import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import type { Callout } from "@core/callouts/callout";
import { $general } from "@stores/settings";
import { builderLabels } from "./labels";
import { calloutLanguages } from "./languages";

/** The callout's languages, and the labels of the builder's fields in each of them. */
export function useBuilderLanguages(callout: Callout | undefined) {
  const general = useStore($general);
  const languages = useMemo(
    () => calloutLanguages(general.locale, callout?.variantNames),
    [general.locale, callout?.variantNames],
  );
  const labels = useMemo(
    () =>
      builderLabels(
        Object.fromEntries(languages.map((language) => [language.name, language.label])),
      ),
    [languages],
  );
  // The paths that have a field of their own, to move focus to.
  const labelled = useMemo(() => new Set(Object.keys(labels)), [labels]);
  return { languages, labels, labelled };
}
