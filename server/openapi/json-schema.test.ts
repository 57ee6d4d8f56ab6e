import {
  array,
  boolean,
  enums,
  integer,
  literal,
  nullable,
  object,
  optional,
  pattern,
  refine,
  size,
  string,
  type,
  // eslint-disable-next-line @typescript-eslint/no-restricted-imports -- to show it is refused
  union as superstructUnion,
  type Describe,
  type Struct,
} from "superstruct";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, it } from "vitest";
import { email, url } from "@core/validation/refinements";
import { URL_MAX_LENGTH } from "@core/validation/predicates";
import { maxLength, maximum, minLength, minimum, textSize } from "@core/validation/rules";
import { named } from "@core/validation/named";
import { union } from "@core/validation/union";
import { jsonSchemaOf, type NamedSchemas } from "./json-schema";
import { PATTERNS } from "./refinements";

describe("jsonSchemaOf", () => {
  it("describes an object's fields, which are required, and refuses others", () => {
    expect(
      jsonSchemaOf(object({ name: string(), age: optional(integer()), ok: boolean() })),
    ).toEqual({
      type: "object",
      properties: { name: { type: "string" }, age: { type: "integer" }, ok: { type: "boolean" } },
      required: ["name", "ok"],
      additionalProperties: false,
    });
  });

  it("lets a `type` struct's objects carry other fields", () => {
    expect(jsonSchemaOf(type({ a: string() }))).not.toHaveProperty("additionalProperties");
  });

  it("reads the limits of the project's rules and of superstruct's size", () => {
    expect(jsonSchemaOf(maxLength(minLength(string(), 2), 30))).toEqual({
      type: "string",
      minLength: 2,
      maxLength: 30,
    });
    expect(jsonSchemaOf(textSize(string(), 1, 200))).toEqual({
      type: "string",
      minLength: 1,
      maxLength: 200,
    });
    expect(jsonSchemaOf(size(array(string()), 1, 5))).toEqual({
      type: "array",
      items: { type: "string" },
      minItems: 1,
      maxItems: 5,
    });
    expect(jsonSchemaOf(maximum(minimum(integer(), 1), 12))).toEqual({
      type: "integer",
      minimum: 1,
      maximum: 12,
    });
  });

  it("refuses superstruct's size on text, which counts UTF-16 units, not characters", () => {
    expect(() => jsonSchemaOf(size(string(), 1, 200))).toThrow(/textSize/);
  });

  it("counts text as JSON Schema does, in code points", () => {
    const struct = textSize(string(), 2, 3);
    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile(jsonSchemaOf(struct));
    // Each emoji is one code point and two UTF-16 units.
    for (const text of ["😀", "😀😀", "😀😀😀", "😀😀😀😀", "a😀", "é😀ü"]) {
      expect(struct.is(text), text).toBe(validate(text));
    }
    expect(struct.is("😀😀😀")).toBe(true);
  });

  it("fails for a refinement that has no translation", () => {
    const odd = refine(string(), "oddCheck", (value) => value.length % 2 === 1);
    expect(() => jsonSchemaOf(odd)).toThrow(/"oddCheck" has no JSON Schema/);
  });

  it("states formats and patterns", () => {
    expect(jsonSchemaOf(email())).toEqual({ type: "string", pattern: PATTERNS.email });
    expect(jsonSchemaOf(url())).toEqual({
      type: "string",
      maxLength: URL_MAX_LENGTH,
      pattern: PATTERNS.url,
    });
    expect(jsonSchemaOf(pattern(string(), /^\d{1,9}$/))).toEqual({
      type: "string",
      pattern: "^\\d{1,9}$",
    });
  });

  it("describes enums, literals, lists and null", () => {
    expect(jsonSchemaOf(enums(["a", "b"]))).toEqual({ enum: ["a", "b"] });
    expect(jsonSchemaOf(literal("x"))).toEqual({ const: "x" });
    expect(jsonSchemaOf(literal(null))).toEqual({ type: "null" });
    expect(jsonSchemaOf(array(string()))).toEqual({ type: "array", items: { type: "string" } });
    expect(jsonSchemaOf(nullable(string()))).toEqual({
      anyOf: [{ type: "string" }, { type: "null" }],
    });
  });

  it("describes a union by its members, and refuses superstruct's, which keeps none", () => {
    const either = union([string(), object({ n: integer() })]);
    expect(jsonSchemaOf(either)).toEqual({
      anyOf: [
        { type: "string" },
        {
          type: "object",
          properties: { n: { type: "integer" } },
          required: ["n"],
          additionalProperties: false,
        },
      ],
    });
    expect(jsonSchemaOf(nullable(union([string(), integer()])))).toEqual({
      anyOf: [{ type: "string" }, { type: "integer" }, { type: "null" }],
    });
    expect(either.is("x") && either.is({ n: 1 }) && !either.is({ n: "1" })).toBe(true);
    expect(jsonSchemaOf(optional(union([string(), integer()], ["A name", "A number"])))).toEqual({
      anyOf: [
        { title: "A name", type: "string" },
        { title: "A number", type: "integer" },
      ],
    });
    expect(() => jsonSchemaOf(superstructUnion([string(), integer()]))).toThrow(/union/);
  });

  it("refers to a named struct that holds itself by its name, described once", () => {
    interface Node {
      label: string;
      children: (Node | number)[];
    }
    const Node: Describe<Node> = object({
      label: string(),
      children: array(
        named<Node | number>(
          "NodeOrNumber",
          () => [Node, integer()],
          (value) =>
            (typeof value === "number" ? integer() : Node) as Struct<Node | number, unknown>,
          ["A node", "A number"],
        ),
      ),
    });
    const schemas: NamedSchemas = {};
    const nodeSchema = {
      type: "object",
      properties: {
        label: { type: "string" },
        children: { type: "array", items: { $ref: "#/components/schemas/NodeOrNumber" } },
      },
      required: ["label", "children"],
      additionalProperties: false,
    };
    expect(jsonSchemaOf(Node, schemas)).toEqual(nodeSchema);
    expect(schemas).toEqual({
      NodeOrNumber: {
        anyOf: [
          { title: "A node", ...nodeSchema },
          { title: "A number", type: "integer" },
        ],
      },
    });
    const tree = { label: "a", children: [1, { label: "b", children: [2] }] };
    expect(Node.is(tree) && !Node.is({ label: "a", children: ["x"] })).toBe(true);

    const ajv = new Ajv2020({ strict: false });
    const validate = ajv.compile({ ...nodeSchema, components: { schemas } });
    expect(validate(tree)).toBe(true);
    expect(validate({ label: "a", children: [{ label: "b", children: ["x"] }] })).toBe(false);
  });
});
