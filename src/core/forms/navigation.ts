import type { Answers, SlideAnswers } from "./answer-structs";
import { ownValue } from "./answers";
import type { FormSchema, InputComponent, Slide } from "./schema";
import { optionsOf, readerInputs } from "./walk";

// Slides follow one another in order unless a slide or a chosen option says otherwise. A slide
// only ever leads forward (a link to itself or an earlier slide is ignored), so every path
// ends, on the last slide, where the form is submitted.

/**
 * The component whose answer picks the next slide: the first radio or single select of the
 * slide with an option that leads somewhere.
 */
export function decisionComponent(slide: Slide): InputComponent | undefined {
  return readerInputs(slide).find(
    (component) =>
      (component.type === "radio" || (component.type === "select" && !component.multiple)) &&
      optionsOf(component).some((option) => option.nextSlideId),
  );
}

function indexOf(form: FormSchema, slideId: string): number {
  return form.slides.findIndex((slide) => slide.id === slideId);
}

export function isLastSlide(form: FormSchema, slideId: string): boolean {
  const index = indexOf(form, slideId);
  return index >= 0 && index === form.slides.length - 1;
}

/**
 * The slide after `slideId` for these answers: the chosen option's slide, else the slide's
 * own `navigation.nextSlideId`, else the next in order; undefined after the last slide.
 */
export function nextSlideId(
  form: FormSchema,
  slideId: string,
  answers: Answers,
): string | undefined {
  const index = indexOf(form, slideId);
  const slide = form.slides[index];
  if (!slide || index === form.slides.length - 1) return undefined;
  const decision = decisionComponent(slide);
  const chosen =
    decision &&
    optionsOf(decision).find(
      (option) =>
        option.value ===
        ownValue(ownValue(answers, slide.id) as SlideAnswers | undefined, decision.key),
    );
  const forward = (target: string | null | undefined) =>
    target && indexOf(form, target) > index ? target : undefined;
  return (
    forward(chosen?.nextSlideId) ??
    forward(slide.navigation?.nextSlideId) ??
    form.slides[index + 1]!.id
  );
}

/**
 * The slides a reader goes through with these answers, from the first to the last. While they
 * answer, the part up to the current slide is where they have been, and its length is how far
 * they have to go.
 */
export function slidePath(form: FormSchema, answers: Answers): string[] {
  const path: string[] = [];
  for (let id = form.slides[0]?.id; id !== undefined; id = nextSlideId(form, id, answers)) {
    path.push(id);
  }
  return path;
}
