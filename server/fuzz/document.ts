/** The parts of the served OpenAPI document (`/api/1.0/openapi.json`) the fuzz test reads. */

export type JsonSchema = { [keyword: string]: unknown };

export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: JsonSchema;
}

export interface MediaType {
  schema?: JsonSchema;
  examples?: Record<string, { value: unknown }>;
}

export interface DocumentedExample {
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: { filename: string; contentType: string; base64: string };
  status: number;
}

export interface Operation {
  "x-access"?: string;
  "x-examples"?: DocumentedExample[];
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, { content?: Record<string, MediaType> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, JsonSchema> };
}

export interface DocumentedOperation {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** As the document writes it: `/notice/{id}`. */
  path: string;
  operation: Operation;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** `GET /notice/{id}`: how problems and the allow-list name an operation. */
export function operationName({ method, path }: { method: string; path: string }): string {
  return `${method} ${path}`;
}

export function operationsOf(document: OpenApiDocument): DocumentedOperation[] {
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.entries(operations)
      .filter(([method]) => METHODS.has(method))
      .map(([method, operation]) => ({
        method: method.toUpperCase() as DocumentedOperation["method"],
        path,
        operation,
      })),
  );
}

/** The names of a path's parameters, in order: `/callout/{id}/tags/{tagId}` → id, tagId. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/** Follows a local `$ref` (`#/components/schemas/Name`). */
export function resolveRef(schema: JsonSchema, document: OpenApiDocument): JsonSchema {
  const ref = schema.$ref;
  if (typeof ref !== "string") return schema;
  const name = ref.replace("#/components/schemas/", "");
  const target = document.components.schemas[name];
  if (!target) throw new Error(`The document has no schema ${ref}`);
  return resolveRef(target, document);
}
