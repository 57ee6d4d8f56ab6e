import { is, object, partial, type Infer } from "superstruct";
import { parseInput } from "../errors";

// Superstruct does not export its schema helper types; these derive them from its public API.
type ObjectSchema = Parameters<typeof object>[0];
type DocumentStruct<S extends ObjectSchema> = ReturnType<typeof object<S>>;
type PatchStruct<S extends ObjectSchema> = ReturnType<typeof partial<S>>;
type ObjectType<S extends ObjectSchema> = Infer<DocumentStruct<S>>;

/** One settings document of `/content/<id>`: its shape, defaults, and what PATCH may change. */
export interface ContentDocument<S extends ObjectSchema> {
  /** The whole document, as GET answers it: every field is always present. */
  readonly struct: DocumentStruct<S>;
  /** A PATCH body: fields that are present are checked, unknown ones are rejected. */
  readonly patch: PatchStruct<S>;
  readonly defaults: Readonly<ObjectType<S>>;
  /** Fields computed or configured elsewhere: accepted in a PATCH body, never stored. */
  readonly readOnly: readonly (keyof S & string)[];
  /** The full document from stored JSON (see `defineContent`). */
  read(stored: unknown): ObjectType<S>;
  /**
   * What of a PATCH body is stored: the body is checked (a 400 `HttpError` lists every
   * failure), then read-only fields are dropped.
   */
  parsePatch(body: unknown): Partial<ObjectType<S>>;
}

export interface ContentOptions<S extends ObjectSchema> {
  defaults: ObjectType<S>;
  readOnly?: readonly (keyof S & string)[];
  /** Stricter checks for writes than for reads, e.g. theme colours must parse. */
  write?: Partial<S>;
  /** Fills derived fields, e.g. the currency symbol from the currency code. */
  derive?: (document: ObjectType<S>) => ObjectType<S>;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

export function defineContent<S extends ObjectSchema>(
  schema: S,
  options: ContentOptions<S>,
): ContentDocument<S> {
  const readOnly = options.readOnly ?? [];
  const derive = options.derive ?? ((document) => document);
  // `write` holds stricter structs of the same fields and types, so the merge is still an S.
  const patch = partial(object({ ...schema, ...options.write } as S));
  return {
    struct: object(schema),
    patch,
    defaults: options.defaults,
    readOnly,
    read(stored) {
      const data = isRecord(stored) ? stored : {};
      const document: Record<string, unknown> = { ...options.defaults };
      // Field by field, so a stored value an older version accepted (or beabee's data holds)
      // falls back to its default instead of breaking the whole public settings document.
      for (const [key, struct] of Object.entries(schema)) {
        if (!readOnly.includes(key) && is(data[key], struct)) document[key] = data[key];
      }
      // Every key of the schema is set from a checked value or its default, so this is S's type.
      return derive(document as ObjectType<S>);
    },
    parsePatch(body) {
      const fields = Object.entries(parseInput(patch, body, "body"));
      // Checked fields of S, fewer of them: a partial S.
      return Object.fromEntries(
        fields.filter(([key, value]) => value !== undefined && !readOnly.includes(key)),
      ) as Partial<ObjectType<S>>;
    },
  };
}
