import { matchRoute, type Parser } from "wouter";
import type { AppRoute } from "./types";

export interface RouteMatch {
  route: AppRoute;
  params: Record<string, string | undefined>;
}

/** The first route whose pattern matches the path, with its parameters. */
export function findRoute(
  routes: AppRoute[],
  parser: Parser,
  path: string,
): RouteMatch | undefined {
  for (const route of routes) {
    const [matches, params] = matchRoute(parser, route.path, path);
    if (matches) return { route, params: params as RouteMatch["params"] };
  }
  return undefined;
}
