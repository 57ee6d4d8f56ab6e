import {
  firstError,
  validateEmail,
  validateMaxLength,
  validateRequired,
} from "../../../../core/validation";
import type { FormErrors } from "../../../../ui/form";

export interface ExampleValues {
  email: string;
  name: string;
  story: string;
  frequency: string;
  agree: boolean;
}

export const EMPTY_VALUES: ExampleValues = {
  email: "",
  name: "",
  story: "",
  frequency: "",
  agree: false,
};

export const STORY_MAX_LENGTH = 500;

/** The example form's rules, from the shared validators. */
export function validateExample(values: ExampleValues): FormErrors<ExampleValues> {
  return {
    email: firstError(values.email, [validateRequired, validateEmail]),
    story: validateMaxLength(values.story, STORY_MAX_LENGTH),
    agree: validateRequired(values.agree),
  };
}
