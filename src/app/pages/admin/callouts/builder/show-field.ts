import { tabOf, type BuilderTab } from "@core/callouts/builder";
import { labelKey } from "@ui/form/paths";
import type { ContentPart } from "./tabs/content/ContentTab";
import type { BuilderForm } from "./types";

interface ShowFieldOptions {
  slides: readonly { id: string }[];
  /** The paths that have a field of their own. */
  labelled: ReadonlySet<string>;
  form: BuilderForm;
  addressFor(tab: BuilderTab, part?: ContentPart): string;
  navigate(to: string): void;
  focusAfterRender(id: string): void;
  /** Where focus goes for a path without a field or slide: the list of problems. */
  problemsId: string;
}

/** Shows the field at a path: its tab (and slide), then focus on it. */
export function showFieldIn({
  slides,
  labelled,
  form,
  addressFor,
  navigate,
  focusAfterRender,
  problemsId,
}: ShowFieldOptions) {
  return (fieldPath: string) => {
    const slideIndex = /^slides\.(\d+)\./.exec(fieldPath)?.[1];
    const slide = slideIndex === undefined ? undefined : slides[Number(slideIndex)];
    const part: ContentPart | undefined = slide
      ? { kind: "slide", slideId: slide.id }
      : fieldPath === "intro"
        ? { kind: "intro" }
        : fieldPath.startsWith("thanks")
          ? { kind: "end" }
          : undefined;
    navigate(addressFor(tabOf(fieldPath), part));
    const field = labelled.has(labelKey(fieldPath)) ? form.fieldId(fieldPath as never) : undefined;
    focusAfterRender(field ?? (slide ? `builder-slide-${slide.id}` : problemsId));
  };
}
