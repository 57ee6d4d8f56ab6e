import { refine, string } from "superstruct";
import { characterCount, isUuid, limitFailure } from "../validation";

/**
 * Text of at most `max` characters that the database can store (PostgreSQL text holds no NUL
 * character); `required` text must hold more than whitespace.
 */
export const storedText = (max: number, options: { required?: boolean } = {}) =>
  refine(string(), "storedText", (value) => {
    if (value.includes("\0")) return "Text may not contain NUL characters";
    if (characterCount(value) > max) return limitFailure(`Must be at most ${max} characters`, max);
    if (options.required && value.trim() === "") return "This field is required";
    return true;
  });

/** A uuid, as ids of tags, contacts and the like are sent. */
export const uuidText = () =>
  refine(string(), "isUuid", (value) => isUuid(value) || "Expected an id (a UUID)");
