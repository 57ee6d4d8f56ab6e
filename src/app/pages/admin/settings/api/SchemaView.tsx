import { css } from "@linaria/core";
import { useLingui } from "@lingui/react/macro";
import type { SchemaObject } from "@core/openapi/document";

const list = css`
  margin: 0.25rem 0 0;
  padding-left: 1.25rem;
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
  & & {
    border-left: 2px solid rgb(var(--c-grey-light));
    padding-left: 1rem;
    list-style: none;
  }
`;

const name = css`
  font-family: ui-monospace, SFMono-Regular, Menlo, monospace;
  font-weight: 600;
`;

const meta = css`
  color: var(--c-body-muted);
`;

/** A schema's kind in a few words: `string`, `list of object`, `one of "a", "b"`. */
export function useSchemaWords() {
  const { t } = useLingui();
  const words = (schema: SchemaObject | undefined): string => {
    if (!schema || Object.keys(schema).length === 0) return t`any value`;
    if (schema.title) return schema.title;
    if (schema.$ref) return schema.$ref.split("/").pop() ?? t`any value`;
    if (schema.anyOf) {
      const kinds = schema.anyOf.map(words);
      return kinds.join(t` or `);
    }
    if (schema.const !== undefined) return JSON.stringify(schema.const);
    if (schema.enum)
      return t`one of ${schema.enum.map((value) => JSON.stringify(value)).join(", ")}`;
    if (schema.type === "array") return t`list of ${words(schema.items)}`;
    const type = Array.isArray(schema.type)
      ? schema.type.join(" | ")
      : (schema.type ?? t`any value`);
    return schema.format ? `${type} (${schema.format})` : type;
  };
  const limits = (schema: SchemaObject): string[] => {
    const out: string[] = [];
    if (schema.minLength !== undefined) out.push(t`at least ${schema.minLength} characters`);
    if (schema.maxLength !== undefined) out.push(t`at most ${schema.maxLength} characters`);
    if (schema.minimum !== undefined) out.push(t`from ${schema.minimum}`);
    if (schema.maximum !== undefined) out.push(t`up to ${schema.maximum}`);
    if (schema.minItems !== undefined) out.push(t`at least ${schema.minItems} entries`);
    if (schema.pattern !== undefined) out.push(t`matching ${schema.pattern}`);
    return out;
  };
  return { words, limits };
}

/** The object a schema describes, unwrapped from a nullable or list. */
function fieldsOf(schema: SchemaObject | undefined): SchemaObject | undefined {
  if (!schema) return undefined;
  if (schema.properties) return schema;
  if (schema.type === "array") return fieldsOf(schema.items);
  return schema.anyOf?.map(fieldsOf).find(Boolean);
}

/** The objects a union may be (null aside), when there is more than one: each is shown. */
function formsOf(schema: SchemaObject | undefined): SchemaObject[] | undefined {
  if (!schema) return undefined;
  if (schema.type === "array") return formsOf(schema.items);
  const objects = schema.anyOf?.filter((member) => fieldsOf(member)?.properties);
  return objects && objects.length > 1 ? objects : undefined;
}

/** The element id of a named schema's heading on the reference page. */
export const namedSchemaId = (name: string) => `api-schema-${name}`;

/** The named schema a field refers to (`$ref`), itself or as its list's items or nullable. */
function referenceOf(schema: SchemaObject | undefined): string | undefined {
  if (!schema) return undefined;
  const ref = schema.$ref ?? schema.items?.$ref ?? schema.anyOf?.find((m) => m.$ref)?.$ref;
  return ref?.split("/").pop();
}

/** Unions nested deeper than this are named, not unfolded: a page of fields would follow. */
const FORMS_DEPTH = 1;

/**
 * A schema's fields as a nested list: name, kind, required or optional, limits; a union of
 * objects, at the top, as each of its forms.
 */
export function SchemaView({
  schema,
  depth = 0,
}: {
  schema: SchemaObject | undefined;
  depth?: number;
}) {
  const { t } = useLingui();
  const { words, limits } = useSchemaWords();
  const forms = formsOf(schema);
  // Deeper, its forms' names say it (a first form's fields alone would mislead).
  if (forms && depth > FORMS_DEPTH) return <p className={meta}>{words(schema)}</p>;
  if (forms) {
    return (
      <>
        <p className={meta}>{t`One of these ${forms.length} forms:`}</p>
        <ol className={list}>
          {forms.map((form, index) => (
            <li key={index}>
              <span className={name}>{form.title ?? t`Form ${index + 1}`}</span>
              <SchemaView schema={{ ...form, title: undefined }} depth={depth + 1} />
            </li>
          ))}
        </ol>
      </>
    );
  }
  const object = fieldsOf(schema);
  if (!object?.properties || depth > 6) {
    return <p className={meta}>{words(schema)}</p>;
  }
  const required = new Set(object.required ?? []);
  return (
    <ul className={list}>
      {Object.entries(object.properties).map(([field, child]) => (
        <li key={field}>
          <span className={name}>{field}</span>{" "}
          <span className={meta}>
            <Kind schema={child} words={words} /> ·{" "}
            {required.has(field) ? t`required` : t`optional`}
            {limits(child).length > 0 ? ` · ${limits(child).join(", ")}` : ""}
          </span>
          {(formsOf(child) ? depth < FORMS_DEPTH : fieldsOf(child)?.properties) && (
            <SchemaView schema={child} depth={depth + 1} />
          )}
        </li>
      ))}
    </ul>
  );
}

/** A field's kind in words, linked to the named schema it refers to. */
function Kind({
  schema,
  words,
}: {
  schema: SchemaObject;
  words: (schema: SchemaObject) => string;
}) {
  const named = referenceOf(schema);
  return named ? <a href={`#${namedSchemaId(named)}`}>{words(schema)}</a> : <>{words(schema)}</>;
}
