import type { FastifyInstance } from "fastify";
import { parseInput } from "@core/errors";
import type { Access } from "../plugins/access";
import type { DescribedRoute } from "./document";

declare module "fastify" {
  interface FastifyInstance {
    /** Every route registered so far, with its access and declared description. */
    describedRoutes: readonly DescribedRoute[];
  }
}

/**
 * Keeps each route's declaration (`config.doc`, set by `route()`) for the OpenAPI document, and
 * checks the params, query and body a route declares before its handler runs, so the document
 * and the server refuse the same requests, and the handler gets them checked. The params are
 * checked before the route's `guard`, which reads them checked (routes/params `checkedParam`);
 * the query and body after it, so its 403 and 404 come before their 400. Registered on the
 * root app before the routes.
 */
export function describeRoutes(app: FastifyInstance): void {
  const table: DescribedRoute[] = [];
  app.decorate("describedRoutes", table);

  app.addHook("onRoute", (route) => {
    // Access control has refused a route without one before this hook runs.
    const access = route.config?.access as Access;
    for (const method of [route.method].flat()) {
      table.push({ method, url: route.url, access, doc: route.config?.doc });
    }
  });

  app.addHook("preValidation", async (request) => {
    const doc = request.routeOptions.config.doc;
    if (!doc) return;
    // The guard and the handler read what was checked: `route()` types the request from the
    // same structs.
    if (doc.params) request.params = parseInput(doc.params, request.params, "params");
    await doc.guard?.(request);
    if (doc.query) request.query = parseInput(doc.query, request.query, "queries");
    if (doc.body && doc.bodyDependsOn === undefined) {
      request.body = parseInput(doc.body, request.body, "body");
    }
  });
}
