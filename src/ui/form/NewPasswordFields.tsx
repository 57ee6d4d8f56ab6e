import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  PASSWORD_MIN_LENGTH,
  validatePasswordConfirmation,
  validateRequired,
} from "@core/validation";
import { TextField, type TextFieldProps } from "./TextField";

type PasswordInputProps = Omit<TextFieldProps, "type">;

/** The pair's labels, for the `labels` of the form (`useForm`) that holds them. */
export const NEW_PASSWORD_LABELS = {
  password: msg`New password`,
  confirmPassword: msg`Repeat the new password`,
};

export interface NewPasswordFieldsProps {
  /** The new password's input props, e.g. `form.text("password")`, `required` included. */
  password: PasswordInputProps;
  /** The repeated entry's input props, e.g. `form.text("confirmPassword")`. */
  confirmation: PasswordInputProps;
}

/** A new password and its repetition, with the policy as a hint and a password manager's help. */
export function NewPasswordFields({ password, confirmation }: NewPasswordFieldsProps) {
  const { t } = useLingui();
  return (
    <>
      <TextField
        hint={t`At least ${PASSWORD_MIN_LENGTH} characters, with a number, an upper-case and a lower-case letter.`}
        type="password"
        autoComplete="new-password"
        {...password}
      />
      <TextField type="password" autoComplete="new-password" {...confirmation} />
    </>
  );
}

/**
 * The rule for the repetition, across the two fields (the password's own rule is in the
 * schema of the body that sends it): given, and the same as the new password.
 */
export function repeatedPasswordError(
  password: string,
  confirmation: string,
): MessageDescriptor | undefined {
  return validateRequired(confirmation) ?? validatePasswordConfirmation(password, confirmation);
}
