import type { Answers, SlideAnswers } from "./answer-structs";
import type { FormSchema } from "./schema";
import { adminOnlyKeys, inputComponents } from "./walk";

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** An own property only: answers come from outside, and `__proto__` is not an answer. */
export function ownValue(record: Record<string, unknown> | undefined, key: string): unknown {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

/** No answer: unset, `null`, or text of nothing but spaces. */
function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && !value.trim());
}

/**
 * The answers with each missing one set to its component's default value, as form.io does:
 * a hidden component's default is how a form tags its responses.
 */
export function withDefaults(form: FormSchema, answers: Answers): Answers {
  const result: Answers = { ...answers };
  for (const slide of form.slides) {
    const given = ownValue(answers, slide.id) as SlideAnswers | undefined;
    const filled: SlideAnswers = { ...given };
    for (const component of inputComponents(slide)) {
      if (ownValue(given, component.key) === undefined && !isBlank(component.defaultValue)) {
        filled[component.key] = component.defaultValue;
      }
    }
    if (given || Object.keys(filled).length > 0) result[slide.id] = filled;
  }
  return result;
}

/** The answers of the given slides only: what a reader submits is what they went through. */
export function pickSlides(answers: Answers, slideIds: readonly string[]): Answers {
  return Object.fromEntries(
    slideIds.map((slideId) => [slideId, (ownValue(answers, slideId) as SlideAnswers) ?? {}]),
  );
}

/** A value without its blank parts: a blank value goes, and so do blank list items. */
function compactValue(value: unknown): unknown {
  if (!Array.isArray(value)) return isBlank(value) ? undefined : value;
  const items = value.filter((item) => !isBlank(item));
  return items.length > 0 ? items : undefined;
}

/** Answers without blank values, as they are submitted: an unanswered question is absent. */
export function compactAnswers(answers: Answers): Answers {
  return Object.fromEntries(
    Object.entries(answers).map(([slideId, slide]) => [
      slideId,
      Object.fromEntries(
        Object.entries(slide).flatMap(([key, value]) => {
          const compacted = compactValue(value);
          return compacted === undefined ? [] : [[key, compacted]];
        }),
      ),
    ]),
  );
}

/** The answers without those of admin-only components, for readers and public views. */
export function omitAdminOnly(form: FormSchema, answers: Answers): Answers {
  const adminOnly = new Map(form.slides.map((slide) => [slide.id, adminOnlyKeys(slide)]));
  return Object.fromEntries(
    Object.entries(answers).map(([slideId, slide]) => [
      slideId,
      Object.fromEntries(
        Object.entries(slide).filter(([key]) => !adminOnly.get(slideId)?.has(key)),
      ),
    ]),
  );
}
