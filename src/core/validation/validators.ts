import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import {
  characterCount,
  isColor,
  isEmail,
  isPhoneNumber,
  isUrl,
  isValidPassword,
} from "./predicates";

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
  return missing ? msg`This field is required` : undefined;
}

/** A password is always required, so this checks that too, with its own message. */
export function validatePassword(value: string): ValidationResult {
  if (value === "") return msg`Password is required`;
  return isValidPassword(value) ? undefined : msg`Invalid password`;
}

export function validatePasswordConfirmation(
  password: string,
  confirmation: string,
): ValidationResult {
  return password === confirmation ? undefined : msg`The passwords don't match`;
}

// The format validators below pass an empty value, so that optional fields can use them;
// combine them with validateRequired (see firstError) where a value is needed.

// One message per kind of value, for every form: the account page, the sign-in pages and the
// callouts say the same thing about the same mistake. Each says what is wanted, so it serves
// for a missing value as well as a malformed one.

export const EMAIL_MESSAGE = msg`Enter an email address like name@example.com`;
export const PHONE_MESSAGE = msg`Enter a phone number of 6 to 20 digits, like +44 20 7946 0000`;
export const URL_MESSAGE = msg`Please enter a web address starting with http:// or https://`;

export function validateEmail(value: string): ValidationResult {
  return value === "" || isEmail(value) ? undefined : EMAIL_MESSAGE;
}

export function validatePhone(value: string): ValidationResult {
  return value === "" || isPhoneNumber(value) ? undefined : PHONE_MESSAGE;
}

export function validateUrl(value: string): ValidationResult {
  return value === "" || isUrl(value) ? undefined : URL_MESSAGE;
}

export function validateColor(value: string): ValidationResult {
  return value === "" || isColor(value)
    ? undefined
    : msg`Please enter a color, such as #262453 or rgb(38, 36, 83)`;
}

/** Passes a missing number; fails one that is not a finite number. */
function checkNumber(value: number | null | undefined): ValidationResult | number {
  if (value === undefined || value === null) return undefined;
  return Number.isFinite(value) ? value : msg`Please enter a number`;
}

export function validateMin(value: number | null | undefined, min: number): ValidationResult {
  const checked = checkNumber(value);
  if (typeof checked !== "number") return checked;
  return checked < min ? msg`Must be at least ${min}` : undefined;
}

export function validateMax(value: number | null | undefined, max: number): ValidationResult {
  const checked = checkNumber(value);
  if (typeof checked !== "number") return checked;
  return checked > max ? msg`Must be at most ${max}` : undefined;
}

/** Counts characters (code points), as the database does, not UTF-16 units. */
export function validateMaxLength(value: string, max: number): ValidationResult {
  return characterCount(value) > max
    ? msg({
        message: plural(max, {
          one: "Please use at most # character",
          other: "Please use at most # characters",
        }),
      })
    : undefined;
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
