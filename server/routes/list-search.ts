import type { FastifyInstance } from "fastify";
import type { Infer } from "superstruct";
import type { AnyStruct } from "../openapi/json-schema";
import type { RouteDoc, RouteExample } from "../openapi/route-doc";
import { bodyFormOf, pointingToBodyForm } from "./body-form";
import { route, type RouteOptions, type WithCheckedParams } from "./route";

/**
 * The list's answer for its parameters, whichever way they came (`request.query` or body),
 * checked against the declared query (the body form's struct takes the same keys).
 */
type ListHandler<Doc extends RouteDoc & { query: AnyStruct }> = (
  request: WithCheckedParams<Doc>,
  input: Infer<Doc["query"]>,
) => Promise<unknown>;

/** The search route of a list at `path`: `/contact` → `/contact/search`. */
export const searchPath = (path: string) => `${path}/search`;

/**
 * A list's `GET path` and its `POST path/search`, which takes the same parameters as a JSON
 * object (each value as the query string carries it) and answers exactly as the GET does: for
 * filters too long for a query string.
 */
export function listWithSearch<Doc extends RouteDoc & { query: AnyStruct }>(
  app: FastifyInstance,
  path: string,
  options: RouteOptions,
  doc: Doc,
  handler: ListHandler<Doc>,
): void {
  // Both routes check `doc.params`: the handler's params are typed from it.
  const { query } = doc;
  route(
    app,
    "GET",
    path,
    options,
    { ...pointingToBodyForm(doc, searchPath(path)), query },
    (request) => handler(request as WithCheckedParams<Doc>, request.query),
  );
  const search = {
    ...bodyFormOf({ ...doc, query }, path, "the same answer"),
    // One example: the GET's show the parameters; more would only slow the example test.
    examples: doc.examples?.slice(0, 1).map(asBodyExample),
  };
  route(app, "POST", searchPath(path), options, search, (request) =>
    handler(request as WithCheckedParams<Doc>, request.body as Infer<Doc["query"]>),
  );
}

function asBodyExample({ query, ...example }: RouteExample): RouteExample {
  return { ...example, body: query ?? {} };
}
