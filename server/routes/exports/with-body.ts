import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouteDoc } from "../../openapi/route-doc";
import type { Access } from "../../plugins/access";
import { MAX_RULES_QUERY_LENGTH, searchBodyOf } from "../list-query";

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
  if (!doc.query) throw new Error(`The export ${path} declares no query for its body to take`);
  const shown = path.replace(/:(\w+)/g, "{$1}");
  app.get(
    path,
    {
      ...options,
      config: {
        ...options.config,
        doc: {
          ...doc,
          description: [
            doc.description,
            `\`rules\` over ${MAX_RULES_QUERY_LENGTH} characters go in the body of \`POST ${shown}\`.`,
          ]
            .filter(Boolean)
            .join(" "),
        },
      },
    },
    (request, reply) => handler(request, reply, request.query),
  );
  app.post(
    path,
    {
      ...options,
      config: {
        ...options.config,
        doc: {
          ...doc,
          summary: `${doc.summary}, with the parameters in the body`,
          description: [
            doc.description,
            `The parameters of \`GET ${shown}\` as a JSON object, each value as its query string carries it, for filters too long for a URL; the same file.`,
          ]
            .filter(Boolean)
            .join(" "),
          query: undefined,
          body: searchBodyOf(doc.query),
          examples: undefined,
        },
      },
    },
    (request, reply) => handler(request, reply, request.body ?? {}),
  );
}
