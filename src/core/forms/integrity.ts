import { refine } from "superstruct";
import { FormSchemaStruct, type FormComponent, type FormSchema } from "./schema";
import { flattenComponents, inputComponents, optionsOf } from "./walk";

/** Keys answers are stored under: letters, digits, `_`, `-` and `.`, as the builder makes them. */
const KEY = /^[A-Za-z0-9_.-]{1,100}$/;

function patternProblem(component: FormComponent): string | undefined {
  const pattern = "validate" in component ? component.validate?.pattern : undefined;
  if (!pattern) return undefined;
  try {
    new RegExp(pattern, "u");
    return undefined;
  } catch {
    try {
      new RegExp(pattern);
      return undefined;
    } catch {
      return `The pattern of "${component.key ?? ""}" is not a valid regular expression`;
    }
  }
}

/**
 * What is wrong with a form as an admin saves it, beyond its shape: at least one slide; slide
 * ids unique; each input's key valid and unique in its slide (answers are stored by slide and
 * key); every `nextSlideId` names a later slide; patterns compile.
 */
export function formProblems(form: FormSchema): string[] {
  const problems: string[] = [];
  if (form.slides.length === 0) problems.push("A form needs at least one slide");
  const order = new Map<string, number>();
  form.slides.forEach((slide, index) => {
    if (!slide.id || order.has(slide.id)) problems.push(`Slide id "${slide.id}" is not unique`);
    else order.set(slide.id, index);
  });
  const leadsForward = (from: number, target: string | null | undefined) =>
    !target || (order.get(target) ?? -1) > from;

  form.slides.forEach((slide, index) => {
    if (!leadsForward(index, slide.navigation?.nextSlideId)) {
      problems.push(
        `Slide "${slide.id}" leads to "${slide.navigation?.nextSlideId}", not a later slide`,
      );
    }
    const keys = new Set<string>();
    for (const component of inputComponents(slide)) {
      if (!KEY.test(component.key) || component.key === "__proto__") {
        problems.push(`"${component.key}" is not a valid key`);
      } else if (keys.has(component.key)) {
        problems.push(`Key "${component.key}" is used twice in slide "${slide.id}"`);
      }
      keys.add(component.key);
      for (const option of optionsOf(component)) {
        if (!leadsForward(index, option.nextSlideId)) {
          problems.push(
            `Option "${option.value}" of "${component.key}" leads to "${option.nextSlideId}", not a later slide`,
          );
        }
      }
    }
    for (const component of flattenComponents(slide.components)) {
      const problem = patternProblem(component);
      if (problem) problems.push(problem);
    }
  });
  return problems;
}

/** A form schema as admins save it: its shape, then `formProblems`. */
export const FormSchemaForWrite = refine(FormSchemaStruct, "formSchema", (form) => {
  const problems = formProblems(form);
  return problems.length === 0 || problems.map((message) => ({ message }));
});
