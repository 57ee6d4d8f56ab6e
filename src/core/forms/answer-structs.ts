// The shapes of answers, for the server and the inputs that read stored answers back.
import { nullable, number, optional, record, string, type, unknown, type Infer } from "superstruct";

/**
 * Answers by slide, then by component key: `{ [slideId]: { [componentKey]: value } }`. Values
 * stay `unknown` until checked against their component (`validateAnswer`): they come from
 * readers and from storage.
 */
export const AnswersStruct = record(string(), record(string(), unknown()));
export type Answers = Infer<typeof AnswersStruct>;
export type SlideAnswers = Answers[string];

/** A point as the map and geocoders give it. */
export const LocationStruct = type({ lat: number(), lng: number() });

/**
 * An `address` answer. `geometry` is missing when no geocoder was at hand: the address is
 * still an answer, it just cannot be shown on a map.
 */
export const AddressAnswerStruct = type({
  formatted_address: string(),
  geometry: optional(nullable(type({ location: LocationStruct }))),
});

/** A `file` answer: what the upload returned, plus the file's own name and size. */
export const FileAnswerStruct = type({
  url: string(),
  path: optional(string()),
  name: optional(string()),
  size: optional(number()),
});

export type Location = Infer<typeof LocationStruct>;
export type AddressAnswer = Infer<typeof AddressAnswerStruct>;
export type FileAnswer = Infer<typeof FileAnswerStruct>;
