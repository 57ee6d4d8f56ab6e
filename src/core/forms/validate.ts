import type { MessageDescriptor } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { is } from "superstruct";
import {
  EMAIL_MESSAGE,
  PHONE_MESSAGE,
  URL_MESSAGE,
  characterCount,
  isPhoneNumber,
  isSitePath,
  isUrl,
  validateEmail,
  validateMax,
  validateMaxLength,
  validateMin,
  validateRequired,
  validateUrl,
  type ValidationResult,
} from "../validation";
import { AddressAnswerStruct, FileAnswerStruct } from "./answer-structs";
import { isRecord } from "./answers";
import { parseDateSpan } from "./dates";
import { limitOf, type InputComponent } from "./schema";
import { allowsMultiple, optionsOf } from "./walk";

// The answer rules of SPEC section 5, shared by the form renderer and the server. Address,
// signature and time were not checked by the predecessor; they are here.

export interface ValidateOptions {
  /** The moment relative dates (`$now(d:-1)`) count from; default now. */
  now?: Date;
}

/** The longest signature image accepted, in characters of its data URL (about 750 KB). */
export const SIGNATURE_MAX_LENGTH = 1_000_000;

const REQUIRED = validateRequired(undefined)!;
const TIME = /^(?:[01]\d|2[0-3]):[0-5]\d(?::[0-5]\d)?$/;
const SIGNATURE = /^data:image\/(?:png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/;

/** Whether a value counts as no answer: a required component then fails. */
export function isEmptyAnswer(component: InputComponent, value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.every((item) => isEmptyAnswer(component, item));
  if (component.type === "checkbox") return value === false;
  if (component.type === "selectboxes" && isRecord(value)) {
    return Object.values(value).every((ticked) => ticked === false);
  }
  if (component.type === "address" && isRecord(value)) {
    const text = value.formatted_address;
    return (typeof text !== "string" || text.trim() === "") && !value.geometry;
  }
  return false;
}

function validateTextRules(component: InputComponent, value: string): ValidationResult {
  const rules = component.validate ?? {};
  const minLength = limitOf(rules.minLength);
  const maxLength = limitOf(rules.maxLength);
  const length = characterCount(value);
  if (minLength !== undefined && length < minLength) {
    return msg({
      message: plural(minLength, {
        one: "Please use at least # character",
        other: "Please use at least # characters",
      }),
    });
  }
  if (maxLength !== undefined) {
    const tooLong = validateMaxLength(value, maxLength);
    if (tooLong) return tooLong;
  }
  const words = value.split(/\s+/u).filter(Boolean).length;
  const minWords = limitOf(rules.minWords);
  const maxWords = limitOf(rules.maxWords);
  if (minWords !== undefined && words < minWords) {
    return msg({
      message: plural(minWords, {
        one: "Please use at least # word",
        other: "Please use at least # words",
      }),
    });
  }
  if (maxWords !== undefined && words > maxWords) {
    return msg({
      message: plural(maxWords, {
        one: "Please use at most # word",
        other: "Please use at most # words",
      }),
    });
  }
  if (rules.pattern && !matchesPattern(rules.pattern, value)) {
    // The admin's own message, when there is one, goes through the translations like a label.
    return rules.customMessage
      ? { id: rules.customMessage, message: rules.customMessage }
      : msg`Please use the format asked for`;
  }
  return undefined;
}

/** form.io anchors patterns to the whole answer. A pattern that does not compile is ignored. */
function matchesPattern(pattern: string, value: string): boolean {
  for (const flags of ["u", ""]) {
    try {
      return new RegExp(`^(?:${pattern})$`, flags).test(value);
    } catch {
      // Try without the Unicode flag, which is stricter about escapes, then give up.
    }
  }
  return true;
}

const NUMBER_MESSAGE = msg`Please enter a number`;
const TIME_MESSAGE = msg`Please enter a time such as 14:30`;
const ADDRESS_MESSAGE = msg`Please enter an address`;

function validateNumber(component: InputComponent, value: unknown): ValidationResult {
  if (typeof value !== "number" || !Number.isFinite(value)) return NUMBER_MESSAGE;
  if (component.type === "currency") {
    if (value < 0) return msg`Please enter an amount of 0 or more`;
    const cents = value * 100;
    if (Math.abs(cents - Math.round(cents)) > 1e-6) {
      return msg`Please use at most two decimal places`;
    }
  }
  const min = limitOf(component.validate?.min);
  const max = limitOf(component.validate?.max);
  return (
    (min === undefined ? undefined : validateMin(value, min)) ??
    (max === undefined ? undefined : validateMax(value, max))
  );
}

function dateOf(span: { start: number }): string {
  return new Date(span.start).toISOString().slice(0, 10);
}

function validateDate(
  component: InputComponent,
  value: unknown,
  options: ValidateOptions,
): ValidationResult {
  const span = typeof value === "string" ? parseDateSpan(value, options.now) : undefined;
  if (!span) return msg`Please enter a valid date`;
  const picker = component.type === "datetime" ? component.datePicker : undefined;
  const minText = component.validate?.minDate || picker?.minDate;
  const maxText = component.validate?.maxDate || picker?.maxDate;
  const min = minText ? parseDateSpan(minText, options.now) : undefined;
  const max = maxText ? parseDateSpan(maxText, options.now) : undefined;
  if (min && span.start < min.start) {
    const date = dateOf(min);
    return msg`Please enter a date on or after ${date}`;
  }
  if (max && span.start >= max.end) {
    const date = dateOf({ start: max.end - 1 });
    return msg`Please enter a date on or before ${date}`;
  }
  return undefined;
}

const OPTION_MESSAGE = msg`Please choose one of the options`;

function validateOption(component: InputComponent, value: unknown): ValidationResult {
  const values = optionsOf(component).map((option) => option.value);
  if (component.type === "selectboxes") {
    const valid =
      isRecord(value) &&
      Object.entries(value).every(
        ([key, ticked]) => values.includes(key) && typeof ticked === "boolean",
      );
    return valid ? undefined : OPTION_MESSAGE;
  }
  return typeof value === "string" && values.includes(value) ? undefined : OPTION_MESSAGE;
}

function validateAddress(value: unknown): ValidationResult {
  if (!is(value, AddressAnswerStruct)) return ADDRESS_MESSAGE;
  const location = value.geometry?.location;
  if (location && !(Math.abs(location.lat) <= 90 && Math.abs(location.lng) <= 180)) {
    return msg`The location is outside the map: latitude must be between -90 and 90, longitude between -180 and 180`;
  }
  return undefined;
}

function validateFile(value: unknown): ValidationResult {
  const valid = is(value, FileAnswerStruct) && (isUrl(value.url) || isSitePath(value.url));
  return valid ? undefined : msg`Please upload the file again`;
}

/** One value (an item, for components that take a list), known not to be empty. */
function validateValue(
  component: InputComponent,
  value: unknown,
  options: ValidateOptions,
): ValidationResult {
  switch (component.type) {
    case "number":
    case "currency":
      return validateNumber(component, value);
    case "checkbox":
      return typeof value === "boolean" ? undefined : msg`Please tick the box or leave it empty`;
    case "select":
    case "radio":
    case "selectboxes":
      return validateOption(component, value);
    case "datetime":
      return validateDate(component, value, options);
    case "address":
      return validateAddress(value);
    case "file":
      return validateFile(value);
    case "signature":
      return typeof value === "string" &&
        value.length <= SIGNATURE_MAX_LENGTH &&
        SIGNATURE.test(value)
        ? undefined
        : msg`Please sign again`;
    case "time":
      return typeof value === "string" && TIME.test(value) ? undefined : TIME_MESSAGE;
    case "textfield":
    case "textarea":
    case "email":
    case "url":
    case "phoneNumber":
      break; // the text types, below
  }
  if (typeof value !== "string") return msg`Please enter text`;
  const format =
    component.type === "email"
      ? validateEmail(value)
      : component.type === "url"
        ? validateUrl(value)
        : component.type === "phoneNumber" && !isPhoneNumber(value.trim())
          ? PHONE_MESSAGE
          : undefined;
  return format ?? validateTextRules(component, value);
}

/**
 * What a required answer left empty lacks, in the words its kind of answer needs: "This field
 * is required" says nothing about what to do when the question is a box to tick.
 */
const MISSING: Partial<Record<InputComponent["type"], MessageDescriptor>> = {
  email: EMAIL_MESSAGE,
  phoneNumber: PHONE_MESSAGE,
  url: URL_MESSAGE,
  number: NUMBER_MESSAGE,
  currency: NUMBER_MESSAGE,
  select: OPTION_MESSAGE,
  radio: OPTION_MESSAGE,
  selectboxes: msg`Choose at least one option`,
  checkbox: msg`Tick this box to continue`,
  datetime: msg`Enter a date`,
  time: TIME_MESSAGE,
  address: ADDRESS_MESSAGE,
  file: msg`Choose a file to upload`,
  signature: msg`Sign in the box or type your name`,
};

/**
 * The problem with one component's answer, or undefined when it is fine: required answers
 * are there, and each value has the component's type and meets its rules. Components taking
 * a list (`multiple`) get an array; blank items in it are ignored.
 */
export function validateAnswer(
  component: InputComponent,
  value: unknown,
  options: ValidateOptions = {},
): MessageDescriptor | undefined {
  const required = Boolean(component.validate?.required);
  const list = allowsMultiple(component) || (component.type === "file" && Array.isArray(value));
  if (list && !isEmptyAnswer(component, value)) {
    if (!Array.isArray(value)) return msg`Please give a list of answers`;
    const items = value.filter((item) => !isEmptyAnswer(component, item));
    if (!allowsMultiple(component) && items.length > 1) return msg`Please give one answer only`;
    for (const item of items) {
      const problem = validateValue(component, item, options);
      if (problem) return problem;
    }
    return undefined;
  }
  if (isEmptyAnswer(component, value))
    return required ? (MISSING[component.type] ?? REQUIRED) : undefined;
  return validateValue(component, value, options);
}
