import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDoc } from "../../openapi/route-doc";
import type { Access } from "../../plugins/access";
import { bodyFormOf, pointingToBodyForm } from "../body-form";

/** An export route's options: its access rule (and what it needs) and its declaration. */
interface ExportRouteOptions {
  config: { access: Access; doc: RouteDoc } & Record<string, unknown>;
}

/** The export's file for its parameters, whichever way they came (`request.query` or body). */
type ExportHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  input: unknown,
) => Promise<unknown>;

/**
 * An export's `GET path` and its `POST path`, which takes the same parameters as a JSON
 * object (each value as the query string carries it) and answers the same file: for filters
 * too long for a URL, as a list's `POST …/search` is. The same path, so no new path to
 * tell apart from the others; a download the browser starts by `fetch` can send a body.
 */
export function exportWithBody(
  app: FastifyInstance,
  path: string,
  options: ExportRouteOptions,
  handler: ExportHandler,
): void {
  const { doc } = options.config;
  const { query } = doc;
  if (!query) throw new Error(`The export ${path} declares no query for its body to take`);
  app.get(
    path,
    { ...options, config: { ...options.config, doc: pointingToBodyForm(doc, path) } },
    (request, reply) => handler(request, reply, request.query),
  );
  app.post(
    path,
    {
      ...options,
      config: { ...options.config, doc: bodyFormOf({ ...doc, query }, path, "the same file") },
    },
    (request, reply) => handler(request, reply, request.body ?? {}),
  );
}
