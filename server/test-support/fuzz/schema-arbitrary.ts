import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { resolveRef, type JsonSchema, type OpenApiDocument } from "./document";

/**
 * Values a JSON Schema (draft 2020-12) takes, for the keywords the served document uses:
 * `type` (one or several), `enum`, `const`, `anyOf`/`oneOf`, local `$ref`, `properties`,
 * `required`, `additionalProperties`, `items`, `minItems`/`maxItems`, `minLength`/`maxLength`,
 * `pattern`, `format` (uuid, date-time, date, email, uri), `minimum`/`maximum` (and their
 * exclusive forms), and a string's `contentMediaType: application/json` with `contentSchema`.
 * Unknown keywords (`x-checks`) are ignored: the server may still refuse what they describe,
 * which the fuzz test accepts as long as the refusal is documented.
 */

/** Nesting past which recursive schemas (rule groups, form components) stop growing. */
const MAX_DEPTH = 4;
/** Long enough to reach every limit the document states, short enough to stay fast. */
const LONG_STRING = 300;
/** Drawn texts tried against a string schema's keywords before a known-good one stands in. */
const TRIES = 3;

const types = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type)
    ? (schema.type as string[])
    : typeof schema.type === "string"
      ? [schema.type]
      : [];

/**
 * One code point, as JSON Schema counts a string's length: accented letters, scripts, symbols
 * and emoji outside the Basic Multilingual Plane (two UTF-16 units each).
 */
const codePoint = fc
  .oneof(fc.integer({ min: 0xa0, max: 0xd7ff }), fc.integer({ min: 0x1f300, max: 0x1faff }))
  .map((code) => String.fromCodePoint(code));

const ajv = new Ajv2020({ strict: false, unicodeRegExp: true });
addFormats(ajv);
const stringChecks = new Map<string, (value: string) => boolean>();

/** Whether text meets every keyword of a string schema (`pattern`, `allOf`, `not`, lengths). */
function stringCheck(schema: JsonSchema): (value: string) => boolean {
  const key = JSON.stringify(schema);
  let check = stringChecks.get(key);
  if (!check) {
    const validate = ajv.compile({ ...schema, type: "string" });
    check = (value) => validate(value);
    stringChecks.set(key, check);
  }
  return check;
}

/**
 * Text shaped the way the document's patterns ask (addresses, site paths, dates, durations,
 * passwords, slugs, colours, phone and VAT numbers, handles, locales): a few pass where a
 * generated string rarely would.
 */
const TYPICAL_TEXT = [
  "a",
  "Hello World",
  "reader@example.org",
  "https://example.org/news",
  "http://localhost:3000/done",
  "/about",
  "/",
  "2026-03-14",
  "2026-03-14T09:30:00Z",
  "P1D",
  "PT2H30M",
  "P1Y2M",
  "Correct-Horse-7",
  "my-first-callout",
  "#336699",
  "red",
  "rgb(10, 20, 30)",
  "+44 20 7946 0958",
  "GB123456789",
  "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
  "@agora_news",
  "en",
  "de@informal",
  "12345",
  "me",
];

/** A pattern without its lookaheads and lookbehinds, which fast-check cannot draw from. */
function withoutLookarounds(pattern: string): string {
  let out = "";
  for (let index = 0; index < pattern.length; index++) {
    const character = pattern[index] as string;
    if (character === "\\") {
      out += pattern.slice(index, index + 2);
      index++;
    } else if (/^\(\?<?[=!]/.test(pattern.slice(index, index + 4))) {
      // Skip to the group's closing bracket, minding nested groups, classes and escapes.
      let depth = 0;
      let inClass = false;
      for (; index < pattern.length; index++) {
        const inner = pattern[index];
        if (inner === "\\") index++;
        else if (inClass) inClass = inner !== "]";
        else if (inner === "[") inClass = true;
        else if (inner === "(") depth++;
        else if (inner === ")" && --depth === 0) break;
      }
    } else {
      out += character;
    }
  }
  return out;
}

function stringArbitrary(schema: JsonSchema, document: OpenApiDocument, depth: number) {
  const minLength = typeof schema.minLength === "number" ? schema.minLength : 0;
  const maxLength = typeof schema.maxLength === "number" ? schema.maxLength : LONG_STRING;
  if (schema.contentMediaType === "application/json" && schema.contentSchema) {
    return valueArbitrary(schema.contentSchema as JsonSchema, document, depth + 1).map((value) =>
      JSON.stringify(value),
    );
  }
  const check = stringCheck(schema);
  const seeds = [...((schema.examples ?? []) as unknown[]), ...TYPICAL_TEXT].filter(
    (value): value is string => typeof value === "string" && check(value),
  );
  const drawn = drawnString(schema, minLength, maxLength);
  // A few tries at once, so a pattern that drawn text seldom meets (long base32) stays quick;
  // a seed stands in when none of them passes.
  const tries = fc
    .tuple(...Array.from({ length: TRIES }, () => drawn))
    .map((texts) => texts.find(check) ?? seeds[0]);
  const passing = tries.filter((text): text is string => text !== undefined);
  return seeds.length > 0
    ? fc.oneof(
        { weight: 3, arbitrary: passing },
        { weight: 1, arbitrary: fc.constantFrom(...seeds) },
      )
    : passing;
}

/**
 * Each kind of drawn text built once: building a pattern's arbitrary takes tens of
 * milliseconds, and the fuzz test asks for the same few dozen for every operation and caller.
 * An arbitrary holds no state, so sharing one changes no draw.
 */
const drawnStrings = new Map<string, fc.Arbitrary<string>>();

function drawnString(schema: JsonSchema, minLength: number, maxLength: number) {
  const key = JSON.stringify([schema.format, schema.pattern, minLength, maxLength]);
  let drawn = drawnStrings.get(key);
  if (!drawn) {
    drawn = newDrawnString(schema, minLength, maxLength);
    drawnStrings.set(key, drawn);
  }
  return drawn;
}

/** Text from the schema's format or anchored pattern, or any text (checked afterwards). */
function newDrawnString(
  schema: JsonSchema,
  minLength: number,
  maxLength: number,
): fc.Arbitrary<string> {
  if (schema.format === "uuid") return fc.uuid();
  if (typeof schema.pattern === "string" && schema.pattern.startsWith("^")) {
    const pattern = new RegExp(withoutLookarounds(schema.pattern), "u");
    // Longer repetitions too, to reach a `minLength`.
    return fc.oneof(fc.stringMatching(pattern), fc.stringMatching(pattern, { size: "medium" }));
  }
  switch (schema.format) {
    case "date-time":
      return saneDate().map((date) => date.toISOString());
    case "date":
      return saneDate().map((date) => date.toISOString().slice(0, 10));
    case "email":
      return fc.emailAddress().filter((value) => value.length <= maxLength);
    case "uri":
      return fc.webUrl();
  }
  const short = Math.min(maxLength, Math.max(minLength, 40));
  return fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength: short }) },
    { weight: 1, arbitrary: fc.string({ unit: codePoint, minLength, maxLength: short }) },
    // Right at the stated limits.
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        "x".repeat(Math.max(minLength, 1)).slice(0, maxLength),
        "y".repeat(Math.min(maxLength, LONG_STRING)),
      ),
    },
  );
}

/** Dates a client would send: within a few decades of today. */
export function saneDate(): fc.Arbitrary<Date> {
  return fc.date({
    min: new Date("2000-01-01T00:00:00Z"),
    max: new Date("2040-12-31T23:59:59Z"),
    noInvalidDate: true,
  });
}

function numberArbitrary(schema: JsonSchema, integer: boolean) {
  const exclusiveMin = typeof schema.exclusiveMinimum === "number";
  const exclusiveMax = typeof schema.exclusiveMaximum === "number";
  const min = (exclusiveMin ? schema.exclusiveMinimum : schema.minimum) as number | undefined;
  const max = (exclusiveMax ? schema.exclusiveMaximum : schema.maximum) as number | undefined;
  if (integer) {
    return fc.integer({
      min: min === undefined ? -1000 : Math.ceil(min) + (exclusiveMin ? 1 : 0),
      max: max === undefined ? 100_000 : Math.floor(max) - (exclusiveMax ? 1 : 0),
    });
  }
  if (typeof schema.multipleOf === "number") {
    // Whole multiples (cents for 0.01), so no rounding makes a value off the step.
    const step = schema.multipleOf;
    const lowest =
      Math.ceil((min ?? -1000) / step) +
      (exclusiveMin && min !== undefined && Number.isInteger(min / step) ? 1 : 0);
    const highest =
      Math.floor((max ?? 100_000) / step) -
      (exclusiveMax && max !== undefined && Number.isInteger(max / step) ? 1 : 0);
    return fc
      .integer({ min: lowest, max: highest })
      .map((count) => Number((count * step).toFixed(9)));
  }
  return fc.double({
    min: min ?? -1000,
    max: max ?? 100_000,
    minExcluded: exclusiveMin,
    maxExcluded: exclusiveMax,
    noNaN: true,
    noDefaultInfinity: true,
  });
}

function objectArbitrary(schema: JsonSchema, document: OpenApiDocument, depth: number) {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  // Deep in a recursive schema only what is required, so values stay finite.
  const names = Object.keys(properties).filter((name) => depth < MAX_DEPTH || required.has(name));
  const model = Object.fromEntries(
    names.map((name) => [
      name,
      valueArbitrary(properties[name] as JsonSchema, document, depth + 1),
    ]),
  );
  const record = fc.record(model, { requiredKeys: names.filter((name) => required.has(name)) });
  const extra = schema.additionalProperties;
  if (typeof extra !== "object" || extra === null || depth >= MAX_DEPTH) return record;
  const more = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 10 }).filter((key) => !(key in properties)),
    valueArbitrary(extra as JsonSchema, document, depth + 1),
    { maxKeys: 3 },
  );
  return fc.tuple(record, more).map(([known, others]) => ({ ...others, ...known }));
}

function arrayArbitrary(schema: JsonSchema, document: OpenApiDocument, depth: number) {
  const minLength = typeof schema.minItems === "number" ? schema.minItems : 0;
  const cap = depth < MAX_DEPTH ? 4 : minLength;
  const maxLength = Math.max(
    minLength,
    Math.min(typeof schema.maxItems === "number" ? schema.maxItems : cap, cap),
  );
  const items = (schema.items ?? {}) as JsonSchema;
  return fc.array(valueArbitrary(items, document, depth + 1), { minLength, maxLength });
}

/** Any JSON value, small: for schemas that say nothing (`{}`). */
const anyJson = fc.jsonValue({ maxDepth: 2 });

export function valueArbitrary(
  schema: JsonSchema,
  document: OpenApiDocument,
  depth = 0,
): fc.Arbitrary<unknown> {
  if (typeof schema.$ref === "string") {
    return fc
      .constant(null)
      .chain(() => valueArbitrary(resolveRef(schema, document), document, depth));
  }
  if ("const" in schema) return fc.constant(schema.const);
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]));
  const union = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (union) {
    // Deep down, members that do not recurse, so a recursive union ends.
    const members =
      depth >= MAX_DEPTH ? union.filter((member) => typeof member.$ref !== "string") : union;
    return fc.oneof(
      ...(members.length > 0 ? members : union).map((member) =>
        valueArbitrary(
          { ...schema, anyOf: undefined, oneOf: undefined, ...member },
          document,
          depth,
        ),
      ),
    );
  }
  const kinds = types(schema);
  if (kinds.length > 1) {
    return fc.oneof(...kinds.map((type) => valueArbitrary({ ...schema, type }, document, depth)));
  }
  switch (kinds[0]) {
    case "string":
      return stringArbitrary(schema, document, depth);
    case "integer":
      return numberArbitrary(schema, true);
    case "number":
      return fc.oneof(numberArbitrary(schema, true), numberArbitrary(schema, false));
    case "boolean":
      return fc.boolean();
    case "null":
      return fc.constant(null);
    case "array":
      return arrayArbitrary(schema, document, depth);
    case "object":
      return objectArbitrary(schema, document, depth);
    default:
      return schema.properties ? objectArbitrary(schema, document, depth) : anyJson;
  }
}
