import type { FormComponent } from "../../forms/schema";
import { flattenComponents, isInputComponent } from "../../forms/walk";

/** The label and answer key a question added from the builder's palette starts with. */
export interface NewQuestion {
  label: string;
  key: string;
}

/**
 * "Question 3" for the third question of a callout (its slides' components together): the
 * first number whose label and key (`question3`) no question holds yet, so a question added
 * after one was removed does not take a name that is still in use.
 */
export function newQuestion(
  slides: readonly (readonly FormComponent[])[],
  labelFor: (number: number) => string,
): NewQuestion {
  const inputs = slides.flatMap((components) =>
    flattenComponents(components).filter(isInputComponent),
  );
  const labels = new Set(inputs.map((input) => input.label?.trim()));
  const keys = new Set(inputs.map((input) => input.key));
  let number = inputs.length + 1;
  while (labels.has(labelFor(number)) || keys.has(`question${number}`)) number += 1;
  return { label: labelFor(number), key: `question${number}` };
}
