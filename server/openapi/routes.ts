import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { FastifyPluginAsync } from "fastify";
import { object, record, string, unknown } from "superstruct";
import { findProjectRoot } from "../project-root";
import { openApiDocument } from "./document";
import { route } from "../routes/route";

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
 * The project's licence as package.json states it. `UNLICENSED` (npm's word for "no licence
 * granted") is no SPDX identifier, so it is given as a name only.
 */
export function projectLicense(): { name: string; identifier?: string } {
  const { license } = JSON.parse(readFileSync(join(findProjectRoot(), "package.json"), "utf8")) as {
    license?: string;
  };
  if (!license || license === "UNLICENSED") {
    return { name: "Proprietary: no licence is granted (UNLICENSED)" };
  }
  return { name: license, identifier: license };
}

/**
 * `GET /openapi.json`: the OpenAPI 3.1 document of every route the app registered, built on
 * first request (when every route is in) and kept.
 */
export const openApiRoutes: FastifyPluginAsync = async (app) => {
  let document: Record<string, unknown> | undefined;
  route(
    app,
    "GET",
    "/openapi.json",
    { config: { access: "anyone" } },
    {
      summary: "This document: the OpenAPI 3.1 description of the API",
      tag: "API",
      answer: OpenApiDocument,
      examples: [{ summary: "The document", as: "anyone", status: 200 }],
    },
    async () => {
      document ??= openApiDocument(app.describedRoutes, {
        version: "1.0",
        license: projectLicense(),
      });
      return document;
    },
  );
};
