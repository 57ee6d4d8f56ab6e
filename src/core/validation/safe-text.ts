const UNSAFE = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text that every store and encoder can take: PostgreSQL text and JSON hold no NUL character,
 * and a lone UTF-16 surrogate has no UTF-8 form, so neither may enter through any request.
 */
export function isSafeText(value: string): boolean {
  return !UNSAFE.test(value);
}

export const UNSAFE_TEXT_MESSAGE = "Text may not contain NUL characters or unpaired surrogates";

/**
 * The path to the first string (or object key) in `value` that is not safe text, at any depth;
 * undefined when all are safe. `[]` when `value` itself is such a string.
 */
export function unsafeTextPath(value: unknown): (string | number)[] | undefined {
  if (typeof value === "string") return isSafeText(value) ? undefined : [];
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const path = unsafeTextPath(item);
      if (path) return [index, ...path];
    }
    return undefined;
  }
  if (typeof value === "object" && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      if (!isSafeText(key)) return [key];
      const path = unsafeTextPath(item);
      if (path) return [key, ...path];
    }
  }
  return undefined;
}
