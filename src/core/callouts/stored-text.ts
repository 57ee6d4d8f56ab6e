import { refine, string } from "superstruct";
import { characterCount, isUuid, limitFailure } from "../validation";

/**
 * Text of at most `max` characters; `required` text must hold more than whitespace. (NUL
 * characters, which the database cannot store, are refused app-wide: server/plugins/safe-text.)
 */
export const storedText = (max: number, options: { required?: boolean } = {}) =>
  refine(string(), "storedText", (value) => {
    if (characterCount(value) > max) return limitFailure(`Must be at most ${max} characters`, max);
    if (options.required && value.trim() === "") return "This field is required";
    return true;
  });

/** A uuid, as ids of tags, contacts and the like are sent. */
export const uuidText = () =>
  refine(string(), "isUuid", (value) => isUuid(value) || "Expected an id (a UUID)");
