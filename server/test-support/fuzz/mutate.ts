import fc from "fast-check";
import { resolveRef, type JsonSchema, type OpenApiDocument } from "./document";

/**
 * Values a schema refuses, or that sit where servers break: the wrong type, a string past its
 * `maxLength` or below its `minLength`, a number out of range or not whole, a value outside an
 * `enum`, an object missing a required property or carrying an unknown one, and hostile strings
 * (NUL, lone surrogates, far dates, huge numbers, path tricks). The fuzz test sends them and
 * accepts any documented refusal; it only needs the server not to break or answer off the
 * document.
 */

/** Strings that break careless code: the server refuses each with a documented 4xx. */
export const HOSTILE_STRINGS = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\ud800",
  "x\udfffy",
  "../../etc/passwd",
  "%",
  "%00",
  "'; drop table contacts; --",
  "<script>alert(1)</script>",
  "null",
  "me",
  "0",
  "-1",
  "99999999999999999999",
  "1e309",
  "NaN",
  "0000-00-00",
  "1000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "+275760-09-13T00:00:00Z",
  "{}",
  "[]",
  '{"condition":"AND","rules":[{"field":"x","operator":"equal","value":[1]}]}',
  "🦊".repeat(60),
  "x".repeat(5000),
] as const;

const wrongTypes: readonly unknown[] = [null, true, 0, -1.5, 1e308, "", "text", [], {}, [null]];

/** A value the schema refuses (or one that is merely odd, when the schema takes anything). */
export function invalidArbitrary(
  schema: JsonSchema,
  document: OpenApiDocument,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const resolved = resolveRef(schema, document);
  const options: fc.Arbitrary<unknown>[] = [
    fc.constantFrom(...wrongTypes),
    fc.constantFrom(...HOSTILE_STRINGS),
  ];
  if (typeof resolved.maxLength === "number") {
    options.push(fc.constant("z".repeat(resolved.maxLength + 1)));
  }
  if (typeof resolved.minLength === "number" && resolved.minLength > 0) {
    options.push(fc.constant("z".repeat(resolved.minLength - 1)));
  }
  if (typeof resolved.maximum === "number") options.push(fc.constant(resolved.maximum + 1));
  if (typeof resolved.minimum === "number") options.push(fc.constant(resolved.minimum - 1));
  if (Array.isArray(resolved.enum)) options.push(fc.constant("not-one-of-them"));
  const properties = resolved.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    options.push(
      objectMutation(properties, (resolved.required ?? []) as string[], document, valid),
    );
  }
  return fc.oneof(...options);
}

/** The valid object changed in one place: a property dropped, added or given a bad value. */
function objectMutation(
  properties: Record<string, JsonSchema>,
  required: string[],
  document: OpenApiDocument,
  valid: fc.Arbitrary<unknown>,
): fc.Arbitrary<unknown> {
  const names = Object.keys(properties);
  const asObject = valid.map((value) =>
    typeof value === "object" && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {},
  );
  const mutations: fc.Arbitrary<Record<string, unknown>>[] = [
    asObject.map((value) => ({ ...value, unknownProperty: "surprise" })),
  ];
  if (required.length > 0) {
    mutations.push(
      fc.tuple(asObject, fc.constantFrom(...required)).map(([value, name]) => {
        const rest = { ...value };
        delete rest[name];
        return rest;
      }),
    );
  }
  if (names.length > 0) {
    mutations.push(
      fc
        .tuple(asObject, fc.constantFrom(...names))
        .chain(([value, name]) =>
          invalidArbitrary(properties[name] as JsonSchema, document, fc.constant(undefined)).map(
            (bad) => ({ ...value, [name]: bad }),
          ),
        ),
    );
  }
  return fc.oneof(...mutations);
}

/** An invalid string for a path or query parameter (they arrive as text). */
export function invalidText(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const options: fc.Arbitrary<string>[] = [fc.constantFrom(...HOSTILE_STRINGS)];
  if (schema && typeof schema.maxLength === "number") {
    options.push(fc.constant("z".repeat(schema.maxLength + 1)));
  }
  options.push(fc.string({ unit: "binary", maxLength: 30 }));
  return fc.oneof(...options);
}
