import Ajv2020 from "ajv/dist/2020";
import addFormats from "ajv-formats";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { JsonSchema, OpenApiDocument } from "../test-support/fuzz/document";
import { IdPool } from "../test-support/fuzz/id-pool";
import { invalidArbitrary } from "../test-support/fuzz/mutate";
import { encodeText } from "../test-support/fuzz/request-arbitrary";
import { valueArbitrary } from "../test-support/fuzz/schema-arbitrary";

/** A document with a recursive schema, as the rule groups are. */
const document: OpenApiDocument = {
  paths: {},
  components: {
    schemas: {
      Group: {
        type: "object",
        properties: {
          condition: { enum: ["AND", "OR"] },
          rules: {
            type: "array",
            items: {
              anyOf: [
                { $ref: "#/components/schemas/Rule" },
                { $ref: "#/components/schemas/Group" },
              ],
            },
          },
        },
        required: ["condition", "rules"],
        additionalProperties: false,
      },
      Rule: {
        type: "object",
        properties: {
          field: { type: "string", minLength: 1, maxLength: 20 },
          value: { type: "array", items: { type: ["string", "number"] }, minItems: 1 },
        },
        required: ["field", "value"],
        additionalProperties: false,
      },
    },
  },
};

const schemas: Record<string, JsonSchema> = {
  "a recursive group": { $ref: "#/components/schemas/Group" },
  "bounded numbers and strings": {
    type: "object",
    properties: {
      limit: { type: "integer", minimum: 1, maximum: 100 },
      share: { type: "number", exclusiveMinimum: 0, maximum: 1 },
      name: { type: "string", minLength: 1, maxLength: 5 },
      digits: { type: "string", pattern: "^\\d{1,9}$" },
      when: { type: "string", format: "date-time" },
      id: { type: "string", format: "uuid" },
      email: { type: "string", format: "email", maxLength: 254 },
      maybe: { anyOf: [{ type: "string", maxLength: 3 }, { type: "null" }] },
      rules: {
        type: "string",
        contentMediaType: "application/json",
        contentSchema: { $ref: "#/components/schemas/Group" },
      },
    },
    required: ["limit", "share", "name", "digits", "when", "id"],
    additionalProperties: false,
  },
  "a map": { type: "object", additionalProperties: { type: "boolean" } },
};

const ajv = new Ajv2020({ strict: false });
addFormats(ajv);
const validator = (schema: JsonSchema) =>
  ajv.compile({ ...schema, components: document.components });

describe("the JSON Schema arbitrary", () => {
  for (const [name, schema] of Object.entries(schemas)) {
    it(`draws only values the schema takes: ${name}`, () => {
      const validate = validator(schema);
      fc.assert(
        fc.property(valueArbitrary(schema, document), (value) => {
          expect(validate(value) ? [] : validate.errors).toEqual([]);
        }),
        { seed: 24, numRuns: 200 },
      );
    });
  }
});

describe("the mutator", () => {
  it("makes values a strict schema refuses", () => {
    const schema: JsonSchema = {
      type: "object",
      properties: {
        size: { type: "integer", minimum: 1, maximum: 9 },
        kind: { enum: ["a", "b"] },
      },
      required: ["size", "kind"],
      additionalProperties: false,
    };
    const validate = validator(schema);
    fc.assert(
      fc.property(invalidArbitrary(schema, document, valueArbitrary(schema, document)), (value) => {
        expect(validate(value)).toBe(false);
      }),
      { seed: 24, numRuns: 300 },
    );
  });
});

describe("hostile input", () => {
  it("goes in a URL as a careless client sends it, lone surrogates as WTF-8", () => {
    expect(encodeText("a b/\ud800")).toBe("a%20b%2F%ED%A0%80");
    expect(encodeText("🦊")).toBe(encodeURIComponent("🦊"));
  });
});

describe("the id pool", () => {
  it("keeps created and listed ids for the paths that name them, with their parents", () => {
    const pool = new IdPool([
      "/callout/{id}",
      "/callout/{id}/tags/{tagId}",
      "/callout/{id}/tags/{tagId}/merge",
      "/callout-responses/{id}",
      "/callout-responses/changes/{changeId}/undo",
    ]);
    pool.harvest("/callout", {}, { id: "c1" });
    pool.harvest("/callout/{id}/tags", { id: "c1" }, [{ id: "t1" }, { id: "t2" }]);
    pool.harvest("/callout/{id}/responses", { id: "c1" }, { id: "r1" });
    pool.harvest("/callout-responses", {}, { affected: 2, changeId: "ch1" });
    expect(pool.bindingsFor("/callout/{id}/views")).toEqual([{ id: "c1" }]);
    expect(pool.bindingsFor("/callout/{id}/tags/{tagId}/merge")).toEqual([
      { id: "c1", tagId: "t1" },
      { id: "c1", tagId: "t2" },
    ]);
    expect(pool.bindingsFor("/callout-responses/{id}")).toEqual([{ id: "r1" }]);
    expect(pool.bindingsFor("/callout-responses/changes/{changeId}/undo")).toEqual([
      { changeId: "ch1" },
    ]);
  });
});
