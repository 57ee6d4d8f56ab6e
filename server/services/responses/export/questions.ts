import { inputComponents, type FormSchema, type InputComponent } from "@core/forms";

/** The author of a comment whose contact was since deleted. */
export const DELETED_AUTHOR = "Deleted contact";

export interface Question {
  slideId: string;
  component: InputComponent;
}

/** Every question of the form, admin-only and hidden ones included (staff export them). */
export function questionsOf(form: FormSchema): Question[] {
  return form.slides.flatMap((slide) =>
    inputComponents(slide).map((component) => ({ slideId: slide.id, component })),
  );
}
