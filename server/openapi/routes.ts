import type { FastifyPluginAsync } from "fastify";
import { object, record, string, unknown } from "superstruct";
import { openApiDocument } from "./document";

/** What the document is, as far as its route declares: an OpenAPI object. */
const OpenApiDocument = object({
  openapi: string(),
  info: record(string(), unknown()),
  servers: unknown(),
  components: unknown(),
  security: unknown(),
  paths: record(string(), unknown()),
});

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every route the app registered, built on
 * first request (when every route is in) and kept.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let document: Record<string, unknown> | undefined;
  app.get(
    "/openapi.json",
    {
      config: {
        access: "anyone",
        doc: {
          summary: "This document: the OpenAPI 3.1 description of the API",
          tag: "API",
          answer: OpenApiDocument,
          examples: [{ summary: "The document", as: "anyone", status: 200 }],
        },
      },
    },
    async () => {
      document ??= openApiDocument(app.describedRoutes, { version: "1.0" });
      return document;
    },
  );
};
