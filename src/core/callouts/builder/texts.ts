import type { FormComponent } from "../../forms/schema";
import { isInputComponent, optionsOf } from "../../forms/walk";
import type { BuilderSlide, BuilderValues, TranslationValues } from "./values";

// The texts a translation covers, found where `translateForm` and the callout's pages look for
// them: the callout's own texts, each slide's button texts, and every text of the form (keyed
// by the default text in `componentText`).

/** What a text of the form is, for saying where it shows. */
export type FormTextRole =
  | "slideTitle"
  | "label"
  | "description"
  | "placeholder"
  | "option"
  | "message"
  | "content"
  | "title";

/** A text of the form, where it first shows: one translation serves every place it shows. */
export interface FormText {
  slideId: string;
  role: FormTextRole;
  /** The default language's text, and the key of its translation. */
  source: string;
  /** Content blocks hold HTML. */
  html: boolean;
  /** The label of the question it belongs to, for an option, description or placeholder. */
  owner?: string;
}

function componentTexts(component: FormComponent, slideId: string, push: (text: FormText) => void) {
  const text = (role: FormTextRole, source: string | null | undefined, owner?: string) => {
    if (source && source.trim() !== "") push({ slideId, role, source, html: false, owner });
  };
  switch (component.type) {
    case "content":
      if (component.html && component.html.trim() !== "") {
        push({ slideId, role: "content", source: component.html, html: true });
      }
      return;
    case "panel":
    case "well":
      text("title", component.title);
      text("title", component.label);
      for (const child of component.components) componentTexts(child, slideId, push);
      return;
    case "tabs":
      for (const tab of component.components) {
        text("title", tab.label);
        for (const child of tab.components) componentTexts(child, slideId, push);
      }
      return;
    default:
      break;
  }
  if (!isInputComponent(component)) return;
  const owner = component.label ?? component.key;
  text("label", component.label);
  text("description", component.description, owner);
  text("placeholder", component.placeholder, owner);
  text("message", component.validate?.customMessage, owner);
  for (const option of optionsOf(component)) text("option", option.label, owner);
}

/** Every text of the slides' form, in reading order, each once. */
export function formTexts(slides: readonly BuilderSlide[]): FormText[] {
  const found: FormText[] = [];
  const seen = new Set<string>();
  const push = (text: FormText) => {
    if (seen.has(text.source)) return;
    seen.add(text.source);
    found.push(text);
  };
  for (const slide of slides) {
    if (slide.title.trim() !== "") {
      push({ slideId: slide.id, role: "slideTitle", source: slide.title, html: false });
    }
    for (const component of slide.components) componentTexts(component, slide.id, push);
  }
  return found;
}

/** The keys `componentText` may hold for these slides. */
export function sourceTexts(slides: readonly BuilderSlide[]): string[] {
  return formTexts(slides).map((text) => text.source);
}

/** The callout's own texts a translation has, by the name its variant gives them. */
/** The copy-of-answers email's texts have a group of their own on the translations tab. */
export type CalloutTextName = Exclude<
  keyof TranslationValues,
  | "slideNavigation"
  | "componentText"
  | "responseEmailSubject"
  | "responseEmailBody"
  | "responseLinkText"
>;

/** The callout's own texts these values show, in the order the editor lists them. */
export function calloutTextNames(values: BuilderValues): CalloutTextName[] {
  return [
    "title",
    "excerpt",
    "intro",
    ...(values.shareOverride ? (["shareTitle", "shareDescription"] as const) : []),
    ...(values.endMessage === "redirect"
      ? (["thanksRedirect"] as const)
      : (["thanksTitle", "thanksText"] as const)),
  ];
}

/** A slide's buttons readers see: Back after the first, Next before the last, then Submit. */
export function slideButtons(
  slides: readonly BuilderSlide[],
  index: number,
): ("prevText" | "nextText" | "submitText")[] {
  const last = index === slides.length - 1;
  return [...(index > 0 ? (["prevText"] as const) : []), last ? "submitText" : "nextText"];
}

const isBlank = (text: string | undefined) => !text || text.trim() === "";

/**
 * How many texts of the default language a translation still lacks: the callout's texts,
 * the button texts given in the default language (an empty one is each reader's own word,
 * which needs no translation), and each text of the form.
 */
export function untranslatedCount(values: BuilderValues, name: string): number {
  const translation = values.variants[name];
  let missing = 0;
  for (const text of calloutTextNames(values)) {
    if (!isBlank(values[text]) && isBlank(translation?.[text])) missing += 1;
  }
  values.slides.forEach((slide, index) => {
    for (const button of slideButtons(values.slides, index)) {
      if (!isBlank(slide[button]) && isBlank(translation?.slideNavigation[slide.id]?.[button])) {
        missing += 1;
      }
    }
  });
  for (const text of formTexts(values.slides)) {
    if (isBlank(translation?.componentText[text.source])) missing += 1;
  }
  return missing;
}
