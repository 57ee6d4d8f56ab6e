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
  /** Who sends it. */
  as?: "anyone" | "member" | "admin" | "superadmin";
  params?: Record<string, string>;
  query?: Record<string, string>;
  body?: unknown;
  file?: { filename: string; contentType: string; base64: string };
  status: number;
}

export interface Response {
  content?: Record<string, MediaType>;
}

/** A parameter or response written once in `components` and referred to. */
export interface Reference {
  $ref: string;
}

export interface Operation {
  "x-access"?: string;
  "x-examples"?: DocumentedExample[];
  parameters?: (Parameter | Reference)[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses: Record<string, Response | Reference>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, JsonSchema>;
    responses?: Record<string, Response>;
    parameters?: Record<string, Parameter>;
  };
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

/**
 * Follows a local `$ref` (`#/components/schemas/Name`, `#/components/responses/Name`,
 * `#/components/parameters/Name`) to what it names.
 */
export function resolveRef<T extends object>(value: T | Reference, document: OpenApiDocument): T {
  const ref = (value as Partial<Reference>).$ref;
  if (typeof ref !== "string") return value as T;
  const [, section, name] = /^#\/components\/(schemas|responses|parameters)\/(.+)$/.exec(ref) ?? [];
  const target =
    section && name
      ? (document.components[section as keyof OpenApiDocument["components"]]?.[name] as
          T | undefined)
      : undefined;
  if (!target) throw new Error(`The document has no ${ref}`);
  return resolveRef(target, document);
}

/** An operation's parameters, each written out. */
export function parametersOf(operation: Operation, document: OpenApiDocument): Parameter[] {
  return (operation.parameters ?? []).map((parameter) =>
    resolveRef<Parameter>(parameter, document),
  );
}
