import type { FormComponent, FormSchema } from "@core/forms/schema";

function openToStaff(component: FormComponent): FormComponent {
  const children = (component as { components?: FormComponent[] }).components;
  return {
    ...component,
    adminOnly: false,
    ...(children ? { components: children.map(openToStaff) } : {}),
  } as FormComponent;
}

/**
 * The form as staff edit a response with it: the staff-only questions shown like the others,
 * and the last slide's button saving rather than sending. Hidden questions stay hidden.
 */
export function staffEditForm(form: FormSchema, saveText: string): FormSchema {
  return {
    ...form,
    slides: form.slides.map((slide) => ({
      ...slide,
      components: slide.components.map(openToStaff),
      navigation: { ...slide.navigation, submitText: saveText },
    })),
  };
}
