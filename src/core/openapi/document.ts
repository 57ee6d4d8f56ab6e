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

export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Record<string, OperationObject>>;
  /** Schemas fields refer to by name (`$ref`): those that hold themselves, and the error. */
  components?: { schemas?: Record<string, SchemaObject> };
}

export const HTTP_METHODS = ["get", "post", "put", "patch", "delete"] as const;
