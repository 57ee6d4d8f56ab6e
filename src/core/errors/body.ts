import {
  array,
  number,
  object,
  optional,
  record,
  string,
  type,
  type Describe,
  type Infer,
} from "superstruct";
import { named } from "../validation/named";

/** One failed check of a request, shaped like the contract's validation errors. */
export interface ValidationErrorItem {
  /** The property that failed; nested failures sit in `children` of their parent property. */
  property: string;
  /** Rule name to human message, e.g. `{ isDefined: "organisationName is required" }`. */
  constraints?: Record<string, string>;
  children?: ValidationErrorItem[];
}

// Recursive, so the type is written out once above and the struct is checked against it.
export const ValidationErrorItem: Describe<ValidationErrorItem> = object({
  property: string(),
  constraints: optional(record(string(), string())),
  children: optional(array(named("ValidationErrorItem", () => [ValidationErrorItem]))),
});

/**
 * Every error the API answers with (contract 1.4). `type` rather than `object`: some errors
 * carry extra fields (`subCode`, `rule`, `id`), and a client must not reject those.
 */
export const ErrorBody = type({
  httpCode: number(),
  name: string(),
  message: optional(string()),
  // Any text: frames read this too, and the list of codes would weigh on them.
  code: optional(string()),
  errors: optional(array(ValidationErrorItem)),
});
export type ErrorBody = Infer<typeof ErrorBody>;
