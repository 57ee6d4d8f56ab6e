import { matchPath } from "@core/pages";
import type { AppRoute } from "./types";

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/**
 * The first route whose pattern matches the path, with its parameters. The server matches
 * page loads the same way (src/core/pages), so it answers 404 exactly where this finds nothing.
 */
export function findRoute(routes: AppRoute[], path: string): RouteMatch | undefined {
  for (const route of routes) {
    const params = matchPath(route.path, path);
    if (params) return { route, params };
  }
  return undefined;
}
