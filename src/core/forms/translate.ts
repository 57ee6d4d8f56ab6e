import type {
  ChoiceOption,
  FormComponent,
  FormSchema,
  Slide,
  SlideNavigation,
  Tab,
} from "./schema";

type ButtonTexts = Pick<SlideNavigation, "prevText" | "nextText" | "submitText">;

/**
 * A language's texts for a form, as a callout variant holds them: the translation of each
 * source text (labels, descriptions, placeholders, options, content, slide titles) and each
 * slide's button texts.
 */
export interface FormTranslation {
  componentText?: Record<string, string> | null;
  slideNavigation?: Record<string, ButtonTexts> | null;
}

/**
 * One translation from several, first one first: the reader's language, then its fallbacks,
 * then the default variant.
 */
export function mergeTranslations(
  ...translations: (FormTranslation | null | undefined)[]
): FormTranslation {
  const componentText: Record<string, string> = {};
  const slideNavigation: Record<string, ButtonTexts> = {};
  for (const translation of translations.reverse()) {
    Object.assign(componentText, translation?.componentText);
    for (const [slideId, texts] of Object.entries(translation?.slideNavigation ?? {})) {
      const defined = Object.entries(texts).filter(([, text]) => text);
      slideNavigation[slideId] = { ...slideNavigation[slideId], ...Object.fromEntries(defined) };
    }
  }
  return { componentText, slideNavigation };
}

/**
 * The form in another language: each text with a translation in `componentText` (keyed by
 * the source text) is replaced, and each slide's button texts come from `slideNavigation`.
 * Without a translation the form's own `componentText` applies, as a callout read with
 * `variant=<lang>` carries it. Unknown properties are kept.
 */
export function translateForm(form: FormSchema, translation?: FormTranslation): FormSchema {
  const texts = translation?.componentText ?? form.componentText ?? {};
  const tr = <T extends string | null | undefined>(text: T): T =>
    (text && Object.hasOwn(texts, text) ? texts[text] : text) as T;
  const option = (choice: ChoiceOption): ChoiceOption => ({ ...choice, label: tr(choice.label) });

  const component = (item: FormComponent): FormComponent => {
    switch (item.type) {
      case "content":
        return { ...item, html: tr(item.html) };
      case "panel":
      case "well":
        return {
          ...item,
          title: tr(item.title),
          label: tr(item.label),
          components: item.components.map(component),
        };
      case "tabs":
        return {
          ...item,
          components: item.components.map((tab): Tab => ({
            ...tab,
            label: tr(tab.label),
            components: tab.components.map(component),
          })),
        };
      default:
        break; // inputs: their texts, below
    }
    const translated = {
      ...item,
      label: tr(item.label),
      description: tr(item.description),
      placeholder: tr(item.placeholder),
      validate: item.validate && {
        ...item.validate,
        customMessage: tr(item.validate.customMessage),
      },
    };
    if (translated.type === "select" && translated.data?.values) {
      return {
        ...translated,
        data: { ...translated.data, values: translated.data.values.map(option) },
      };
    }
    if ((translated.type === "radio" || translated.type === "selectboxes") && translated.values) {
      return { ...translated, values: translated.values.map(option) };
    }
    return translated;
  };

  const slide = (item: Slide): Slide => {
    const buttons = translation?.slideNavigation?.[item.id];
    const navigation = { ...item.navigation };
    for (const name of ["prevText", "nextText", "submitText"] as const) {
      if (buttons?.[name]) navigation[name] = buttons[name];
    }
    return {
      ...item,
      title: tr(item.title),
      components: item.components.map(component),
      navigation,
    };
  };

  return { ...form, slides: form.slides.map(slide) };
}
