import Ajv2020, { type Options, type ValidateFunction } from "ajv/dist/2020";
import addFormats from "ajv-formats";

const LOCAL = "#/components/schemas/";
/** Where each of the document's component schemas is added, under its own id. */
const SHARED = "agora-schema:";

/**
 * Compiles schemas of the served OpenAPI document (or any with `#/components/schemas/` refs)
 * with ajv, each component schema once for all of them. Compiling each schema with the whole
 * `components` beside it made ajv compile every schema it refers to again for each one: the
 * fuzz test's check of its request values alone took over a minute.
 */
export function componentSchemaCompiler(
  components: { schemas?: Record<string, object> },
  options: Options = {},
): (schema: object) => ValidateFunction {
  const ajv = new Ajv2020(options);
  addFormats(ajv);
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    ajv.addSchema(sharedRefs(schema) as object, SHARED + name);
  }
  // By the schema object: a document's schemas are compiled once however often they are used.
  const compiled = new WeakMap<object, ValidateFunction>();
  return (schema) => {
    let validate = compiled.get(schema);
    if (!validate) {
      validate = ajv.compile(sharedRefs(schema) as object);
      compiled.set(schema, validate);
    }
    return validate;
  };
}

/** A copy whose `$ref`s to a component schema name its shared id instead. */
function sharedRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sharedRefs);
  if (value === null || typeof value !== "object") return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [
      key,
      key === "$ref" && typeof inner === "string" && inner.startsWith(LOCAL)
        ? SHARED + inner.slice(LOCAL.length)
        : sharedRefs(inner),
    ]),
  );
}
