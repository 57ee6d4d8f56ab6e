import { PAGE_PATHS, type PagePath } from "./paths";

export type PathParams = Record<string, string>;

export interface PageMatch {
  path: PagePath;
  params: PathParams;
}

interface Compiled {
  pattern: RegExp;
  keys: string[];
}

/**
 * Literal segments in any case, each `:name` one non-empty segment, and an optional trailing
 * slash: what wouter's default parser made of these patterns, so no address changed meaning
 * when the dashboard's router moved to this matcher.
 */
function compile(path: string): Compiled {
  const keys: string[] = [];
  const source = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      if (!segment.startsWith(":")) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`;
      keys.push(segment.slice(1));
      return "/([^/]+?)";
    })
    .join("");
  return { pattern: new RegExp(`^${source}/?$`, "i"), keys };
}

const COMPILED = new Map<PagePath, Compiled>(PAGE_PATHS.map((path) => [path, compile(path)]));

/** The parameters of `location` (a decoded path) if it matches the page's pattern. */
export function matchPath(path: PagePath, location: string): PathParams | undefined {
  const { pattern, keys } = COMPILED.get(path) ?? compile(path);
  const found = pattern.exec(location);
  if (!found) return undefined;
  return Object.fromEntries(keys.map((key, index) => [key, found[index + 1] ?? ""]));
}

/** The dashboard page an address opens, if any: the first of `PAGE_PATHS` that matches. */
export function findPage(location: string): PageMatch | undefined {
  for (const path of PAGE_PATHS) {
    const params = matchPath(path, location);
    if (params) return { path, params };
  }
  return undefined;
}
