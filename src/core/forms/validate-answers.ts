import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Answers, SlideAnswers } from "./answer-structs";
import { isRecord, ownValue } from "./answers";
import { slidePath } from "./navigation";
import type { FormSchema, Slide } from "./schema";
import { validateAnswer, type ValidateOptions } from "./validate";
import { inputComponents, readerInputs } from "./walk";

/** Each problem of a slide's answers, by component key, in the order of the slide. */
export function validateSlide(
  slide: Slide,
  answers: SlideAnswers | undefined,
  options: ValidateOptions = {},
): Record<string, MessageDescriptor> {
  const problems: Record<string, MessageDescriptor> = {};
  for (const component of readerInputs(slide)) {
    const problem = validateAnswer(component, ownValue(answers, component.key), options);
    if (problem) problems[component.key] = problem;
  }
  return problems;
}

/** One problem of a submission: the slide and key it concerns (empty when it is the whole). */
export interface AnswerProblem {
  slideId: string;
  key: string;
  message: MessageDescriptor;
}

export interface ValidateAnswersOptions extends ValidateOptions {
  /**
   * The slides the reader went through. By default the path the answers themselves lead
   * along (`slidePath`), which is what the renderer submits.
   */
  visitedSlideIds?: readonly string[];
}

/**
 * Every problem of a submission, for the server: answers must be grouped by slide; slides and
 * keys must be the form's; only slides on the reader's path may have answers, and on those
 * every question readers see is checked with `validateAnswer`. Hidden and admin-only
 * components are not checked.
 */
export function validateAnswers(
  form: FormSchema,
  answers: unknown,
  options: ValidateAnswersOptions = {},
): AnswerProblem[] {
  if (!isRecord(answers) || !Object.values(answers).every(isRecord)) {
    return [{ slideId: "", key: "", message: msg`Answers must be grouped by slide` }];
  }
  const grouped = answers as Answers;
  const visited = new Set(options.visitedSlideIds ?? slidePath(form, grouped));
  const slides = new Map(form.slides.map((slide) => [slide.id, slide]));
  const problems: AnswerProblem[] = [];

  for (const [slideId, slideAnswers] of Object.entries(grouped)) {
    const slide = slides.get(slideId);
    if (!slide) {
      problems.push({ slideId, key: "", message: msg`This part is not in the form` });
      continue;
    }
    const keys = new Set(inputComponents(slide).map((component) => component.key));
    for (const key of Object.keys(slideAnswers)) {
      if (!keys.has(key)) {
        problems.push({ slideId, key, message: msg`This question is not in the form` });
      } else if (!visited.has(slideId)) {
        problems.push({ slideId, key, message: msg`This question was skipped` });
      }
    }
  }
  for (const slide of form.slides) {
    if (!visited.has(slide.id)) continue;
    const found = validateSlide(slide, ownValue(grouped, slide.id) as SlideAnswers, options);
    for (const [key, message] of Object.entries(found)) {
      problems.push({ slideId: slide.id, key, message });
    }
  }
  return problems;
}
