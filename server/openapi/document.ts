import { ErrorBody } from "../../src/core/errors";
import { SESSION_COOKIE } from "../services/sessions";
import type { Access } from "../plugins/access";
import { jsonSchemaOf, type JsonSchema, type NamedSchemas } from "./json-schema";
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
  ).map(([name, schema]) => ({ name, in: "query", required: required.has(name), schema }));
  return [...path, ...query];
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
  if (doc?.params || doc?.query || doc?.body || pathParamNames(route.url).length > 0) {
    out["400"] = errorResponse("The request is malformed; its errors name each field refused.");
  }
  if (access !== "anyone") out["401"] = errorResponse("Nobody is signed in.");
  if (access !== "anyone" && access !== "loggedIn") {
    out["403"] = errorResponse("The caller may not call this route.");
  }
  for (const [code, description] of Object.entries(doc?.errors ?? {})) {
    if (description) out[code] = errorResponse(description);
  }
  return out;
}

function requestBody(route: DescribedRoute, named: NamedSchemas): unknown {
  const { doc } = route;
  if (doc?.bodyType && doc.bodyType !== "none") {
    return { required: true, content: { [doc.bodyType]: { schema: {} } } };
  }
  if (!doc?.body) return undefined;
  const examples = Object.fromEntries(
    (doc.examples ?? [])
      .filter((example) => example.body !== undefined)
      .map((example, index) => [
        `example${index + 1}`,
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

function operation(route: DescribedRoute, named: NamedSchemas): Record<string, unknown> {
  const { doc } = route;
  const path = route.url.slice(API_PREFIX.length);
  const body = requestBody(route, named);
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
    parameters: parameters(route, named),
    ...(body ? { requestBody: body } : {}),
    responses: responses(route, named),
  };
}

/** The first part of a path, as the resource's tag: `/callout/{id}` is "callout". */
function tagOf(path: string): string {
  return path.split("/")[1] ?? "api";
}

/**
 * The OpenAPI 3.1 document of the API: one operation per registered route (HEAD left out: it
 * answers as GET; the test build's hooks too), from the structs each route declares in
 * `config.doc`.
 */
export function openApiDocument(
  routes: readonly DescribedRoute[],
  info: { version: string },
): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  const named: NamedSchemas = {};
  const errorSchema = jsonSchemaOf(ErrorBody, named);
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
      description:
        "The API of this Agora installation. Sign in with a session cookie (`POST /auth/login`) or send an API key as `Authorization: Bearer <key>`.",
    },
    servers: [{ url: API_PREFIX }],
    components: {
      // The named structs the paths refer to, and the error every failure answers.
      schemas: { ...named, Error: errorSchema },
      securitySchemes: {
        apiKey: { type: "http", scheme: "bearer" },
        session: { type: "apiKey", in: "cookie", name: SESSION_COOKIE },
      },
    },
    security: [{}, { apiKey: [] }, { session: [] }],
    paths,
  };
}
