import type { FastifyPluginAsync, FastifyRequest } from "fastify";
import { CONTENT_IDS, isContentId, type ContentId } from "../../../src/core/content";
import { badRequest } from "../../../src/core/errors";
import type { Services } from "../../services";

export function parseContentId(value: unknown): ContentId {
  if (isContentId(value)) return value;
  const id = String(value).slice(0, 100);
  throw badRequest(`Unknown content id "${id}": use one of ${CONTENT_IDS.join(", ")}`);
}

/** `join/setup` holds a slash, which `:id` never matches: it gets a route of its own. */
export const CONTENT_URLS: { url: string; id: (request: FastifyRequest) => unknown }[] = [
  { url: "/content/:id", id: (request) => (request.params as { id?: string }).id },
  { url: "/content/join/setup", id: () => "join/setup" },
];

/** `GET /content/<id>` for anyone, `PATCH` (a partial document) for admins. */
export const contentRoutes: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services: { content } },
) => {
  for (const { url, id } of CONTENT_URLS) {
    app.get(url, { config: { access: "anyone" } }, async (request) =>
      content.get(parseContentId(id(request))),
    );
    app.patch(url, { config: { access: "admin" } }, async (request) =>
      content.update(parseContentId(id(request)), request.body),
    );
  }
};
