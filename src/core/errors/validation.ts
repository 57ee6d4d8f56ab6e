import { validate, type StructError, type Struct } from "superstruct";
import type { ValidationErrorItem } from "./body";
import { HttpError } from "./http-error";
import { UNSAFE_TEXT_MESSAGE } from "../validation/safe-text";

/** Which part of a request failed, in the words the contract's messages use. */
export type InputPart = "body" | "params" | "queries";

/** Superstruct echoes the offending value; a huge one must not bloat the answer. */
const MAX_MESSAGE_LENGTH = 200;

function constraintsFor(
  failure: ReturnType<StructError["failures"]>[number],
): Record<string, string> {
  const property = failure.path.join(".") || "value";
  if (failure.type === "never") return { whitelistValidation: `Unknown property ${property}` };
  if (failure.value === undefined) return { isDefined: `${property} is required` };
  const message =
    failure.message.length > MAX_MESSAGE_LENGTH
      ? `${failure.message.slice(0, MAX_MESSAGE_LENGTH)}…`
      : failure.message;
  return { [failure.refinement ?? failure.type]: message };
}

function insert(
  items: ValidationErrorItem[],
  path: readonly unknown[],
  constraints: Record<string, string>,
) {
  const [head, ...rest] = path;
  const property = head === undefined ? "" : String(head);
  let item = items.find((candidate) => candidate.property === property);
  if (!item) {
    item = { property };
    items.push(item);
  }
  if (rest.length === 0) item.constraints = { ...item.constraints, ...constraints };
  else insert((item.children ??= []), rest, constraints);
}

/** Every failure of a superstruct check, nested by property as the contract's `errors` are. */
export function validationErrors(error: StructError): ValidationErrorItem[] {
  const failures = error.failures();
  // When the value itself has the wrong type (an array for an object), only that matters.
  const root = failures.filter((failure) => failure.path.length === 0);
  const items: ValidationErrorItem[] = [];
  for (const failure of root.length > 0 ? root : failures) {
    insert(items, failure.path, constraintsFor(failure));
  }
  return items;
}

export function invalidInput(part: InputPart, error: StructError): HttpError {
  return new HttpError(400, {
    message: `Invalid ${part}, check 'errors' property for more info.`,
    errors: validationErrors(error),
  });
}

/** The value, typed, when it passes the struct; otherwise a 400 listing every failure. */
export function parseInput<T, S>(struct: Struct<T, S>, value: unknown, part: InputPart): T {
  const [error, result] = validate(value, struct);
  if (error) throw invalidInput(part, error);
  return result;
}

/** A 400 naming the field whose text holds a NUL character or an unpaired surrogate. */
export function unsafeTextError(part: InputPart, path: readonly (string | number)[]): HttpError {
  const items: ValidationErrorItem[] = [];
  insert(items, path, { isSafeText: UNSAFE_TEXT_MESSAGE });
  return new HttpError(400, {
    message: `Invalid ${part}, check 'errors' property for more info.`,
    errors: items,
  });
}
