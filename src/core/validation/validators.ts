import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  COLOR_MESSAGE,
  EMAIL_MESSAGE,
  NUMBER_MESSAGE,
  PASSWORDS_DIFFER_MESSAGE,
  REQUIRED_MESSAGE,
  URL_MESSAGE,
  aboveMaximumMessage,
  belowMinimumMessage,
  tooLongMessage,
} from "./messages";
import { characterCount, isColor, isEmail, isUrl } from "./predicates";

/** A message to show under the field, or `undefined` when the value is fine. */
export type ValidationResult = MessageDescriptor | undefined;
export type Validator<T> = (value: T) => ValidationResult;

/** The length of the codes authenticator apps show. */
export const VERIFY_CODE_LENGTH = 6;

/** The first failing validator's message, so a field shows one problem at a time. */
export function firstError<T>(value: T, validators: readonly Validator<T>[]): ValidationResult {
  for (const validator of validators) {
    const result = validator(value);
    if (result) return result;
  }
  return undefined;
}

/**
 * Fails on `undefined`, `null`, a blank string, an empty list and `false` (a required checkbox
 * must be ticked). Zero is a value.
 */
export function validateRequired(value: unknown): ValidationResult {
  const missing =
    value === undefined ||
    value === null ||
    value === false ||
    (typeof value === "string" && value.trim() === "") ||
    (Array.isArray(value) && value.length === 0);
  return missing ? REQUIRED_MESSAGE : undefined;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  return password === confirmation ? undefined : PASSWORDS_DIFFER_MESSAGE;
}

// The format validators below pass an empty value, so that optional fields can use them;
// combine them with validateRequired (see firstError) where a value is needed.

// Their messages are those of ./messages, one per kind of mistake.

export function validateEmail(value: string): ValidationResult {
  return value === "" || isEmail(value) ? undefined : EMAIL_MESSAGE;
}

export function validateUrl(value: string): ValidationResult {
  return value === "" || isUrl(value) ? undefined : URL_MESSAGE;
}

export function validateColor(value: string): ValidationResult {
  return value === "" || isColor(value) ? undefined : COLOR_MESSAGE;
}

/** Passes a missing number; fails one that is not a finite number. */
function checkNumber(value: number | null | undefined): ValidationResult | number {
  if (value === undefined || value === null) return undefined;
  return Number.isFinite(value) ? value : NUMBER_MESSAGE;
}

export function validateMin(value: number | null | undefined, min: number): ValidationResult {
  const checked = checkNumber(value);
  if (typeof checked !== "number") return checked;
  return checked < min ? belowMinimumMessage(min) : undefined;
}

export function validateMax(value: number | null | undefined, max: number): ValidationResult {
  const checked = checkNumber(value);
  if (typeof checked !== "number") return checked;
  return checked > max ? aboveMaximumMessage(max) : undefined;
}

/** Counts characters (code points), as the database does, not UTF-16 units. */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return characterCount(value) > max ? tooLongMessage(max) : undefined;
}

/**
 * An authenticator code; 6 characters unless the caller says otherwise. Whitespace is not
 * counted, as apps show codes as "123 456" and people paste them so; the form strips it.
 */
export function validateVerifyCode(
  value: string,
  { minLength = VERIFY_CODE_LENGTH, maxLength = VERIFY_CODE_LENGTH } = {},
): ValidationResult {
  const length = characterCount(value.replace(/\s/gu, ""));
  if (length === 0) return msg`Please enter the code`;
  if (length < minLength) {
    return msg({
      message: plural(minLength, {
        one: "The code must have at least # character",
        other: "The code must have at least # characters",
      }),
    });
  }
  if (length > maxLength) {
    return msg({
      message: plural(maxLength, {
        one: "The code must have at most # character",
        other: "The code must have at most # characters",
      }),
    });
  }
  return undefined;
}
