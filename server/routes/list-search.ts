import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RouteDoc, RouteExample } from "../openapi/route-doc";
import type { Access } from "../plugins/access";
import { bodyFormOf, pointingToBodyForm } from "./body-form";

/** A list route's options: its access rule and its declaration, with the query it takes. */
interface ListRouteOptions {
  config: { access: Access; doc: RouteDoc };
}

/** The list's answer for its parameters, whichever way they came (`request.query` or body). */
type ListHandler = (request: FastifyRequest, input: unknown) => Promise<unknown>;

/** The search route of a list at `path`: `/contact` → `/contact/search`. */
export const searchPath = (path: string) => `${path}/search`;

/**
 * A list's `GET path` and its `POST path/search`, which takes the same parameters as a JSON
 * object (each value as the query string carries it) and answers exactly as the GET does: for
 * filters too long for a query string.
 */
export function listWithSearch(
  app: FastifyInstance,
  path: string,
  options: ListRouteOptions,
  handler: ListHandler,
): void {
  const { doc } = options.config;
  const { query } = doc;
  if (!query) throw new Error(`The list ${path} declares no query for its search to take`);
  app.get(
    path,
    { ...options, config: { ...options.config, doc: pointingToBodyForm(doc, searchPath(path)) } },
    (request) => handler(request, request.query),
  );
  app.post(
    searchPath(path),
    {
      ...options,
      config: {
        ...options.config,
        doc: {
          ...bodyFormOf({ ...doc, query }, path, "the same answer"),
          // One example: the GET's show the parameters; more would only slow the example test.
          examples: doc.examples?.slice(0, 1).map(asBodyExample),
        },
      },
    },
    (request) => handler(request, request.body),
  );
}

function asBodyExample({ query, ...example }: RouteExample): RouteExample {
  return { ...example, body: query ?? {} };
}
