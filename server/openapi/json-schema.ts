import type { Struct } from "superstruct";
import { limitOf } from "../../src/core/validation/rules";
import { namedParts } from "../../src/core/validation/named";
import { unionMembers } from "../../src/core/validation/union";

/** A JSON Schema (2020-12, the dialect of OpenAPI 3.1), as far as we write one. */
export type JsonSchema = { [keyword: string]: unknown };

// Superstruct keeps a struct's kind (`type`) and, for objects, arrays and enums (and our
// unions), its parts (`schema`); refinements keep only a checking function. So limits and formats are read by
// asking the struct about probe values: the project's limit rules (src/core/validation/rules)
// report the limit they passed, superstruct's `size` names both ends in its message.

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a struct of any value and parts
export type AnyStruct = Struct<any, any>;

interface Refusal {
  refinement?: string;
  limit?: number;
  message: string;
}

function refusals(struct: AnyStruct, value: unknown): Refusal[] {
  const [error] = struct.validate(value);
  if (!error) return [];
  return error.failures().map((failure) => ({
    refinement: failure.refinement,
    limit: limitOf(failure),
    message: failure.message,
  }));
}

const accepts = (struct: AnyStruct, value: unknown) => struct.validate(value)[0] === undefined;

/** `size(…)`'s bounds, from its message ("between `1` and `200`", or "of `3`"). */
function sizeBounds(message: string): [number, number] | undefined {
  const between = /between `(\d+)` and `(\d+|Infinity)`/.exec(message);
  if (between) return [Number(between[1]), Number(between[2])];
  const exact = /of `(\d+)`/.exec(message);
  return exact ? [Number(exact[1]), Number(exact[1])] : undefined;
}

const FORMATS: Readonly<Record<string, string>> = {
  email: "email",
  url: "uri",
  isUrl: "uri",
  isDateString: "date-time",
  uuid: "uuid",
};

/** Limits and named checks of text, found by probing with an empty and a very long text. */
function stringRefinements(struct: AnyStruct): JsonSchema {
  const out: JsonSchema = {};
  const checks = new Set<string>();
  for (const probe of ["", "x".repeat(100_001)]) {
    for (const refusal of refusals(struct, probe)) {
      const name = refusal.refinement;
      if (!name) continue;
      if (name === "minLength" && refusal.limit !== undefined) out.minLength = refusal.limit;
      else if (name === "maxLength" && refusal.limit !== undefined) out.maxLength = refusal.limit;
      else if (name === "size") {
        const bounds = sizeBounds(refusal.message);
        if (bounds) {
          if (bounds[0] > 0) out.minLength = bounds[0];
          if (Number.isFinite(bounds[1])) out.maxLength = bounds[1];
        }
      } else if (name === "pattern") {
        const source = /matching `\/(.*)\/`/.exec(refusal.message)?.[1];
        if (source) out.pattern = source;
      } else if (FORMATS[name]) out.format = FORMATS[name];
      else checks.add(name);
    }
  }
  if (checks.size > 0) out["x-checks"] = [...checks];
  return out;
}

function numberRefinements(struct: AnyStruct): JsonSchema {
  const out: JsonSchema = {};
  for (const probe of [-1e15, 1e15]) {
    for (const refusal of refusals(struct, probe)) {
      const name = refusal.refinement;
      if (name === "min" && refusal.limit !== undefined) out.minimum = refusal.limit;
      else if (name === "max" && refusal.limit !== undefined) out.maximum = refusal.limit;
      else if (name === "size") {
        const bounds = sizeBounds(refusal.message);
        if (bounds) {
          out.minimum = bounds[0];
          if (Number.isFinite(bounds[1])) out.maximum = bounds[1];
        }
      }
    }
  }
  return out;
}

function arrayRefinements(struct: AnyStruct): JsonSchema {
  const out: JsonSchema = {};
  for (const refusal of refusals(struct, [])) {
    if (refusal.refinement === "minLength" && refusal.limit !== undefined) {
      out.minItems = refusal.limit;
    } else if (refusal.refinement === "size") {
      const bounds = sizeBounds(refusal.message);
      if (bounds) out.minItems = bounds[0];
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

/** The struct's own kind, without `null` (added by the caller when the struct takes it). */
function baseSchema(struct: AnyStruct, context: Context): JsonSchema {
  switch (struct.type) {
    case "string":
      return { type: "string", ...stringRefinements(struct) };
    case "number":
      return { type: "number", ...numberRefinements(struct) };
    case "integer":
      return { type: "integer", ...numberRefinements(struct) };
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
        ...arrayRefinements(struct),
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
