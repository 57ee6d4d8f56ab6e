import type { FormSchema, InputComponent } from "@core/forms/schema";
import { findInput, findSlide, inputComponents } from "@core/forms/walk";

/** A question of the form: where its answer lives, and the component that asks it. */
export interface Question {
  /** `<slideId>.<key>`, as the address names it. */
  id: string;
  slideId: string;
  component: InputComponent;
}

/** Every question of the form in order, admin-only ones included: staff read them all. */
export function questionsOf(form: FormSchema | undefined): Question[] {
  return (form?.slides ?? []).flatMap((slide) =>
    inputComponents(slide).map((component) => ({
      id: `${slide.id}.${component.key}`,
      slideId: slide.id,
      component,
    })),
  );
}

/** The question an address names (`<slideId>.<key>`), if the form has it. */
export function findQuestion(form: FormSchema | undefined, id: string): Question | undefined {
  const dot = id.indexOf(".");
  if (!form || dot < 0) return undefined;
  const slide = findSlide(form, id.slice(0, dot));
  const component = slide && findInput(slide, id.slice(dot + 1));
  return slide && component ? { id, slideId: slide.id, component } : undefined;
}

/** A question's name in menus: its label, else its key. */
export const questionLabel = (question: Question) =>
  question.component.label || question.component.key;
