import type { Struct } from "superstruct";
import { limitOf } from "@core/validation/rules";
import { jsonContentOf } from "@core/validation/json-text";
import { namedParts } from "@core/validation/named";
import { unionMembers } from "@core/validation/union";
import { REFINEMENTS } from "./refinements";

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as far as we write one. */
export type JsonSchema = { [keyword: string]: unknown };

// Superstruct keeps a struct's kind (`type`) and, for objects, arrays and enums (and our
// unions), its parts (`schema`); refinements keep only a checking function. So a struct's
// refinements are found by running its refiner on probe values, and each failure's name is
// translated by the table in ./refinements.ts (the project's limit rules report their limit).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a struct of any value and parts
export type AnyStruct = Struct<any, any>;

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value)[0] === undefined;

/** Values that make each refinement of a kind fail: empty, blank, very long, with a NUL. */
const PROBES: Readonly<Record<string, readonly unknown[]>> = {
  string: ["", " ", "x", "\0", "x".repeat(100_001)],
  number: [-1e15, 1e15, 0.001],
  integer: [-1e15, 1e15],
  array: [[], new Array<null>(100_001).fill(null)],
};

/** `schema` with `keywords` added; a keyword it has already with another value joins `allOf`. */
export function mergeKeywords(schema: JsonSchema, keywords: JsonSchema): JsonSchema {
  const out: JsonSchema = { ...schema };
  for (const [keyword, value] of Object.entries(keywords)) {
    if (keyword === "allOf") {
      out.allOf = [...((out.allOf as JsonSchema[] | undefined) ?? []), ...(value as JsonSchema[])];
    } else if (!(keyword in out)) {
      out[keyword] = value;
    } else if (JSON.stringify(out[keyword]) !== JSON.stringify(value)) {
      out.allOf = [...((out.allOf as JsonSchema[] | undefined) ?? []), { [keyword]: value }];
    }
  }
  if (Array.isArray(out.allOf)) {
    // Each condition once.
    const seen = new Set<string>();
    out.allOf = (out.allOf as JsonSchema[]).filter((part) => {
      const key = JSON.stringify(part);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }
  return out;
}

/** The keywords of a struct's refinements, each translated by ./refinements.ts. */
function refinementKeywords(struct: AnyStruct, kind: string): JsonSchema {
  let out: JsonSchema = {};
  for (const probe of PROBES[kind] ?? []) {
    for (const failure of struct.refiner(probe, { branch: [probe], path: [] })) {
      const name = failure.refinement;
      if (!name) continue;
      const translate = REFINEMENTS[name];
      if (!translate) {
        throw new Error(
          `The refinement "${name}" has no JSON Schema: add it to server/openapi/refinements.ts`,
        );
      }
      out = mergeKeywords(
        out,
        translate({
          accepts: (value) => accepts(struct, value),
          limit: limitOf(failure),
          message: failure.message ?? "",
          kind,
        }),
      );
    }
  }
  return out;
}

type Fields = Record<string, AnyStruct>;

/** Named schemas, by name: what `{ $ref: "#/components/schemas/<name>" }` refers to. */
export type NamedSchemas = Record<string, JsonSchema>;

interface Context {
  /** The structs being converted, outside in. */
  seen: Set<AnyStruct>;
  named: NamedSchemas;
}

function objectSchema(fields: Fields, closed: boolean, context: Context): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  const required: string[] = [];
  for (const [name, field] of Object.entries(fields)) {
    properties[name] = convert(field, context);
    if (!accepts(field, undefined)) required.push(name);
  }
  return {
    type: "object",
    properties,
    ...(required.length > 0 ? { required } : {}),
    ...(closed ? { additionalProperties: false } : {}),
  };
}

/** Text that holds JSON (`jsonText`): the media type and the schema of what it holds. */
function jsonContent(struct: AnyStruct, context: Context): JsonSchema {
  const content = jsonContentOf(struct);
  if (!content) return {};
  return {
    contentMediaType: "application/json",
    contentSchema: convert(content, { seen: new Set(), named: context.named }),
  };
}

/** The struct's own kind, without `null` (added by the caller when the struct takes it). */
function baseSchema(struct: AnyStruct, context: Context): JsonSchema {
  switch (struct.type) {
    case "string":
      return {
        type: "string",
        ...jsonContent(struct, context),
        ...refinementKeywords(struct, "string"),
      };
    case "number":
      return { type: "number", ...refinementKeywords(struct, "number") };
    case "integer":
      return { type: "integer", ...refinementKeywords(struct, "integer") };
    case "boolean":
      return { type: "boolean" };
    case "date":
      return { type: "string", format: "date-time" };
    case "literal":
      return struct.schema === null ? { type: "null" } : { const: struct.schema };
    case "enums":
      return { enum: Object.values(struct.schema as Record<string, unknown>) };
    case "array": {
      const element = struct.schema as AnyStruct | undefined;
      return {
        type: "array",
        ...(element ? { items: convert(element, context) } : {}),
        ...refinementKeywords(struct, "array"),
      };
    }
    case "tuple":
      return { type: "array" };
    case "object":
      return struct.schema
        ? objectSchema(struct.schema as Fields, true, context)
        : { type: "object", additionalProperties: false };
    case "type":
      return objectSchema(struct.schema as Fields, false, context);
    case "record":
      return { type: "object" };
    case "union": {
      // Ours keep their members (src/core/validation/union); superstruct's do not.
      const union = unionMembers(struct);
      if (!union) {
        throw new Error("A union of superstruct's keeps no members: use src/core/validation/union");
      }
      return {
        anyOf: union.members.map((member, index) => {
          const title = union.titles?.[index];
          return { ...(title ? { title } : {}), ...convert(member, context) };
        }),
      };
    }
    // Intersections, and lazy and dynamic structs not made by `named`, keep no parts to read:
    // any value is described, and the server's checks still apply.
    default:
      return {};
  }
}

/**
 * The JSON Schema of the values a superstruct struct accepts: kinds, fields (required unless
 * optional), enums, literals, `null` where nullable, and the limits and formats of the
 * project's refinements.
 */
export function jsonSchemaOf(struct: AnyStruct, named: NamedSchemas = {}): JsonSchema {
  return convert(struct, { seen: new Set(), named });
}

/** A reference to a named struct's schema, which is added to `named` when first met. */
function reference(
  {
    name,
    members,
    titles,
  }: { name: string; members: readonly AnyStruct[]; titles?: readonly string[] | undefined },
  context: Context,
): JsonSchema {
  if (!Object.hasOwn(context.named, name)) {
    // Held while its members are converted: one of them may hold the struct itself. They are
    // converted afresh (the reference is what ends a recursion), not as parts of the outer one.
    context.named[name] = {};
    const inner: Context = { seen: new Set(), named: context.named };
    const [only] = members;
    context.named[name] =
      members.length === 1 && only
        ? convert(only, inner)
        : {
            anyOf: members.map((member, index) => {
              const title = titles?.[index];
              return { ...(title ? { title } : {}), ...convert(member, inner) };
            }),
          };
  }
  return { $ref: `#/components/schemas/${name}` };
}

/** The struct's schema without `null`: a named one's reference, or its own kind and parts. */
function withoutNull(struct: AnyStruct, context: Context): JsonSchema {
  // `nullable(…)` and `optional(…)` of a named struct keep its parts, so are named too.
  const named = namedParts(struct);
  if (named) return reference({ ...named, members: named.members() }, context);
  const { seen } = context;
  // A struct met again inside itself (only possible through shared parts) is not unrolled.
  if (seen.has(struct)) return {};
  seen.add(struct);
  const base = baseSchema(struct, context);
  seen.delete(struct);
  return base;
}

function convert(struct: AnyStruct, context: Context): JsonSchema {
  const base = withoutNull(struct, context);
  const takesNull = struct.type !== "literal" && accepts(struct, null);
  if (!takesNull || Object.keys(base).length === 0) return base;
  // A union's members and null, side by side.
  if (Array.isArray(base.anyOf) && Object.keys(base).length === 1) {
    return { anyOf: [...(base.anyOf as JsonSchema[]), { type: "null" }] };
  }
  return { anyOf: [base, { type: "null" }] };
}
