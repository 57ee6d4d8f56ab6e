import type { FastifyInstance, FastifyReply } from "fastify";
import type { Infer } from "superstruct";
import type { AnyStruct } from "../../openapi/json-schema";
import type { RouteDoc } from "../../openapi/route-doc";
import { bodyFormOf, pointingToBodyForm } from "../body-form";
import { route, type RouteOptions, type WithCheckedParams } from "../route";

/**
 * The export's file for its parameters, whichever way they came (`request.query` or body),
 * checked against the declared query (the body form's struct takes the same keys).
 */
type ExportHandler<Doc extends RouteDoc & { query: AnyStruct }> = (
  request: WithCheckedParams<Doc>,
  reply: FastifyReply,
  input: Infer<Doc["query"]>,
) => Promise<unknown>;

/**
 * An export's `GET path` and its `POST path`, which takes the same parameters as a JSON
 * object (each value as the query string carries it) and answers the same file: for filters
 * too long for a URL, as a list's `POST …/search` is. The same path, so no new path to
 * tell apart from the others; a download the browser starts by `fetch` can send a body.
 */
export function exportWithBody<Doc extends RouteDoc & { query: AnyStruct }>(
  app: FastifyInstance,
  path: string,
  options: RouteOptions,
  doc: Doc,
  handler: ExportHandler<Doc>,
): void {
  // Both routes check `doc.params`: the handler's params are typed from it.
  const { query } = doc;
  route(app, "GET", path, options, { ...pointingToBodyForm(doc, path), query }, (request, reply) =>
    handler(request as WithCheckedParams<Doc>, reply, request.query),
  );
  route(
    app,
    "POST",
    path,
    options,
    bodyFormOf({ ...doc, query }, path, "the same file"),
    (request, reply) =>
      handler(
        request as WithCheckedParams<Doc>,
        reply,
        (request.body ?? {}) as Infer<Doc["query"]>,
      ),
  );
}
