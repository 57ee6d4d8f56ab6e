import { refine, type Failure, type Struct } from "superstruct";
import { characterCount } from "./predicates";

// Limits as superstruct refinements whose failures carry the limit they passed (`limit`), so a
// form words its message from the schema ("Please use at most 200 characters") and the limit
// is written once, in the schema. The server's error bodies keep the English message.

/** A failure of one of these rules: superstruct's, with the limit. */
export type LimitFailure = Partial<Failure> & { limit: number };

/** The failure of a limit checked by a refinement of its own, e.g. on trimmed text. */
export function limitFailure(message: string, limit: number): LimitFailure {
  return { message, limit };
}

/** The limit a failure reports, if it is one of these rules'. */
export function limitOf(failure: object): number | undefined {
  const limit = (failure as { limit?: unknown }).limit;
  return typeof limit === "number" ? limit : undefined;
}

/** Text in characters (code points, as the database counts them), a list in entries. */
function lengthOf(value: string | readonly unknown[]): number {
  return typeof value === "string" ? characterCount(value) : value.length;
}

const unit = (value: string | readonly unknown[], limit: number) =>
  typeof value === "string"
    ? limit === 1
      ? "character"
      : "characters"
    : limit === 1
      ? "entry"
      : "entries";

/** Text of at least `limit` characters, or a list of at least `limit` entries. */
export function minLength<T extends string | readonly unknown[], S>(
  struct: Struct<T, S>,
  limit: number,
): Struct<T, S> {
  return refine(
    struct,
    "minLength",
    (value) =>
      lengthOf(value) >= limit ||
      limitFailure(`Must be at least ${limit} ${unit(value, limit)}`, limit),
  );
}

/** Text of at most `limit` characters, or a list of at most `limit` entries. */
export function maxLength<T extends string | readonly unknown[], S>(
  struct: Struct<T, S>,
  limit: number,
): Struct<T, S> {
  return refine(
    struct,
    "maxLength",
    (value) =>
      lengthOf(value) <= limit ||
      limitFailure(`Must be at most ${limit} ${unit(value, limit)}`, limit),
  );
}

/** A number of at least `limit`. */
export function minimum<S>(struct: Struct<number, S>, limit: number): Struct<number, S> {
  return refine(
    struct,
    "min",
    (value) => value >= limit || limitFailure(`Must be at least ${limit}`, limit),
  );
}

/** A number of at most `limit`. */
export function maximum<S>(struct: Struct<number, S>, limit: number): Struct<number, S> {
  return refine(
    struct,
    "max",
    (value) => value <= limit || limitFailure(`Must be at most ${limit}`, limit),
  );
}

/**
 * Text of `min` to `max` characters (code points, as JSON Schema's `minLength` and `maxLength`
 * count them). Superstruct's `size` counts UTF-16 units, so an emoji would count twice.
 */
export function textSize<T extends string, S>(
  struct: Struct<T, S>,
  min: number,
  max: number,
): Struct<T, S> {
  return maxLength(min > 0 ? minLength(struct, min) : struct, max);
}
