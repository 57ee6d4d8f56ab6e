import { ERROR_CODES, ErrorBody, HttpError, httpErrorName, parseInput } from "@core/errors";
import { SESSION_COOKIE } from "../services/sessions";
import type { Access } from "../plugins/access";
import { jsonSchemaOf, type JsonSchema, type NamedSchemas } from "./json-schema";
import { PATTERNS } from "./refinements";
import type { RouteDoc } from "./route-doc";

/** A registered API route as the document describes it. */
export interface DescribedRoute {
  method: string;
  /** Fastify's pattern, under the API's prefix: `/notice/:id`. */
  url: string;
  access: Access;
  doc?: RouteDoc;
}

export const API_PREFIX = "/api/1.0";

const ACCESS_WORDS: Readonly<Record<Access, string>> = {
  anyone: "Anyone, signed in or not.",
  loggedIn: "Any signed-in contact, or an API key.",
  selfOrAdmin: "The contact named by `id` (or `me`), or an admin.",
  reviewer: "Admins, and contacts who review the callout concerned.",
  admin: "Admins and API keys.",
  superadmin: "Superadmins only.",
};

/** `/notice/:id` as OpenAPI writes it: `/notice/{id}`. */
export function openApiPath(url: string): string {
  return url.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
}

function pathParamNames(url: string): string[] {
  return [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] as string);
}

const errorResponse = (description: string) => ({
  description,
  content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
});

/**
 * The refusals any route may answer, each in the Error shape, described once and referred to
 * by the operations they apply to (`#/components/responses/<name>`).
 */
const STANDARD_ERRORS = {
  BadRequest: [400, "The request is malformed; its errors name each field refused."],
  Unauthorized: [401, "Nobody is signed in, or the API key is wrong or expired."],
  Forbidden: [403, "The caller may not call this route."],
  NotFound: [404, "Nothing has this id."],
  PayloadTooLarge: [413, "The body is larger than the server takes."],
  UriTooLong: [414, "The address (a path parameter or the query) is longer than the server takes."],
  UnsupportedMediaType: [415, "The body is of a type this route does not take."],
  TooManyRequests: [
    429,
    "Too many attempts from this address or for this account: try again later (code `TOO_MANY_REQUESTS`).",
  ],
  HeadersTooLarge: [431, "The request's headers (or its query) are larger than the server takes."],
} as const satisfies Record<string, readonly [number, string]>;
type StandardError = keyof typeof STANDARD_ERRORS;

const standardError = (name: StandardError) => ({ $ref: `#/components/responses/${name}` });

/** Who may call an operation, as OpenAPI says it: the schemes, with the roles they need. */
const SECURITY: Readonly<Record<Access, Record<string, string[]>[]>> = {
  // No caller needed; one who signs in may get more (a member's own response).
  anyone: [{}, { apiKey: [] }, { session: [] }],
  loggedIn: [{ apiKey: [] }, { session: [] }],
  selfOrAdmin: [{ apiKey: [] }, { session: [] }],
  reviewer: [{ apiKey: [] }, { session: ["admin"] }, { session: ["reviewer"] }],
  admin: [{ apiKey: [] }, { session: ["admin"] }],
  // API keys never act as superadmins (not even with X-Contact-Id).
  superadmin: [{ session: ["superadmin"] }],
};

/** The header that makes an API key act as a contact (plugins/caller.ts). */
const CONTACT_ID_HEADER = {
  name: "X-Contact-Id",
  in: "header",
  required: false,
  description:
    "With an API key: act as this contact, with their roles (never superadmin). An unknown contact makes the caller anonymous.",
  schema: { type: "string", format: "uuid" },
};

/** The header by which an export names its place in the queue (routes/exports/slot.ts). */
const EXPORT_TICKET_HEADER = {
  name: "Agora-Export-Ticket",
  in: "header",
  required: false,
  description:
    "A UUID you choose: `GET /export-queue/{ticket}` then says how many exports start before this one.",
  schema: { type: "string", format: "uuid", pattern: PATTERNS.uuid },
};

const BODY_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A query value of digits (`limit`, `offset`) as the integer it stands for, with its range:
 * `limit=0` is seen to be refused where the server refuses it.
 */
function wholeNumberAsInteger(schema: JsonSchema): JsonSchema {
  if (schema.type !== "string" || schema.pattern !== PATTERNS.wholeNumber) return schema;
  const { minimum = 0, maximum = 999_999_999 } = schema as { minimum?: number; maximum?: number };
  return { type: "integer", minimum, maximum };
}

const hasPathParams = (route: DescribedRoute) => pathParamNames(route.url).length > 0;

function parameters(route: DescribedRoute, named: NamedSchemas): unknown[] {
  const { doc } = route;
  const paramsSchema = doc?.params ? jsonSchemaOf(doc.params, named) : undefined;
  const path = pathParamNames(route.url).map((name) => ({
    name,
    in: "path",
    required: true,
    schema: (paramsSchema?.properties as Record<string, JsonSchema> | undefined)?.[name] ?? {
      type: "string",
    },
  }));
  const querySchema = doc?.query ? jsonSchemaOf(doc.query, named) : undefined;
  const required = new Set((querySchema?.required as string[] | undefined) ?? []);
  const query = Object.entries(
    (querySchema?.properties as Record<string, JsonSchema> | undefined) ?? {},
  ).map(([name, schema]) => ({
    name,
    in: "query",
    required: required.has(name),
    schema: wholeNumberAsInteger(schema),
  }));
  // Read from every API request that carries an API key; superadmin routes take no key.
  const header =
    route.access === "superadmin" ? [] : [{ $ref: "#/components/parameters/ContactId" }];
  const read = (doc?.headers ?? []).map((name) => ({ $ref: `#/components/parameters/${name}` }));
  return [...path, ...query, ...header, ...read];
}

function responses(route: DescribedRoute, named: NamedSchemas): Record<string, unknown> {
  const { doc, access } = route;
  const status = doc?.status ?? (route.method === "DELETE" && !doc?.answer ? 204 : 200);
  const out: Record<string, unknown> = {};
  if (status === 204 || (doc && !doc.answer && !doc.answerType)) {
    out[String(status)] = { description: "Done; no content." };
  } else {
    const type = doc?.answerType ?? "application/json";
    out[String(status)] = {
      description: "The answer.",
      content: { [type]: { schema: doc?.answer ? jsonSchemaOf(doc.answer, named) : {} } },
    };
  }
  for (const [code, description] of Object.entries(doc?.empty ?? {})) {
    if (description) out[code] = { description };
  }
  for (const [code, description] of Object.entries(doc?.alsoAnswers ?? {})) {
    const answer = doc?.answer;
    if (description && answer) {
      out[code] = {
        description,
        content: { "application/json": { schema: jsonSchemaOf(answer, named) } },
      };
    }
  }
  const standard = (name: StandardError) => {
    out[String(STANDARD_ERRORS[name][0])] ??= standardError(name);
  };
  // Fastify reads a body sent to any of these methods, even to a route that takes none.
  const takesBody = BODY_METHODS.has(route.method);
  // The route's own words come first; the standard refusals fill in the rest.
  for (const [code, description] of Object.entries(doc?.errors ?? {})) {
    if (description) out[code] = errorResponse(description);
  }
  if (doc?.params || doc?.query || doc?.body || takesBody || hasPathParams(route)) {
    standard("BadRequest");
  }
  if (access !== "anyone") standard("Unauthorized");
  if (access !== "anyone" && access !== "loggedIn") standard("Forbidden");
  if (hasPathParams(route)) standard("NotFound");
  if (takesBody) {
    standard("PayloadTooLarge");
    standard("UnsupportedMediaType");
  }
  if (doc?.codes?.includes("TOO_MANY_REQUESTS")) standard("TooManyRequests");
  standard("UriTooLong");
  standard("HeadersTooLarge");
  return out;
}

/** An upload: one file in the multipart field `file`. */
const MULTIPART_FILE = {
  type: "object",
  properties: {
    file: {
      type: "string",
      contentMediaType: "application/octet-stream",
      description: "The file.",
    },
  },
  required: ["file"],
};

function requestBody(route: DescribedRoute, named: NamedSchemas): unknown {
  const { doc } = route;
  if (doc?.bodyType === "multipart/form-data") {
    return { required: true, content: { [doc.bodyType]: { schema: MULTIPART_FILE } } };
  }
  if (doc?.bodyType && doc.bodyType !== "none") {
    return { required: true, content: { [doc.bodyType]: { schema: {} } } };
  }
  if (!doc?.body) return undefined;
  // Only bodies the server takes: refused ones are shown under their refusal (refusedExamples).
  const examples = Object.fromEntries(
    (doc.examples ?? [])
      .filter((example) => example.body !== undefined && example.status < 300)
      .map((example) => [
        exampleName(example.summary),
        { summary: example.summary, value: example.body },
      ]),
  );
  return {
    required: doc.body.validate(undefined)[0] !== undefined,
    content: {
      "application/json": {
        schema: jsonSchemaOf(doc.body, named),
        ...(Object.keys(examples).length > 0 ? { examples } : {}),
      },
    },
  };
}

/** An example's key in `examples`: its summary in camelCase, e.g. `withoutADescription`. */
function exampleName(summary: string): string {
  return summary
    .replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ""))
    .replace(/^./, (c) => c.toLowerCase());
}

/**
 * The bodies the examples show refused, under the status they get: the answer, which is the
 * body struct's own refusal where the declaration refuses it (else the error's status and
 * name), with the body sent in the description.
 */
function refusedExamples(route: DescribedRoute, responses: Record<string, unknown>): void {
  const { doc } = route;
  for (const example of doc?.examples ?? []) {
    if (example.status < 400 || example.body === undefined) continue;
    let answer: ErrorBody = { httpCode: example.status, name: httpErrorName(example.status) };
    if (doc?.body && example.status === 400) {
      try {
        parseInput(doc.body, example.body, "body");
      } catch (error) {
        if (error instanceof HttpError) answer = error.toBody();
      }
    }
    const code = String(example.status);
    const documented = responses[code] as { $ref?: string; description?: string } | undefined;
    const standard = Object.values(STANDARD_ERRORS).find(([status]) => status === example.status);
    const description = documented?.description ?? standard?.[1] ?? STANDARD_ERRORS.BadRequest[1];
    const content = (documented as { content?: Record<string, { examples?: object }> } | undefined)
      ?.content?.["application/json"];
    responses[code] = {
      description,
      content: {
        "application/json": {
          schema: { $ref: "#/components/schemas/Error" },
          examples: {
            ...content?.examples,
            [exampleName(example.summary)]: {
              summary: example.summary,
              description: `Sent:\n\n\`\`\`json\n${JSON.stringify(example.body, null, 2)}\n\`\`\``,
              value: answer,
            },
          },
        },
      },
    };
  }
}

function operation(route: DescribedRoute, named: NamedSchemas): Record<string, unknown> {
  const { doc } = route;
  const path = route.url.slice(API_PREFIX.length);
  const body = requestBody(route, named);
  const answers = responses(route, named);
  refusedExamples(route, answers);
  return {
    operationId: `${route.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c?: string) => (c ? c.toUpperCase() : ""))}`,
    summary: doc?.summary ?? `${route.method} ${path}`,
    description: [
      doc?.description,
      `Access: ${ACCESS_WORDS[route.access]}`,
      doc?.guard && "Its 403 and 404 come before a 400 for its input.",
      doc?.bodyDependsOn && `The body is judged by the form that applies: ${doc.bodyDependsOn}`,
    ]
      .filter(Boolean)
      .join("\n\n"),
    tags: [doc?.tag ?? tagOf(path)],
    "x-access": route.access,
    ...(doc?.codes && doc.codes.length > 0 ? { "x-error-codes": doc.codes } : {}),
    ...(doc?.examples && doc.examples.length > 0 ? { "x-examples": doc.examples } : {}),
    security: SECURITY[route.access],
    parameters: parameters(route, named),
    ...(body ? { requestBody: body } : {}),
    responses: answers,
  };
}

/** The first part of a path, as the resource's tag: `/callout/{id}` is "callout". */
function tagOf(path: string): string {
  return path.split("/")[1] ?? "api";
}

/**
 * The Error schema with its `code` enumerated from ERROR_CODES, the list `HttpError` takes its
 * codes from: a code cannot be sent without being documented. The struct reads the code as
 * any text, so the frames that read errors do not carry the list.
 */
function withCodes(schema: JsonSchema): JsonSchema {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  return {
    ...schema,
    properties: {
      ...properties,
      code: {
        ...properties.code,
        type: "string",
        enum: [...ERROR_CODES],
        description: "What went wrong, for clients to branch on; never changes once shipped.",
      },
    },
  };
}

/**
 * The OpenAPI 3.1 document of the API: one operation per registered route (HEAD left out: it
 * answers as GET; the test build's hooks too), from the structs each route declares in
 * `config.doc`.
 */
export function openApiDocument(
  routes: readonly DescribedRoute[],
  info: { version: string; license: { name: string; identifier?: string } },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const named: NamedSchemas = {};
  const errorSchema = withCodes(jsonSchemaOf(ErrorBody, named));
  const sorted = [...routes]
    .filter(
      (route) =>
        route.method !== "HEAD" &&
        route.url.startsWith(`${API_PREFIX}/`) &&
        // The test build's hooks are no part of the API.
        !route.url.startsWith(`${API_PREFIX}/__test/`),
    )
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const path = openApiPath(route.url.slice(API_PREFIX.length));
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(route, named);
  }
  return {
    openapi: "3.1.0",
    info: {
      title: "Agora API",
      version: info.version,
      license: info.license,
      description:
        "The API of this Agora installation. Sign in with a session cookie (`POST /auth/login`) or send an API key as `Authorization: Bearer <key>` (with `X-Contact-Id` to act as a contact). Each operation's `security` says who may call it; a session's scopes name the role it needs. Every refusal answers the `Error` schema; text lengths count characters (code points), as JSON Schema does; text may hold no NUL character or lone surrogate (refused with 400); a method a path does not take answers 405 with `Allow`.",
    },
    servers: [{ url: API_PREFIX }],
    components: {
      // The named structs the paths refer to, and the error every failure answers.
      schemas: { ...named, Error: errorSchema },
      responses: Object.fromEntries(
        Object.entries(STANDARD_ERRORS).map(([name, [, description]]) => [
          name,
          errorResponse(description),
        ]),
      ),
      parameters: { ContactId: CONTACT_ID_HEADER, ExportTicket: EXPORT_TICKET_HEADER },
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer" },
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
    },
    paths,
  };
}
