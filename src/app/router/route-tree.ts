import { PAGE_PATHS, type PagePath } from "@core/pages";
import type { AppRoute, PageDefinition, PageSettings, RouteGroup } from "./types";

type Settled = Pick<AppRoute, "layout" | "access">;

/**
 * The route table from its tree of groups: each page takes the layout and access of its
 * innermost group that sets them (or its own), and the pages come in the order their paths
 * are matched (src/core/pages). Every path has exactly one page, or this throws: the tests
 * load the table, so a missing or doubled page fails them.
 */
export function flattenRoutes(root: RouteGroup): AppRoute[] {
  const found = new Map<PagePath, AppRoute>();
  const visit = (group: RouteGroup, inherited: Settled) => {
    const settings = settle(inherited, group);
    for (const [path, page] of Object.entries(group.pages ?? {}) as [PagePath, PageDefinition][]) {
      if (found.has(path)) throw new Error(`${path} has two pages`);
      found.set(path, { ...page, ...settle(settings, page), path });
    }
    for (const child of group.groups ?? []) visit(child, settings);
  };
  visit(root, { layout: "Dashboard", access: "public" });
  return PAGE_PATHS.map((path) => {
    const route = found.get(path);
    if (!route) throw new Error(`${path} has no page`);
    return route;
  });
}

function settle(inherited: Settled, own: PageSettings): Settled {
  return { layout: own.layout ?? inherited.layout, access: own.access ?? inherited.access };
}
