import {
  firstError,
  validateEmail,
  validateMaxLength,
  validateRequired,
  type ValidationResult,
} from "../../../../core/validation";

export interface ExampleValues {
  email: string;
  name: string;
  story: string;
  frequency: string;
  agree: boolean;
}

export type ExampleField = keyof ExampleValues;
export type ExampleErrors = Partial<Record<ExampleField, NonNullable<ValidationResult>>>;

export const EMPTY_VALUES: ExampleValues = {
  email: "",
  name: "",
  story: "",
  frequency: "",
  agree: false,
};

export const STORY_MAX_LENGTH = 500;

/** The example form's rules, from the shared validators. */
export function validateField(field: ExampleField, values: ExampleValues): ValidationResult {
  switch (field) {
    case "email":
      return firstError(values.email, [validateRequired, validateEmail]);
    case "story":
      return validateMaxLength(values.story, STORY_MAX_LENGTH);
    case "agree":
      return validateRequired(values.agree);
    case "name":
    case "frequency":
      return undefined;
  }
}

/** Every field's problem, in the order the fields appear. */
export function validateAll(values: ExampleValues): ExampleErrors {
  const errors: ExampleErrors = {};
  for (const field of Object.keys(values) as ExampleField[]) {
    const error = validateField(field, values);
    if (error) errors[field] = error;
  }
  return errors;
}
