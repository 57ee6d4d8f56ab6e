import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import {
  PASSWORD_MIN_LENGTH,
  validatePassword,
  validatePasswordConfirmation,
  validateRequired,
} from "../../core/validation";
import { TextField, type TextFieldProps } from "./TextField";

type PasswordInputProps = Omit<TextFieldProps, "type">;

/** The pair's labels, for the `labels` of the form (`useForm`) that holds them. */
export const NEW_PASSWORD_LABELS = {
  password: msg`New password`,
  confirmPassword: msg`Repeat the new password`,
};

export interface NewPasswordFieldsProps {
  /** The new password's input props, e.g. `form.text("password")`. */
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
        required
        {...password}
      />
      <TextField type="password" autoComplete="new-password" required {...confirmation} />
    </>
  );
}

/** The policy of SPEC section 5 for the pair: a valid password, entered twice the same. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
): { password?: MessageDescriptor; confirmPassword?: MessageDescriptor } {
  return {
    password: validatePassword(password),
    confirmPassword:
      validateRequired(confirmation) ?? validatePasswordConfirmation(password, confirmation),
  };
}
