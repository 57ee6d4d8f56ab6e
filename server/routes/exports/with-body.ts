import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Infer } from "superstruct";
import type { AnyStruct } from "../../openapi/json-schema";
import type { RouteDoc } from "../../openapi/route-doc";
import { bodyFormOf, pointingToBodyForm } from "../body-form";
import { route, type RouteOptions } from "../route";

/**
 * The export's file for its parameters, whichever way they came (`request.query` or body),
 * checked against the declared query (the body form's struct takes the same keys).
 */
type ExportHandler<Query extends AnyStruct> = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: Infer<Query>,
) => Promise<unknown>;

/**
 * An export's `GET path` and its `POST path`, which takes the same parameters as a JSON
 * object (each value as the query string carries it) and answers the same file: for filters
 * too long for a URL, as a list's `POST …/search` is. The same path, so no new path to
 * tell apart from the others; a download the browser starts by `fetch` can send a body.
 */
export function exportWithBody<Query extends AnyStruct>(
  app: FastifyInstance,
  path: string,
  options: RouteOptions,
  doc: RouteDoc & { query: Query },
  handler: ExportHandler<Query>,
): void {
  const { query } = doc;
  route(app, "GET", path, options, { ...pointingToBodyForm(doc, path), query }, (request, reply) =>
    handler(request, reply, request.query),
  );
  route(
    app,
    "POST",
    path,
    options,
    bodyFormOf({ ...doc, query }, path, "the same file"),
    (request, reply) => handler(request, reply, (request.body ?? {}) as Infer<Query>),
  );
}
