import type { Answers } from "../../forms/answer-structs";
import { decisionComponent, nextSlideId } from "../../forms/navigation";
import type { FormSchema } from "../../forms/schema";
import { optionsOf } from "../../forms/walk";

/**
 * Answers that take a reader from the first slide to `slideId` (choosing, where a question
 * decides the way, an option that leads there), so a preview can open on any slide with the
 * way back to it; undefined if no answers lead there.
 */
export function answersLeadingTo(form: FormSchema, slideId: string): Answers | undefined {
  const first = form.slides[0]?.id;
  if (first === undefined) return undefined;
  const reached = new Map<string, Answers>([[first, {}]]);
  const queue = [first];
  while (queue.length > 0) {
    const current = queue.shift()!;
    const answers = reached.get(current)!;
    if (current === slideId) return answers;
    const slide = form.slides.find((candidate) => candidate.id === current);
    const decision = slide && decisionComponent(slide);
    // A chosen option first, as a reader would choose one; then no answer at all.
    const choices: Answers[] = [];
    if (slide && decision) {
      for (const option of optionsOf(decision)) {
        choices.push({ ...answers, [slide.id]: { [decision.key]: option.value } });
      }
    }
    choices.push(answers);
    for (const choice of choices) {
      const next = nextSlideId(form, current, choice);
      if (next !== undefined && !reached.has(next)) {
        reached.set(next, choice);
        queue.push(next);
      }
    }
  }
  return undefined;
}
