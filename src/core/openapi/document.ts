// The parts of an OpenAPI 3.1 document (as server/openapi writes it) the API reference reads.

/** A JSON Schema, as far as the reference shows one. */
export interface SchemaObject {
  /** A union member's name (server/openapi/json-schema.ts). */
  title?: string;
  type?: string | string[];
  properties?: Record<string, SchemaObject>;
  required?: string[];
  items?: SchemaObject;
  enum?: unknown[];
  const?: unknown;
  anyOf?: SchemaObject[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  additionalProperties?: boolean | SchemaObject;
  $ref?: string;
}

export interface ParameterObject {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: SchemaObject;
}

export interface ResponseObject {
  description: string;
  content?: Record<string, { schema?: SchemaObject }>;
}

/** A reference to a shared part of the document: `#/components/<kind>/<name>`. */
export interface Reference {
  $ref: string;
}

/** An operation with its shared parameters and answers looked up (`resolveOperation`). */
export interface OperationObject {
  operationId: string;
  summary: string;
  description?: string;
  tags?: string[];
  "x-access"?: string;
  "x-error-codes"?: string[];
  parameters?: ParameterObject[];
  requestBody?: {
    required?: boolean;
    content: Record<
      string,
      { schema?: SchemaObject; examples?: Record<string, { summary?: string; value: unknown }> }
    >;
  };
  responses: Record<string, ResponseObject>;
}

/** An operation as the document has it: parameters and answers may be shared ones' references. */
export interface DocumentOperation extends Omit<OperationObject, "parameters" | "responses"> {
  parameters?: (ParameterObject | Reference)[];
  responses: Record<string, ResponseObject | Reference>;
}

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, DocumentOperation>>;
  components?: {
    /** Schemas fields refer to by name (`$ref`): those that hold themselves, and the error. */
    schemas?: Record<string, SchemaObject>;
    /** The refusals every operation may answer (400, 401, 413…), described once. */
    responses?: Record<string, ResponseObject>;
    /** Parameters many operations take (`X-Contact-Id`). */
    parameters?: Record<string, ParameterObject>;
  };
}

const isReference = (value: object): value is Reference => "$ref" in value;

/** The shared part a reference names, e.g. `#/components/responses/NotFound`. */
function lookUp<T>(parts: Record<string, T> | undefined, reference: Reference): T | undefined {
  const name = reference.$ref.split("/").pop() ?? "";
  return parts && Object.hasOwn(parts, name) ? parts[name] : undefined;
}

/** An operation with the shared parameters and answers it refers to in their places. */
export function resolveOperation(
  document: OpenApiDocument,
  operation: DocumentOperation,
): OperationObject {
  const { components } = document;
  return {
    ...operation,
    parameters: operation.parameters?.flatMap((parameter) => {
      const found = isReference(parameter) ? lookUp(components?.parameters, parameter) : parameter;
      return found ? [found] : [];
    }),
    responses: Object.fromEntries(
      Object.entries(operation.responses).flatMap(([status, response]) => {
        const found = isReference(response) ? lookUp(components?.responses, response) : response;
        return found ? [[status, found]] : [];
      }),
    ),
  };
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
