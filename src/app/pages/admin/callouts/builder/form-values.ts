import type { BuilderSlide, BuilderValues } from "@core/callouts/builder";
import type { FormComponent } from "@core/forms/schema";

// The form holds the builder's values except each slide's components: form.io's JSON nests
// without end, which the form's typed paths cannot follow, and form.io edits it anyway. The
// page keeps the components beside the form, by slide id.

export type SlideFields = Omit<BuilderSlide, "components">;
export type FormValues = Omit<BuilderValues, "slides"> & { slides: SlideFields[] };
export type ComponentsBySlide = Readonly<Record<string, FormComponent[]>>;

/** The form's values and the components apart. */
export function split(values: BuilderValues): {
  values: FormValues;
  components: ComponentsBySlide;
} {
  return {
    values: { ...values, slides: values.slides.map(({ components: _, ...slide }) => slide) },
    components: Object.fromEntries(values.slides.map((slide) => [slide.id, slide.components])),
  };
}

/** The builder's values from the form's and the components. */
export function merge(values: FormValues, components: ComponentsBySlide): BuilderValues {
  return {
    ...values,
    slides: values.slides.map((slide) => ({ ...slide, components: components[slide.id] ?? [] })),
  };
}
