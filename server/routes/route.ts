import type {
  FastifyContextConfig,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from "fastify";
import type { Infer } from "superstruct";
import type { AnyStruct } from "../openapi/json-schema";
import type { RouteDoc } from "../openapi/route-doc";

/** What a declared struct lets through; `unknown` for a part the route does not declare. */
type Checked<Doc, Part extends "params" | "query" | "body"> = Doc extends {
  [Key in Part]: infer Declared extends AnyStruct;
}
  ? Infer<Declared>
  : unknown;

/**
 * The parts of a declaration the handler's types come from. Only these constrain what is
 * inferred: the whole declaration is checked as a `RouteDoc` beside (examples whose queries
 * differ in keys would not fit it as inferred, and the types would be lost).
 */
type DeclaredInput = Pick<RouteDoc, "params" | "query" | "body" | "bodyDependsOn">;

/**
 * The request a route's handler gets: params, query and body as the declaration's structs
 * checked them (the describing plugin, before the handler). A body that `bodyDependsOn` the
 * request is left unchecked, for the handler's one parse.
 */
export type CheckedRequest<Doc extends DeclaredInput> = FastifyRequest<{
  Params: Checked<Doc, "params">;
  Querystring: Checked<Doc, "query">;
  Body: Doc extends { bodyDependsOn: string } ? unknown : Checked<Doc, "body">;
}>;

/** The request of a route whose query may come as a body (`listWithSearch`): its params checked. */
export type WithCheckedParams<Doc extends DeclaredInput> = FastifyRequest<{
  Params: Checked<Doc, "params">;
}>;

export type CheckedHandler<Doc extends DeclaredInput> = (
  this: FastifyInstance,
  request: CheckedRequest<Doc>,
  reply: FastifyReply,
) => unknown;

/** A route's options besides its declaration: its access rule and what that rule needs. */
export type RouteOptions = Omit<RouteShorthandOptions, "config"> & {
  config: Omit<FastifyContextConfig, "doc">;
};

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Every route of the API, declared once: `route(app, "GET", "/notice/:id", admin, doc, handler)`.
 * The declaration (`RouteDoc`: params, query, body, answer…) feeds the OpenAPI document and is
 * checked before the handler runs, so the handler reads `request.params`, `request.query` and
 * `request.body` typed from the same structs, with nothing left to parse.
 */
export function route<Doc extends DeclaredInput>(
  app: FastifyInstance,
  method: Method,
  url: string,
  options: RouteOptions,
  doc: Doc & RouteDoc,
  handler: CheckedHandler<Doc>,
): void {
  app.route({
    ...options,
    method,
    url,
    config: { ...options.config, doc },
    // The declared parts were checked before the handler runs (openapi/plugin.ts).
    handler: handler as RouteHandlerMethod,
  });
}

/**
 * The body a route's `declared` struct checked before the handler ran (openapi/plugin.ts), for
 * a handler whose declaration TypeScript cannot resolve (a struct that is a type parameter, as
 * in routes/response-views' `calloutSavedFilterRoutes`). A route that declares another body, or
 * leaves it to the handler (`bodyDependsOn`), is a mistake in the code.
 */
export function checkedBody<Declared extends AnyStruct>(
  request: FastifyRequest,
  declared: Declared,
): Infer<Declared> {
  const doc = request.routeOptions.config.doc;
  if (doc?.body !== declared || doc.bodyDependsOn !== undefined) {
    throw new Error(`${request.method} ${request.routeOptions.url} does not check that body`);
  }
  // The plugin checked the body against `declared` (and stored what it let through).
  return request.body as Infer<Declared>;
}
