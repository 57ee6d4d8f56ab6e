import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react";
import type { ReactNode } from "react";
import { TextField, type TextFieldProps } from "./TextField";

/** The field's usual label, for the `labels` of the form (`useForm`) that holds it. */
export const VERIFY_CODE_LABEL = msg`Code from your authenticator app`;

export interface VerifyCodeFieldProps extends Omit<TextFieldProps, "label"> {
  /** Default "Code from your authenticator app". */
  label?: ReactNode;
}

/**
 * The 6-digit code of an authenticator app: a number keypad on phones, and the code the
 * browser or password manager offers from a message or the app.
 */
export function VerifyCodeField({ ref, label, ...rest }: VerifyCodeFieldProps) {
  const { i18n } = useLingui();
  return (
    <TextField
      ref={ref}
      label={label ?? i18n._(VERIFY_CODE_LABEL)}
      inputMode="numeric"
      autoComplete="one-time-code"
      autoCapitalize="off"
      spellCheck={false}
      required
      {...rest}
    />
  );
}

/** The code as the server wants it: apps show "123 456", people paste it so. */
export function normaliseVerifyCode(code: string): string {
  return code.replace(/\s/gu, "");
}
