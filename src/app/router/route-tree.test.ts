import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { PAGE_PATHS } from "@core/pages";
import { routes } from "../routes";
import { flattenRoutes } from "./route-tree";
import type { PageDefinition } from "./types";

const page: PageDefinition = { page: () => null, title: msg`Test` };

describe("the route table", () => {
  it("has one page for every path, in the order paths are matched", () => {
    expect(routes.map((route) => route.path)).toEqual([...PAGE_PATHS]);
  });

  it("gives pages the layout and access of their innermost group, unless they set their own", () => {
    const table = flattenRoutes({
      groups: [
        { pages: { "/callouts": page } },
        {
          access: "admin",
          groups: [
            { layout: "Auth", pages: { "/admin/ui-toolkit": page } },
            { pages: { "/admin": { ...page, access: "superadmin" } } },
          ],
          pages: { "/admin/settings/api-keys": page },
        },
      ],
      pages: Object.fromEntries(
        PAGE_PATHS.filter(
          (path) =>
            !["/callouts", "/admin", "/admin/ui-toolkit", "/admin/settings/api-keys"].includes(
              path,
            ),
        ).map((path) => [path, page]),
      ),
    });
    const settled = (path: string) => {
      const route = table.find((candidate) => candidate.path === path);
      return route && { layout: route.layout, access: route.access };
    };
    expect(settled("/callouts")).toEqual({ layout: "Dashboard", access: "public" });
    expect(settled("/admin/ui-toolkit")).toEqual({ layout: "Auth", access: "admin" });
    expect(settled("/admin")).toEqual({ layout: "Dashboard", access: "superadmin" });
    expect(settled("/admin/settings/api-keys")).toEqual({ layout: "Dashboard", access: "admin" });
  });

  it("refuses a table that misses a page or has one twice", () => {
    expect(() => flattenRoutes({ pages: { "/callouts": page } })).toThrow("has no page");
    expect(() =>
      flattenRoutes({ pages: { "/callouts": page }, groups: [{ pages: { "/callouts": page } }] }),
    ).toThrow("/callouts has two pages");
  });
});
