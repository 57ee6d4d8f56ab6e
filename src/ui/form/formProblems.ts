import type { MessageDescriptor } from "@lingui/core";
import type { Struct } from "superstruct";
import { schemaProblems, schemaRequires } from "@core/validation/schema-problems";
import type { UseFormOptions } from "./formTypes";
import { allPaths, fieldForPath, setAt, valueAt } from "./paths";
import { sameValue } from "./sameValue";

/** A message per field shown now, by field path. */
export type Errors = Record<string, MessageDescriptor>;

/** What a submit would find: a message per field, and problems no field of the form holds. */
interface Problems {
  fields: Map<string, MessageDescriptor>;
  form: MessageDescriptor[];
}

/** The problems of `next` under the form's rules: `validate`'s first, then the schema's. */
export function findProblems<V, B>(
  next: V,
  { validate, schema, toBody }: UseFormOptions<V, B>,
): Problems {
  const fields = new Map<string, MessageDescriptor>();
  for (const [path, message] of Object.entries(validate?.(next) ?? {})) {
    if (message) fields.set(path, message as MessageDescriptor);
  }
  const form: MessageDescriptor[] = [];
  if (schema) {
    const known = new Set(allPaths(next));
    // A plain form's schema is typed by its values, a schema form's by its body.
    const body = toBody ? toBody(next) : next;
    for (const problem of schemaProblems(schema as Struct<unknown, unknown>, body)) {
      const field = fieldForPath(problem.path, known);
      if (field === undefined) form.push(problem.message);
      else if (!fields.has(field)) fields.set(field, problem.message);
    }
  }
  return { fields, form };
}

/** Fields in the order they show (the values' order), for the summary and focus. */
export function orderedPaths<V>(paths: Iterable<string>, of: V): string[] {
  const order = allPaths(of);
  const position = (path: string) => {
    const at = order.indexOf(path);
    return at === -1 ? order.length : at;
  };
  return [...paths].sort((a, b) => position(a) - position(b));
}

/** The value an empty control of this kind holds. */
function blankLike(value: unknown): unknown {
  if (typeof value === "string") return "";
  if (typeof value === "boolean") return false;
  if (Array.isArray(value)) return [];
  return undefined;
}

/** Where each field's value goes in the body the form sends now, by field path. */
function bodyPathsOf<V, B>(values: V, { schema, toBody }: UseFormOptions<V, B>) {
  const paths = new Map<string, string>();
  if (!schema) return paths;
  const fields = new Set(allPaths(values));
  for (const sent of allPaths(toBody ? toBody(values) : values)) {
    const field = fieldForPath(sent, fields);
    if (field !== undefined && !paths.has(field)) paths.set(field, sent);
  }
  return paths;
}

/**
 * Whether a field must not be left empty now: its place in the body refuses an empty value
 * (an address's city, once there is an address), or emptying it would be a problem. What it
 * needs of `values` is worked out once, for all the fields of one render.
 */
export function requiredCheck<V, B>(values: V, options: UseFormOptions<V, B>) {
  const problemsNow = findProblems(values, options);
  const bodyPaths = bodyPathsOf(values, options);
  return (path: string): boolean => {
    const current = valueAt(values, path);
    const blank = blankLike(current);
    const sent = bodyPaths.get(path);
    const { schema, toBody } = options;
    // What the body holds with the field left blank (`toBody` may send an empty date as null).
    const blankSent = sent && toBody ? valueAt(toBody(setAt(values, path, blank)), sent) : blank;
    if (schema && sent && schemaRequires(schema as Struct<unknown, unknown>, sent, blankSent)) {
      return true;
    }
    if (sameValue(current, blank)) return problemsNow.fields.has(path);
    return findProblems(setAt(values, path, blank), options).fields.has(path);
  };
}
